// The audit trail's calls (issue 26): the list (keyset pages by id, newest first or oldest first for
// an export), one record, and a refusal the console reports (a screen the operator may not open).
// Superadmin reads its own project's records; nothing here changes or removes one.
import { and, asc, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { z } from "zod";
import { auditLog } from "../db/schema.ts";
import { recordSecurityEvent, SECURITY_ACTIONS } from "./audit.ts";
import { mountedPath, type AnswerOf } from "../../contract/define.ts";
import * as contract from "../../contract/audit.ts";
import { requireAuth } from "./auth.ts";
import type { AppEnv, PlatformContext } from "./context.ts";
import { dayRange } from "./main/ecard.ts";
import { badRequest, notFound, ok } from "./http.ts";
import { params, query } from "./validate.ts";

type AuditQuery = z.output<typeof contract.auditLog.query>;
type AuditPage = AnswerOf<typeof contract.auditLog>;
type AuditEntry = AnswerOf<typeof contract.auditLogEntry>;

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

  r.get(mountedPath(contract.auditLog, "/api"), auth, async (c) => ok(c, await auditPage(ctx.db, c.get("caller").projectId, query(c, contract.auditLog.query))));

  r.get(mountedPath(contract.auditLogEntry, "/api"), auth, async (c) => {
    const { id } = params(c, contract.auditLogEntry.params);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, id), eq(auditLog.projectId, c.get("caller").projectId)))
      .limit(1);
    if (!row) throw notFound("Catatan audit tidak ditemukan.");
    return ok(c, toEntry(row));
  });

  /** The console refused a screen to this operator (its access table): recorded like a refused call. */
  r.post(mountedPath(contract.auditEvent, "/api"), auth, async (c) => {
    const body = contract.auditEvent.body.safeParse(await c.req.json().catch(() => null));
    if (!body.success) throw badRequest("Invalid request: an event is { action: 'refused', screen, path }");
    const caller = c.get("caller");
    await recordSecurityEvent(ctx.db, c, { action: "refused", username: caller.username, role: caller.role, projectId: caller.projectId, screen: body.data.screen, detail: { path: body.data.path } });
    return ok(c, null satisfies AnswerOf<typeof contract.auditEvent>, "Recorded");
  });

  return r;
}
