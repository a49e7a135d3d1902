import type { ParsedAnswerOf } from "../../../contract/define";
import * as contract from "../../../contract/members";
import type { Upstream } from "./client";

/** SPEC §7 "Members, dashboards, logs": the dashboard and the member logs. */

export type Dashboard = ParsedAnswerOf<typeof contract.getDashboard>;

export async function getDashboard(upstream: Upstream) {
  return upstream.call(contract.getDashboard, { params: { app: upstream.user.app_id } });
}

export type MonthlyLogCount = ParsedAnswerOf<typeof contract.getLogs>[number];

export async function getLogs(upstream: Upstream) {
  return upstream.call(contract.getLogs, { params: { project: upstream.user.project_id } });
}

export async function getDetailLogs(upstream: Upstream, query: { year: number; month: number; page: number; pageSize: number }) {
  return upstream.call(contract.getDetailLogs, {
    params: { project: upstream.user.project_id },
    query: { month: query.month, year: query.year, page_number: query.page, page_size: query.pageSize },
  });
}
