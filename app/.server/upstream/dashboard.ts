import { z } from "zod";
import type { RequestSession } from "../session";
import { request } from "./request";
import { hashPassword } from "./session";

const count = z.coerce.number().int().nonnegative();
const dayCount = z.object({ tanggal: z.string(), jumlah: count });

const dashboardAnswer = z.object({
  data: z.object({
    newsCount: count,
    members: z.object({ total: count, active: count, inactive: count }),
    claimTotal: count.nullish(),
    dataChart: z.array(dayCount),
    dataChart2: z.array(dayCount),
  }),
});
export type Dashboard = z.infer<typeof dashboardAnswer>["data"];

export async function getDashboard(session: RequestSession) {
  const app = session.user!.app_id;
  return (await request(`/api/getDashboard/${encodeURIComponent(app)}`, { session, schema: dashboardAnswer })).data;
}

const logsAnswer = z.object({ data: z.array(z.object({ month: z.string(), total: count })) });
export type MonthlyLogCount = z.infer<typeof logsAnswer>["data"][number];

export async function getLogs(session: RequestSession) {
  const project = session.user!.project_id;
  return (await request(`/api/getLogs/${encodeURIComponent(project)}`, { session, schema: logsAnswer })).data;
}

const detailLogsAnswer = z.object({
  data: z.object({
    total: count,
    result: z.array(
      z.object({ id: z.union([z.string(), z.number()]), project: z.string(), endpoint: z.string(), log_time: z.string() }),
    ),
  }),
});
export type LogPage = z.infer<typeof detailLogsAnswer>["data"];

export async function getDetailLogs(
  session: RequestSession,
  query: { year: number; month: number; page: number; pageSize: number },
) {
  const project = session.user!.project_id;
  return (
    await request(`/api/getDetailLogs/${encodeURIComponent(project)}/`, {
      session,
      query: { month: query.month, year: query.year, page_number: query.page, page_size: query.pageSize },
      schema: detailLogsAnswer,
    })
  ).data;
}

/** SPEC §7 updatePass: every password leaves the console hashed. */
export async function updatePassword(session: RequestSession, oldPassword: string, newPassword: string) {
  return request("/api/updatePass", {
    session,
    json: { username: session.user!.username, oldpass: hashPassword(oldPassword), newpass: hashPassword(newPassword) },
    schema: z.object({ message: z.string().default("Success Updated!") }),
  });
}
