import { z } from "zod";
import type { AuditEntry } from "~/lib/audit";
import type { DateRange } from "~/lib/ecard";
import { path, type Upstream } from "./client";
import { prefetched, type Keyset } from "./ecard";
import { TIMEOUT } from "./request";
import { dataOf } from "./wire";

/**
 * The audit trail's calls (issue 26, platform/services/audit-api.ts; superadmin only): the list,
 * keyset pages by id like getListEcard (newest first for the table, oldest first for the export),
 * and one record.
 */

const fields = z.record(z.string(), z.unknown()).nullable();

// Plain strings, no transforms: an export page holds a thousand of these.
const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  action: z.string(),
  username: z.string(),
  role: z.string(),
  address: z.string(),
  request_id: z.string(),
  screen: z.string(),
  call: z.string(),
  entity: z.string(),
  record_id: z.string(),
  before: fields,
  after: fields,
}) satisfies z.ZodType<AuditEntry, unknown>;

const cursor = z.string().nullish().transform((v) => v || null);

const auditPage = dataOf(z.object({ result: z.array(auditEntry), next: cursor, prev: cursor }));
export type AuditPage = z.infer<typeof auditPage>["data"];

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
  return upstream
    .get(path`/api/auditLog`, { query: { ...auditQuery(filters), size, order: "desc", after: at.after, before: at.before }, schema: auditPage, timeoutMs: TIMEOUT.route })
    .then((a) => a.data);
}

/** GET auditLog/{id}: one record (404 'Catatan audit tidak ditemukan.'). */
export function getAuditEntry(upstream: Upstream, id: string) {
  return upstream.get(path`/api/auditLog/${id}`, { schema: dataOf(auditEntry) }).then((a) => a.data);
}

/** Rows per platform read of an export: the most the platform gives in one page. */
export const AUDIT_EXPORT_PAGE_SIZE = 1000;

function exportPage(upstream: Upstream, filters: AuditFilters, after?: string, signal?: AbortSignal) {
  return upstream
    .get(path`/api/auditLog`, {
      query: { ...auditQuery(filters), size: AUDIT_EXPORT_PAGE_SIZE, order: "asc", after },
      schema: auditPage,
      timeoutMs: TIMEOUT.route,
      signal,
    })
    .then((a) => a.data);
}

/** The first page of an export (oldest first), read before the answer starts (docs/decisions/012). */
export function firstAuditExportPage(upstream: Upstream, filters: AuditFilters) {
  return exportPage(upstream, filters);
}

/** Every record the filters select, oldest first, page after page by keyset (the next one prefetched). */
export async function* auditExportPages(upstream: Upstream, filters: AuditFilters, first: AuditPage, signal: AbortSignal): AsyncGenerator<AuditEntry[]> {
  yield* prefetched(first, (page) => (page.next && !signal.aborted ? exportPage(upstream, filters, page.next, signal) : null));
}
