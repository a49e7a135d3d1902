import { z } from "zod";
import type { ParsedAnswerOf } from "../../../contract/define";
import { claimHeader } from "../../../contract/eclaim";
import { blankText as text, dayOrNone as day } from "../../../contract/fields";
import * as members from "../../../contract/members";
import { CARD_PATTERN, CLAIM_STATUSES, REQUEST_ID_PATTERN, type ClaimStatus } from "~/lib/claims";
import type { PlatformPage } from "~/lib/list";
import { inPayorScope } from "../access";
import { path, type Upstream } from "./client";
import { TIMEOUT, UpstreamError } from "./request";
import { count, dataOf, listOf, pageOf } from "./wire";

/** SPEC §7 "E-claim" and the reimbursement dashboard calls (docs/platform-contract.md "E-claim"). */

/** SPEC §3 Claim header. */
export type ClaimHeader = z.output<typeof claimHeader>;

/** SPEC §3 Claim detail: a document code and its comma-separated file list. */
const claimDocument = z.object({ code: z.string(), name: text, file_source: text });

/** SPEC §3 Claim log. */
const claimLog = z.object({
  log_at: z.string(),
  request: z
    .object({ req_header: z.object({ claim_process_status: z.coerce.number().int().nullish() }).nullish() })
    .nullish(),
  submission_by: text,
});
export type ClaimLog = { log_at: string; claim_process_status: number | null; submission_by: string };

/** SPEC §3 Member detail (e-claim lookup). */
const memberDetail = z.object({
  name: z.string(),
  card_no: z.string(),
  payor_code: z.string(),
  payor_name: text,
  employee_id: text,
  gender: text,
  member_since: day,
  dateofbirth: day,
  bank_account: text,
  help_line: text,
  member_type: text,
});
export type MemberDetail = z.infer<typeof memberDetail>;

/** A lookup by request ID or card number, in SPEC §4's states. */
export type Lookup<T> = { state: "loaded"; value: T } | { state: "not_found" } | { state: "invalid" };

/**
 * The platform's answer for another payor's record is `reason: "other_payor"` (SPEC §4 "not
 * found for your account"); a malformed or unknown one is invalid. Anything else is a failure
 * the screen shows as such.
 */
function lookupFailure(error: unknown): { state: "not_found" } | { state: "invalid" } {
  if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
    return error.reason === "other_payor" ? { state: "not_found" } : { state: "invalid" };
  }
  throw error;
}

const claimWithDocuments = z.object({ header: claimHeader, detail: z.array(claimDocument) });

/**
 * GET getClaimsCoreMedika/{project}/{requestId} and getLogClaims: one claim with its documents and
 * log, scoped to the user's payors (checked again here: another payor's claim never leaves the server).
 */
export async function getClaim(upstream: Upstream, requestId: string): Promise<Lookup<{ header: ClaimHeader; documents: z.infer<typeof claimDocument>[]; logs: ClaimLog[] }>> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return { state: "invalid" };
  const project = upstream.user.project_id;
  try {
    const [claim, logs] = await Promise.all([
      upstream.get(path`/api/getClaimsCoreMedika/${project}/${requestId}`, { schema: dataOf(claimWithDocuments) }),
      upstream.get(path`/api/getLogClaims/${project}/${requestId}`, { schema: listOf(claimLog) }),
    ]);
    const { header, detail } = claim.data;
    if (!inPayorScope(upstream.user, header.payor_id)) return { state: "not_found" };
    return {
      state: "loaded",
      value: {
        header,
        documents: detail,
        logs: logs.data.map((l) => ({ log_at: l.log_at, claim_process_status: l.request?.req_header?.claim_process_status ?? null, submission_by: l.submission_by })),
      },
    };
  } catch (error) {
    return lookupFailure(error);
  }
}

