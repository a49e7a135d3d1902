// SPEC §7 "E-claim" (its claim header is also what the reimbursement dashboard's calls of
// contract/members.ts answer): one claim with its documents and log, a member with the claims of its card,
// the payor dashboard and the claim table. Another payor's record answers 404 with reason
// "other_payor", an unknown or malformed one 404/400 (SPEC §4 "not found for your account").
import { z } from "zod";
import { defineCall } from "./define.ts";
import { blankText, code, count, dayOrNone, intInRange, listOf, rupiah, searchText } from "./fields.ts";
import { CLAIM_PAGE_SIZES, CLAIM_SORT_KEYS } from "./lists.ts";


/** SPEC §3 Claim header; bank details and payment date only when paid (status 8). */
export const claimHeader = z.object({
  request_id: z.string(),
  claims_id: blankText,
  card_no: z.string(),
  member_name: blankText,
  /** 0 Open … 8 Paid (SPEC §4) */
  status: z.coerce.number().int(),
  claim_type: blankText,
  admission_date: dayOrNone,
  discharge_date: dayOrNone,
  hosp_inv_no: blankText,
  hosp_inv_date: dayOrNone,
  provider_name: blankText,
  plan_id: blankText,
  request_time: z.string(),
  diagnosis: blankText,
  remarks: blankText,
  bank_name: blankText,
  account_name: blankText,
  account_number: blankText,
  payment_date: dayOrNone,
  incurred: rupiah,
  approved: rupiah,
  payor_id: z.string(),
  payor_name: blankText,
});

/** SPEC §3 Claim detail: a document code (D001 …) and its comma-separated file URLs ("" when none). */
export const claimDocument = z.object({ code: z.string(), name: blankText, file_source: blankText });

/** SPEC §3 Claim log. */
export const claimLog = z.object({
  log_at: z.string(),
  request: z.object({ req_header: z.object({ claim_process_status: z.coerce.number().int().nullish(), request_id: z.string().optional() }).nullish() }).nullish(),
  submission_by: blankText,
});

/** SPEC §3 Member detail (the e-claim lookup). */
export const memberDetail = z.object({
  name: z.string(),
  card_no: z.string(),
  payor_code: z.string(),
  payor_name: blankText,
  employee_id: blankText,
  gender: blankText,
  member_since: dayOrNone,
  dateofbirth: dayOrNone,
  bank_account: blankText,
  help_line: blankText,
  member_type: blankText,
});

const project = code(20);
const byRequest = z.object({ project, requestId: z.string() });
const byCard = z.object({ project, card: z.string() });
const byPayor = z.object({ project, payor: z.union([z.literal("*"), code(20)]) });

/** GET getClaimsCoreMedika/{project}/{requestId}: the header and the six document types. */
export const getClaimsCoreMedika = defineCall({
  method: "GET",
  path: "/api/getClaimsCoreMedika/:project/:requestId",
  params: byRequest,
  answer: z.object({ header: claimHeader, detail: z.array(claimDocument) }),
});

/**
 * GET claimDocument/{requestId}/{fileName}: one file a claim's file_source names (an image or a
 * PDF), shown in the browser; the claim is checked first (its project is the caller's).
 */
export const claimDocumentFile = defineCall({
  method: "GET",
  path: "/api/claimDocument/:requestId/:fileName",
  params: z.object({ requestId: z.string(), fileName: z.string() }),
  file: { types: ["image/png", "image/jpeg", "image/webp", "image/gif", "application/pdf"], disposition: "inline" },
});

/** GET getLogClaims/{project}/{requestId}: the claim's log, oldest first. */
export const getLogClaims = defineCall({ method: "GET", path: "/api/getLogClaims/:project/:requestId", params: byRequest, answer: listOf(claimLog) });

/** GET getMemberCoreMedika/{project}/{card}. */
export const getMemberCoreMedika = defineCall({ method: "GET", path: "/api/getMemberCoreMedika/:project/:card", params: byCard, answer: memberDetail });

/** GET getListClaimsCardCoreMedika/{project}/{card}: the card's claims of the last 180 days, newest first. */
export const getListClaimsCardCoreMedika = defineCall({ method: "GET", path: "/api/getListClaimsCardCoreMedika/:project/:card", params: byCard, answer: listOf(claimHeader) });

/** GET getListHistClaimsCardCoreMedika/{project}/{card}: the card's decided claims, newest first. */
export const getListHistClaimsCardCoreMedika = defineCall({ method: "GET", path: "/api/getListHistClaimsCardCoreMedika/:project/:card", params: byCard, answer: listOf(claimHeader) });

/** GET getClaimsDashboardPayorCoreMedika/{project}/{payor} ('*': every payor of the caller): counts per status and per month. */
export const getClaimsDashboardPayorCoreMedika = defineCall({
  method: "GET",
  path: "/api/getClaimsDashboardPayorCoreMedika/:project/:payor",
  params: byPayor,
  answer: z.object({
    payor_code: z.string(),
    total: count,
    byStatus: z.array(z.object({ status: z.coerce.number().int(), total: count })),
    /** the last 12 WIB months, oldest first (YYYY-MM) */
    byMonth: z.array(z.object({ month: z.string(), total: count })),
  }),
});

/** GET getListClaimsCoreMedika/{project}/{payor}/ with status, page, size, sort_order, sort_column, filter_value. */
export const getListClaimsCoreMedika = defineCall({
  method: "GET",
  path: "/api/getListClaimsCoreMedika/:project/:payor/",
  params: byPayor,
  query: z.object({
    status: z
      .string()
      .regex(/^[0-8]$/, "must be a claim status 0–8")
      .transform(Number),
    page: intInRange(1, 1_000_000).default(1),
    size: z
      .enum(CLAIM_PAGE_SIZES.map(String) as [string, ...string[]], { error: "must be 10, 20, 50 or 100" })
      .default("10")
      .transform(Number),
    sort_column: z.enum(CLAIM_SORT_KEYS, { error: `must be one of ${CLAIM_SORT_KEYS.join(", ")}` }).default("request_time"),
    sort_order: z.enum(["asc", "desc"], { error: "must be asc or desc" }).default("desc"),
    filter_value: searchText(),
  }),
  answer: z.object({ total: count, result: z.array(claimHeader) }),
});
