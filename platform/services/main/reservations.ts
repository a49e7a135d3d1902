// Reservations (SPEC §7 getListReservation, §3 "Reservation", §4 statuses; docs/platform-contract.md
// "E-card and reservations"): the core project's provider reservations, newest first, scoped to the
// caller's payors. Page numbers for the table (OFFSET over at most ~100k rows, from the nearer end), a
// keyset cursor for the console's streamed CSV export.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { reservations } from "../../db/schema.ts";
import { CORE_PROJECT_ID } from "../../constants.ts";
import { requireAuth } from "../auth.ts";
import type { AppEnv, PlatformContext } from "../context.ts";
import { notFound, ok } from "../http.ts";
import { callerProject, visiblePayors } from "../scope.ts";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getListReservation } from "../../../contract/provider.ts";
import { params, query } from "../validate.ts";
import { decodeCursor, encodeCursor, epochMicros, positionCondition, startsWith } from "./ecard.ts";

type Page = AnswerOf<typeof getListReservation>;

export function reservationRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");

  r.get(mountedPath(getListReservation, "/api"), auth, async (c) => {
    const p = params(c, getListReservation.params);
    const q = query(c, getListReservation.query);
    const after = q.after ? decodeCursor("after", q.after) : null;
    const caller = c.get("caller");
    const project = await callerProject(ctx.db, caller, p.project);
    if (project.projectId !== CORE_PROJECT_ID) throw notFound(`Project ${project.projectId} has no reservations`);
    const visible = visiblePayors(caller, project.payorcode);
    if (!visible.length) return ok(c, { total: 0, result: [], next: null } satisfies Page);
    const where = and(
      eq(reservations.projectId, project.projectId),
      visible.length === project.payorcode.length ? undefined : visible.length === 1 ? eq(reservations.payorCode, visible[0]!) : inArray(reservations.payorCode, visible),
      q.q ? startsWith(reservations.cardNo, q.q.toUpperCase()) : undefined,
    );
    const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(where);
    const total = counted?.n ?? 0;
    const read = (ascending: boolean, limit: number, offset: number) =>
      ctx.db
        .select({ r: reservations, us: epochMicros(reservations.createdAt) })
        .from(reservations)
        .where(and(where, after ? positionCondition(reservations.createdAt, reservations.id, "<", after) : undefined))
        .orderBy(...(ascending ? [asc(reservations.createdAt), asc(reservations.id)] : [desc(reservations.createdAt), desc(reservations.id)]))
        .limit(limit)
        .offset(offset);
    const offset = after ? 0 : (q.page - 1) * q.size;
    let page: Awaited<ReturnType<typeof read>>;
    let more: boolean;
    if (!after && offset + q.size / 2 > total / 2) {
      // A page past the middle is read from the oldest end, so the last page costs what the first does.
      const limit = Math.max(0, Math.min(q.size, total - offset));
      page = limit ? (await read(true, limit, total - offset - limit)).reverse() : [];
      more = offset + q.size < total;
    } else {
      const rows = await read(false, q.size + 1, offset);
      page = rows.slice(0, q.size);
      more = rows.length > q.size;
    }
    const last = page.at(-1);
    const result: Page["result"] = page.map(({ r: row }) => ({
      id: String(row.id),
      data: {
        card_no: row.cardNo,
        payor_code: row.payorCode,
        email: row.email,
        name: row.name,
        provider_name: row.providerName,
        poly_desc: row.polyDesc,
        reservation_date: row.reservationDate.toISOString(),
        status: row.status,
      },
    }));
    const data: Page = { total, result, next: more && last ? encodeCursor({ us: Number(last.us), id: Number(last.r.id) }) : null };
    return ok(c, data);
  });

  return r;
}
