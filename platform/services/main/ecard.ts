// E-card calls (SPEC §7 "Chat and activation", docs/platform-contract.md "Chat and activation"):
// the e-card table by event (getListEcard, keyset pages in either order), the events per day
// (getCollectionLog), the summary per project (gateway tools/getCollectionAllByEvent, registered in
// services/gateway.ts) and the project's public e-card page (linkProjectEcard).
//
// Scoping as for e-claim: the caller's project, the payors of its payor_code ('*' = every payor of the
// project); a payor or corporate the caller may not see answers 404 reason "other_payor", an unknown
// one 404 "unknown", never 401/403. The app must have the e-card feature (m0014). Totals without a
// search are sums over ecard_counts / ecard_payor_counts (kept exact by triggers, migration 0006).
import { and, asc, desc, eq, gte, ilike, inArray, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { appFeatures, corporates, ecardCards, ecardCounts, ecardLogs, ecardPayorCounts, projects } from "../../db/schema.ts";
import { DAY_MS, pad, wibDate, wibMidnight, WIB_OFFSET_MS } from "../../lib/time.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { badRequest, HttpError, notFound, ok } from "../http.ts";
import { callerProject, visiblePayors } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getCollectionLog, getListEcard, type getCollectionAllByEvent, type ecardLog } from "../../../contract/chat.ts";
import { ECARD_EVENTS } from "../../../contract/lists.ts";
import { linkProjectEcard } from "../../../contract/session.ts";
import { jsonBody, likeEscape, params, query } from "../validate.ts";

export { ECARD_EVENTS };
export type EcardEvent = (typeof ECARD_EVENTS)[number];
type EcardLog = z.input<typeof ecardLog>;
type EcardPage = AnswerOf<typeof getListEcard>;
type EcardSummary = AnswerOf<typeof getCollectionAllByEvent>;
/** The app feature that holds the e-card screens. */
export const ECARD_FEATURE = "m0014";
/** The longest date range of a list or a chart (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
/** With a search, the total is counted up to this many rows (then total_exact is false). */
export const SEARCH_COUNT_CAP = 10_000;
/** getCollectionLog without dates: the last 30 WIB days, today included. */
export const COLLECTION_DEFAULT_DAYS = 30;

type Reason = "other_payor" | "unknown" | "invalid";
export const refused = (status: 400 | 404, message: string, reason: Reason) => new HttpError(status, message, { reason });

// ── Keyset cursors ─────────────────────────────────────────────────────────────
// A position in (time, id) order: "<epoch microseconds>.<id>", both whole numbers. Microseconds,
// so rows written by PostgreSQL's now() (µs precision) page exactly too.

export interface Position {
  us: number;
  id: number;
}

const CURSOR = /^(\d{1,16})\.(\d{1,16})$/;

export const encodeCursor = (p: Position) => `${p.us}.${p.id}`;

/** A cursor of a list, or 400 reason "invalid" naming the field. */
export function decodeCursor(field: string, text: string): Position {
  const m = CURSOR.exec(text);
  const us = m ? Number(m[1]) : NaN;
  const id = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(us) || !Number.isSafeInteger(id)) {
    throw refused(400, `Invalid request: ${field}: must be a cursor of this list (next or prev of an earlier page)`, "invalid");
  }
  return { us, id };
}

/** The instant of a position as an ISO timestamp with microseconds (exact for PostgreSQL). */
export function positionInstant(p: Position): string {
  const ms = Math.floor(p.us / 1000);
  return new Date(ms).toISOString().replace("Z", `${pad(p.us - ms * 1000, 3)}Z`);
}

/** SQL: the microseconds since the epoch of a timestamptz column, as text (exact; no driver bigint quirks). */
export const epochMicros = (column: AnyPgColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** SQL: (time, id) compared with a position; `op` < or >. */
export function positionCondition(time: AnyPgColumn, id: AnyPgColumn, op: "<" | ">", p: Position): SQL {
  return sql`(${time}, ${id}) ${sql.raw(op)} (${positionInstant(p)}::timestamptz, ${p.id}::bigint)`;
}

// ── Dates ──────────────────────────────────────────────────────────────────────

export interface DayRange {
  startDay: string;
  endDay: string;
  /** first instant of startDay (WIB) */
  from: Date;
  /** first instant after endDay (WIB): the end date counts to the end of its day */
  to: Date;
}

const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);

