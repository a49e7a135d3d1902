// getFileRembursment (a signed link to a ZIP of a payor's reimbursement attachments) and
// getNotification (the project's notification webhook, read-only).
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { claimAttachments, notificationSettings } from "../../db/schema.ts";
import { DAY_MS, WIB_OFFSET_MS } from "../../lib/time.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { HttpError, notFound, ok } from "../http.ts";
import { linkSecret, signLink } from "../links.ts";
import { callerProject, visiblePayors } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getFileRembursment, getNotification } from "../../../contract/content.ts";
import { jsonBody, params } from "../validate.ts";

export const TOO_MUCH_DATA = "Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!";
export const MAX_RANGE_DAYS = 31;
export const MAX_ATTACHMENTS = 500;
export const LINK_TTL_MS = 15 * 60_000;

/** What a reimbursement link names (signed; see links.ts). */
export interface ReimbursementLink {
  /** username the link was made for */
  u: string;
  /** project, payor, from, to (YYYY-MM-DD, WIB days, inclusive) */
  j: string;
  p: string;
  f: string;
  t: string;
  /** expiry, epoch ms */
  e: number;
}

/** Instant the WIB day `date` (YYYY-MM-DD) starts. */
export const wibDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - WIB_OFFSET_MS);

const failed = (status: 400 | 404, message: string) => new HttpError(status, message, { status: false });

/** A payor of the caller's project that the caller may see, else 404 (never 403: the console would log out). */
export async function checkPayor(db: Db, caller: Caller, payor: string): Promise<{ projectId: string }> {
  const project = await callerProject(db, caller);
  if (!visiblePayors(caller, project.payorcode).includes(payor)) throw failed(404, `Payor ${payor} tidak ditemukan untuk akun anda`);
  return { projectId: project.projectId };
}

export function attachmentsWhere(projectId: string, payor: string, from: string, to: string) {
  return and(
    eq(claimAttachments.projectId, projectId),
    eq(claimAttachments.payorId, payor),
    gte(claimAttachments.requestTime, wibDayStart(from)),
    lt(claimAttachments.requestTime, new Date(wibDayStart(to).getTime() + DAY_MS)),
  );
}

export async function countAttachments(db: Db, projectId: string, payor: string, from: string, to: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(claimAttachments).where(attachmentsWhere(projectId, payor, from, to));
  return row?.n ?? 0;
}

export async function listAttachments(db: Db, projectId: string, payor: string, from: string, to: string) {
  return db
    .select()
    .from(claimAttachments)
    .where(attachmentsWhere(projectId, payor, from, to))
    .orderBy(asc(claimAttachments.requestTime), asc(claimAttachments.requestId), asc(claimAttachments.code))
    .limit(MAX_ATTACHMENTS + 1);
}

export function reimbursementRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.post(mountedPath(getFileRembursment, "/api"), auth, async (c) => {
    let body: z.output<typeof getFileRembursment.body>;
    try {
      body = await jsonBody(c, getFileRembursment.body);
    } catch (err) {
      if (err instanceof HttpError) throw failed(400, err.message);
      throw err;
    }
    if (body.from > body.to) throw failed(400, "Tanggal awal (from) harus sebelum atau sama dengan tanggal akhir (to).");
    const days = (Date.parse(body.to) - Date.parse(body.from)) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS) throw failed(400, TOO_MUCH_DATA);
    const caller = c.get("caller");
    const { projectId } = await checkPayor(ctx.db, caller, body.payors_code);
    const n = await countAttachments(ctx.db, projectId, body.payors_code, body.from, body.to);
    if (n > MAX_ATTACHMENTS) throw failed(400, TOO_MUCH_DATA);
    if (n === 0) throw failed(404, `Tidak ada lampiran reimbursement untuk payor ${body.payors_code} pada ${body.from} sampai ${body.to}.`);
    const link: ReimbursementLink = { u: caller.username, j: projectId, p: body.payors_code, f: body.from, t: body.to, e: ctx.now().getTime() + LINK_TTL_MS };
    const signed = signLink(await linkSecret(ctx), link);
    const data: AnswerOf<typeof getFileRembursment> = `/reimbursement/${signed}.zip`;
    return c.json({ status: true, code: 200, message: `Link download siap (${n} lampiran), berlaku 15 menit.`, data }, 200);
  });

  r.get(mountedPath(getNotification, "/api"), auth, async (c) => {
    const p = params(c, getNotification.params);
    const project = await callerProject(ctx.db, c.get("caller"), p.project);
    const [row] = await ctx.db.select().from(notificationSettings).where(eq(notificationSettings.projectId, project.projectId)).limit(1);
    if (!row) throw notFound(`Project ${project.projectId} has no notification URL`);
    const data: AnswerOf<typeof getNotification> = { url: row.url, secret_hint: row.secretHint, description: row.description, updated_at: row.updatedAt.toISOString() };
    return ok(c, data);
  });

  return r;
}
