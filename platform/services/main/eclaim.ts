// E-claim calls (SPEC §7 "E-claim", the reimbursement dashboard of "Members, dashboards, logs"):
// one claim with its documents and log, a member with the claims of its card, the payor dashboard,
// the claim table by payor and status, and the reimbursement figures per payor.
//
// Payor scoping (SPEC §6) is enforced here: a claim, member or document of a payor the caller may
// not see answers 404 with reason "other_payor", an unknown or malformed one 404/400 with reason
// "unknown"/"invalid" (docs/platform-contract.md "E-claim"). Never 401/403: the console would end
// the session.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { and, asc, desc, eq, gte, ilike, inArray, like, lt, or, sql, sum, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { claimAttachments, claimCounts, claimLogs, claims, coreMembers, payors } from "../../db/schema.ts";
import { insideRoot, MIME_BY_EXT } from "../../lib/files.ts";
import { DAY_MS, pad, wibYearMonth } from "../../lib/time.ts";
import { requireAuth } from "../auth.ts";
import { FILE_CSP } from "../files.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { HttpError, ok } from "../http.ts";
import { callerProject, visiblePayors } from "../scope.ts";
import { likeEscape, params, query } from "../validate.ts";
import { fileDisposition, mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getClaimReimClient, getClaimReimClientDetail } from "../../../contract/members.ts";
import {
  claimDocumentFile,
  getClaimsCoreMedika,
  getClaimsDashboardPayorCoreMedika,
  getListClaimsCardCoreMedika,
  getListClaimsCoreMedika,
  getListHistClaimsCardCoreMedika,
  getLogClaims,
  getMemberCoreMedika,
  type claimHeader,
} from "../../../contract/eclaim.ts";
import type { CLAIM_SORT_KEYS } from "../../../contract/lists.ts";

/** SPEC §3 Claim header, as the platform answers it (the reimbursement calls answer it too). */
export type ClaimHeader = z.input<typeof claimHeader>;
type ClaimMember = AnswerOf<typeof getMemberCoreMedika>;
type ClaimPage = AnswerOf<typeof getListClaimsCoreMedika>;

/** SPEC §3 Claim detail: the six document types of a claim. */
export const CLAIM_DOCUMENT_TYPES = [
  ["D001", "Kuitansi"],
  ["D002", "Resume Medis"],
  ["D003", "Hasil Laboratorium"],
  ["D004", "Resep Obat"],
  ["D005", "Surat Rujukan"],
  ["D006", "Kartu Peserta"],
] as const;

/** Claims of a card counted as current by getListClaimsCardCoreMedika. */
export const CURRENT_CLAIM_DAYS = 180;
/** Decided claims (Invalid … Paid) listed by getListHistClaimsCardCoreMedika. */
export const HISTORY_STATUSES = [4, 5, 6, 7, 8];
/** Statuses the reimbursement dashboard counts as pending (not decided yet). */
export const PENDING_STATUSES = [0, 1, 2, 3, 6];
/** At most this many claims per card list (a card has a handful; scale data a few hundred). */
const CARD_LIST_LIMIT = 500;
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Every sort column of the contract's claim table has its column, each served by an index. */
export const CLAIM_SORT: Record<(typeof CLAIM_SORT_KEYS)[number], AnyPgColumn> = {
  request_time: claims.requestTime,
  request_id: claims.requestId,
  claims_id: claims.claimsId,
  card_no: claims.cardNo,
  member_name: claims.memberName,
  provider_name: claims.providerName,
  admission_date: claims.admissionDate,
  incurred: claims.incurred,
  approved: claims.approved,
};

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/;
const CARD = /^[A-Za-z0-9][A-Za-z0-9.-]{2,39}$/;
const DOCUMENT_FILE = /^(d00[1-6])-(\d{1,10})-([A-Za-z0-9][\w.-]{0,150})$/;

type Reason = "other_payor" | "unknown" | "invalid";
const refused = (status: 400 | 404, message: string, reason: Reason) => new HttpError(status, message, { reason });

type ClaimRow = typeof claims.$inferSelect & { payorName: string | null };

