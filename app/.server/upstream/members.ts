import { z } from "zod";
import type { PlatformPage } from "~/lib/list";
import type { CoreMemberFilters, MemberType } from "~/lib/members";
import type { SessionUser } from "~/lib/user";
import { inPayorScope } from "../access";
import { path, type Upstream } from "./client";
import { TIMEOUT } from "./request";
import { done, pageOf, recordId } from "./wire";

/** SPEC §7 "Members, dashboards, logs": member lists and account deletion. */

/** SPEC §3 Member, as docs/platform-contract.md "Members and features" answers it. */
const memberSchema = z.object({
  id: recordId,
  no_card: z.string(),
  name: z.string(),
  phone: z.string().nullish(),
  birthdate: z.string().nullish(),
  users: z
    .array(z.looseObject({ user: z.string().nullish(), email: z.string().nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  is_active: z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true"),
  created_at: z.string().nullish(),
  payor_code: z.string().nullish(),
  policy: z
    .array(z.looseObject({ name: z.string().nullish(), card_no: z.string().nullish(), corp_code: z.string().nullish() }))
    .nullish()
    .transform((v) => v ?? []),
});
export type Member = z.infer<typeof memberSchema>;


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
  const answer = await upstream.get(path`/api/getListMember/${memberListKey(upstream.user)}/`, {
    query: { type, ...page },
    schema: pageOf(memberSchema),
    timeoutMs: TIMEOUT.route,
  });
  return scoped(upstream.user, answer.data);
}

/** POST deleteAccounts; the platform refuses anyone but a superadmin too. */
export async function deleteAccounts(upstream: Upstream, member: { memberId: string; nocard: string }) {
  return upstream.post(path`/api/deleteAccounts`, { appid: upstream.user.app_id, memberId: member.memberId, nocard: member.nocard }, { schema: done });
}

/** SPEC §3 Core member. */
const coreMemberSchema = z.object({
  card_no: z.string(),
  name: z.string(),
  gender: z.string().nullish(),
  member_id: recordId.nullish(),
  policy_no: z.string().nullish(),
  member_type: z.string().nullish(),
  member_since: z.string().nullish(),
  payor_code: z.string().nullish(),
  corp_code: z.string().nullish(),
});
export type CoreMember = z.infer<typeof coreMemberSchema>;


/** GET the core member list {project}/{payor}/ with type, gender, corp_code, paging and search. */
export async function getListCoreMember(upstream: Upstream, filters: CoreMemberFilters, page: PlatformPage): Promise<ScopedPage<CoreMember>> {
  const answer = await upstream.get(path`/api/getListCoreMember/${upstream.user.project_id}/${"*"}/`, {
    query: { type: filters.type, gender: filters.gender, corp_code: filters.corp || undefined, ...page },
    schema: pageOf(coreMemberSchema),
    timeoutMs: TIMEOUT.route,
  });
  return scoped(upstream.user, answer.data);
}
