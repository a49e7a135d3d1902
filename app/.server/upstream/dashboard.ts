import { z } from "zod";
import { path, type Upstream } from "./client";
import { count, dataOf, listOf, pageOf, recordId } from "./wire";

/** SPEC §7 "Members, dashboards, logs": the dashboard and the member logs. */

const dayCount = z.object({ tanggal: z.string(), jumlah: count });

const dashboard = z.object({
  newsCount: count,
  members: z.object({ total: count, active: count, inactive: count }),
  claimTotal: count.nullish(),
  dataChart: z.array(dayCount),
  dataChart2: z.array(dayCount),
});
export type Dashboard = z.infer<typeof dashboard>;

export async function getDashboard(upstream: Upstream) {
  return (await upstream.get(path`/api/getDashboard/${upstream.user.app_id}`, { schema: dataOf(dashboard) })).data;
}

const monthlyLogCount = z.object({ month: z.string(), total: count });
export type MonthlyLogCount = z.infer<typeof monthlyLogCount>;

export async function getLogs(upstream: Upstream) {
  return (await upstream.get(path`/api/getLogs/${upstream.user.project_id}`, { schema: listOf(monthlyLogCount) })).data;
}

const logRow = z.object({ id: recordId, project: z.string(), endpoint: z.string(), log_time: z.string() });

export async function getDetailLogs(upstream: Upstream, query: { year: number; month: number; page: number; pageSize: number }) {
  const answer = await upstream.get(path`/api/getDetailLogs/${upstream.user.project_id}/`, {
    query: { month: query.month, year: query.year, page_number: query.page, page_size: query.pageSize },
    schema: pageOf(logRow),
  });
  return answer.data;
}
