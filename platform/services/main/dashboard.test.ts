import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { memberLogs, members } from "../../db/schema.ts";
import { wibDate, wibMonthStart } from "../../lib/time.ts";
import { usePlatform } from "../../testing.ts";

const t = usePlatform(["superadmin", "eclaim", "operator"]);

const { get } = t;

describe("GET /api/getDashboard/:app", () => {
  it("reports counts consistent with the data", async () => {
    const res = await get("superadmin", "/api/getDashboard/APP001");
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.members.total).toBe(d.members.active + d.members.inactive);
    const [db] = await t.platform.db
      .select({ total: sql<number>`count(*)::int`, active: sql<number>`(count(*) filter (where ${members.isActive}))::int` })
      .from(members)
      .where(eq(members.projectId, "PRJ001"));
    expect(d.members).toEqual({ total: db!.total, active: db!.active, inactive: db!.total - db!.active });
    expect(d.members.total).toBeGreaterThan(5000);
    expect(d.members.active / d.members.total).toBeGreaterThan(0.7);
    expect(d.newsCount).toBe(25);
    expect(d.claimTotal).toBe(12000);
  });

  it("charts 30 consecutive days ending today (WIB), and the 10 busiest days", async () => {
    const d = (await get("superadmin", "/api/getDashboard/APP001")).body.data;
    expect(d.dataChart).toHaveLength(30);
    expect(d.dataChart.at(-1).tanggal).toBe(wibDate(new Date()));
    for (let i = 1; i < 30; i++) {
      const gap = Date.parse(d.dataChart[i].tanggal) - Date.parse(d.dataChart[i - 1].tanggal);
      expect(gap).toBe(86_400_000);
    }
    expect(d.dataChart.reduce((s: number, p: { jumlah: number }) => s + p.jumlah, 0)).toBeGreaterThan(300);
    expect(d.dataChart2).toHaveLength(10);
    for (let i = 1; i < 10; i++) expect(d.dataChart2[i - 1].jumlah).toBeGreaterThanOrEqual(d.dataChart2[i].jumlah);
    // the busiest day beats every day of the last-30-days chart
    expect(d.dataChart2[0].jumlah).toBeGreaterThanOrEqual(Math.max(...d.dataChart.map((p: { jumlah: number }) => p.jumlah)));
  });

  it("scopes members and claims to the caller's payors", async () => {
    const all = (await get("superadmin", "/api/getDashboard/APP001")).body.data;
    const eclaim = (await get("eclaim", "/api/getDashboard/MOB001")).body.data; // mobile_id works too
    expect(eclaim.members.total).toBeGreaterThan(0);
    expect(eclaim.members.total).toBeLessThan(all.members.total);
    expect(eclaim.claimTotal).toBeLessThan(all.claimTotal);
    const [p001] = await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(members).where(and(eq(members.projectId, "PRJ001"), eq(members.payorCode, "P001")));
    expect(eclaim.members.total).toBe(p001!.n);

    const operator = (await get("operator", "/api/getDashboard/APP002")).body.data;
    const [prj2] = await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(members).where(and(eq(members.projectId, "PRJ002"), inArray(members.payorCode, ["P007", "P008"])));
    expect(operator.members.total).toBe(prj2!.n);
    expect(operator.members.total).toBeLessThan(all.members.total);
    expect(operator.newsCount).toBe(5);
  });

  it("answers 404 for another app and 400 for a malformed one", async () => {
    expect((await get("operator", "/api/getDashboard/APP001")).status).toBe(404);
    expect((await get("superadmin", "/api/getDashboard/APP002")).status).toBe(404);
    expect((await get("superadmin", `/api/getDashboard/${"A".repeat(10_000)}`)).status).toBe(400);
    expect((await get("superadmin", "/api/getDashboard/APP%20001")).status).toBe(400);
  });
});

describe("GET /api/getLogs/:project", () => {
  it("lists the last 12 months, oldest first, with data", async () => {
    const res = await get("superadmin", "/api/getLogs/PRJ001");
    expect(res.status).toBe(200);
    const months: { month: string; total: number }[] = res.body.data;
    expect(months).toHaveLength(12);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    expect(months.at(-1)!.month).toBe(wibDate(new Date()).slice(0, 7));
    expect(months.every((m) => m.total > 0)).toBe(true);
    expect(months.reduce((s, m) => s + m.total, 0)).toBeGreaterThan(30_000);
  });

  it("answers 404 for another project", async () => {
    expect((await get("operator", "/api/getLogs/PRJ001")).status).toBe(404);
    expect((await get("operator", "/api/getLogs/PRJ002")).status).toBe(200);
  });
});

