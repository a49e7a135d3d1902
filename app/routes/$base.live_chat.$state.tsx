import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/$base.live_chat.$state";
import { requireUser } from "~/.server/guard";
import { FormError, readForm, submitForm } from "~/.server/kits/submit";
import { closeChatCase, getChat, getChats, sendChatMessage, type ChatMessage } from "~/.server/upstream/chat";
import { uploadFile } from "~/.server/upstream/media";
import { multipart } from "~/.server/upstream/client";
import { orNotFound } from "~/.server/upstream/request";
import { UrlDialog } from "~/components/confirm";
import { ConversationMessage } from "~/components/conversation";
import { FileField, FormErrors, KitFormElement, SelectField, SubmitButton, TextareaField, useKitForm, type KitFormMetadata } from "~/components/form";
import { useNotify } from "~/components/notices";
import { Inbox, InboxReply, InboxThread } from "~/components/inbox";
import { CHAT_CASE_CATEGORIES, CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_POLL_MS, CHAT_STATES, chatList, chatMessageSchema, closeCaseSchema, NEW_CHAT_NOTICE_MS, newMemberMessages, type ChatState } from "~/lib/chat";
import { formatDateTime } from "~/lib/format";
import { readList } from "~/lib/list";
import "~/styles/content.css";
import { keepForm } from "~/lib/keep-form";
import { chatText } from "~/lib/messages-service";
import { screenHref, type ScreenQuery } from "~/lib/screen-table";

/**
 * SPEC §2 live_chat/open and live_chat/closed: the app's chats in one state, searched by name or
 * card, with the chosen conversation beside them (`?chat=`), its message box (text, or an image)
 * and Close Case (`&close=1`, a dialog the URL opens). Both refresh themselves (SPEC §9: the list
 * every 15 s, an open conversation every 5 s); a member's new message sounds, shows a 4 s notice
 * and marks the chat online.
 */
/** The chat list of one state (SPEC §2 live_chat/open, live_chat/closed), with its query. */
function chatHref(base: string, state: ChatState, query?: ScreenQuery) {
  return screenHref(`live_chat-${state}`, { base }, query);
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { upstream, base } = requireUser(context);
  const state = params.state as ChatState;
  // The guard serves live_chat/open and live_chat/closed only; anything else never reaches here.
  const list = readList(url, chatList);
  const chosen = list.filters.chat;
  const [chats, chat] = await Promise.all([getChats(upstream, CHAT_STATES[state], list.q), chosen ? orNotFound(getChat(upstream, chosen)) : Promise.resolve(null)]);
  // Not one of this app's chats: back to the list.
  if (chosen && !chat) throw redirect(chatHref(base, state));
  return { state, search: list.q, chats, chat, closing: list.filters.close === "1" && chat?.data.status === "open" };
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { session, upstream, base } = requireUser(context);
  const list = readList(url, chatList);
  const msgId = list.filters.chat;
  const state = params.state as ChatState;
  const here = chatHref(base, state, { q: list.q, chat: msgId });
  if (!msgId) throw redirect(chatHref(base, state));
  const form = await readForm(request);
  if (form.get("intent") === "close") {
    return submitForm(form, {
      session,
      intent: "close",
      schema: closeCaseSchema,
      run: (value) => closeChatCase(upstream, msgId, value),
      // SPEC §4: a closed case has no close button; it now lives in the closed list.
      success: { flash: CHAT_MESSAGES.closed, redirectTo: chatHref(base, "closed", { chat: msgId }) },
      failure: CHAT_MESSAGES.closeError,
    });
  }
  return submitForm(form, {
    session,
    intent: "send",
    schema: chatMessageSchema,
    async run(value) {
      const image = value.attachment && value.attachment.size > 0 ? value.attachment : null;
      if (!image) return sendChatMessage(upstream, msgId, { msg: value.msg ?? "", type: "text" });
      // The image goes to the platform's files first (not the media library); the message carries its path.
      const upload = new FormData();
      upload.set("image", image, image.name);
      const body = await multipart(upload);
      const stored = await uploadFile(upstream, body.data, body.contentType, { type: "image", name: image.name });
      if (stored.type && stored.type !== "image") throw new FormError({ fields: { attachment: [CHAT_MESSAGES.notImage] } });
      await sendChatMessage(upstream, msgId, { msg: value.msg ?? "", type: "image", doc: stored.url });
    },
    success: { redirectTo: here },
    failure: CHAT_MESSAGES.sendError,
  });
}

