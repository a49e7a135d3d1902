// Manual e-card activation (SPEC §7 "Chat and activation"; docs/platform-contract.md, the same heading):
// the WhatsApp ticket service (/tickets), the external-service proxy's member calls,
// WhatsApp sending and card registration (POST /v2/extservice), and the tools the console calls
// after a registration (/tools/ecardLogging, /tools/sendmail). Everything is the caller's app's.
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
import { check, code, describeIssues, email, isoDate, jsonBody, multipartBody } from "./validate.ts";

import { TICKET_STATUSES } from "../../contract/lists.ts";

export { ACTIVATION_REQUEST } from "../constants.ts";
const WHATSAPP_MAX = 1000;

const TicketRange = z.object({ from: isoDate.default("2021-08-01"), to: isoDate.optional() });
const TicketStatus = z.object({ status: z.enum(TICKET_STATUSES, { error: `must be one of ${TICKET_STATUSES.join(", ")}` }) });
const TicketCode = z.object({ code: code(40) });
const cardNo = z.string({ error: "is required" }).trim().min(1, "is required").max(40, "must be at most 40 characters");

/** SPEC §5's ID number (NIK) rules, as the platform checks them again. */
export const nik = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{16}$/, "must be 16 digits")
  .refine((v) => !v.endsWith("0000"), "must not end in 0000")
  .refine((v) => !v.startsWith("0"), "must not start with 0");

const Endpoint = z.looseObject({ endpoint: z.string({ error: "is required" }).trim().min(1).max(40) });
const GetMember = z.object({ cardno: cardNo, project_id: z.string().optional() });
const VerifyMember = z.object({ payormemberid: z.string().trim().min(1, "is required").max(40), policyno: z.string().trim().min(1, "is required").max(60), project_id: z.string().optional(), app_id: z.string().optional() });
const SendWhatsapp = z.object({ ticket_code: z.string().trim().min(1, "is required").max(40), message: z.string().trim().min(1, "must not be empty").max(WHATSAPP_MAX, `must be at most ${WHATSAPP_MAX} characters`) });
const Registration = z.object({
  cardNo,
  mediaName: z.string().trim().min(1, "is required").max(40),
  mediaNo: nik,
  userCode: z.string().trim().min(1, "is required").max(14, "must be at most 14 characters"),
  pinNo: z.string().regex(/^[1-9]\d{3}$/, "must be a PIN from 1000 to 9999"),
  email: email(),
  ticketCode: z.string().trim().max(40).optional(),
});
const EcardLogging = z.object({
  msg_event: z.literal("activation", { error: "must be activation" }),
  body: z.object({ project_id: z.string().trim().min(1).max(20), corp_code: z.string().trim().max(20).default(""), payor_code: z.string().trim().min(1).max(20), card_no: cardNo, name: z.string().trim().max(200).default("") }),
});
const SendMail = z.object({
  app_id: z.string().optional(),
  type: z.string().trim().min(1, "is required").max(40),
  email: email(),
  body: z.object({ Name: z.string().trim().max(200).default(""), Pin: z.union([z.string(), z.number()]).optional() }),
});