const headerColumns = { claim: claims, payorName: payors.payorName };

/** SPEC §3 Claim header; bank details only once the claim is paid (status 8). */
export function toClaimHeader(row: ClaimRow): ClaimHeader {
  const paid = row.status === 8;
  return {
    request_id: row.requestId,
    claims_id: row.claimsId,
    card_no: row.cardNo,
    member_name: row.memberName,
    status: row.status,
    claim_type: row.claimType,
    admission_date: row.admissionDate,
    discharge_date: row.dischargeDate,
    hosp_inv_no: row.hospInvNo,
    hosp_inv_date: row.hospInvDate,
    provider_name: row.providerName,
    plan_id: row.planId,
    request_time: row.requestTime.toISOString(),
    diagnosis: row.diagnosis,
    remarks: row.remarks,
    bank_name: paid ? row.bankName : "",
    account_name: paid ? row.accountName : "",
    account_number: paid ? row.accountNumber : "",
    payment_date: paid ? row.paymentDate : null,
    incurred: row.incurred,
    approved: row.approved,
    payor_id: row.payorId,
    payor_name: row.payorName ?? "",
  };
}

const flatten = (r: { claim: typeof claims.$inferSelect; payorName: string | null }): ClaimRow => ({ ...r.claim, payorName: r.payorName });

/** The caller's project and the payors it may see there. */
async function scope(db: Db, caller: Caller, projectId: string) {
  const project = await callerProject(db, caller, projectId);
  return { projectId: project.projectId, visible: visiblePayors(caller, project.payorcode), all: project.payorcode };
}

/** One claim of the caller's project, or the SPEC §4 refusal; another payor's claim is "other_payor". */
async function findClaim(db: Db, caller: Caller, projectId: string, requestId: string): Promise<ClaimRow> {
  if (!REQUEST_ID.test(requestId)) throw refused(400, "Maaf, Request ID tidak valid", "invalid");
  const { projectId: project, visible } = await scope(db, caller, projectId);
  const [row] = await db
    .select(headerColumns)
    .from(claims)
    .leftJoin(payors, eq(payors.payorCode, claims.payorId))
    .where(and(eq(claims.requestId, requestId), eq(claims.projectId, project)))
    .limit(1);
  if (!row) throw refused(404, "Maaf, Request ID tidak valid", "unknown");
  if (!visible.includes(row.claim.payorId)) throw refused(404, "Maaf, Request ID tidak ditemukan untuk akun anda", "other_payor");
  return flatten(row);
}

/** `column` starts with `prefix`: a range the (project, payor, status, column) index serves, plus LIKE for exactness. */
function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return and(gte(column, prefix), lt(column, next), like(column, `${likeEscape(prefix)}%`))!;
}

/**
 * The claim table's filter_value: request ID, claims ID or card number by prefix (IDs are upper
 * case), member name anywhere, provider name anywhere; case-insensitive. Each branch has its own
 * index (btree ranges, a trigram GIN for member names, and the few provider names of the scope
 * found by a skip scan of its index), so the filter is a bitmap of index scans, never a scan of claims.
 */
export function claimFilter(value: string, providers: string[]): SQL {
  const id = value.toUpperCase();
  const branches: SQL[] = [];
  // IDs and card numbers hold digits: a word without one is a name only.
  if (/^[A-Z0-9._-]+$/.test(id) && /\d/.test(id)) branches.push(startsWith(claims.requestId, id), startsWith(claims.claimsId, id), startsWith(claims.cardNo, id));
  branches.push(ilike(claims.memberName, `%${likeEscape(value)}%`));
  if (providers.length) branches.push(inArray(claims.providerName, providers));
  return or(...branches)!;
}

/**
 * Provider names of one payor's claims in one status that contain `value`: a loose index scan of
 * (project, payor, status, provider_name) visits each distinct name once (a few dozen providers
 * among a million claims).
 */
