/**
 * E-card data and reservations (SPEC §2 "Chat and e-card", §3 E-card log and Reservation, §4
 * reservation status, §5 'Please Pilih Tanggal!', §9 dates): events, the date range rule and the
 * CSV columns of both exports. Shared by server and browser.
 */

import type { z } from "zod";
import type { ecardLog } from "../../contract/chat";
import type { reservation } from "../../contract/provider";
import { ECARD_EVENTS, RESERVATION_SEARCH_MAX } from "../../contract/lists";
import { DAY_FORMAT, parseDay } from "./day";
import { code, defineList, freeText, LENGTH_MENU, SEARCH_MAX } from "./list";

export type EcardEvent = (typeof ECARD_EVENTS)[number];

export function parseEcardEvent(segment: string | undefined): EcardEvent | null {
  return (ECARD_EVENTS as readonly string[]).includes(segment ?? "") ? (segment as EcardEvent) : null;
}

/**
 * The e-card table's URL state (SPEC §2 ecard): the server reads it for the table and for its
 * export (app/.server/features/ecard.ts), the table reads its length menu and search bound.
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

/** The reservation table's URL state, read by the table and by its export (SPEC §9 general tables). */
export const reservationList = defineList({ strict: true, pageSizes: LENGTH_MENU.general, searchMax: RESERVATION_SEARCH_MAX });

export const ECARD_MESSAGES = {
  /** SPEC §5/§8: an export needs its dates. */
  pickDates: "Please Pilih Tanggal!",
  /** SPEC §8: the platform could not answer. */
  errorGetData: "Error Get Data!",
  tooMuch: "Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!",
} as const;

/** The longest range a table or an export may ask for (a year; the platform enforces it too). */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

export type DateRange = { from: string; to: string } | null;

/**
 * SPEC §9 date range: days as typed (DD-MM-YYYY) or as links carry them (YYYY-MM-DD), answered
 * as YYYY-MM-DD for the platform; both or neither, the end on or after the start, at most a year.
 * The end date counts to the end of its day (the platform reads it so). `required` for exports.
 */
export function checkDateRange(from: string, to: string, required = false): { range: DateRange } | { problem: string } {
  const start = from.trim();
  const end = to.trim();
  if (!start && !end) return required ? { problem: ECARD_MESSAGES.pickDates } : { range: null };
  if (!start || !end) return { problem: required ? ECARD_MESSAGES.pickDates : "Isi tanggal awal dan tanggal akhir." };
  const first = parseDay(start);
  const last = parseDay(end);
  if (!first) return { problem: `Tanggal awal "${start.slice(0, 20)}" tidak valid (${DAY_FORMAT}).` };
  if (!last) return { problem: `Tanggal akhir "${end.slice(0, 20)}" tidak valid (${DAY_FORMAT}).` };
  if (last < first) return { problem: "Tanggal akhir harus sesudah tanggal awal." };
  const days = (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) return { problem: `Rentang tanggal maksimal ${MAX_RANGE_DAYS} hari.` };
  return { range: { from: first, to: last } };
}

/** SPEC §3 E-card log as the console reads it. */
export type EcardLog = z.output<typeof ecardLog>;

/** SPEC §3 Reservation (contract/provider.ts). */
export type Reservation = z.output<typeof reservation>;

/** SPEC §4 reservation status. */
export const RESERVATION_STATUS_LABEL: Record<number, string> = { 1: "New Request", 2: "Reschedule", 3: "Cancel", 4: "Approve" };
export const RESERVATION_STATUS_COLOR: Record<number, "blue" | "amber" | "red" | "green"> = { 1: "blue", 2: "amber", 3: "red", 4: "green" };
export const reservationStatusLabel = (status: number) => RESERVATION_STATUS_LABEL[status] ?? `Status ${status}`;

/** "2026-06-14T02:30:00Z" → "2026-06-14 09:30:00" in Jakarta time: what a spreadsheet sorts and reads. */
export function jakartaDateTime(iso: string): string {
  // An export's rows come in time order, so a run of them shares its UTC hour: the hour is
  // converted once and the minutes and seconds copied (the Date work was a fifth of the export's
  // time in the console).
  if (UTC_SECONDS.test(iso)) {
    const hour = iso.slice(0, 13);
    if (hour !== lastHour.utc) {
      const time = Date.parse(`${hour}:00:00Z`);
      lastHour = { utc: hour, jakarta: Number.isNaN(time) ? "" : jakartaDateTimeOf(`${hour}:00:00Z`).slice(0, 13) };
    }
    if (lastHour.jakarta) return lastHour.jakarta + iso.slice(13, 19);
  }
  return jakartaDateTimeOf(iso);
}

/** A UTC time to the second (fraction allowed), in the shape the platform writes. */
const UTC_SECONDS = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?Z$/;
let lastHour = { utc: "", jakarta: "" };

function jakartaDateTimeOf(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + 7 * 3600_000).toISOString().replace("T", " ").slice(0, 19);
}

type Cell = string | number | null;
export type CsvColumnOf<Row> = { header: string; value: (row: Row) => Cell };

/** The e-card export: the table's columns, in its order, dates in Jakarta time. */
export const ECARD_CSV_COLUMNS: readonly CsvColumnOf<EcardLog>[] = [
  { header: "card_no", value: (r) => r.card_no },
  { header: "member_name", value: (r) => r.member_name },
  { header: "payor_code", value: (r) => r.payor_code },
  { header: "corp_code", value: (r) => r.corp_code },
  { header: "registered_date", value: (r) => jakartaDateTime(r.registered_date) },
  { header: "event", value: (r) => r.event },
  { header: "claim_id", value: (r) => r.body.claim_id || null },
  { header: "provider", value: (r) => r.body.provider || null },
];

export const RESERVATION_CSV_COLUMNS: readonly CsvColumnOf<Reservation>[] = [
  { header: "card_no", value: (r) => r.data.card_no },
  { header: "name", value: (r) => r.data.name },
  { header: "email", value: (r) => r.data.email },
  { header: "payor_code", value: (r) => r.data.payor_code },
  { header: "provider_name", value: (r) => r.data.provider_name },
  { header: "poly_desc", value: (r) => r.data.poly_desc },
  { header: "reservation_date", value: (r) => jakartaDateTime(r.data.reservation_date) },
  { header: "status", value: (r) => reservationStatusLabel(r.data.status) },
];

/** The export's file name says what it holds: `ecard-transaction-2026-01-01_2026-01-31.csv`. */
export function ecardExportName(event: EcardEvent, range: { from: string; to: string }, filters: { payor?: string; corp?: string } = {}): string {
  const scope = [filters.payor, filters.corp].filter(Boolean).join("-");
  return `ecard-${event}${scope ? `-${scope}` : ""}-${range.from}_${range.to}.csv`;
}
