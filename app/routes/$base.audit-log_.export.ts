import type { Route } from "./+types/$base.audit-log_.export";
import { readAuditFilters } from "~/.server/audit";
import { requireUser } from "~/.server/guard";
import { csvResponse, exportRefused } from "~/.server/resources";
import { auditExportPages, firstAuditExportPage } from "~/.server/upstream/audit";
import { UpstreamError } from "~/.server/upstream/request";
import { AUDIT_CSV_COLUMNS, auditExportName } from "~/lib/audit";
import { ECARD_MESSAGES } from "~/lib/ecard";
import { jakartaToday } from "~/lib/format";
import { ListParamError } from "~/lib/list";

/**
 * The Audit Log's export (issue 26): exactly the records the list's filters select, oldest first,
 * streamed as CSV from keyset pages of a thousand (docs/decisions/012). The first page is read
 * before the answer starts, so a refusal is a status and a message, never a broken file:
 *   curl -b jar -OJ "http://localhost:3000/<base>/audit-log/export?entity=contents&record=12"
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { upstream, session, base } = requireUser(context);
  const back = `/${base}/audit-log${url.search}`;
  try {
    const { filters, problem } = readAuditFilters(url);
    if (problem) return exportRefused(request, session, { message: problem, status: 400, back });
    const first = await firstAuditExportPage(upstream, filters);
    return csvResponse({
      filename: auditExportName(filters, jakartaToday()),
      columns: AUDIT_CSV_COLUMNS,
      pages: (signal) => auditExportPages(upstream, filters, first, signal),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof UpstreamError) {
      const message = error.status >= 500 ? ECARD_MESSAGES.errorGetData : error.message;
      return exportRefused(request, session, { message, status: error.status >= 500 ? 502 : error.status, back });
    }
    // A forged filter (the list is strict): back to the list without it would hide it, so the list shows it.
    if (error instanceof ListParamError) return exportRefused(request, session, { message: error.message, status: 400, back: `/${base}/audit-log` });
    throw error;
  }
}
