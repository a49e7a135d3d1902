import type { Route } from "./+types/$base.reservation_.export";
import { requireUser } from "~/.server/guard";
import { csvExport, csvResponse } from "~/.server/kits/resources";
import { EXPORT_PAGE_SIZE, getListReservation, reservationExportPages } from "~/.server/upstream/ecard";
import { RESERVATION_CSV_COLUMNS, reservationList } from "~/lib/ecard";
import { readList } from "~/lib/list";
import { screenHref } from "~/lib/screen-table";

/**
 * The reservation export: every reservation the search selects, newest first, streamed as CSV
 * from keyset pages of the platform (no cap, constant memory):
 *   curl -b jar -OJ "http://localhost:3000/<base>/reservation/export?q=8001"
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { upstream, session, base } = requireUser(context);
  return csvExport(request, session, { back: screenHref("reservation", { base }, url.searchParams) }, async () => {
    // The table's own reading: a search past its bound is refused with the table's message.
    const { q } = readList(url, reservationList);
    const first = await getListReservation(upstream, q, { size: EXPORT_PAGE_SIZE }, request.signal);
    const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    return csvResponse({
      filename: `reservation${q ? `-${q}` : ""}-${day}.csv`,
      columns: RESERVATION_CSV_COLUMNS,
      pages: (signal) => reservationExportPages(upstream, q, first, signal),
      signal: request.signal,
    });
  });
}
