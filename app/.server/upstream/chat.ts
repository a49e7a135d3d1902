import { z } from "zod";
import { path, type Upstream } from "./client";
import { dataOf, done, listOf } from "./wire";

/** SPEC §7 "Chat and activation": getListChat, getDetailChat, updateCollection, postMessage. */

const from = z.enum(["user", "cs"]).catch("user");
const kind = z.enum(["text", "image", "doc"]).catch("text");
const chatSummary = z
  .object({
    msgId: z.string(),
    data: z.object({ status: z.string(), name: z.string(), no_card: z.string().nullish(), frm: from, date: z.string(), msg: z.string().nullish(), type: kind }),
    last_user_at: z.string().nullish(),
  })
  .transform((c) => ({ msgId: c.msgId, name: c.data.name, card: c.data.no_card ?? "", lastFrom: c.data.frm, lastAt: c.data.date, lastMsg: c.data.msg ?? "", lastType: c.data.type, lastUserAt: c.last_user_at ?? null }));
export type ChatSummary = z.output<typeof chatSummary>;

const message = z.object({ id: z.coerce.number(), frm: from, date: z.string(), msg: z.string().nullish().transform((v) => v ?? ""), type: kind, doc: z.string().nullish().transform((v) => (v && v.startsWith("/files/") ? v : "")), sender: z.string().nullish() });
export type ChatMessage = z.output<typeof message>;
const detail = z.object({
  msgId: z.string(),
  data: z.object({ status: z.string(), name: z.string(), no_card: z.string().nullish() }),
  messages: z.array(message),
  summary: z.object({ username: z.string(), category: z.string(), description: z.string(), date: z.string().nullish() }).nullish(),
});
export type ChatDetail = z.output<typeof detail>;

/** getListChat: the app's chats in one state ("open" or "close"), newest first, by name or card. */
export async function getChats(upstream: Upstream, event: "open" | "close", search: string) {
  return (await upstream.post(path`/api/getListChat`, { app_id: upstream.user.app_id, msg_event: event, search }, { schema: listOf(chatSummary) })).data;
}

/** getDetailChat: one conversation, with the case's summary once closed. */
export async function getChat(upstream: Upstream, msgId: string) {
  return (await upstream.post(path`/api/getDetailChat`, { msg_id: msgId }, { schema: dataOf(detail) })).data;
}

/** postMessage: customer service writes (a text, or an uploaded image's /files/ path). */
export async function sendChatMessage(upstream: Upstream, msgId: string, message: { msg: string; type: "text" | "image"; doc?: string }) {
  const user = upstream.user;
  await upstream.post(
    path`/api/postMessage`,
    { data: { msgId, msg: message.msg, type: message.type, doc: message.doc ?? "" }, project_id: user.project_id, app_id: user.app_id, user_id: user.username },
    { schema: done },
  );
}

/** updateCollection: SPEC §4's Close Case, with its category and description. */
export async function closeChatCase(upstream: Upstream, msgId: string, summary: { category: string; description?: string }) {
  await upstream.post(
    path`/api/updateCollection`,
    { collection: "chat", condition: { msgId }, update: { status: "close", summary: { username: upstream.user.username, category: summary.category, description: summary.description ?? "" } } },
    { schema: done },
  );
}