/** SPEC §9 date range: both or neither; the end on or after the start; at most MAX_RANGE_DAYS days. */
export function dayRange(start: string | undefined, end: string | undefined): DayRange | null {
  if (!start && !end) return null;
  if (!start || !end) throw badRequest(`Invalid request: ${start ? "end_date" : "start_date"}: is required when ${start ? "start_date" : "end_date"} is given`);
  if (end < start) throw badRequest("Tanggal akhir harus sesudah tanggal awal.");
  const from = dayStart(start);
  const to = new Date(dayStart(end).getTime() + DAY_MS);
  if (Math.round((to.getTime() - from.getTime()) / DAY_MS) > MAX_RANGE_DAYS) throw badRequest(`Rentang tanggal maksimal ${MAX_RANGE_DAYS} hari.`);
  return { startDay: start, endDay: end, from, to };
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) days.push(wibDate(new Date(t)));
  return days;
}

/** The last `n` WIB days up to today. */
export function lastDays(now: Date, n: number): DayRange {
  const to = new Date(wibMidnight(now).getTime() + DAY_MS);
  const from = new Date(to.getTime() - n * DAY_MS);
  return { startDay: wibDate(from), endDay: wibDate(now), from, to };
}

// ── Scope ──────────────────────────────────────────────────────────────────────

/** What a caller's filters select: the project and event, then payors (null = every payor of the project) or one corporate. */
export interface EcardScope {
  projectId: string;
  event: EcardEvent;
  payors: string[] | null;
  corp: { code: string; payor: string } | null;
  /** a payor and a corporate of another payor: nothing */
  empty: boolean;
}

/** 404 unless the caller's app has the e-card feature. */
export async function requireEcardFeature(db: Db, caller: Caller): Promise<void> {
  const [row] = await db
    .select({ id: appFeatures.featureId })
    .from(appFeatures)
    .where(and(eq(appFeatures.appId, caller.appId), eq(appFeatures.featureId, ECARD_FEATURE)))
    .limit(1);
  if (!row) throw notFound(`Fitur E-Card (${ECARD_FEATURE}) tidak aktif untuk aplikasi ${caller.appId}`);
}

export async function ecardScope(
  db: Db,
  caller: Caller,
  projectId: string,
  event: EcardEvent,
  filter: { payor_code?: string | undefined; corp_code?: string | undefined },
): Promise<EcardScope> {
  const project = await callerProject(db, caller, projectId);
  await requireEcardFeature(db, caller);
  const all = project.payorcode;
  const visible = visiblePayors(caller, all);
  const scope: EcardScope = { projectId: project.projectId, event, payors: visible.length === all.length ? null : visible, corp: null, empty: false };
  if (filter.payor_code) {
    const payor = filter.payor_code;
    if (!visible.includes(payor)) {
      throw refused(404, `Payor ${payor} tidak ditemukan untuk akun anda`, all.includes(payor) ? "other_payor" : "unknown");
    }
    scope.payors = [payor];
  }
  if (filter.corp_code) {
    const corpCode = filter.corp_code;
    const [corp] = await db.select({ payor: corporates.payorCode }).from(corporates).where(eq(corporates.corpCode, corpCode)).limit(1);
    if (!corp || !all.includes(corp.payor)) throw refused(404, `Corporate ${corpCode} tidak ditemukan untuk akun anda`, "unknown");
    if (!visible.includes(corp.payor)) throw refused(404, `Corporate ${corpCode} tidak ditemukan untuk akun anda`, "other_payor");
    if (filter.payor_code && filter.payor_code !== corp.payor) scope.empty = true;
    scope.corp = { code: corpCode, payor: corp.payor };
    scope.payors = [corp.payor];
  }
  if (scope.payors && scope.payors.length === 0) scope.empty = true;
  return scope;
}