export function activationApi(ctx: PlatformContext) {
  const auth = requireAuth(ctx, "user");
  /** Member photos are private: beside the public files, never under them. */
  const privateDir = path.join(path.dirname(ctx.filesDir), "private");

  const callerProject = async (caller: Caller) => (await projectOf(ctx.db, caller)).projectId;

  const withMessages = async (rows: (typeof tickets.$inferSelect)[]) => {
    const messages = rows.length ? await ctx.db.select().from(ticketMessages).where(inArray(ticketMessages.ticketCode, rows.map((t) => t.code))).orderBy(asc(ticketMessages.id)) : [];
    return rows.map((t) => ({
      code: t.code,
      name: t.name,
      phone: t.phone,
      status: t.status,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
      messages: messages.filter((m) => m.ticketCode === t.code).map((m) => ({ id: m.id, frm: m.frm, msg: m.msg, sender: m.sender, date: m.sentAt.toISOString() })),
    }));
  };

  const ticketRoutes = new Hono<AppEnv>({ strict: false });
  ticketRoutes.get("/one/:code", auth, async (c) => {
    const wanted = check(TicketCode, c.req.param()).code;
    const [ticket] = await ctx.db.select().from(tickets).where(and(eq(tickets.code, wanted), eq(tickets.appId, c.get("caller").appId))).limit(1);
    if (!ticket) throw notFound(`Ticket ${wanted} not found for your account`);
    return ok(c, (await withMessages([ticket]))[0]);
  });
  ticketRoutes.get("/:status", auth, async (c) => {
    const { status } = check(TicketStatus, c.req.param());
    const range = check(TicketRange, c.req.query());
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

  const member = async (caller: Caller, card: string) => {
    const projectId = await callerProject(caller);
    const [row] = await ctx.db
      .select({ card_no: coreMembers.cardNo, name: coreMembers.name, member_id: coreMembers.memberId, policy_no: coreMembers.policyNo, corp_code: coreMembers.corpCode, payor_code: coreMembers.payorCode, project_id: coreMembers.projectId })
      .from(coreMembers)
      .where(and(eq(coreMembers.cardNo, card), eq(coreMembers.projectId, projectId)))
      .limit(1);
    return row ?? null;
  };

  const extRoutes = new Hono<AppEnv>({ strict: false });
  extRoutes.post("/extservice", auth, async (c) => {
    const caller = c.get("caller");
    if (/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) return registerCard(c, caller);
    const body = await jsonBody(c, Endpoint);
    if (body.endpoint === "getMember") {
      const q = check(GetMember, body);
      const found = await member(caller, q.cardno);
      if (!found) throw notFound(`Member ${q.cardno} not found`);
      return ok(c, found);
    }
    if (body.endpoint === "verifyMember") {
      const q = check(VerifyMember, body);
      const projectId = await callerProject(caller);
      // Eligible: a member of this project under that policy, whose corporate the app knows.
      const [row] = await ctx.db
        .select({ corp: corporates.corpCode })
        .from(coreMembers)
        .innerJoin(corporates, eq(corporates.corpCode, coreMembers.corpCode))
        .where(and(eq(coreMembers.memberId, q.payormemberid), eq(coreMembers.policyNo, q.policyno), eq(coreMembers.projectId, projectId)))
        .limit(1);
      return ok(c, { eligible: !!row });
    }
    if (body.endpoint === "sendWhatsapp") {
      const q = check(SendWhatsapp, body);
      const [ticket] = await ctx.db.select().from(tickets).where(and(eq(tickets.code, q.ticket_code), eq(tickets.appId, caller.appId))).limit(1);
      if (!ticket) throw notFound(`Ticket ${q.ticket_code} not found for your account`);
      if (ticket.status === "closed") throw new HttpError(409, "Tiket ini sudah ditutup.");
      const now = ctx.now();
      await ctx.db.insert(ticketMessages).values({ ticketCode: ticket.code, frm: "cs", msg: q.message, sender: caller.username, sentAt: now });
      // Answered: the ticket is on going.
      await ctx.db.update(tickets).set({ status: "processing", updatedAt: now }).where(eq(tickets.code, ticket.code));
      return ok(c, { ticket_code: ticket.code, status: "processing" }, "Message sent");
    }
    throw notFound(`Unknown extservice endpoint ${body.endpoint}`);
  });

  /** The card registration upload: the ID card photo and the member's new credentials. */
  async function registerCard(c: Context<AppEnv>, caller: Caller) {
    const form = await multipartBody(c);
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    const parsed = Registration.safeParse(fields);
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
    return c.json({ code: 200, status: "SUCCESS", message: "Kartu QR berhasil didaftarkan", data: { card_no: r.cardNo, user_code: r.userCode } }, 200);
  }

  const toolRoutes = new Hono<AppEnv>({ strict: false });
  toolRoutes.post("/ecardLogging", auth, async (c) => {
    const q = await jsonBody(c, EcardLogging);
    const caller = c.get("caller");
    if (q.body.project_id !== (await callerProject(caller))) throw notFound(`Project ${q.body.project_id} not found for your account`);
    await ctx.db.insert(ecardLogs).values({ projectId: q.body.project_id, event: "activation", cardNo: q.body.card_no, memberName: q.body.name, payorCode: q.body.payor_code, corpCode: q.body.corp_code, registeredDate: ctx.now() });
    return ok(c, { card_no: q.body.card_no }, "Logged");
  });
  toolRoutes.post("/sendmail", auth, async (c) => {
    const q = await jsonBody(c, SendMail);
    const caller = c.get("caller");
    // The embedded platform has no mail server: it keeps that a mail went out, never the PIN in it.
    await ctx.db.insert(sentMails).values({ appId: caller.appId, type: q.type, email: q.email, name: q.body.Name, sentBy: caller.username, sentAt: ctx.now() });
    return ok(c, { email: q.email }, "Mail sent");
  });

  return { ticketRoutes, extRoutes, toolRoutes };
}
