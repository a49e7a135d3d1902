import { useEffect, useRef, type ReactNode } from "react";
import { formatDateTime } from "~/lib/format";
import "~/styles/live-chat.css";

/**
 * A conversation between a member and customer service (live chat, a WhatsApp ticket): a named,
 * keyboard-scrollable log that keeps its newest message in view as messages arrive.
 */
export function ConversationLog({ label, last, children }: { label: string; last: number | undefined; children: ReactNode }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [last]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="chat-log" role="log" aria-label={label} tabIndex={0}>
      <ol className="chat-messages" ref={list}>
        {children}
      </ol>
    </div>
  );
}

/** One message: the member's on the left, customer service's on the right; who said it is read out. */
export function ConversationMessage({ fromMember, speaker, date, children }: { fromMember: boolean; speaker: string; date: string; children: ReactNode }) {
  return (
    <li className={fromMember ? "chat-bubble chat-bubble-user" : "chat-bubble chat-bubble-cs"}>
      <span className="sr-only">{speaker}:</span>
      {children}
      <time dateTime={date} className="chat-time">
        {formatDateTime(date)}
      </time>
    </li>
  );
}