async function providersMatching(db: Db, projectId: string, payorCodes: string[], status: number, value: string): Promise<string[]> {
  const found = new Set<string>();
  for (const payor of payorCodes) {
    const next = (after: SQL | undefined) =>
      sql`(SELECT provider_name FROM claims WHERE project_id = ${projectId} AND payor_id = ${payor} AND status = ${status} ${after ?? sql``} ORDER BY provider_name LIMIT 1)`;
    // PGlite and node-postgres both answer { rows }.
    const result = (await db.execute(sql`
      WITH RECURSIVE p(name) AS (
        ${next(undefined)}
        UNION ALL
        SELECT ${next(sql`AND provider_name > p.name`)} FROM p WHERE p.name IS NOT NULL
      )
      SELECT name FROM p WHERE name IS NOT NULL AND name ILIKE ${`%${likeEscape(value)}%`}`)) as unknown as { rows: { name: string }[] };
    for (const row of result.rows) found.add(row.name);
  }
  return [...found];
}

/** A payor the caller may see (or '*' = all of them), as a list of payor codes. */
function payorList(payor: string, visible: string[], all: string[]): string[] {
  if (payor === "*") return visible;
  if (visible.includes(payor)) return [payor];
  if (all.includes(payor)) throw refused(404, `Payor ${payor} tidak ditemukan untuk akun anda`, "other_payor");
  throw refused(404, `Payor ${payor} tidak ditemukan untuk akun anda`, "unknown");
}

/** The last 12 WIB months, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, n = 12): string[] {
  const [year, month] = wibYearMonth(now);
  return Array.from({ length: n }, (_, i) => {
    const m = year * 12 + (month - 1) - (n - 1 - i);
    return `${Math.floor(m / 12)}-${pad((m % 12) + 1, 2)}`;
  });
}

async function payorNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.select({ code: payors.payorCode, name: payors.payorName }).from(payors).where(inArray(payors.payorCode, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** Figures per status and per month from claim_counts (kept exact by triggers, migration 0004). */
async function countsFor(db: Db, projectId: string, payorCodes: string[], claimType: string | null) {
  const where = and(
    eq(claimCounts.projectId, projectId),
    inArray(claimCounts.payorId, payorCodes.length ? payorCodes : ["\u0000none"]),
    claimType ? eq(claimCounts.claimType, claimType) : undefined,
  );
  const n = sql<number>`coalesce(sum(${claimCounts.n}), 0)::int`;
  const incurred = sql<number>`coalesce(sum(${claimCounts.incurred}), 0)::float8`;
  const approved = sql<number>`coalesce(sum(${claimCounts.approved}), 0)::float8`;
  const [byStatus, byMonth] = [
    await db.select({ status: claimCounts.status, total: n, incurred, approved }).from(claimCounts).where(where).groupBy(claimCounts.status),
    await db.select({ month: claimCounts.month, total: n, incurred, approved }).from(claimCounts).where(where).groupBy(claimCounts.month),
  ];
  return { byStatus, byMonth };
}