/**
 * The scope as conditions each served by one index ending in (registered_date, id): the project and
 * event; one payor; or one corporate. Several payors (a caller with some of the project's payors) are
 * one branch each, merged after reading, so every read is an index range scan.
 */
function branches(scope: EcardScope): SQL[] {
  if (scope.empty) return [];
  const base = [eq(ecardLogs.projectId, scope.projectId), eq(ecardLogs.event, scope.event)];
  if (scope.corp) return [and(...base, eq(ecardLogs.corpCode, scope.corp.code), eq(ecardLogs.payorCode, scope.corp.payor))!];
  if (!scope.payors) return [and(...base)!];
  return scope.payors.map((p) => and(...base, eq(ecardLogs.payorCode, p))!);
}

/** `column` starts with `prefix`: a btree range plus LIKE for exactness. */
export function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return and(gte(column, prefix), lt(column, next), like(column, `${likeEscape(prefix)}%`))!;
}

/**
 * q: a card number by prefix or a member name anywhere, case-insensitive (`%`/`_` literal). Digits
 * only is a card number (names carry no digits).
 */
export function searchMatch(q: string, card: AnyPgColumn, name: AnyPgColumn): SQL {
  const prefix = q.toUpperCase();
  const parts: SQL[] = [];
  if (/^[A-Z0-9.-]+$/.test(prefix)) parts.push(startsWith(card, prefix));
  if (!/^\d+$/.test(q)) parts.push(ilike(name, `%${likeEscape(q)}%`));
  return or(...parts)!;
}

/** At most this many cards are looked up by card number; more, and the matches are dense enough to filter a walk of the scope. */
export const CARD_LIST_MAX = 500;

/** A search resolved through ecard_cards: the condition on the events, and their exact total over all time. */
interface Search {
  condition: SQL;
  total: number;
}

/**
 * Finds the cards a search matches in ecard_cards (per card, name, payor and corporate; trigram GIN
 * on the name, primary key from the card number): the events are then those cards' (index of
 * (project, event, card_no, registered_date, id)), still checked against q, so a card whose name
 * changed matches only where it did. Without dates, the total is the sum of their counts.
 */
async function resolveSearch(db: Db, scope: EcardScope, q: string): Promise<Search> {
  const t = ecardCards;
  const where = and(
    eq(t.projectId, scope.projectId),
    eq(t.event, scope.event),
    scope.corp ? and(eq(t.corpCode, scope.corp.code), eq(t.payorCode, scope.corp.payor)) : scope.payors ? inArray(t.payorCode, scope.payors) : undefined,
    sql`${t.n} > 0`,
    searchMatch(q, t.cardNo, t.memberName),
  );
  const [found] = await db.select({ total: sql<string>`sum(${t.n}::int4)`, cards: sql<number>`count(DISTINCT ${t.cardNo})::int` }).from(t).where(where);
  const total = Number(found?.total ?? 0);
  const onEvents = searchMatch(q, ecardLogs.cardNo, ecardLogs.memberName);
  if (!found || found.cards === 0) return { condition: sql`false`, total: 0 };
  if (found.cards > CARD_LIST_MAX) return { condition: onEvents, total };
  const cards = (await db.selectDistinct({ card: t.cardNo }).from(t).where(where)).map((r) => r.card);
  return { condition: and(inArray(ecardLogs.cardNo, cards), onEvents)!, total };
}

// ── Reading pages ─────────────────────────────────────────────────────────────

const rowColumns = {
  id: ecardLogs.id,
  cardNo: ecardLogs.cardNo,
  memberName: ecardLogs.memberName,
  payorCode: ecardLogs.payorCode,
  corpCode: ecardLogs.corpCode,
  registeredDate: ecardLogs.registeredDate,
  event: ecardLogs.event,
  body: ecardLogs.body,
  us: epochMicros(ecardLogs.registeredDate),
};

type LogRow = { id: number; cardNo: string; memberName: string; payorCode: string; corpCode: string; registeredDate: Date; event: string; body: unknown; us: string };

