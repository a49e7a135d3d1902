import * as contract from "../../../contract/chat";
import type { ParsedAnswerOf } from "../../../contract/define";
import * as provider from "../../../contract/provider";
import * as session from "../../../contract/session";
import type { DateRange, EcardEvent, EcardLog, Reservation } from "~/lib/ecard";
import type { Upstream } from "./client";
import { TIMEOUT } from "./request";
import { requestGatewayToken } from "./session";

/** SPEC §7 e-card and reservation calls (docs/platform-contract.md "Chat and activation"). */


export type EcardPage = ParsedAnswerOf<typeof contract.getListEcard>;

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
  return upstream.call(contract.getListEcard, { params: { project: upstream.user.project_id }, query: { ...ecardQuery(filters), size, after: at.after, before: at.before } }, { timeoutMs: TIMEOUT.route });
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
    upstream.call(contract.getListEcard, { params: { project: upstream.user.project_id }, query: { ...ecardQuery(filters), size: EXPORT_PAGE_SIZE, order: "asc", after } }, { timeoutMs: TIMEOUT.route, signal });
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
  return upstream.call(contract.getListEcard, { params: { project: upstream.user.project_id }, query: { ...ecardQuery(filters), size: EXPORT_FIRST_PAGE_SIZE, order: "asc" } }, { timeoutMs: TIMEOUT.route });
}

/** POST getCollectionLog: activations (or transactions) per day for the summary's chart. */
export function getCollectionLog(upstream: Upstream, event: EcardEvent, filter: { start_date?: string; end_date?: string } = {}) {
  return upstream.call(contract.getCollectionLog, { body: { collection: "ecard_log", event, filter } });
}

export type EcardSummary = ParsedAnswerOf<typeof contract.getCollectionAllByEvent>;

/** POST {gateway}/tools/getCollectionAllByEvent with the gateway's own token (SPEC §7). */
export async function getCollectionAllByEvent(upstream: Upstream, event: EcardEvent): Promise<EcardSummary> {
  const token = await requestGatewayToken(upstream);
  return upstream.call(contract.getCollectionAllByEvent, { body: { event } }, { token });
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
