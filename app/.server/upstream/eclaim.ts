import type { z } from "zod";
import type { ParsedAnswerOf } from "../../../contract/define";
import * as contract from "../../../contract/eclaim";
import * as members from "../../../contract/members";
import { CARD_PATTERN, CLAIM_STATUSES, REQUEST_ID_PATTERN, type ClaimStatus } from "~/lib/claims";
import type { PlatformPage } from "~/lib/list";
import { inPayorScope } from "../access";
import type { Upstream } from "./client";
import { TIMEOUT, UpstreamError } from "./request";

/** SPEC §7 "E-claim" and the reimbursement dashboard calls (docs/platform-contract.md "E-claim"). */

export type ClaimHeader = z.output<typeof contract.claimHeader>;
export type ClaimLog = { log_at: string; claim_process_status: number | null; submission_by: string };
export type MemberDetail = z.output<typeof contract.memberDetail>;

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

/**
 * GET getClaimsCoreMedika/{project}/{requestId} and getLogClaims: one claim with its documents and
 * log, scoped to the user's payors (checked again here: another payor's claim never leaves the server).
 */
export async function getClaim(upstream: Upstream, requestId: string): Promise<Lookup<{ header: ClaimHeader; documents: z.output<typeof contract.claimDocument>[]; logs: ClaimLog[] }>> {
  if (!REQUEST_ID_PATTERN.test(requestId)) return { state: "invalid" };
  const params = { project: upstream.user.project_id, requestId };
  try {
    const [claim, logs] = await Promise.all([upstream.call(contract.getClaimsCoreMedika, { params }), upstream.call(contract.getLogClaims, { params })]);
    const { header, detail } = claim;
    if (!inPayorScope(upstream.user, header.payor_id)) return { state: "not_found" };
    return {
      state: "loaded",
      value: {
        header,
        documents: detail,
        logs: logs.map((l) => ({ log_at: l.log_at, claim_process_status: l.request?.req_header?.claim_process_status ?? null, submission_by: l.submission_by })),
      },
    };
  } catch (error) {
    return lookupFailure(error);
  }
}

/** GET getMemberCoreMedika with getListClaimsCardCoreMedika and getListHistClaimsCardCoreMedika. */
export async function getMemberClaims(upstream: Upstream, card: string): Promise<Lookup<{ member: MemberDetail; current: ClaimHeader[]; history: ClaimHeader[] }>> {
  if (!CARD_PATTERN.test(card)) return { state: "invalid" };
  const params = { project: upstream.user.project_id, card };
  try {
    const [member, current, history] = await Promise.all([
      upstream.call(contract.getMemberCoreMedika, { params }),
      upstream.call(contract.getListClaimsCardCoreMedika, { params }, { timeoutMs: TIMEOUT.route }),
      upstream.call(contract.getListHistClaimsCardCoreMedika, { params }, { timeoutMs: TIMEOUT.route }),
    ]);
    if (!inPayorScope(upstream.user, member.payor_code)) return { state: "not_found" };
    const mine = (claims: ClaimHeader[]) => claims.filter((c) => inPayorScope(upstream.user, c.payor_id));
    return { state: "loaded", value: { member, current: mine(current), history: mine(history) } };
  } catch (error) {
    return lookupFailure(error);
  }
}

export type PayorDashboard = ParsedAnswerOf<typeof contract.getClaimsDashboardPayorCoreMedika>;

/** GET getClaimsDashboardPayorCoreMedika/{project}/{payor}: counts per status and per month. */
export async function getClaimsDashboardPayor(upstream: Upstream, payor: string): Promise<PayorDashboard> {
  const answer = await upstream.call(contract.getClaimsDashboardPayorCoreMedika, { params: { project: upstream.user.project_id, payor } });
  const byStatus = new Map(answer.byStatus.map((s) => [s.status, s.total]));
  // Every status, zeros included, in SPEC order.
  return { ...answer, byStatus: CLAIM_STATUSES.map((status) => ({ status, total: byStatus.get(status) ?? 0 })) };
}

/** GET getListClaimsCoreMedika/{project}/{payor}/ with status, page, sort_order, sort_column, filter_value. */
export async function getListClaims(upstream: Upstream, payor: string, status: ClaimStatus, page: PlatformPage) {
  const answer = await upstream.call(
    contract.getListClaimsCoreMedika,
    { params: { project: upstream.user.project_id, payor }, query: { status, page: page.page, size: page.size, sort_column: page.sort, sort_order: page.order, filter_value: page.q } },
    { timeoutMs: TIMEOUT.route },
  );
  const rows = answer.result.filter((c) => inPayorScope(upstream.user, c.payor_id));
  return { total: answer.total, rows, trimmed: answer.result.length - rows.length };
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
  return upstream.open(contract.claimDocumentFile, { params: { requestId, fileName } });
}
