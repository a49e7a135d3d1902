// Manual e-card activation (SPEC §7 "Chat and activation"; docs/platform-contract.md, the same heading):
// the WhatsApp ticket service (/tickets), the external-service proxy's member calls,
// WhatsApp sending and card registration (POST /v2/extservice), and the tools the console calls
// after a registration (/tools/ecardLogging, /tools/sendmail). Everything is the caller's app's.
// Each route is declared in contract/chat.ts, which these handlers validate with.
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { coreMembers, corporates, ecardLogs, ecardRegistrations, sentMails, ticketMessages, tickets } from "../db/schema.ts";
import { detectFileType, MAX_IMAGE_BYTES, sha256Hex, writeFileAtomic } from "../lib/files.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, Caller, PlatformContext } from "./context.ts";
import { badRequest, HttpError, notFound, ok } from "./http.ts";
import { callerProject as projectOf } from "./scope.ts";
import { check, describeIssues, jsonBody, multipartBody, params, query } from "./validate.ts";
import * as contract from "../../contract/chat.ts";
import { mountedPath, type AnswerOf } from "../../contract/define.ts";

export { ACTIVATION_REQUEST } from "../constants.ts";

export function activationApi(ctx: PlatformContext) {
  const auth = requireAuth(ctx, "user");
  /** Member photos are private: beside the public files, never under them. */
  const privateDir = path.join(path.dirname(ctx.filesDir), "private");

  const callerProject = async (caller: Caller) => (await projectOf(ctx.db, caller)).projectId;

  const withMessages = async (rows: (typeof tickets.$inferSelect)[]): Promise<AnswerOf<typeof contract.ticketOne>[]> => {
    const messages = rows.length ? await ctx.db.select().from(ticketMessages).where(inArray(ticketMessages.ticketCode, rows.map((t) => t.code))).orderBy(asc(ticketMessages.id)) : [];
    return rows.map((t) => ({
      code: t.code,
      name: t.name,
      phone: t.phone,
      status: t.status,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
      messages: messages.filter((m) => m.ticketCode === t.code).map((m) => ({ id: m.id, frm: m.frm as "user" | "cs", msg: m.msg, sender: m.sender, date: m.sentAt.toISOString() })),
    }));
  };

  const ticketRoutes = new Hono<AppEnv>({ strict: false });
  ticketRoutes.get(mountedPath(contract.ticketOne, "/tickets"), auth, async (c) => {
    const wanted = params(c, contract.ticketOne.params).code;
    const [ticket] = await ctx.db.select().from(tickets).where(and(eq(tickets.code, wanted), eq(tickets.appId, c.get("caller").appId))).limit(1);
    if (!ticket) throw notFound(`Ticket ${wanted} not found for your account`);
    return ok(c, (await withMessages([ticket]))[0]);
  });
  ticketRoutes.get(mountedPath(contract.tickets, "/tickets"), auth, async (c) => {
    const { status } = params(c, contract.tickets.params);
    const range = query(c, contract.tickets.query);
    const rows = await ctx.db
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.appId, c.get("caller").appId),
          eq(tickets.status, status),
          gte(tickets.createdAt, new Date(`${range.from}T00:00:00+07:00`)),
          range.to ? lte(tickets.createdAt, new Date(`${range.to}T23:59:59.999+07:00`)) : undefined,
        ),
      )
      .orderBy(asc(tickets.createdAt))
      .limit(500);
    return ok(c, await withMessages(rows));
  });

  const member = async (caller: Caller, card: string): Promise<AnswerOf<typeof contract.getMember> | null> => {
    const projectId = await callerProject(caller);
    const [row] = await ctx.db
      .select({ card_no: coreMembers.cardNo, name: coreMembers.name, member_id: coreMembers.memberId, policy_no: coreMembers.policyNo, corp_code: coreMembers.corpCode, payor_code: coreMembers.payorCode, project_id: coreMembers.projectId })
      .from(coreMembers)
      .where(and(eq(coreMembers.cardNo, card), eq(coreMembers.projectId, projectId)))
      .limit(1);
    return row ?? null;
  };

  const extRoutes = new Hono<AppEnv>({ strict: false });
  extRoutes.post(mountedPath(contract.extservice, "/v2"), auth, async (c) => {
    const caller = c.get("caller");
    if (/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return registerCard(c, caller);
    const body = await jsonBody(c, z.looseObject({ endpoint: z.string({ error: "is required" }).trim().min(1).max(40) }));
    if (body.endpoint === "getMember") {
      const q = check(contract.getMember.body, body);
      const found = await member(caller, q.cardno);
      if (!found) throw notFound(`Member ${q.cardno} not found`);
      return ok(c, found);
    }
    if (body.endpoint === "verifyMember") {
      const q = check(contract.verifyMember.body, body);
      const projectId = await callerProject(caller);
      // Eligible: a member of this project under that policy, whose corporate the app knows.
      const [row] = await ctx.db
        .select({ corp: corporates.corpCode })
        .from(coreMembers)
        .innerJoin(corporates, eq(corporates.corpCode, coreMembers.corpCode))
        .where(and(eq(coreMembers.memberId, q.payormemberid), eq(coreMembers.policyNo, q.policyno), eq(coreMembers.projectId, projectId)))
        .limit(1);
      return ok(c, { eligible: !!row } satisfies AnswerOf<typeof contract.verifyMember>);
    }
    if (body.endpoint === "sendWhatsapp") {
      const q = check(contract.sendWhatsapp.body, body);
      const [ticket] = await ctx.db.select().from(tickets).where(and(eq(tickets.code, q.ticket_code), eq(tickets.appId, caller.appId))).limit(1);
      if (!ticket) throw notFound(`Ticket ${q.ticket_code} not found for your account`);
      if (ticket.status === "closed") throw new HttpError(409, "Tiket ini sudah ditutup.");
      const now = ctx.now();
      await ctx.db.insert(ticketMessages).values({ ticketCode: ticket.code, frm: "cs", msg: q.message, sender: caller.username, sentAt: now });
      // Answered: the ticket is on going.
      await ctx.db.update(tickets).set({ status: "processing", updatedAt: now }).where(eq(tickets.code, ticket.code));
      return ok(c, { ticket_code: ticket.code, status: "processing" } satisfies AnswerOf<typeof contract.sendWhatsapp>, "Message sent");
    }
    throw notFound(`Unknown extservice endpoint ${body.endpoint}`);
  });

  /** The card registration upload: the ID card photo and the member's new credentials. */
  async function registerCard(c: Context<AppEnv>, caller: Caller) {
    const form = await multipartBody(c);
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    const parsed = contract.registerCard.multipart.safeParse(fields);
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    const r = parsed.data;
    const photo = form.get("uploadedFile");
    if (!(photo instanceof File) || photo.size === 0) throw badRequest("Invalid request: uploadedFile: a photo of the ID card is required");
    if (photo.size > MAX_IMAGE_BYTES) throw new HttpError(413, "Invalid request: uploadedFile: at most 5 MB");
    const bytes = new Uint8Array(await photo.arrayBuffer());
    const type = detectFileType(bytes.subarray(0, 1024));
    if (type?.kind !== "image") throw badRequest("Invalid request: uploadedFile: must be a PNG, JPEG, WebP or GIF image");
    const found = await member(caller, r.cardNo);
    if (!found || !found.corp_code) return c.json({ code: 404, status: "MEMBER NOT FOUND", message: `Member ${r.cardNo} not found` }, 404);
    const [held] = await ctx.db.select({ card: ecardRegistrations.cardNo }).from(ecardRegistrations).where(eq(ecardRegistrations.cardNo, r.cardNo)).limit(1);
    if (held) return c.json({ code: 409, status: "CARD ALREADY REGISTERED", message: `Kartu ${r.cardNo} sudah terdaftar.` }, 409);
    const sha = sha256Hex(bytes);
    const rel = `ktp/${sha.slice(0, 2)}/${sha}.${type.ext}`;
    await writeFileAtomic(privateDir, rel, bytes);
    const salt = randomBytes(8).toString("hex");
    await ctx.db.insert(ecardRegistrations).values({
      cardNo: r.cardNo,
      projectId: found.project_id,
      mediaName: r.mediaName,
      mediaNo: r.mediaNo,
      userCode: r.userCode,
      email: r.email,
      photo: rel,
      pinHash: `${salt}:${createHash("sha256").update(`${salt}:${r.pinNo}`).digest("hex")}`,
      registeredBy: caller.username,
      ticketCode: r.ticketCode || null,
      createdAt: ctx.now(),
    });
    if (r.ticketCode) {
      await ctx.db.update(tickets).set({ status: "closed", updatedAt: ctx.now() }).where(and(eq(tickets.code, r.ticketCode), eq(tickets.appId, caller.appId)));
    }
    const data: AnswerOf<typeof contract.registerCard> = { card_no: r.cardNo, user_code: r.userCode };
    return c.json({ code: 200, status: "SUCCESS", message: "Kartu QR berhasil didaftarkan", data }, 200);
  }

  const toolRoutes = new Hono<AppEnv>({ strict: false });
  toolRoutes.post(mountedPath(contract.ecardLogging, "/tools"), auth, async (c) => {
    const q = await jsonBody(c, contract.ecardLogging.body);
    const caller = c.get("caller");
    if (q.body.project_id !== (await callerProject(caller))) throw notFound(`Project ${q.body.project_id} not found for your account`);
    await ctx.db.insert(ecardLogs).values({ projectId: q.body.project_id, event: "activation", cardNo: q.body.card_no, memberName: q.body.name, payorCode: q.body.payor_code, corpCode: q.body.corp_code, registeredDate: ctx.now() });
    return ok(c, { card_no: q.body.card_no } satisfies AnswerOf<typeof contract.ecardLogging>, "Logged");
  });
  toolRoutes.post(mountedPath(contract.sendmail, "/tools"), auth, async (c) => {
    const q = await jsonBody(c, contract.sendmail.body);
    const caller = c.get("caller");
    // The embedded platform has no mail server: it keeps that a mail went out, never the PIN in it.
    await ctx.db.insert(sentMails).values({ appId: caller.appId, type: q.type, email: q.email, name: q.body.Name, sentBy: caller.username, sentAt: ctx.now() });
    return ok(c, { email: q.email } satisfies AnswerOf<typeof contract.sendmail>, "Mail sent");
  });

  return { ticketRoutes, extRoutes, toolRoutes };
}
