// The audit trail's calls (issue 26): the list (keyset pages by id, newest first or oldest first for
// an export), one record, and a refusal the console reports (a screen the operator may not open).
// Superadmin reads its own project's records; nothing here changes or removes one.
import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { auditLog } from "../db/schema.ts";
import { recordSecurityEvent, SECURITY_ACTIONS } from "./audit.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, PlatformContext } from "./context.ts";
import { dayRange } from "./main/ecard.ts";
import { badRequest, notFound, ok } from "./http.ts";
import { intInRange, isoDate, params, query } from "./validate.ts";

export const AUDIT_PAGE_MAX = 1000;
export const AUDIT_KINDS = ["change", "security"] as const;
export const CHANGE_ACTIONS = ["insert", "update", "delete"] as const;
export const AUDIT_ACTIONS = [...CHANGE_ACTIONS, ...SECURITY_ACTIONS, "retention"] as const;

/** One record as the console shows it (before/after: the changed fields; null where there is none). */
export interface AuditEntry {
  id: string;
  at: string;
  kind: string;
  action: string;
  username: string;
  role: string;
  address: string;
  request_id: string;
  screen: string;
  call: string;
  entity: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPage {
  result: AuditEntry[];
  /** cursor of the page after this one (pass as `after`), null on the last */
  next: string | null;
  /** cursor of the page before this one (pass as `before`), null on the first */
  prev: string | null;
}

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());
const cursor = optional(z.string().regex(/^\d{1,16}$/, "must be a cursor of this list").transform(Number));
const word = (max: number) => optional(z.string().trim().max(max, `must be at most ${max} characters`));

const ListQuery = z.object({
  user: word(200),
  screen: optional(z.string().regex(/^[\w-]{1,64}$/, "is not a screen key")),
  entity: optional(z.string().regex(/^[a-z_]{1,64}$/, "is not a table name")),
  record: word(200),
  kind: optional(z.enum(AUDIT_KINDS, { error: "must be change or security" })),
  action: optional(z.enum(AUDIT_ACTIONS, { error: "is not an audit action" })),
  start_date: optional(isoDate),
  end_date: optional(isoDate),
  size: intInRange(1, AUDIT_PAGE_MAX).default(20),
  order: z.enum(["desc", "asc"], { error: "must be desc or asc" }).default("desc"),
  after: cursor,
  before: cursor,
});
export type AuditQuery = z.output<typeof ListQuery>;

const IdParams = z.object({ id: z.string().regex(/^\d{1,16}$/, "must be a record id").transform(Number) });
const EventBody = z.object({ action: z.literal("refused"), screen: z.string().regex(/^[\w-]{1,64}$/, "is not a screen key"), path: z.string().max(500) });

type Row = typeof auditLog.$inferSelect;
const toEntry = (r: Row): AuditEntry => ({
  id: String(r.id),
  at: r.at.toISOString(),
  kind: r.kind,
  action: r.action,
  username: r.username,
  role: r.role,
  address: r.address,
  request_id: r.requestId,
  screen: r.screen,
  call: r.call,
  entity: r.entity,
  record_id: r.recordId,
  before: (r.before as Record<string, unknown> | null) ?? null,
  after: (r.after as Record<string, unknown> | null) ?? null,
});

/** One page of a project's records: keyset by id (ids follow the chain, so time order), either way. */
export async function auditPage(db: PlatformContext["db"], projectId: string, q: AuditQuery): Promise<AuditPage> {
  if (q.after !== undefined && q.before !== undefined) throw badRequest("Invalid request: after and before: give one of them, not both");
  const t = auditLog;
  const range = dayRange(q.start_date, q.end_date);
  const kind = q.kind ?? (q.action && (SECURITY_ACTIONS as readonly string[]).includes(q.action) ? "security" : undefined);
  const filters: (SQL | undefined)[] = [
    eq(t.projectId, projectId),
    q.user ? eq(t.username, q.user) : undefined,
    q.screen ? eq(t.screen, q.screen) : undefined,
    q.entity ? eq(t.entity, q.entity) : undefined,
    q.record ? eq(t.recordId, q.record) : undefined,
    // The kind as a literal (an enum value): the planner then uses the partial index of security events.
    kind ? sql.raw(`"audit_log"."kind" = '${kind}'`) : undefined,
    q.action ? eq(t.action, q.action) : undefined,
    range ? and(gte(t.at, range.from), lt(t.at, range.to)) : undefined,
  ];
  const ascending = q.order === "asc";
  // "Forward" is the list's own order; a `before` cursor reads backwards from it and turns the rows round.
  const backwards = q.before !== undefined;
  const from = backwards ? q.before : q.after;
  const up = ascending !== backwards;
  const beyond = (id: number, forward: boolean) => ((ascending === forward) ? gt(t.id, id) : lt(t.id, id));
  const rows = await db
    .select()
    .from(t)
    .where(and(...filters, from === undefined ? undefined : up ? gt(t.id, from) : lt(t.id, from)))
    .orderBy(up ? asc(t.id) : desc(t.id))
    .limit(q.size + 1);
  const more = rows.length > q.size;
  const page = rows.slice(0, q.size);
  if (backwards) page.reverse();
  const first = page[0]?.id;
  const last = page.at(-1)?.id;
  const exists = async (condition: SQL) => (await db.select({ id: t.id }).from(t).where(and(...filters, condition)).limit(1)).length > 0;
  let next: string | null;
  let prev: string | null;
  if (backwards) {
    prev = more && first !== undefined ? String(first) : null;
    const edge = last ?? (q.before! + (ascending ? -1 : 1));
    next = (await exists(beyond(edge, true))) ? String(edge) : null;
  } else {
    next = more && last !== undefined ? String(last) : null;
    prev = null;
    if (q.after !== undefined) {
      const edge = first ?? (q.after + (ascending ? 1 : -1));
      prev = (await exists(beyond(edge, false))) ? String(edge) : null;
    }
  }
  return { result: page.map(toEntry), next, prev };
}

export function auditApi(ctx: PlatformContext) {
  const r = new Hono<AppEnv>({ strict: false });
  const auth = requireAuth(ctx, "user");

  r.get("/auditLog", auth, async (c) => ok(c, await auditPage(ctx.db, c.get("caller").projectId, query(c, ListQuery))));

  r.get("/auditLog/:id", auth, async (c) => {
    const { id } = params(c, IdParams);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, id), eq(auditLog.projectId, c.get("caller").projectId)))
      .limit(1);
    if (!row) throw notFound("Catatan audit tidak ditemukan.");
    return ok(c, toEntry(row));
  });

  /** The console refused a screen to this operator (its access table): recorded like a refused call. */
  r.post("/auditEvent", auth, async (c) => {
    const body = EventBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw badRequest("Invalid request: an event is { action: 'refused', screen, path }");
    const caller = c.get("caller");
    await recordSecurityEvent(ctx.db, c, { action: "refused", username: caller.username, role: caller.role, projectId: caller.projectId, screen: body.data.screen, detail: { path: body.data.path } });
    return ok(c, null, "Recorded");
  });

  return r;
}