const positionOf = (r: LogRow): Position => ({ us: Number(r.us), id: Number(r.id) });

function toEcardLog(r: LogRow): EcardLog {
  const body = (r.body ?? {}) as { claim_id?: unknown; provider?: unknown };
  return {
    id: String(r.id),
    card_no: r.cardNo,
    member_name: r.memberName,
    payor_code: r.payorCode,
    corp_code: r.corpCode,
    registered_date: r.registeredDate.toISOString(),
    event: r.event as EcardEvent,
    body: { claim_id: typeof body.claim_id === "string" ? body.claim_id : "", provider: typeof body.provider === "string" ? body.provider : "" },
  };
}

const compare = (a: Position, b: Position) => a.us - b.us || a.id - b.id;

interface Filters {
  scope: EcardScope;
  range: DayRange | null;
  search: Search | null;
}

function filterConditions(f: Filters): SQL | undefined {
  return and(f.range ? and(gte(ecardLogs.registeredDate, f.range.from), lt(ecardLogs.registeredDate, f.range.to)) : undefined, f.search?.condition);
}

/** The filters of a request: scope, dates, and the search resolved to cards. */
export async function ecardFilters(db: Db, scope: EcardScope, range: DayRange | null, q: string): Promise<Filters> {
  return { scope, range, search: q && !scope.empty ? await resolveSearch(db, scope, q) : null };
}

/**
 * Up to `limit` rows in (registered_date, id) order `ascending`, strictly beyond `from` in that
 * order when given: one index range scan per branch, merged.
 */
async function readRows(db: Db, f: Filters, ascending: boolean, from: Position | null, limit: number): Promise<LogRow[]> {
  const dir = ascending ? asc : desc;
  const beyond = from ? positionCondition(ecardLogs.registeredDate, ecardLogs.id, ascending ? ">" : "<", from) : undefined;
  const common = and(filterConditions(f), beyond);
  const parts = await Promise.all(
    branches(f.scope).map((branch) =>
      db
        .select(rowColumns)
        .from(ecardLogs)
        .where(and(branch, common))
        .orderBy(dir(ecardLogs.registeredDate), dir(ecardLogs.id))
        .limit(limit),
    ),
  );
  if (parts.length === 1) return parts[0]!;
  const merged = parts.flat().sort((a, b) => compare(positionOf(a), positionOf(b)) * (ascending ? 1 : -1));
  return merged.slice(0, limit);
}

/** Whether a row exists strictly beyond `from` in order `ascending`. */
async function anyBeyond(db: Db, f: Filters, ascending: boolean, from: Position): Promise<boolean> {
  const beyond = positionCondition(ecardLogs.registeredDate, ecardLogs.id, ascending ? ">" : "<", from);
  for (const branch of branches(f.scope)) {
    const [row] = await db.select({ id: ecardLogs.id }).from(ecardLogs).where(and(branch, filterConditions(f), beyond)).limit(1);
    if (row) return true;
  }
  return false;
}

/** The position just before `p` in order `ascending`, so "beyond it" includes p itself. */
function justBefore(p: Position, ascending: boolean): Position {
  if (ascending) return p.id > 0 ? { us: p.us, id: p.id - 1 } : { us: p.us - 1, id: Number.MAX_SAFE_INTEGER };
  return p.id < Number.MAX_SAFE_INTEGER ? { us: p.us, id: p.id + 1 } : { us: p.us + 1, id: 0 };
}

/**
 * One page in order `ascending`: the first page, the page after `after`, or the page before
 * `before` (read in the other direction and flipped, so it is an index range scan too).
 */
