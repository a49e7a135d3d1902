// Live customer-service chat (SPEC §7 "Chat and activation": getListChat, getDetailChat,
// updateCollection, postMessage; §3 "Chat message"; §4 "Chat case"; docs/platform-contract.md
// "Live chat"). Chats belong to the caller's app; a closed case takes no more messages.
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { chatMessages, chats } from "../../db/schema.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { HttpError, notFound, ok } from "../http.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getDetailChat, getListChat, postMessage, updateCollection, type chatMessage } from "../../../contract/chat.ts";
import { jsonBody, likeEscape } from "../validate.ts";

type ChatMessage = z.input<typeof chatMessage>;
/** What getListChat answers at most (the newest first). */
const LIST_LIMIT = 500;

type MessageRow = typeof chatMessages.$inferSelect;
const message = (m: MessageRow): ChatMessage => ({ id: m.id, frm: m.frm as ChatMessage["frm"], date: m.sentAt.toISOString(), msg: m.msg, type: m.type as ChatMessage["type"], doc: m.doc, sender: m.sender });

/** What the demo member answers customer service, in turn (the embedded platform's stand-in for the app). */
const DEMO_REPLIES = ["Baik, terima kasih informasinya.", "Oke, saya coba dulu ya.", "Sudah saya lakukan, terima kasih banyak!", "Siap, saya tunggu kabarnya."];

export function chatRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>({ strict: false });
  const auth = requireAuth(ctx, "user");

  const chatOf = async (appId: string, id: string) => {
    const [chat] = await ctx.db.select().from(chats).where(and(eq(chats.msgId, id), eq(chats.appId, appId))).limit(1);
    if (!chat) throw notFound(`Chat ${id} not found for your account`);
    return chat;
  };

  r.post(mountedPath(getListChat, "/api"), auth, async (c) => {
    const body = await jsonBody(c, getListChat.body);
    const caller = c.get("caller");
    const like = `%${likeEscape(body.search)}%`;
    // The newest message of each listed chat, and the newest from the member (the console marks new
    // ones): each an index lookup on (msg_id, id) per chat, not a pass over every message (the list is
    // polled every few seconds).
    const newest = sql`(select max(m.id) from ${chatMessages} m where m.msg_id = ${chats.msgId})`;
    const rows = await ctx.db
      .select({
        chat: chats,
        frm: chatMessages.frm,
        msg: chatMessages.msg,
        type: chatMessages.type,
        sentAt: chatMessages.sentAt,
        lastUserAt: sql<Date | null>`(select max(u.sent_at) from ${chatMessages} u where u.msg_id = ${chats.msgId} and u.frm = 'user')`,
      })
      .from(chats)
      .leftJoin(chatMessages, eq(chatMessages.id, newest))
      .where(and(eq(chats.appId, caller.appId), eq(chats.status, body.msg_event), body.search ? or(ilike(chats.name, like), ilike(chats.noCard, like)) : undefined))
      .orderBy(desc(chats.lastAt), asc(chats.msgId))
      .limit(LIST_LIMIT);
    const data: AnswerOf<typeof getListChat> = rows.map(({ chat, frm, msg, type, sentAt, lastUserAt }) => ({
      msgId: chat.msgId,
      data: { status: chat.status, name: chat.name, no_card: chat.noCard, frm: (frm ?? "user") as ChatMessage["frm"], date: (sentAt ?? chat.lastAt).toISOString(), msg: msg ?? "", type: (type ?? "text") as ChatMessage["type"] },
      last_user_at: lastUserAt ? new Date(lastUserAt).toISOString() : null,
    }));
    return ok(c, data);
  });

  r.post(mountedPath(getDetailChat, "/api"), auth, async (c) => {
    const body = await jsonBody(c, getDetailChat.body);
    const chat = await chatOf(c.get("caller").appId, body.msg_id);
    const messages = await ctx.db.select().from(chatMessages).where(eq(chatMessages.msgId, chat.msgId)).orderBy(asc(chatMessages.id));
    const data: AnswerOf<typeof getDetailChat> = {
      msgId: chat.msgId,
      data: { status: chat.status, name: chat.name, no_card: chat.noCard },
      messages: messages.map(message),
      summary: chat.status === "close" ? { username: chat.closedBy ?? "", category: chat.closeCategory ?? "", description: chat.closeDescription ?? "", date: chat.closedAt?.toISOString() ?? null } : null,
    };
    return ok(c, data);
  });

  /** SPEC §4: Close Case. The generic update of SPEC §7, limited to what the console asks of it. */
  r.post(mountedPath(updateCollection, "/api"), auth, async (c) => {
    const body = await jsonBody(c, updateCollection.body);
    const caller = c.get("caller");
    const chat = await chatOf(caller.appId, body.condition.msgId);
    const closed = await ctx.db
      .update(chats)
      .set({ status: "close", closedBy: caller.username, closeCategory: body.update.summary.category, closeDescription: body.update.summary.description, closedAt: ctx.now() })
      .where(and(eq(chats.msgId, chat.msgId), eq(chats.status, "open")))
      .returning({ msgId: chats.msgId });
    if (closed.length === 0) throw new HttpError(409, "Chat ini sudah ditutup.");
    const data: AnswerOf<typeof updateCollection> = { msgId: chat.msgId, status: "close" };
    return ok(c, data, "Success Updated!");
  });

  r.post(mountedPath(postMessage, "/api"), auth, async (c) => {
    const body = await jsonBody(c, postMessage.body);
    const caller = c.get("caller");
    const chat = await chatOf(caller.appId, body.data.msgId);
    if (chat.status !== "open") throw new HttpError(409, "Chat ini sudah ditutup.");
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(chatMessages)
      .values({ msgId: chat.msgId, frm: "cs", type: body.data.type, msg: body.data.msg, doc: body.data.doc, sender: caller.username, sentAt: now })
      .returning();
    await ctx.db.update(chats).set({ lastAt: now }).where(eq(chats.msgId, chat.msgId));
    if (ctx.chatReplyMs > 0) scheduleDemoReply(chat.msgId);
    const data: AnswerOf<typeof postMessage> = message(row!);
    return ok(c, data, "Success Inserted!");
  });

  /** The embedded platform's member answers a while later, so the console's polling has something to show. */
  function scheduleDemoReply(id: string) {
    const timer = setTimeout(() => {
      void (async () => {
        const [open] = await ctx.db.select({ status: chats.status }).from(chats).where(eq(chats.msgId, id)).limit(1);
        if (open?.status !== "open") return;
        const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages).where(eq(chatMessages.msgId, id))) as [{ n: number }];
        const now = ctx.now();
        await ctx.db.insert(chatMessages).values({ msgId: id, frm: "user", type: "text", msg: DEMO_REPLIES[n % DEMO_REPLIES.length]!, sentAt: now });
        await ctx.db.update(chats).set({ lastAt: now }).where(eq(chats.msgId, id));
      })().catch(() => {});
    }, ctx.chatReplyMs);
    timer.unref?.();
  }

  return r;
}
