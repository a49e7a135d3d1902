import { Card, Flex, Text } from "@radix-ui/themes";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ConversationLog } from "./conversation";
import { FormErrors, KitFormElement, SubmitButton, type KitFormMetadata } from "./form";
import { PageHead } from "./page-head";
import { usePolling } from "./polling";
import { TabLinks, type TabLink } from "./tab-links";
import { formatDateTime } from "~/lib/format";

/**
 * An inbox (issue 25): threads by state in tabs, the list of one state beside the chosen thread,
 * which the URL names. Live chat and the manual-activation tickets are both one; what differs
 * (a search, the badges, what a thread holds under its messages) comes in as props and slots.
 * The page reloads its data every `poll` ms (SPEC §9), never while a form is on its way.
 */
export function Inbox({
  intro,
  tabs,
  poll,
  search,
  list,
  thread,
  pick,
  children,
}: {
  intro: string;
  tabs: { label: string; tabs: TabLink[] };
  poll: number;
  /** Above the list (a search form). */
  search?: ReactNode;
  list: { label: string; empty: string; entries: InboxEntry[] };
  /** The open thread (an InboxThread), or null: then `pick` says to choose one. */
  thread: ReactNode;
  pick: string;
  /** After the inbox: a dialog the URL opens. */
  children?: ReactNode;
}) {
  usePolling(poll);
  return (
    <Flex direction="column" gap="4">
      <PageHead description={intro} />
      <TabLinks label={tabs.label} tabs={tabs.tabs} />
      <div className="chat-layout">
        <Card className="chat-list-card">
          {search}
          {list.entries.length === 0 ? (
            <Text as="p" size="2" color="gray" mt={search ? "3" : undefined}>
              {list.empty}
            </Text>
          ) : (
            <ul className="chat-list" aria-label={list.label}>
              {list.entries.map((entry) => (
                <li key={entry.key}>
                  <Link to={entry.to} className="chat-item" aria-current={entry.current ? "true" : undefined} preventScrollReset>
                    <span className="chat-item-head">
                      <span className="chat-name">{entry.name}</span>
                      {entry.marks}
                    </span>
                    <span className="chat-card mono">{entry.detail}</span>
                    <span className="chat-snippet">{entry.snippet}</span>
                    <span className="chat-time">{formatDateTime(entry.at)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="chat-conversation-card">
          {thread ?? (
            <Text as="p" size="2" color="gray">
              {pick}
            </Text>
          )}
        </Card>
      </div>
      {children}
    </Flex>
  );
}

/** One thread in the list: its URL (the screen builds it), whether it is the open one, and what the row shows. */
export type InboxEntry = { key: string; to: string; current: boolean; name: string; marks?: ReactNode; detail: ReactNode; snippet: ReactNode; at: string };

/**
 * The open thread: who, how to reach them and its state (`status`: a badge, a button), the
 * messages as a log, then the reply box and whatever follows (`children`). A sent reply comes
 * back as a new page (a redirect): the box is new and empty then; a poll keeps what is typed.
 */
export function InboxThread({
  name,
  detail,
  status,
  log,
  reply,
  children,
}: {
  name: string;
  detail: ReactNode;
  status: ReactNode;
  log: { label: string; last: number | undefined; messages: ReactNode };
  reply?: ReactNode;
  children?: ReactNode;
}) {
  const location = useLocation();
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <div>
          <Text as="div" size="4" weight="bold">
            {name}
          </Text>
          <Text as="div" size="2" color="gray" className="mono">
            {detail}
          </Text>
        </div>
        {status}
      </Flex>
      <ConversationLog label={log.label} last={log.last}>
        {log.messages}
      </ConversationLog>
      {reply ? <Fragment key={location.key}>{reply}</Fragment> : null}
      {children}
    </Flex>
  );
}

/** The reply form: the screen's fields (`children`), the form's errors and the send button. */
export function InboxReply({
  kit,
  send,
  children,
  ...rest
}: {
  kit: { form: KitFormMetadata; intent: string; retry?: boolean; saving: boolean };
  send: { label: string; savingLabel: string; variant?: ComponentProps<typeof SubmitButton>["variant"] };
  children: ReactNode;
} & Pick<ComponentProps<typeof KitFormElement>, "encType">) {
  return (
    <KitFormElement kit={kit} preventScrollReset className="chat-box" {...rest}>
      {children}
      <FormErrors form={kit.form} />
      <div className="form-actions">
        <SubmitButton saving={kit.saving} label={send.label} savingLabel={send.savingLabel} variant={send.variant} />
      </div>
    </KitFormElement>
  );
}
