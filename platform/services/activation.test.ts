import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { usePlatform } from "../testing.ts";
import { ecardLogs, ecardRegistrations, sentMails } from "../db/schema.ts";
import { ACTIVATION_REQUEST } from "./activation.ts";

// Manual e-card activation (SPEC §7 "Chat and activation"; docs/platform-contract.md "Chat and activation").
const t = usePlatform(["admin", "superadmin", "eclaim", "sd", "provider"]);
type Ticket = { code: string; name: string; status: string; messages: { frm: string; msg: string }[] };
const tickets = async (user: string, status: string, query = "") => (await t.get(user, `/tickets/${status}${query}`)).body.data as Ticket[];
const ext = (user: string, body: Record<string, unknown>) => t.post(user, "/v2/extservice", body);
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

async function register(user: string, fields: Record<string, string>, photo: Uint8Array | null = PNG) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set("uploadedFile", new File([photo as BlobPart], "ktp.png", { type: "image/png" }));
  const res = await t.platform.fetch(new Request("http://platform.test/v2/extservice", { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens[user]}` } }));
  return { status: res.status, body: (await res.json()) as { code: number; status?: string; message: string } };
}
const cardOf = (ticket: Ticket) => /nomor kartu (\w+)/.exec(ticket.messages.map((m) => m.msg).join(" "))![1]!;

describe("tickets", () => {
  it("lists the app's tickets by state and date range, with their WhatsApp messages", async () => {
    const open = await tickets("admin", "open");
    expect(open).toHaveLength(7);
    expect(open.filter((x) => x.messages[0]!.msg === ACTIVATION_REQUEST)).toHaveLength(6);
    expect(await tickets("admin", "processing")).toHaveLength(4);
    expect(await tickets("admin", "closed")).toHaveLength(5);
    expect(await tickets("admin", "open", "?from=2021-08-01&to=2021-08-31")).toEqual([]);
    const one = (await t.get("admin", `/tickets/one/${open[0]!.code}`)).body.data as Ticket;
    expect(one).toMatchObject({ code: open[0]!.code, status: "open" });
    expect((await t.get("admin", "/tickets/pending")).status).toBe(400);
    expect((await t.get("admin", "/tickets/one/TCK-99999")).status).toBe(404);
  });

  it("customer service's WhatsApp answer puts the ticket on going; an empty one is refused", async () => {
    const [ticket] = await tickets("admin", "open");
    expect((await ext("admin", { endpoint: "sendWhatsapp", ticket_code: ticket!.code, message: " " })).status).toBe(400);
    const sent = await ext("admin", { endpoint: "sendWhatsapp", ticket_code: ticket!.code, message: "Mohon kirim foto KTP Anda." });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const after = (await t.get("admin", `/tickets/one/${ticket!.code}`)).body.data as Ticket;
    expect(after.status).toBe("processing");
    expect(after.messages.at(-1)).toMatchObject({ frm: "cs", msg: "Mohon kirim foto KTP Anda." });
  });
});

describe("member calls and card registration", () => {
  it("reads the member of a card, verifies the policy, registers the card once and closes the ticket", async () => {
    const ticket = (await tickets("admin", "processing")).find((x) => x.messages[0]!.msg === ACTIVATION_REQUEST)!;
    const card = cardOf(ticket);
    const member = (await ext("admin", { endpoint: "getMember", cardno: card, project_id: "PRJ001" })).body.data as { member_id: string; policy_no: string; corp_code: string; payor_code: string; name: string };
    expect(member.corp_code).not.toBe("");
    expect((await ext("admin", { endpoint: "verifyMember", payormemberid: member.member_id, policyno: member.policy_no, project_id: "PRJ001", app_id: "APP001" })).body.data).toEqual({ eligible: true });
    expect((await ext("admin", { endpoint: "verifyMember", payormemberid: member.member_id, policyno: "OTHER-POLICY" })).body.data).toEqual({ eligible: false });
    expect((await ext("admin", { endpoint: "getMember", cardno: "0000000000" })).status).toBe(404);

    const fields = { cardNo: card, mediaName: "KTP", mediaNo: "3174012345678901", userCode: member.name.replace(/\s/g, "").slice(0, 14), pinNo: "4821", email: "peserta@example.com", ticketCode: ticket.code };
    const done = await register("admin", fields);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: "SUCCESS", message: "Kartu QR berhasil didaftarkan" });
    expect(((await t.get("admin", `/tickets/one/${ticket.code}`)).body.data as Ticket).status).toBe("closed");
    const again = await register("admin", fields);
    expect(again.status).toBe(409);
    expect(again.body.status).toBe("CARD ALREADY REGISTERED");
    // The PIN is kept only as a salted hash.
    const [row] = await t.platform.db.select({ pinHash: ecardRegistrations.pinHash }).from(ecardRegistrations).where(eq(ecardRegistrations.cardNo, card));
    expect(row!.pinHash).toMatch(/^[0-9a-f]{16}:[0-9a-f]{64}$/);
    expect(row!.pinHash).not.toContain("4821");
  });

  it("refuses an ID number against SPEC §5's rules, a photo that is not an image and an unknown card", async () => {
    const base = { cardNo: "8000000000000000", mediaName: "KTP", userCode: "Peserta", pinNo: "1234", email: "a@b.co" };
    expect((await register("admin", { ...base, mediaNo: "123" })).body.message).toContain("mediaNo: must be 16 digits");
    expect((await register("admin", { ...base, mediaNo: "3174012345670000" })).body.message).toContain("mediaNo: must not end in 0000");
    expect((await register("admin", { ...base, mediaNo: "0174012345678901" })).body.message).toContain("mediaNo: must not start with 0");
    expect((await register("admin", { ...base, mediaNo: "3174012345678901", pinNo: "0999" })).body.message).toContain("pinNo");
    expect((await register("admin", { ...base, mediaNo: "3174012345678901", userCode: "x".repeat(15) })).body.message).toContain("userCode: must be at most 14 characters");
    expect((await register("admin", { ...base, mediaNo: "3174012345678901" }, new TextEncoder().encode("%PDF-1.7"))).body.message).toContain("uploadedFile: must be a PNG");
    const unknown = await register("admin", { ...base, mediaNo: "3174012345678901" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe("MEMBER NOT FOUND");
  });

  it("logs the activation as an e-card event and records the PIN mail without the PIN", async () => {
    const logged = await t.post("admin", "/tools/ecardLogging", { msg_event: "activation", body: { project_id: "PRJ001", corp_code: "K0001", payor_code: "P001", card_no: "8001000000000099", name: "Peserta Uji" } });
    expect(logged.status, JSON.stringify(logged.body)).toBe(200);
    const [event] = await t.platform.db.select({ event: ecardLogs.event, name: ecardLogs.memberName }).from(ecardLogs).where(eq(ecardLogs.cardNo, "8001000000000099"));
    expect(event).toEqual({ event: "activation", name: "Peserta Uji" });
    expect((await t.post("admin", "/tools/ecardLogging", { msg_event: "activation", body: { project_id: "PRJ002", payor_code: "P001", card_no: "1" } })).status).toBe(404);
    const mail = await t.post("admin", "/tools/sendmail", { app_id: "APP001", type: "pin", email: "peserta@example.com", body: { Name: "Peserta Uji", Pin: 4821 } });
    expect(mail.status).toBe(200);
    const mails = await t.platform.db.select().from(sentMails).where(eq(sentMails.email, "peserta@example.com"));
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails)).not.toContain("4821");
  });

  it("is the insurer's customer service's: other roles are refused", async () => {
    for (const user of ["eclaim", "sd", "provider"]) {
      expect((await t.get(user, "/tickets/open")).body, user).toMatchObject({ code: 404, reason: "forbidden" });
      expect((await ext(user, { endpoint: "getMember", cardno: "1" })).body).toMatchObject({ code: 404, reason: "forbidden" });
      expect((await t.post(user, "/tools/sendmail", { type: "pin", email: "a@b.co", body: {} })).body).toMatchObject({ code: 404, reason: "forbidden" });
    }
  });
});
