import { z } from "zod";
import type { SessionUser } from "~/lib/user";
import type { RequestSession } from "../session";
import { request, TIMEOUT } from "./request";

/** SPEC §3 Member, as docs/platform-contract.md "Members and features" answers it. */
const memberSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
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

const count = z.coerce.number().int().nonnegative();
const memberPage = z.object({ data: z.object({ total: count, result: z.array(memberSchema) }) });

export const MEMBER_TYPES = ["all", "active", "inactive"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const MEMBER_SORT_KEYS = ["no_card", "name", "phone", "birthdate", "is_active", "created_at"] as const;

export type PageQuery = { page: number; size: number; sort: string | null; order: "asc" | "desc"; q: string };

/** SPEC §6: the eclaim role lists the members of its whitelabel code; everyone else their app's. */
export function memberListKey(user: SessionUser): string {
  if (user.role === "eclaim") return user.whitelable || user.payor_code.split(",")[0] || user.mobile_id;
  return user.mobile_id || user.app_id;
}

/** The payor codes a user may see, or '*' (SPEC §6). */
export function userPayors(user: SessionUser): "*" | Set<string> {
  if (user.payor_code.split(",").some((p) => p.trim() === "*")) return "*";
  return new Set(user.payor_code.split(",").map((p) => p.trim()).filter(Boolean));
}

/**
 * SPEC §6 payor scoping, checked by the console as well as the platform: a row whose payor is
 * not the user's never reaches the page.
 */
export function inUserPayors(user: SessionUser, payorCode: string | null | undefined): boolean {
  const payors = userPayors(user);
  if (payors === "*") return true;
  return !!payorCode && payors.has(payorCode);
}

export async function getListMember(session: RequestSession, type: MemberType, query: PageQuery) {
  const user = session.user!;
  const page = (
    await request(`/api/getListMember/${encodeURIComponent(memberListKey(user))}/`, {
      session,
      query: { type, page: query.page, size: query.size, sort: query.sort ?? undefined, order: query.order, q: query.q || undefined },
      schema: memberPage,
      timeoutMs: TIMEOUT.route,
    })
  ).data;
  const result = page.result.filter((m) => inUserPayors(user, m.payor_code));
  return { total: page.total, result, dropped: page.result.length - result.length };
}

/** POST deleteAccounts (SPEC §7); the platform refuses anyone but a superadmin too. */
export async function deleteAccount(session: RequestSession, member: { memberId: string; nocard: string }) {
  return request("/api/deleteAccounts", {
    session,
    json: { appid: session.user!.app_id, memberId: member.memberId, nocard: member.nocard },
    schema: z.object({ message: z.string().default("Delete Account Success") }),
  });
}

/** SPEC §3 Core member. */
const coreMemberSchema = z.object({
  card_no: z.string(),
  name: z.string(),
  gender: z.string().nullish(),
  member_id: z.union([z.string(), z.number()]).transform(String).nullish(),
  policy_no: z.string().nullish(),
  member_type: z.string().nullish(),
  member_since: z.string().nullish(),
  payor_code: z.string().nullish(),
  corp_code: z.string().nullish(),
});
export type CoreMember = z.infer<typeof coreMemberSchema>;
const coreMemberPage = z.object({ data: z.object({ total: count, result: z.array(coreMemberSchema) }) });

export const CORE_MEMBER_SORT_KEYS = ["card_no", "name", "member_since", "member_type", "gender"] as const;
export const GENDERS = ["all", "M", "F"] as const;
export const CORE_MEMBER_TYPES = ["all", "P", "D"] as const;
export type CoreMemberFilters = { gender: (typeof GENDERS)[number]; type: (typeof CORE_MEMBER_TYPES)[number]; corp: string };

export async function getListCoreMember(session: RequestSession, filters: CoreMemberFilters, query: PageQuery) {
  const user = session.user!;
  const page = (
    await request(`/api/getListCoreMember/${encodeURIComponent(user.project_id)}/*/`, {
      session,
      query: {
        type: filters.type,
        gender: filters.gender,
        corp_code: filters.corp || undefined,
        page: query.page,
        size: query.size,
        sort: query.sort ?? undefined,
        order: query.order,
        q: query.q || undefined,
      },
      schema: coreMemberPage,
      timeoutMs: TIMEOUT.route,
    })
  ).data;
  const result = page.result.filter((m) => inUserPayors(user, m.payor_code));
  return { total: page.total, result, dropped: page.result.length - result.length };
}
