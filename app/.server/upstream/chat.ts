import type { z } from "zod";
import * as contract from "../../../contract/chat";
import type { chatMessage } from "../../../contract/chat";
import type { ParsedAnswerOf } from "../../../contract/define";
import type { Upstream } from "./client";

/** SPEC §7 "Chat and activation": getListChat, getDetailChat, updateCollection, postMessage. */

export type ChatSummary = ParsedAnswerOf<typeof contract.getListChat>[number];
export type ChatMessage = z.output<typeof chatMessage>;
export type ChatDetail = ParsedAnswerOf<typeof contract.getDetailChat>;

/** getListChat: the app's chats in one state ("open" or "close"), newest first, by name or card. */
export async function getChats(upstream: Upstream, event: "open" | "close", search: string) {
  return upstream.call(contract.getListChat, { body: { app_id: upstream.user.app_id, msg_event: event, search } });
}

/** getDetailChat: one conversation, with the case's summary once closed. */
export async function getChat(upstream: Upstream, msgId: string) {
  return upstream.call(contract.getDetailChat, { body: { msg_id: msgId } });
}

/** postMessage: customer service writes (a text, or an uploaded image's /files/ path). */
export async function sendChatMessage(upstream: Upstream, msgId: string, message: { msg: string; type: "text" | "image"; doc?: string }) {
  const user = upstream.user;
  await upstream.call(contract.postMessage, {
    body: { data: { msgId, msg: message.msg, type: message.type, doc: message.doc ?? "" }, project_id: user.project_id, app_id: user.app_id, user_id: user.username },
  });
}

/** updateCollection: SPEC §4's Close Case, with its category and description. */
export async function closeChatCase(upstream: Upstream, msgId: string, summary: { category: string; description?: string }) {
  await upstream.call(contract.updateCollection, {
    body: { collection: "chat", condition: { msgId }, update: { status: "close", summary: { username: upstream.user.username, category: summary.category, description: summary.description ?? "" } } },
  });
}