/** GET getMemberCoreMedika with getListClaimsCardCoreMedika and getListHistClaimsCardCoreMedika. */
export async function getMemberClaims(upstream: Upstream, card: string): Promise<Lookup<{ member: MemberDetail; current: ClaimHeader[]; history: ClaimHeader[] }>> {
  if (!CARD_PATTERN.test(card)) return { state: "invalid" };
  const project = upstream.user.project_id;
  try {
    const [member, current, history] = await Promise.all([
      upstream.get(path`/api/getMemberCoreMedika/${project}/${card}`, { schema: dataOf(memberDetail) }),
      upstream.get(path`/api/getListClaimsCardCoreMedika/${project}/${card}`, { schema: listOf(claimHeader), timeoutMs: TIMEOUT.route }),
      upstream.get(path`/api/getListHistClaimsCardCoreMedika/${project}/${card}`, { schema: listOf(claimHeader), timeoutMs: TIMEOUT.route }),
    ]);
    if (!inPayorScope(upstream.user, member.data.payor_code)) return { state: "not_found" };
    const mine = (claims: ClaimHeader[]) => claims.filter((c) => inPayorScope(upstream.user, c.payor_id));
    return { state: "loaded", value: { member: member.data, current: mine(current.data), history: mine(history.data) } };
  } catch (error) {
    return lookupFailure(error);
  }
}

const payorDashboard = z.object({
  payor_code: z.string(),
  total: count,
  byStatus: z.array(z.object({ status: z.coerce.number().int(), total: count })),
  byMonth: z.array(z.object({ month: z.string(), total: count })),
});
export type PayorDashboard = z.infer<typeof payorDashboard>;

/** GET getClaimsDashboardPayorCoreMedika/{project}/{payor}: counts per status and per month. */
export async function getClaimsDashboardPayor(upstream: Upstream, payor: string): Promise<PayorDashboard> {
  const answer = await upstream.get(path`/api/getClaimsDashboardPayorCoreMedika/${upstream.user.project_id}/${payor}`, { schema: dataOf(payorDashboard) });
  const byStatus = new Map(answer.data.byStatus.map((s) => [s.status, s.total]));
  // Every status, zeros included, in SPEC order.
  return { ...answer.data, byStatus: CLAIM_STATUSES.map((status) => ({ status, total: byStatus.get(status) ?? 0 })) };
}

/** GET getListClaimsCoreMedika/{project}/{payor}/ with status, page, sort_order, sort_column, filter_value. */
export async function getListClaims(upstream: Upstream, payor: string, status: ClaimStatus, page: PlatformPage) {
  const answer = await upstream.get(path`/api/getListClaimsCoreMedika/${upstream.user.project_id}/${payor}/`, {
    query: { status, page: page.page, size: page.size, sort_column: page.sort, sort_order: page.order, filter_value: page.q },
    schema: pageOf(claimHeader),
    timeoutMs: TIMEOUT.route,
  });
  const rows = answer.data.result.filter((c) => inPayorScope(upstream.user, c.payor_id));
  return { total: answer.data.total, rows, trimmed: answer.data.result.length - rows.length };
}

export type ReimbursementRow = ParsedAnswerOf<typeof members.getClaimReimClient>[number];

/** GET getClaimReimClient/{project} (optional payorCode): reimbursement claims per payor. */
export async function getClaimReimClient(upstream: Upstream, payorCode?: string): Promise<ReimbursementRow[]> {
  const rows = await upstream.call(members.getClaimReimClient, { params: { project: upstream.user.project_id }, query: { payorCode } });
  return rows.filter((r) => inPayorScope(upstream.user, r.payor_code));
}

export type ReimbursementDetail = ParsedAnswerOf<typeof members.getClaimReimClientDetail>;

/** GET getClaimReimClientDetail/{project}/{payor}. */
export async function getClaimReimClientDetail(upstream: Upstream, payor: string): Promise<Lookup<ReimbursementDetail>> {
  try {
    const detail = await upstream.call(members.getClaimReimClientDetail, { params: { project: upstream.user.project_id, payor } });
    if (!inPayorScope(upstream.user, detail.payor_code)) return { state: "not_found" };
    return { state: "loaded", value: { ...detail, recent: detail.recent.filter((c) => inPayorScope(upstream.user, c.payor_id)) } };
  } catch (error) {
    return lookupFailure(error);
  }
}

/** One file of a claim document, streamed (the platform checks the claim's payor again). */
export function openClaimDocument(upstream: Upstream, requestId: string, fileName: string) {
  return upstream.stream(path`/api/claimDocument/${requestId}/${fileName}`);
}
