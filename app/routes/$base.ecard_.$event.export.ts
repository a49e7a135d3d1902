import type { Route } from "./+types/$base.ecard_.$event.export";
import { readEcardFilters } from "~/.server/features/ecard";
import { requireUser } from "~/.server/guard";
import { csvExport, csvResponse } from "~/.server/kits/resources";
import { ecardExportPages, firstExportPage } from "~/.server/upstream/ecard";
import { ECARD_CSV_COLUMNS, ecardExportName, parseEcardEvent } from "~/lib/ecard";
import { screenHref } from "~/lib/screen-table";

/**
 * The e-card export (SPEC §2 ecard, §5 'Please Pilih Tanggal!'): exactly the rows the table's
 * filters select, oldest first, streamed as CSV from keyset pages of the platform — no row cap,
 * constant memory, gzip from server.js when the client accepts it. The first page is read before
 * the answer starts, so a refusal is a status and a message, never a broken file:
 *   curl -b jar -OJ "http://localhost:3000/<base>/ecard/transaction/export?from=2026-01-01&to=2026-01-31"
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { upstream, session, base } = requireUser(context);
  return csvExport(request, session, { back: screenHref(`ecard-${parseEcardEvent(params.event) ?? "transaction"}`, { base }, url.searchParams) }, async () => {
    const { event, filters } = await readEcardFilters(url, params.event, upstream, { datesRequired: true });
    const first = await firstExportPage(upstream, filters);
    return csvResponse({
      filename: ecardExportName(event, filters.range!, { payor: filters.payor, corp: filters.corp }),
      columns: ECARD_CSV_COLUMNS,
      pages: (signal) => ecardExportPages(upstream, filters, first, signal),
      signal: request.signal,
    });
  });
}
