import * as contract from "../../../contract/audit";
import type { ParsedAnswerOf } from "../../../contract/define";
import { AUDIT_PAGE_MAX } from "../../../contract/lists";
import type { AuditEntry } from "~/lib/audit";
import type { DateRange } from "~/lib/ecard";
import type { Upstream } from "./client";
import { prefetched, type Keyset } from "./ecard";
import { TIMEOUT } from "./request";

/**
 * The audit trail's calls (issue 26, platform/services/audit-api.ts; superadmin only): the list,
 * keyset pages by id like getListEcard (newest first for the table, oldest first for the export),
 * and one record.
 */

export type AuditPage = ParsedAnswerOf<typeof contract.auditLog>;

export type AuditFilters = { user: string; screen: string; entity: string; record: string; kind: string; action: string; range: DateRange };

function auditQuery(filters: AuditFilters) {
  return {
    user: filters.user || undefined,
    screen: filters.screen || undefined,
    entity: filters.entity || undefined,
    record: filters.record || undefined,
    kind: filters.kind || undefined,
    action: filters.action || undefined,
    start_date: filters.range?.from,
    end_date: filters.range?.to,
  };
}

/** GET auditLog: one page, newest first, by keyset (never OFFSET). */
export function getAuditLog(upstream: Upstream, filters: AuditFilters, size: number, at: Keyset = {}) {
  return upstream.call(contract.auditLog, { query: { ...auditQuery(filters), size, order: "desc", after: at.after, before: at.before } }, { timeoutMs: TIMEOUT.route });
}

/** GET auditLog/{id}: one record (404 'Catatan audit tidak ditemukan.'). */
export function getAuditEntry(upstream: Upstream, id: string) {
  return upstream.call(contract.auditLogEntry, { params: { id } });
}

/** Rows per platform read of an export: the most the platform gives in one page. */
export const AUDIT_EXPORT_PAGE_SIZE = AUDIT_PAGE_MAX;

function exportPage(upstream: Upstream, filters: AuditFilters, after?: string, signal?: AbortSignal) {
  return upstream.call(contract.auditLog, { query: { ...auditQuery(filters), size: AUDIT_EXPORT_PAGE_SIZE, order: "asc", after } }, { timeoutMs: TIMEOUT.route, signal });
}

/** The first page of an export (oldest first), read before the answer starts (docs/decisions/012). */
export function firstAuditExportPage(upstream: Upstream, filters: AuditFilters) {
  return exportPage(upstream, filters);
}

/** Every record the filters select, oldest first, page after page by keyset (the next one prefetched). */
export async function* auditExportPages(upstream: Upstream, filters: AuditFilters, first: AuditPage, signal: AbortSignal): AsyncGenerator<AuditEntry[]> {
  yield* prefetched(first, (page) => (page.next && !signal.aborted ? exportPage(upstream, filters, page.next, signal) : null));
}
