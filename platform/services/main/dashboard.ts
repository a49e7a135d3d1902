// getDashboard, getLogs, getDetailLogs (contract/members.ts). Days and months are WIB calendar days/months.
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { mountedPath, type AnswerOf } from "../../../contract/define.ts";
import { getDashboard, getDetailLogs, getLogs } from "../../../contract/members.ts";
import { claims, contents, memberLogs, members } from "../../db/schema.ts";
import { DAY_MS, pad, wibDate, wibMidnight, wibMonthStart, wibYearMonth, WIB_ZONE } from "../../lib/time.ts";
import { requireAuth } from "../auth.ts";
import { ttlMemo } from "../cache.ts";
import type { AppEnv, Caller, PlatformContext } from "../context.ts";
import { ok } from "../http.ts";
import { callerApp, callerProject, payorFilter } from "../scope.ts";
import { params, query } from "../validate.ts";

type Dashboard = AnswerOf<typeof getDashboard>;
type ChartPoint = Dashboard["dataChart"][number];
type LogMonth = NonNullable<AnswerOf<typeof getLogs>>[number];

const CHART_DAYS = 30;
const TOP_DAYS = 10;
const LOG_MONTHS = 12;

/**
 * Dashboard aggregates scan every member and log of a project and change slowly; each scope
 * (app or project, and the caller's payors) keeps its answer for STATS_TTL_MS. Concurrent
 * requests share one computation; after STATS_TTL_MS the old answer is still given while the new
 * one is computed (nobody waits for the scan). A dashboard about 30 s old is fine for a back
 * office; a single-threaded PGlite serving every scan per request is not (bench/run.ts).
 */
const STATS_TTL_MS = 30_000;

const wibDay = sql<string>`to_char(${members.createdAt} AT TIME ZONE ${sql.raw(`'${WIB_ZONE}'`)}, 'YYYY-MM-DD')`;
const countInt = sql<number>`count(*)::int`;

export function dashboardRoutes(ctx: PlatformContext) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(ctx, "user");
  const dashboards = ttlMemo<Dashboard>(STATS_TTL_MS, ctx.now, { staleWhileRevalidate: true });
  const logMonths = ttlMemo<LogMonth[]>(STATS_TTL_MS, ctx.now, { staleWhileRevalidate: true });

  r.get(mountedPath(getDashboard, "/api"), auth, async (c) => {
    const { app: appId } = params(c, getDashboard.params);
    const caller = c.get("caller");
    const app = await callerApp(ctx.db, caller, appId);
    return ok(c, await dashboards(`${app.appId}|${caller.projectId}|${caller.payorCode}`, () => computeDashboard(ctx, caller, app)));
  });

  r.get(mountedPath(getLogs, "/api"), auth, async (c) => {
    const p = params(c, getLogs.params);
    const project = await callerProject(ctx.db, c.get("caller"), p.project);
    return ok(c, await logMonths(project.projectId, () => computeLogMonths(ctx, project.projectId)));
  });

  r.get(mountedPath(getDetailLogs, "/api"), auth, async (c) => {
    const p = params(c, getDetailLogs.params);
    const q = query(c, getDetailLogs.query);
    const project = await callerProject(ctx.db, c.get("caller"), p.project);
    const inMonth = and(
      eq(memberLogs.projectId, project.projectId),
      gte(memberLogs.logTime, wibMonthStart(q.year, q.month)),
      lt(memberLogs.logTime, wibMonthStart(q.year, q.month + 1)),
    );
    const [totalRow] = await ctx.db.select({ n: countInt }).from(memberLogs).where(inMonth);
    const rows = await ctx.db
      .select({ id: memberLogs.id, project: memberLogs.projectId, endpoint: memberLogs.endpoint, logTime: memberLogs.logTime })
      .from(memberLogs)
      .where(inMonth)
      .orderBy(desc(memberLogs.logTime), desc(memberLogs.id))
      .limit(q.page_size)
      .offset((q.page_number - 1) * q.page_size);
    const data: AnswerOf<typeof getDetailLogs> = {
      total: totalRow?.n ?? 0,
      result: rows.map((row) => ({ id: row.id, project: row.project, endpoint: row.endpoint, log_time: row.logTime.toISOString() })),
    };
    return ok(c, data);
  });

  return r;
}

async function computeDashboard(ctx: PlatformContext, caller: Caller, app: { appId: string; projectId: string }): Promise<Dashboard> {
  const now = ctx.now();
  const inScope: SQL = and(eq(members.projectId, app.projectId), payorFilter(members.payorCode, caller))!;

  const [news] = await ctx.db.select({ n: count() }).from(contents).where(and(eq(contents.appId, app.appId), eq(contents.featureId, "a0001")));
  const [memberCounts] = await ctx.db
    .select({ total: countInt, active: sql<number>`(count(*) filter (where ${members.isActive}))::int` })
    .from(members)
    .where(inScope);
  const [claimCount] = await ctx.db
    .select({ n: countInt })
    .from(claims)
    .where(and(eq(claims.projectId, app.projectId), payorFilter(claims.payorId, caller)));

  const since = new Date(wibMidnight(now).getTime() - (CHART_DAYS - 1) * DAY_MS);
  const recent = await ctx.db
    .select({ tanggal: wibDay, jumlah: countInt })
    .from(members)
    .where(and(inScope, gte(members.createdAt, since)))
    .groupBy(sql`1`);
  const byDay = new Map(recent.map((p) => [p.tanggal, p.jumlah]));
  const dataChart: ChartPoint[] = Array.from({ length: CHART_DAYS }, (_, i) => {
    const tanggal = wibDate(new Date(since.getTime() + i * DAY_MS));
    return { tanggal, jumlah: byDay.get(tanggal) ?? 0 };
  });
  const dataChart2: ChartPoint[] = await ctx.db
    .select({ tanggal: wibDay, jumlah: countInt })
    .from(members)
    .where(inScope)
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`), desc(sql`1`))
    .limit(TOP_DAYS);

  const total = memberCounts?.total ?? 0;
  const active = memberCounts?.active ?? 0;
  return {
    newsCount: news?.n ?? 0,
    members: { total, active, inactive: total - active },
    claimTotal: claimCount?.n ?? 0,
    dataChart,
    dataChart2,
  };
}

async function computeLogMonths(ctx: PlatformContext, projectId: string): Promise<LogMonth[]> {
  const [year, month] = wibYearMonth(ctx.now());
  const months = Array.from({ length: LOG_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (LOG_MONTHS - 1 - i), 1));
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}`;
  });
  // One index range count per month: far cheaper than grouping a million rows by local month.
  const totals = await Promise.all(
    months.map(async (m) => {
      const [y, mo] = m.split("-").map(Number) as [number, number];
      const [row] = await ctx.db
        .select({ n: countInt })
        .from(memberLogs)
        .where(and(eq(memberLogs.projectId, projectId), gte(memberLogs.logTime, wibMonthStart(y, mo)), lt(memberLogs.logTime, wibMonthStart(y, mo + 1))));
      return row?.n ?? 0;
    }),
  );
  return months.map((month, i) => ({ month, total: totals[i]! }));
}