export async function ecardPage(
  db: Db,
  f: Filters,
  opts: { ascending: boolean; size: number; after: Position | null; before: Position | null },
): Promise<Pick<EcardPage, "result" | "next" | "prev">> {
  const { ascending, size } = opts;
  if (f.scope.empty || f.search?.total === 0) return { result: [], next: null, prev: null };
  let page: LogRow[];
  let next: string | null;
  let prev: string | null;
  if (opts.before) {
    const rows = await readRows(db, f, !ascending, opts.before, size + 1);
    page = rows.slice(0, size).reverse();
    prev = rows.length > size ? encodeCursor(positionOf(page[0]!)) : null;
    // The rows after this page: from its last row, or (empty page) from the cursor itself.
    const last = page.length ? positionOf(page.at(-1)!) : justBefore(opts.before, ascending);
    next = (await anyBeyond(db, f, ascending, last)) ? encodeCursor(last) : null;
  } else {
    const rows = await readRows(db, f, ascending, opts.after, size + 1);
    page = rows.slice(0, size);
    next = rows.length > size ? encodeCursor(positionOf(page.at(-1)!)) : null;
    prev = null;
    if (opts.after) {
      const first = page.length ? positionOf(page[0]!) : justBefore(opts.after, !ascending);
      prev = (await anyBeyond(db, f, !ascending, first)) ? encodeCursor(first) : null;
    }
  }
  return { result: page.map(toEcardLog), next, prev };
}

// ── Totals ─────────────────────────────────────────────────────────────────────

/**
 * Where the trigger-kept counts of a scope (and range) are: per corporate and day (ecard_counts) for a
 * corporate filter, else per payor and day (ecard_payor_counts, a few thousand rows a year). Sums are
 * of `n::int4` (an int8 accumulator; numeric sums are slow in PGlite), each row far below 2^31.
 */
function countsOf(scope: EcardScope, range: DayRange | null) {
  if (scope.corp) {
    const t = ecardCounts;
    const where = and(
      eq(t.projectId, scope.projectId),
      eq(t.event, scope.event),
      eq(t.payorCode, scope.corp.payor),
      eq(t.corpCode, scope.corp.code),
      range ? and(gte(t.day, range.startDay), lte(t.day, range.endDay)) : undefined,
    );
    return { table: t, day: t.day, n: sql<string>`sum(${t.n}::int4)`, where };
  }
  const t = ecardPayorCounts;
  const where = and(
    eq(t.projectId, scope.projectId),
    eq(t.event, scope.event),
    scope.payors ? inArray(t.payorCode, scope.payors) : undefined,
    range ? and(gte(t.day, range.startDay), lte(t.day, range.endDay)) : undefined,
  );
  return { table: t, day: t.day, n: sql<string>`sum(${t.n}::int4)`, where };
}

/** Events of a scope (and range), from the counts. */
async function sumCounts(db: Db, scope: EcardScope, range: DayRange | null): Promise<number> {
  if (scope.empty) return 0;
  const c = countsOf(scope, range);
  const [row] = await db.select({ n: c.n }).from(c.table).where(c.where);
  return Number(row?.n ?? 0);
}

