import type { Route } from "./+types/$base.audit-log_.export";
import { readAuditFilters } from "~/.server/features/audit";
import { requireUser } from "~/.server/guard";
import { badRequest, csvExport, csvResponse } from "~/.server/kits/resources";
import { auditExportPages, firstAuditExportPage } from "~/.server/upstream/audit";
import { AUDIT_CSV_COLUMNS, auditExportName } from "~/lib/audit";
import { jakartaToday } from "~/lib/format";
import { screenHref } from "~/lib/screen-table";

/**
 * The Audit Log's export (issue 26): exactly the records the list's filters select, oldest first,
 * streamed as CSV from keyset pages of a thousand (docs/decisions/012). The first page is read
 * before the answer starts, so a refusal is a status and a message, never a broken file:
 *   curl -b jar -OJ "http://localhost:3000/<base>/audit-log/export?entity=contents&record=12"
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { upstream, session, base } = requireUser(context);
  return csvExport(request, session, { back: screenHref("audit-log", { base }, url.searchParams), badFilterBack: screenHref("audit-log", { base }) }, async () => {
    const { filters, problem } = readAuditFilters(url);
    if (problem) badRequest(problem);
    const first = await firstAuditExportPage(upstream, filters);
    return csvResponse({
      filename: auditExportName(filters, jakartaToday()),
      columns: AUDIT_CSV_COLUMNS,
      pages: (signal) => auditExportPages(upstream, filters, first, signal),
      signal: request.signal,
    });
  });
}