// A post that fails on the way keeps the form and says so (app/lib/keep-form.ts).
export const clientAction = keepForm();

export const meta: Route.MetaFunction = ({ params }) => [{ title: chatText.title(params.state === "closed" ? "Closed" : "Open") }];

export default function LiveChat({ loaderData, actionData, params }: Route.ComponentProps) {
  const { state, search, chats, chat, closing } = loaderData;
  // The search goes with a link to the same list only.
  const at = (to: ChatState, extra: Record<string, string> = {}) => chatHref(params.base, to, { q: to === state ? search : undefined, ...extra });
  const online = useChatPolling(loaderData);
  return (
    <Inbox
      intro={chatText.intro}
      tabs={{
        label: chatText.tabs,
        tabs: [
          { key: "open", to: at("open"), label: "Open", active: state === "open" },
          { key: "closed", to: at("closed"), label: "Closed", active: state === "closed" },
        ],
      }}
      // SPEC §9: an open conversation every 5 s, else the list every 15 s.
      poll={chat && chat.data.status === "open" ? CHAT_POLL_MS.conversation : CHAT_POLL_MS.list}
      search={
        <Form method="get" className="chat-search" role="search">
          <label htmlFor="chat-search" className="sr-only">
            {chatText.searchLabel}
          </label>
          <input id="chat-search" name="q" type="search" defaultValue={search} maxLength={60} placeholder={chatText.searchHint} className="native-input" />
          <Button type="submit" variant="soft">
            {chatText.search}
          </Button>
        </Form>
      }
      list={{
        label: state === "open" ? chatText.openList : chatText.closedList,
        empty: search ? chatText.noMatch : state === "open" ? chatText.noneOpen : chatText.noneClosed,
        entries: chats.map((c) => ({
          key: c.msgId,
          to: at(state, { chat: c.msgId }),
          current: chat?.msgId === c.msgId,
          name: c.name,
          marks: (
            <>
              {online.has(c.msgId) ? (
                <Badge color="green" size="1">
                  {chatText.online}
                </Badge>
              ) : null}
              {state === "open" && c.lastFrom === "user" ? (
                <Badge color="amber" size="1">
                  {chatText.awaitingReply}
                </Badge>
              ) : null}
            </>
          ),
          detail: c.card,
          snippet: (
            <>
              {c.lastFrom === "cs" ? chatText.you : ""}
              {c.lastType === "image" ? chatText.image : c.lastType === "doc" ? chatText.document : ""}
              {c.lastMsg}
            </>
          ),
          at: c.lastAt,
        })),
      }}
      thread={chat ? <Conversation chat={chat} actionData={actionData} closeHref={at(state, { chat: chat.msgId, close: "1" })} /> : null}
      pick={chatText.pickChat}
    >
      {closing && chat ? <CloseCaseDialog name={chat.data.name} actionData={actionData} closeHref={at(state, { chat: chat.msgId })} /> : null}
    </Inbox>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

/**
 * What SPEC §9's polling brings (the Inbox reloads the data): a member's message newer than the
 * last look plays a short tone, shows a 4 s notice and marks the chat online for the rest of the visit.
 */
function useChatPolling(data: Loaded) {
  const notify = useNotify();
  const seen = useRef<Map<string, string | null> | null>(null);
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const summaries = data.chats.map((c) => ({ msgId: c.msgId, name: c.name, lastUserAt: c.lastUserAt }));
    const conversation = data.chat;
    if (conversation) {
      const lastUser = [...conversation.messages].reverse().find((m) => m.frm === "user");
      if (!summaries.some((c) => c.msgId === conversation.msgId)) summaries.push({ msgId: conversation.msgId, name: conversation.data.name, lastUserAt: lastUser?.date ?? null });
    }
    if (seen.current) {
      const fresh = newMemberMessages(seen.current, summaries);
      if (fresh.length) {
        playTone();
        for (const c of fresh) notify("info", chatText.newMessageFrom(c.name), NEW_CHAT_NOTICE_MS);
        setOnline((now) => new Set([...now, ...fresh.map((c) => c.msgId)]));
      }
    }
    const next = new Map(seen.current ?? []);
    for (const c of summaries) next.set(c.msgId, c.lastUserAt);
    seen.current = next;
  }, [data, notify]);

  return online;
}

/** A short two-note chime, made by the browser (no sound file to download). Silent where audio is not allowed yet. */
function playTone() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.45);
    [880, 1320].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + i * 0.15);
      tone.stop(audio.currentTime + 0.15 + i * 0.15);
    });
    setTimeout(() => void audio.close(), 800);
  } catch {
    // No audio here: the notice and the mark still show.
  }
}

