// SPEC §7 "Members, dashboards, logs": the member lists, account deletion, the dashboards, the member
// logs and the password change.
import { z } from "zod";
import { defineCall } from "./define.ts";
import { claimHeader } from "./eclaim.ts";
import { acknowledgement, answerId, blankText, code, count, intInRange, listOf, order, pageOf, paging, recordId, rupiah, searchText, sha256Hex, sortKey, text } from "./fields.ts";
import { CORE_GENDERS, CORE_MEMBER_SORT_KEYS, CORE_MEMBER_TYPES, MEMBER_SORT_KEYS, MEMBER_TYPES } from "./lists.ts";

/** SPEC §3 Member, as the real platform sends it (numbers or text for flags and ids, nulls for blanks). */
export const member = z.object({
  id: answerId,
  no_card: z.string(),
  name: z.string(),
  phone: z.string().nullish(),
  birthdate: z.string().nullish(),
  users: listOf(z.looseObject({ user: z.string().nullish(), email: z.string().nullish() })),
  is_active: z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true"),
  created_at: z.string().nullish(),
  payor_code: z.string().nullish(),
  policy: listOf(z.looseObject({ name: z.string().nullish(), card_no: z.string().nullish(), corp_code: z.string().nullish() })),
});


/** GET the member list of a whitelabel (payor) code or the caller's mobile_id, paged, sorted, searched. */
export const getListMember = defineCall({
  method: "GET",
  path: "/api/getListMember/:key/",
  params: z.object({ key: code() }),
  query: z.object({
    type: z.enum(MEMBER_TYPES, { error: "must be all, active or inactive" }).default("all"),
    ...paging(1000),
    sort: sortKey(MEMBER_SORT_KEYS, "created_at"),
    order: order("desc"),
    q: searchText(),
  }),
  answer: pageOf(member),
});

/** POST deleteAccounts (superadmin only). */
export const deleteAccounts = defineCall({
  method: "POST",
  path: "/api/deleteAccounts",
  body: z.object({ appid: code(), memberId: recordId, nocard: code() }),
});

/** SPEC §3 Core member. */
export const coreMember = z.object({
  card_no: z.string(),
  name: z.string(),
  gender: z.string().nullish(),
  member_id: answerId.nullish(),
  policy_no: z.string().nullish(),
  member_type: z.string().nullish(),
  member_since: z.string().nullish(),
  payor_code: z.string().nullish(),
  corp_code: z.string().nullish(),
});


/** GET the core member list {project}/{payor} ('*': every payor of the caller) with type, gender, corp_code. */
export const getListCoreMember = defineCall({
  method: "GET",
  path: "/api/getListCoreMember/:project/:payor/",
  params: z.object({ project: code(), payor: z.union([z.literal("*"), code()]) }),
  query: z.object({
    type: z.enum(CORE_MEMBER_TYPES, { error: "must be all, P or D" }).default("all"),
    gender: z.enum(CORE_GENDERS, { error: "must be all, M or F" }).default("all"),
    corp_code: z.union([z.literal(""), code()]).default(""),
    ...paging(1000),
    sort: sortKey(CORE_MEMBER_SORT_KEYS, "card_no"),
    order: order("asc"),
    q: searchText(),
  }),
  answer: pageOf(coreMember),
});

/** A count per WIB calendar day (YYYY-MM-DD). */
const dayCount = z.object({ tanggal: z.string(), jumlah: count });

/** GET getDashboard/{app}: news, members and claims counted in the caller's scope, new members per day. */
export const getDashboard = defineCall({
  method: "GET",
  path: "/api/getDashboard/:app",
  params: z.object({ app: code() }),
  answer: z.object({
    newsCount: count,
    members: z.object({ total: count, active: count, inactive: count }),
    claimTotal: count.nullish(),
    /** the last 30 days, oldest first, days without members included */
    dataChart: z.array(dayCount),
    /** the ten days with the most new members */
    dataChart2: z.array(dayCount),
  }),
});

/** A payor code of the claims' project (at most 20 characters). */
const payorCode = code(20);

/** GET getClaimReimClient/{project} (optional query payorCode; '*' or none: every payor of the caller): reimbursement claims per payor. */
export const getClaimReimClient = defineCall({
  method: "GET",
  path: "/api/getClaimReimClient/:project",
  params: z.object({ project: code(20) }),
  query: z.object({ payorCode: z.union([z.literal(""), z.literal("*"), payorCode]).default("") }),
  answer: listOf(
    z.object({
      payor_code: z.string(),
      payor_name: blankText,
      total: count,
      incurred: rupiah,
      approved: rupiah,
      /** status 8 */
      paid: count,
      pending: count,
    }),
  ),
});

const amounts = { total: count, incurred: rupiah, approved: rupiah };

/** GET getClaimReimClientDetail/{project}/{payor}: one payor's reimbursements by status and month, and the ten newest. */
export const getClaimReimClientDetail = defineCall({
  method: "GET",
  path: "/api/getClaimReimClientDetail/:project/:payor",
  params: z.object({ project: code(20), payor: payorCode }),
  answer: z.object({
    payor_code: z.string(),
    payor_name: blankText,
    byStatus: z.array(z.object({ status: z.coerce.number<number | string>().int(), ...amounts })),
    /** the last 12 WIB months, YYYY-MM */
    byMonth: z.array(z.object({ month: z.string(), ...amounts })),
    recent: z.array(claimHeader).default([]),
  }),
});

/** GET getLogs/{project}: member log entries per WIB month (YYYY-MM), the last 12 months. */
export const getLogs = defineCall({
  method: "GET",
  path: "/api/getLogs/:project",
  params: z.object({ project: code() }),
  answer: listOf(z.object({ month: z.string(), total: count })),
});

/** GET getDetailLogs/{project}/ with month, year, page_number, page_size: one month's entries, newest first. */
export const getDetailLogs = defineCall({
  method: "GET",
  path: "/api/getDetailLogs/:project/",
  params: z.object({ project: code() }),
  query: z.object({
    month: intInRange(1, 12),
    year: intInRange(2000, 2100),
    page_number: intInRange(1, 1_000_000).default(1),
    page_size: intInRange(1, 100).default(10),
  }),
  /** log_time: an ISO 8601 instant */
  answer: pageOf(z.object({ id: answerId, project: z.string(), endpoint: z.string(), log_time: z.string() })),
});

/** POST updatePass: the caller's own password, both hashed (SPEC §7); answers code and message. */
export const updatePass = defineCall({
  method: "POST",
  path: "/api/updatePass",
  body: z.object({ username: text(200), oldpass: sha256Hex, newpass: sha256Hex }),
  envelope: acknowledgement.extend({ message: z.string().default("Success Updated!") }),
});
