// SPEC §7 "Members, dashboards, logs": the member lists and account deletion.
// (The heading's dashboards, logs and updatePass are still declared by hand: see contract/index.ts.)
import { z } from "zod";
import { defineCall } from "./define.ts";
import { answerId, code, order, pageOf, paging, recordId, searchText, sortKey } from "./fields.ts";
import { CORE_GENDERS, CORE_MEMBER_SORT_KEYS, CORE_MEMBER_TYPES, MEMBER_SORT_KEYS, MEMBER_TYPES } from "./lists.ts";

/** SPEC §3 Member, as the real platform sends it (numbers or text for flags and ids, nulls for blanks). */
export const member = z.object({
  id: answerId,
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