function Conversation({ chat, actionData, closeHref }: { chat: NonNullable<Loaded["chat"]>; actionData: unknown; closeHref: string }) {
  const open = chat.data.status === "open";
  return (
    <InboxThread
      name={chat.data.name}
      detail={chat.data.no_card}
      status={
        open ? (
          <Button asChild color="red" variant="soft">
            <Link to={closeHref} preventScrollReset>
              Close Case
            </Link>
          </Button>
        ) : (
          <Badge color="gray">Closed</Badge>
        )
      }
      log={{ label: chatText.conversationWith(chat.data.name), last: chat.messages.at(-1)?.id, messages: chat.messages.map((m) => <MessageBubble key={m.id} message={m} name={chat.data.name} />) }}
      reply={open ? <MessageBox actionData={actionData} chatId={chat.msgId} /> : null}
    >
      {chat.summary ? (
        <div className="chat-summary">
          <Text as="div" size="2" weight="bold">
            {chatText.caseClosed}
          </Text>
          <dl>
            <dt>{chatText.closedBy}</dt>
            <dd>{chat.summary.username}</dd>
            <dt>{chatText.category}</dt>
            <dd>{chat.summary.category}</dd>
            <dt>{chatText.description}</dt>
            <dd>{chat.summary.description}</dd>
            {chat.summary.date ? (
              <>
                <dt>{chatText.closedAt}</dt>
                <dd>{formatDateTime(chat.summary.date)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
    </InboxThread>
  );
}

function MessageBubble({ message, name }: { message: ChatMessage; name: string }) {
  const fromMember = message.frm !== "cs";
  return (
    <ConversationMessage fromMember={fromMember} speaker={fromMember ? name : chatText.customerService(message.sender)} date={message.date}>
      {message.type === "image" && message.doc ? (
        <a href={message.doc} target="_blank" rel="noopener" className="chat-image">
          <img src={message.doc} alt={message.msg || chatText.sentImage} loading="lazy" width={220} />
        </a>
      ) : null}
      {message.type === "doc" && message.doc ? (
        <a href={message.doc} target="_blank" rel="noopener">
          {chatText.openDocument}
        </a>
      ) : null}
      {message.msg ? <span className="chat-text">{message.msg}</span> : null}
    </ConversationMessage>
  );
}

/** The message box: SPEC §5 'Pesan tidak boleh kosong!', up to 200 characters, an optional image. */
function MessageBox({ actionData, chatId }: { actionData: unknown; chatId: string }) {
  const kit = useKitForm({ schema: chatMessageSchema, reply: actionData, intent: "send", id: `chat-${chatId}` });
  const { fields } = kit;
  return (
    <InboxReply kit={kit} encType="multipart/form-data" send={{ label: chatText.send, savingLabel: chatText.sending }}>
      <TextareaField field={fields.msg} label={chatText.message} maxLength={CHAT_MESSAGE_MAX} counter rows={2} placeholder={chatText.messageHint} />
      <FileField field={fields.attachment} label={chatText.imageOptional} accept="image/png,image/jpeg,image/webp,image/gif" />
    </InboxReply>
  );
}

/** SPEC §4/§5: Close Case asks for a category ('Category Case Harus Dipilih') and, optionally, a description. */
function CloseCaseDialog({ name, actionData, closeHref }: { name: string; actionData: unknown; closeHref: string }) {
  const kit = useKitForm({ schema: closeCaseSchema, reply: actionData, intent: "close", id: "close-case" });
  const { fields } = kit;
  return (
    <UrlDialog
      title="Close Case"
      description={chatText.closeCaseOf(name)}
      closeHref={closeHref}
      closeLabel={chatText.cancel}
      actions={(close) => (
        <>
          {close}
          <SubmitButton saving={kit.saving} label="Close Case" color="red" form={kit.form.id} />
        </>
      )}
    >
      <KitFormElement kit={kit} guard={false} preventScrollReset>
        <Flex direction="column" gap="3" mt="3">
          <SelectField field={fields.category} label={chatText.category} options={CHAT_CASE_CATEGORIES.map((c) => ({ value: c, label: c }))} placeholder={chatText.pickCategory} />
          <TextareaField field={fields.description} label={chatText.descriptionOptional} maxLength={1000} rows={3} />
          <FormErrors form={kit.form as KitFormMetadata} />
        </Flex>
      </KitFormElement>
    </UrlDialog>
  );
}
