import { z } from "zod";
import type { ParsedAnswerOf } from "../../../contract/define";
import * as provider from "../../../contract/provider";
import * as session from "../../../contract/session";
import type { DateRange, EcardEvent, EcardLog, Reservation } from "~/lib/ecard";
import { path, type Upstream } from "./client";
import { TIMEOUT } from "./request";
import { requestGatewayToken } from "./session";
import { count, dataOf } from "./wire";

/** SPEC §7 e-card and reservation calls (docs/platform-contract.md "E-card and reservations"). */

const text = z.string().nullish().transform((v) => v ?? "");

// Plain strings, no transforms: zod checks a 5,000-row export page of these in about 1.5 ms (with
// nullish-with-default fields it took 21 ms, a fifth of the platform's own time per page).
const ecardLog = z.object({
  id: z.string(),
  card_no: z.string(),
  member_name: z.string(),
  payor_code: z.string(),
  corp_code: z.string(),
  registered_date: z.string(),
  event: z.string(),
  body: z.object({ claim_id: z.string(), provider: z.string() }),
}) satisfies z.ZodType<EcardLog, unknown>;

const cursor = z.string().nullish().transform((v) => v || null);

const ecardPage = dataOf(
  z.object({
    total: count,
    total_exact: z.boolean(),
    result: z.array(ecardLog),
    next: cursor,
    prev: cursor,
  }),
);
export type EcardPage = z.infer<typeof ecardPage>["data"];

export type EcardFilters = { event: EcardEvent; payor: string; corp: string; range: DateRange; q: string };
/** A keyset position: rows after or before an opaque cursor of the platform. */
export type Keyset = { after?: string; before?: string };

function ecardQuery(filters: EcardFilters) {
  return {
    event: filters.event,
    payor_code: filters.payor || undefined,
    corp_code: filters.corp || undefined,
    start_date: filters.range?.from,
    end_date: filters.range?.to,
    q: filters.q || undefined,
  };
}

/** GET getListEcard/{project}/: one page, newest first, by keyset (never OFFSET). */
export function getListEcard(upstream: Upstream, filters: EcardFilters, size: number, at: Keyset = {}) {
  return upstream
    .get(path`/api/getListEcard/${upstream.user.project_id}/`, {
      query: { ...ecardQuery(filters), size, after: at.after, before: at.before },
      schema: ecardPage,
      timeoutMs: TIMEOUT.route,
    })
    .then((a) => a.data);
}

/** Rows per platform read of an export: large enough to keep the platform busy, small enough for memory. */
export const EXPORT_PAGE_SIZE = 5000;
/** The first read is small, so the download starts at once (it is read before the answer starts). */
export const EXPORT_FIRST_PAGE_SIZE = 500;

/**
 * Every row the filters select, oldest first, as pages read one after the other by keyset. The
 * first page is read by the caller (so a refusal is a status, not a broken file). The next page is
 * asked for while the current one is written, so the platform and the CSV work overlap; `signal`
 * stops the reads when the download is dropped.
 */
export async function* ecardExportPages(upstream: Upstream, filters: EcardFilters, first: EcardPage, signal: AbortSignal): AsyncGenerator<EcardLog[]> {
  const read = (after: string) =>
    upstream
      .get(path`/api/getListEcard/${upstream.user.project_id}/`, {
        query: { ...ecardQuery(filters), size: EXPORT_PAGE_SIZE, order: "asc", after },
        schema: ecardPage,
        timeoutMs: TIMEOUT.route,
        signal,
      })
      .then((a) => a.data);
  yield* prefetched(first, (page) => (page.next && !signal.aborted ? read(page.next) : null));
}

/** Pages of a keyset read with the next one already on its way while the current one is used (the exports'). */
export async function* prefetched<Page extends { result: Row[] }, Row>(first: Page, next: (page: Page) => Promise<Page> | null): AsyncGenerator<Row[]> {
  let page = first;
  for (;;) {
    const coming = next(page);
    // A read still in flight when the download ends must not become an unhandled rejection.
    coming?.catch(() => {});
    yield page.result;
    if (!coming) return;
    page = await coming;
  }
}

/** The first page of an export (oldest first). */
export function firstExportPage(upstream: Upstream, filters: EcardFilters) {
  return upstream
    .get(path`/api/getListEcard/${upstream.user.project_id}/`, {
      query: { ...ecardQuery(filters), size: EXPORT_FIRST_PAGE_SIZE, order: "asc" },
      schema: ecardPage,
      timeoutMs: TIMEOUT.route,
    })
    .then((a) => a.data);
}

const collectionLog = dataOf(z.object({ total: count, byDay: z.array(z.object({ day: z.string(), total: count })) }));

/** POST getCollectionLog: activations (or transactions) per day for the summary's chart. */
export function getCollectionLog(upstream: Upstream, event: EcardEvent, filter: { start_date?: string; end_date?: string } = {}) {
  return upstream.post(path`/api/getCollectionLog`, { collection: "ecard_log", event, filter }, { schema: collectionLog }).then((a) => a.data);
}

const collectionAll = dataOf(
  z.object({
    projects: z.array(z.object({ project_id: z.string(), project_name: text, total: count, corporates: count })),
    total: count,
    corporates: count,
  }),
);
export type EcardSummary = z.infer<typeof collectionAll>["data"];

/** POST {gateway}/tools/getCollectionAllByEvent with the gateway's own token (SPEC §7). */
export async function getCollectionAllByEvent(upstream: Upstream, event: EcardEvent): Promise<EcardSummary> {
  const token = await requestGatewayToken(upstream);
  const answer = await upstream.post(path`/gateway/tools/getCollectionAllByEvent`, { event }, { schema: collectionAll, token });
  return answer.data;
}

/** GET linkProjectEcard: the project's public e-card page. */
export function linkProjectEcard(upstream: Upstream) {
  return upstream.call(session.linkProjectEcard, {});
}

export type ReservationPage = ParsedAnswerOf<typeof provider.getListReservation>;

/** GET getListReservation/{project}/: a page of the table (page numbers) or of an export (keyset). */
export function getListReservation(upstream: Upstream, q: string, at: { page: number; size: number } | { after?: string; size: number }, signal?: AbortSignal) {
  return upstream.call(provider.getListReservation, { params: { project: upstream.user.project_id }, query: { q: q || undefined, ...at } }, { timeoutMs: TIMEOUT.route, signal });
}

/** Every reservation the search selects, newest first, page after page by keyset (the next one prefetched). */
export async function* reservationExportPages(upstream: Upstream, q: string, first: ReservationPage, signal: AbortSignal): AsyncGenerator<Reservation[]> {
  yield* prefetched(first, (page) => (page.next && !signal.aborted ? getListReservation(upstream, q, { after: page.next, size: EXPORT_PAGE_SIZE }, signal) : null));
}