export function eclaimRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.get(mountedPath(getClaimsCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getClaimsCoreMedika.params);
    const claim = await findClaim(ctx.db, c.get("caller"), p.project, p.requestId);
    const files = await ctx.db
      .select({ id: claimAttachments.id, code: claimAttachments.code, fileName: claimAttachments.fileName })
      .from(claimAttachments)
      .where(eq(claimAttachments.requestId, claim.requestId))
      .orderBy(asc(claimAttachments.code), asc(claimAttachments.id));
    const detail: AnswerOf<typeof getClaimsCoreMedika>["detail"] = CLAIM_DOCUMENT_TYPES.map(([docCode, name]) => ({
      code: docCode,
      name,
      file_source: files
        .filter((f) => f.code === docCode)
        .map((f) => `/api/claimDocument/${claim.requestId}/${docCode.toLowerCase()}-${f.id}-${f.fileName}`)
        .join(","),
    }));
    return ok(c, { header: toClaimHeader(claim), detail } satisfies AnswerOf<typeof getClaimsCoreMedika>);
  });

  r.get(mountedPath(getLogClaims, "/api"), auth, async (c) => {
    const p = params(c, getLogClaims.params);
    const claim = await findClaim(ctx.db, c.get("caller"), p.project, p.requestId);
    const rows = await ctx.db.select().from(claimLogs).where(eq(claimLogs.requestId, claim.requestId)).orderBy(asc(claimLogs.logAt), asc(claimLogs.id));
    const data: AnswerOf<typeof getLogClaims> = rows.map((l) => ({
      log_at: l.logAt.toISOString(),
      request: { req_header: { claim_process_status: l.claimProcessStatus, request_id: claim.requestId } },
      submission_by: l.submissionBy,
    }));
    return ok(c, data);
  });

  // One file of a claim's documents: the claim is scoped first, then the file must belong to it.
  r.get(mountedPath(claimDocumentFile, "/api"), auth, async (c) => {
    const p = params(c, claimDocumentFile.params);
    const caller = c.get("caller");
    const claim = await findClaim(ctx.db, caller, caller.projectId, p.requestId);
    const match = DOCUMENT_FILE.exec(p.fileName);
    const missing = () => refused(404, "Sorry, Dokumen Not Found", "unknown");
    if (!match) throw missing();
    const [file] = await ctx.db
      .select()
      .from(claimAttachments)
      .where(and(eq(claimAttachments.id, Number(match[2])), eq(claimAttachments.requestId, claim.requestId), eq(claimAttachments.code, match[1]!.toUpperCase())))
      .limit(1);
    if (!file || file.fileName !== match[3]) throw missing();
    const abs = insideRoot(ctx.filesDir, file.filePath);
    const info = abs ? await stat(abs).catch(() => null) : null;
    const mime = MIME_BY_EXT[path.extname(file.filePath).slice(1).toLowerCase()];
    if (!abs || !info?.isFile() || !mime) throw missing();
    return new Response(Readable.toWeb(createReadStream(abs)) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        "Content-Type": mime,
        "Content-Length": String(info.size),
        "Content-Disposition": fileDisposition(claimDocumentFile, `${file.code}-${file.fileName}`),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": FILE_CSP,
      },
    });
  });

  r.get(mountedPath(getMemberCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getMemberCoreMedika.params);
    const member: ClaimMember = await findMember(ctx.db, c.get("caller"), p.project, p.card);
    return ok(c, member);
  });

  async function findMember(db: Db, caller: Caller, projectId: string, card: string): Promise<ClaimMember & { projectId: string; visible: string[] }> {
    if (!CARD.test(card)) throw refused(400, "Maaf, no kartu tidak valid", "invalid");
    const { projectId: project, visible } = await scope(db, caller, projectId);
    const [row] = await db
      .select({ m: coreMembers, payorName: payors.payorName, helpLine: payors.helpLine })
      .from(coreMembers)
      .leftJoin(payors, eq(payors.payorCode, coreMembers.payorCode))
      .where(and(eq(coreMembers.cardNo, card), eq(coreMembers.projectId, project)))
      .limit(1);
    if (!row) throw refused(404, "Maaf, no kartu tidak valid", "unknown");
    if (!visible.includes(row.m.payorCode)) throw refused(404, "Maaf, no kartu tidak ditemukan untuk akun anda", "other_payor");
    return {
      projectId: project,
      visible,
      name: row.m.name,
      card_no: row.m.cardNo,
      payor_code: row.m.payorCode,
      payor_name: row.payorName ?? "",
      employee_id: row.m.employeeId,
      gender: row.m.gender,
      member_since: row.m.memberSince,
      dateofbirth: row.m.dateofbirth,
      bank_account: row.m.bankAccount,
      help_line: row.helpLine ?? "",
      member_type: row.m.memberType,
    };
  }

  /** Claims of a card within the caller's payors, newest first. */
  async function cardClaims(caller: Caller, projectId: string, card: string, condition: SQL | undefined) {
    const member = await findMember(ctx.db, caller, projectId, card);
    const rows = await ctx.db
      .select(headerColumns)
      .from(claims)
      .leftJoin(payors, eq(payors.payorCode, claims.payorId))
      .where(and(eq(claims.cardNo, member.card_no), eq(claims.projectId, member.projectId), inArray(claims.payorId, member.visible), condition))
      .orderBy(desc(claims.requestTime), desc(claims.requestId))
      .limit(CARD_LIST_LIMIT);
    return rows.map((row) => toClaimHeader(flatten(row)));
  }

  r.get(mountedPath(getListClaimsCardCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getListClaimsCardCoreMedika.params);
    const since = new Date(ctx.now().getTime() - CURRENT_CLAIM_DAYS * DAY_MS);
    return ok(c, await cardClaims(c.get("caller"), p.project, p.card, gte(claims.requestTime, since)));
  });

  r.get(mountedPath(getListHistClaimsCardCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getListHistClaimsCardCoreMedika.params);
    return ok(c, await cardClaims(c.get("caller"), p.project, p.card, inArray(claims.status, HISTORY_STATUSES)));
  });

  r.get(mountedPath(getClaimsDashboardPayorCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getClaimsDashboardPayorCoreMedika.params);
    const { projectId, visible, all } = await scope(ctx.db, c.get("caller"), p.project);
    const list = payorList(p.payor, visible, all);
    const counts = await countsFor(ctx.db, projectId, list, null);
    const months = lastMonths(ctx.now());
    const perMonth = new Map(counts.byMonth.map((m) => [m.month, m.total]));
    const perStatus = new Map(counts.byStatus.map((s) => [s.status, s.total]));
    const data: AnswerOf<typeof getClaimsDashboardPayorCoreMedika> = {
      payor_code: p.payor,
      total: counts.byStatus.reduce((n, s) => n + s.total, 0),
      byStatus: STATUSES.map((status) => ({ status, total: perStatus.get(status) ?? 0 })),
      byMonth: months.map((month) => ({ month, total: perMonth.get(month) ?? 0 })),
    };
    return ok(c, data);
  });

  r.get(mountedPath(getListClaimsCoreMedika, "/api"), auth, async (c) => {
    const p = params(c, getListClaimsCoreMedika.params);
    const q = query(c, getListClaimsCoreMedika.query);
    const { projectId, visible, all } = await scope(ctx.db, c.get("caller"), p.project);
    const list = payorList(p.payor, visible, all);
    const scoped = and(
      eq(claims.projectId, projectId),
      list.length === 1 ? eq(claims.payorId, list[0]!) : inArray(claims.payorId, list.length ? list : ["\u0000none"]),
      eq(claims.status, q.status),
    );
    const column = CLAIM_SORT[q.sort_column];
    const order = (dir: typeof asc) => (column === claims.requestId ? [dir(claims.requestId)] : [dir(column), dir(claims.requestId)]);
    const offset = (q.page - 1) * q.size;
    if (q.filter_value) {
      // A filtered page and its count in one pass over the matches (a window count).
      const where = and(scoped, claimFilter(q.filter_value, await providersMatching(ctx.db, projectId, list, q.status, q.filter_value)));
      const rows = await ctx.db
        .select({ ...headerColumns, total: sql<number>`(count(*) over ())::int` })
        .from(claims)
        .leftJoin(payors, eq(payors.payorCode, claims.payorId))
        .where(where)
        .orderBy(...order(q.sort_order === "asc" ? asc : desc))
        .limit(q.size)
        .offset(offset);
      let total = rows[0]?.total ?? 0;
      if (!rows.length && offset > 0) [{ n: total }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(claims).where(where);
      return ok(c, { total, result: rows.map((row) => toClaimHeader(flatten(row))) } satisfies ClaimPage);
    }
    let total: number;
    {
      const [row] = await ctx.db
        .select({ n: sql<number>`coalesce(${sum(claimCounts.n)}, 0)::int` })
        .from(claimCounts)
        .where(and(eq(claimCounts.projectId, projectId), inArray(claimCounts.payorId, list.length ? list : ["\u0000none"]), eq(claimCounts.status, q.status)));
      total = row?.n ?? 0;
    }
    if (offset >= total) return ok(c, { total, result: [] } satisfies ClaimPage);
    // A page past the middle is read from the other end of the index, so the last page costs
    // what the first does.
    const fromEnd = offset + q.size / 2 > total / 2;
    const ascending = (q.sort_order === "asc") !== fromEnd;
    const limit = Math.min(q.size, total - offset);
    const rows = await ctx.db
      .select(headerColumns)
      .from(claims)
      .leftJoin(payors, eq(payors.payorCode, claims.payorId))
      .where(scoped)
      .orderBy(...order(ascending ? asc : desc))
      .limit(limit)
      .offset(fromEnd ? total - offset - limit : offset);
    const result = rows.map((row) => toClaimHeader(flatten(row)));
    return ok(c, { total, result: fromEnd ? result.reverse() : result } satisfies ClaimPage);
  });

  r.get(mountedPath(getClaimReimClient, "/api"), auth, async (c) => {
    const p = params(c, getClaimReimClient.params);
    const q = query(c, getClaimReimClient.query);
    const { projectId, visible, all } = await scope(ctx.db, c.get("caller"), p.project);
    const list = payorList(q.payorCode || "*", visible, all);
    const names = await payorNames(ctx.db, list);
    const rows = await ctx.db
      .select({
        payor: claimCounts.payorId,
        status: claimCounts.status,
        n: sql<number>`sum(${claimCounts.n})::int`,
        incurred: sql<number>`sum(${claimCounts.incurred})::float8`,
        approved: sql<number>`sum(${claimCounts.approved})::float8`,
      })
      .from(claimCounts)
      .where(and(eq(claimCounts.projectId, projectId), inArray(claimCounts.payorId, list.length ? list : ["\u0000none"]), eq(claimCounts.claimType, "reimbursement")))
      .groupBy(claimCounts.payorId, claimCounts.status);
    const data: AnswerOf<typeof getClaimReimClient> = list.map((payor) => {
      const mine = rows.filter((r) => r.payor === payor);
      const total = (statuses?: number[]) => mine.filter((r) => !statuses || statuses.includes(r.status)).reduce((n, r) => n + r.n, 0);
      return {
        payor_code: payor,
        payor_name: names.get(payor) ?? "",
        total: total(),
        incurred: mine.reduce((n, r) => n + r.incurred, 0),
        approved: mine.reduce((n, r) => n + r.approved, 0),
        paid: total([8]),
        pending: total(PENDING_STATUSES),
      };
    });
    return ok(c, data);
  });

  r.get(mountedPath(getClaimReimClientDetail, "/api"), auth, async (c) => {
    const p = params(c, getClaimReimClientDetail.params);
    const { projectId, visible, all } = await scope(ctx.db, c.get("caller"), p.project);
    const [payor] = payorList(p.payor, visible, all);
    const names = await payorNames(ctx.db, [payor!]);
    const counts = await countsFor(ctx.db, projectId, [payor!], "reimbursement");
    const perStatus = new Map(counts.byStatus.map((s) => [s.status, s]));
    const perMonth = new Map(counts.byMonth.map((m) => [m.month, m]));
    // The ten newest reimbursement claims: one short index scan per status, merged.
    const recent: ClaimRow[] = [];
    for (const status of STATUSES) {
      const rows = await ctx.db
        .select(headerColumns)
        .from(claims)
        .leftJoin(payors, eq(payors.payorCode, claims.payorId))
        .where(and(eq(claims.projectId, projectId), eq(claims.payorId, payor!), eq(claims.status, status), eq(claims.claimType, "reimbursement")))
        .orderBy(desc(claims.requestTime), desc(claims.requestId))
        .limit(10);
      recent.push(...rows.map(flatten));
    }
    recent.sort((a, b) => b.requestTime.getTime() - a.requestTime.getTime() || b.requestId.localeCompare(a.requestId));
    const data: AnswerOf<typeof getClaimReimClientDetail> = {
      payor_code: payor!,
      payor_name: names.get(payor!) ?? "",
      byStatus: STATUSES.map((status) => {
        const s = perStatus.get(status);
        return { status, total: s?.total ?? 0, incurred: s?.incurred ?? 0, approved: s?.approved ?? 0 };
      }),
      byMonth: lastMonths(ctx.now()).map((month) => {
        const m = perMonth.get(month);
        return { month, total: m?.total ?? 0, incurred: m?.incurred ?? 0, approved: m?.approved ?? 0 };
      }),
      recent: recent.slice(0, 10).map(toClaimHeader),
    };
    return ok(c, data);
  });

  return r;
}