describe("GET /api/getDetailLogs/:project/", () => {
  const [year, month] = wibDate(new Date(Date.now() - 40 * 86_400_000)).split("-").map(Number) as [number, number];
  const path = (q: string) => `/api/getDetailLogs/PRJ001/?${q}`;

  it("pages the month's events newest first, with the month's total", async () => {
    const p1 = await get("superadmin", path(`month=${month}&year=${year}&page_number=1&page_size=10`));
    expect(p1.status).toBe(200);
    const p2 = await get("superadmin", path(`month=${month}&year=${year}&page_number=2&page_size=10`));
    const logs = (await get("superadmin", "/api/getLogs/PRJ001")).body.data as { month: string; total: number }[];
    const monthKey = `${year}-${String(month).padStart(2, "0")}`;
    expect(p1.body.data.total).toBe(logs.find((m) => m.month === monthKey)!.total);
    expect(p2.body.data.total).toBe(p1.body.data.total);
    const rows = [...p1.body.data.result, ...p2.body.data.result];
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.id)).size).toBe(20);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(["endpoint", "id", "log_time", "project"]);
      expect(r.project).toBe("PRJ001");
      expect(r.endpoint).toMatch(/^\/member\//);
      const t = Date.parse(r.log_time);
      expect(t).toBeGreaterThanOrEqual(wibMonthStart(year, month).getTime());
      expect(t).toBeLessThan(wibMonthStart(year, month + 1).getTime());
    }
    for (let i = 1; i < rows.length; i++) expect(Date.parse(rows[i - 1].log_time)).toBeGreaterThanOrEqual(Date.parse(rows[i].log_time));
  });

  it("also answers without the trailing slash, with default paging, and past the last page", async () => {
    const res = await get("superadmin", `/api/getDetailLogs/PRJ001?month=${month}&year=${year}`);
    expect(res.status).toBe(200);
    expect(res.body.data.result).toHaveLength(10);
    const far = await get("superadmin", path(`month=${month}&year=${year}&page_number=99999&page_size=100`));
    expect(far.body.data.result).toEqual([]);
    const empty = await get("superadmin", path("month=1&year=2001"));
    expect(empty.body.data).toEqual({ total: 0, result: [] });
  });

  it("answers 400 for bad parameters", async () => {
    const bad = ["year=2026", "month=5", "month=13&year=2026", "month=0&year=2026", "month=abc&year=2026", "month=5&year=1999",
      "month=5&year=2026&page_size=101", "month=5&year=2026&page_size=0", "month=5&year=2026&page_number=0", "month=5&year=2026&page_number=-1",
      "month=5.5&year=2026", `month=5&year=2026&page_number=${"9".repeat(10_000)}`];
    for (const q of bad) {
      const res = await get("superadmin", path(q));
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request: (month|year|page_size|page_number)/);
    }
  });

  it("answers 404 for another project", async () => {
    expect((await get("eclaim", `/api/getDetailLogs/PRJ002/?month=${month}&year=${year}`)).status).toBe(404);
  });

  it("counts the same events as the database", async () => {
    const res = await get("superadmin", `/api/getDetailLogs/PRJ001/?month=${month}&year=${year}&page_size=1`);
    // The log detail is not among the operator's screens (its menu holds news and members).
    expect((await get("operator", `/api/getDetailLogs/PRJ002/?month=${month}&year=${year}`)).body).toMatchObject({ code: 404, reason: "forbidden" });
    const [n] = await t.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberLogs)
      .where(and(eq(memberLogs.projectId, "PRJ001"), sql`${memberLogs.logTime} >= ${wibMonthStart(year, month).toISOString()}::timestamptz`, sql`${memberLogs.logTime} < ${wibMonthStart(year, month + 1).toISOString()}::timestamptz`));
    expect(res.body.data.total).toBe(n!.n);
    expect(res.body.data.total).toBeGreaterThan(0);
  });
});