/** Events of a scope and range per WIB day, from the counts (days without events absent). */
async function countsByDay(db: Db, scope: EcardScope, range: DayRange): Promise<Map<string, number>> {
  if (scope.empty) return new Map();
  const c = countsOf(scope, range);
  const rows = await db.select({ day: c.day, n: c.n }).from(c.table).where(c.where).groupBy(c.day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * The total of a list: exact from the counts without a search, from ecard_cards with one and no
 * dates; a search within dates is counted up to the cap.
 */
export async function ecardTotal(db: Db, f: Filters): Promise<{ total: number; exact: boolean }> {
  if (f.scope.empty) return { total: 0, exact: true };
  if (!f.search) return { total: await sumCounts(db, f.scope, f.range), exact: true };
  if (!f.range || f.search.total === 0) return { total: f.search.total, exact: true };
  const scopeCondition = or(...branches(f.scope));
  const inner = db
    .select({ one: sql`1` })
    .from(ecardLogs)
    .where(and(scopeCondition, filterConditions(f)))
    .limit(SEARCH_COUNT_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  const n = row?.n ?? 0;
  return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, exact: false } : { total: n, exact: true };
}

// ── Requests ───────────────────────────────────────────────────────────────────

/** getCollectionAllByEvent (gateway): events and corporates with events per project of the caller. */
export async function ecardSummary(db: Db, caller: Caller, event: EcardEvent): Promise<EcardSummary> {
  await requireEcardFeature(db, caller);
  // The superadmin's summary spans every project (as linkProjectEcard did); others see their own.
  const rows = await db
    .select({ projectId: projects.projectId, name: projects.name, payorcode: projects.payorcode })
    .from(projects)
    .where(caller.role === "superadmin" ? undefined : eq(projects.projectId, caller.projectId))
    .orderBy(asc(projects.projectId));
  const out: EcardSummary & { total: number; corporates: number } = { projects: [], total: 0, corporates: 0 };
  for (const project of rows) {
    const visible = visiblePayors(caller, project.payorcode);
    const scope: EcardScope = { projectId: project.projectId, event, payors: visible, corp: null, empty: visible.length === 0 };
    const total = await sumCounts(db, scope, null);
    // Corporates of the visible payors with at least one event: one probe of the counts' primary key each.
    const [corps] = visible.length
      ? await db
          .select({ n: sql<number>`count(*)::int` })
          .from(corporates)
          .where(
            and(
              inArray(corporates.payorCode, visible),
              sql`EXISTS (SELECT 1 FROM ${ecardCounts} WHERE ${ecardCounts.projectId} = ${project.projectId} AND ${ecardCounts.event} = ${event}
                AND ${ecardCounts.payorCode} = ${corporates.payorCode} AND ${ecardCounts.corpCode} = ${corporates.corpCode} AND ${ecardCounts.n} > 0)`,
            ),
          )
      : [{ n: 0 }];
    out.projects.push({ project_id: project.projectId, project_name: project.name, total, corporates: corps?.n ?? 0 });
    out.total += total;
    out.corporates += corps?.n ?? 0;
  }
  return out;
}

export function ecardRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.get(mountedPath(getListEcard, "/api"), auth, async (c) => {
    const p = params(c, getListEcard.params);
    const q = query(c, getListEcard.query);
    if (q.after && q.before) throw refused(400, "Invalid request: after and before: give one of them, not both", "invalid");
    const after = q.after ? decodeCursor("after", q.after) : null;
    const before = q.before ? decodeCursor("before", q.before) : null;
    const range = dayRange(q.start_date, q.end_date);
    const scope = await ecardScope(ctx.db, c.get("caller"), p.project, q.event, q);
    const filters = await ecardFilters(ctx.db, scope, range, q.q);
    const [page, total] = await Promise.all([
      ecardPage(ctx.db, filters, { ascending: q.order === "asc", size: q.size, after, before }),
      ecardTotal(ctx.db, filters),
    ]);
    const data: EcardPage = { total: total.total, total_exact: total.exact, ...page };
    return ok(c, data);
  });

  r.post(mountedPath(getCollectionLog, "/api"), auth, async (c) => {
    const body = await jsonBody(c, getCollectionLog.body);
    const caller = c.get("caller");
    const range = dayRange(body.filter.start_date, body.filter.end_date) ?? lastDays(ctx.now(), COLLECTION_DEFAULT_DAYS);
    const scope = await ecardScope(ctx.db, caller, caller.projectId, body.event, body.filter);
    const perDay = await countsByDay(ctx.db, scope, range);
    const byDay = daysOf(range).map((day) => ({ day, total: perDay.get(day) ?? 0 }));
    const data: AnswerOf<typeof getCollectionLog> = { total: byDay.reduce((s, d) => s + d.total, 0), byDay };
    return ok(c, data);
  });

  r.get(mountedPath(linkProjectEcard, "/api"), auth, async (c) => {
    const caller = c.get("caller");
    const [row] = await ctx.db.select({ link: projects.ecardLink }).from(projects).where(eq(projects.projectId, caller.projectId)).limit(1);
    if (!row) throw notFound(`Project ${caller.projectId} not found for your account`);
    const data: AnswerOf<typeof linkProjectEcard> = { project_id: caller.projectId, ecard_link: row.link };
    return ok(c, data);
  });

  return r;
}
