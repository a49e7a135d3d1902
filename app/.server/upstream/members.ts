import type { z } from "zod";
import * as contract from "../../../contract/members";
import type { coreMember, member } from "../../../contract/members";
import type { PlatformPage } from "~/lib/list";
import type { CoreMemberFilters, MemberType } from "~/lib/members";
import type { SessionUser } from "~/lib/user";
import { inPayorScope } from "../access";
import type { Upstream } from "./client";
import { TIMEOUT } from "./request";

/** SPEC §7 "Members, dashboards, logs": member lists and account deletion. */

export type Member = z.output<typeof member>;


/** SPEC §6: the eclaim role lists the members of its whitelabel code; everyone else their app's. */
export function memberListKey(user: SessionUser): string {
  if (user.role === "eclaim") return user.whitelable || user.payor_code.split(",")[0] || user.mobile_id;
  return user.mobile_id || user.app_id;
}

/**
 * A page the platform cut, re-checked against the user's payors (SPEC §6). Rows of another
 * payor never reach the page; `trimmed` says how many were dropped, so the pager does not claim
 * a full page (docs/decisions/009-console-rechecks-payor-scope.md).
 */
export type ScopedPage<Row> = { total: number; rows: Row[]; trimmed: number };

function scoped<Row extends { payor_code?: string | null }>(user: SessionUser, page: { total: number; result: Row[] }): ScopedPage<Row> {
  const rows = page.result.filter((row) => inPayorScope(user, row.payor_code));
  return { total: page.total, rows, trimmed: page.result.length - rows.length };
}

/** GET getListMember/{whitelabel or mobile_id}/ with type, paging, sort and search. */
export async function getListMember(upstream: Upstream, type: MemberType, page: PlatformPage): Promise<ScopedPage<Member>> {
  const answer = await upstream.call(contract.getListMember, { params: { key: memberListKey(upstream.user) }, query: { type, ...page } }, { timeoutMs: TIMEOUT.route });
  return scoped(upstream.user, answer);
}

/** POST deleteAccounts; the platform refuses anyone but a superadmin too. */
export async function deleteAccounts(upstream: Upstream, member: { memberId: string; nocard: string }) {
  return upstream.call(contract.deleteAccounts, { body: { appid: upstream.user.app_id, memberId: member.memberId, nocard: member.nocard } });
}

export type CoreMember = z.output<typeof coreMember>;


/** GET the core member list {project}/{payor}/ with type, gender, corp_code, paging and search. */
export async function getListCoreMember(upstream: Upstream, filters: CoreMemberFilters, page: PlatformPage): Promise<ScopedPage<CoreMember>> {
  const answer = await upstream.call(
    contract.getListCoreMember,
    { params: { project: upstream.user.project_id, payor: "*" }, query: { type: filters.type, gender: filters.gender, corp_code: filters.corp || undefined, ...page } },
    { timeoutMs: TIMEOUT.route },
  );
  return scoped(upstream.user, answer);
}
