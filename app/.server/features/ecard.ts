import { data } from "react-router";
import { checkDateRange, ecardList, parseEcardEvent } from "~/lib/ecard";
import { readList } from "~/lib/list";
import type { Upstream } from "../upstream/client";
import type { EcardFilters } from "../upstream/ecard";
import { getPayors } from "../upstream/shell";

/**
 * The list state of the URL (ecardList) as the platform's e-card filters, read once for the table
 * and for its export, so the export holds exactly the rows the table selects; a bad value is a 4xx
 * with its message.
 */
export async function readEcardFilters(url: URL, eventSegment: string, upstream: Upstream, options: { datesRequired?: boolean } = {}) {
  const event = parseEcardEvent(eventSegment);
  if (!event) throw data({ message: `Event "${eventSegment.slice(0, 20)}" tidak dikenal: gunakan transaction atau activation.` }, { status: 404 });
  const list = readList(url, ecardList);
  const dates = checkDateRange(list.filters.from, list.filters.to, options.datesRequired);
  if ("problem" in dates) throw data({ message: dates.problem }, { status: 400 });
  const payors = await getPayors(upstream);
  const { payor, corp } = list.filters;
  if (payor && !payors.some((p) => p.payor_code === payor)) throw data({ message: `Payor "${payor}" tidak ditemukan untuk akun anda.` }, { status: 404 });
  const filters: EcardFilters = { event, payor, corp, range: dates.range, q: list.q };
  return { event, list, filters, payors };
}

