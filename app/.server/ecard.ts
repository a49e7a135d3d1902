import { data } from "react-router";
import { checkDateRange, parseEcardEvent } from "~/lib/ecard";
import { code, defineList, freeText, LENGTH_MENU, readList, SEARCH_MAX } from "~/lib/list";
import type { Upstream } from "./upstream/client";
import type { EcardFilters } from "./upstream/ecard";
import { getPayors } from "./upstream/shell";

/**
 * The e-card table's URL state (SPEC §2 ecard), read once for the table and for its export, so the
 * export holds exactly the rows the table selects.
 */
const CURSOR = /^[A-Za-z0-9._-]{1,80}$/;
export const ecardList = defineList({
  strict: true,
  pageSizes: LENGTH_MENU.general,
  // the platform's bound on getListEcard's search (contract/chat.ts)
  searchMax: SEARCH_MAX,
  filters: {
    payor: code(/^[A-Za-z0-9_-]{1,20}$/),
    corp: code(/^[A-Za-z0-9_-]{1,40}$/),
    cq: freeText(100),
    from: freeText(10),
    to: freeText(10),
    after: code(CURSOR),
    before: code(CURSOR),
  },
});

/** The list state of the URL as the platform's e-card filters; a bad value is a 4xx with its message. */
export async function readEcardFilters(url: URL, eventSegment: string, upstream: Upstream, options: { datesRequired?: boolean } = {}) {
  const event = parseEcardEvent(eventSegment);
  if (!event) throw data({ message: `Event "${eventSegment.slice(0, 20)}" tidak dikenal: gunakan transaction atau activation.` }, { status: 404 });
  const list = readList(url, ecardList);
  const dates = checkDateRange(list.filters.from, list.filters.to, options.datesRequired);
  if ("problem" in dates) throw data({ message: dates.problem }, { status: 400 });
  const payors = await getPayors(upstream);
  const { payor, corp } = list.filters;
  if (payor && !payors.some((p) => p.payor_code === payor)) throw data({ message: `Payor "${payor}" tidak ditemukan untuk akun anda.` }, { status: 404 });
  const filters: EcardFilters = { event, payor, corp, range: dates.range, q: list.search };
  return { event, list, filters, payors };
}

