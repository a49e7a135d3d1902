import { describe, expect, it } from "vitest";
import { usePlatform } from "../../testing.ts";
import type { AnswerOf } from "../../../contract/define.ts";
import type { getDetailChat, getListChat } from "../../../contract/chat.ts";

type ChatSummary = NonNullable<AnswerOf<typeof getListChat>>[number];
type ChatDetail = AnswerOf<typeof getDetailChat>;

// Live chat (SPEC §7 getListChat, getDetailChat, updateCollection, postMessage; docs/platform-contract.md "Chat and activation").
const t = usePlatform(["admin", "superadmin", "eclaim", "sd", "provider", "operator"]);
const list = async (user: string, msg_event: "open" | "close", search = "") => (await t.post(user, "/api/getListChat", { app_id: "APP001", msg_event, search })).body.data as ChatSummary[];
const detail = async (user: string, msg_id: string) => (await t.post(user, "/api/getDetailChat", { msg_id })).body.data as ChatDetail;
const send = (user: string, msgId: string, data: Record<string, unknown> = {}) => t.post(user, "/api/postMessage", { data: { msgId, msg: "Baik, kami bantu cek.", type: "text", ...data }, project_id: "PRJ001", app_id: "APP001", user_id: user });
const close = (user: string, msgId: string, summary: Record<string, unknown> = { category: "Klaim", description: "Dijelaskan status klaim." }) =>
  t.post(user, "/api/updateCollection", { collection: "chat", condition: { msgId }, update: { status: "close", summary } });

describe("live chat", () => {
  it("lists the app's open and closed chats, newest first, by name or card", async () => {
    const open = await list("admin", "open");
    const closed = await list("admin", "close");
    expect(open.length).toBe(8);
    expect(closed.length).toBe(36);
    expect(open.every((c) => c.data.status === "open")).toBe(true);
    const dates = open.map((c) => c.data.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = open[0]!;
    expect(first.last_user_at).not.toBeNull();
    expect((await list("admin", "open", first.data.name.split(" ")[0]!)).map((c) => c.msgId)).toContain(first.msgId);
    expect((await list("admin", "open", first.data.no_card!)).map((c) => c.msgId)).toEqual([first.msgId]);
    expect(await list("admin", "open", "%")).toEqual([]);
  });

  it("shows a conversation; customer service answers an open chat; an empty message is refused", async () => {
    const [chat] = await list("admin", "open");
    const before = await detail("admin", chat!.msgId);
    expect(before.data).toMatchObject({ status: "open", name: chat!.data.name, no_card: chat!.data.no_card });
    expect(before.messages[0]!.frm).toBe("user");
    expect(before.summary).toBeNull();
    const sent = await send("admin", chat!.msgId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = await detail("admin", chat!.msgId);
    expect(after.messages.at(-1)).toMatchObject({ frm: "cs", msg: "Baik, kami bantu cek.", type: "text", sender: "admin" });
    expect((await list("admin", "open"))[0]!.data).toMatchObject({ frm: "cs", msg: "Baik, kami bantu cek." });

    expect((await send("admin", chat!.msgId, { msg: "  " })).body.message).toBe("Invalid request: data.msg: must not be empty");
    expect((await send("admin", chat!.msgId, { msg: "x".repeat(201) })).status).toBe(400);
    expect((await send("admin", chat!.msgId, { type: "image", msg: "", doc: "https://evil.example/x.png" })).body.message).toContain("data.doc");
    const image = await send("admin", chat!.msgId, { type: "image", msg: "", doc: "/files/uploads/ab/abc.png" });
    expect(image.status).toBe(200);
  });

  it("closes a case with its category and description, once; a closed chat takes no message", async () => {
    const [, chat] = await list("superadmin", "open");
    expect((await close("superadmin", chat!.msgId, { category: "", description: "x" })).body.message).toContain("update.summary.category: is required");
    const closed = await close("superadmin", chat!.msgId);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const read = await detail("admin", chat!.msgId);
    expect(read.data.status).toBe("close");
    expect(read.summary).toMatchObject({ username: "superadmin", category: "Klaim", description: "Dijelaskan status klaim." });
    expect((await list("admin", "close")).map((c) => c.msgId)).toContain(chat!.msgId);
    expect((await list("admin", "open")).map((c) => c.msgId)).not.toContain(chat!.msgId);
    expect((await close("admin", chat!.msgId)).status).toBe(409);
    expect((await send("admin", chat!.msgId)).status).toBe(409);
    // Only a close of a chat: no other collection, no other update.
    expect((await t.post("admin", "/api/updateCollection", { collection: "users", condition: { msgId: chat!.msgId }, update: { status: "close", summary: { category: "a", description: "b" } } })).status).toBe(400);
    expect((await t.post("admin", "/api/updateCollection", { collection: "chat", condition: { msgId: chat!.msgId }, update: { status: "open", summary: { category: "a", description: "b" } } })).status).toBe(400);
  });

  it("is the insurer's customer service's: other roles are refused, another app's chats are not found", async () => {
    for (const user of ["eclaim", "sd", "provider"]) expect((await t.post(user, "/api/getListChat", { msg_event: "open" })).body).toMatchObject({ code: 404, reason: "forbidden" });
    // The operator's menu has no live_chat.
    expect((await t.post("operator", "/api/getListChat", { msg_event: "open" })).body).toMatchObject({ code: 404, reason: "forbidden" });
    // CHT000045 on are the second app's chats (seeded after the core app's 44).
    expect((await t.post("admin", "/api/getDetailChat", { msg_id: "CHT000045" })).status).toBe(404);
    expect((await send("admin", "CHT000045")).status).toBe(404);
    expect((await t.post("admin", "/api/getDetailChat", { msg_id: "CHT999999" })).status).toBe(404);
  });
});
