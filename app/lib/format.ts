/**
 * Indonesian formats (SPEC §9): id-ID numbers, Indonesian month names.
 *
 * Each formatter is made on first use: making an Intl formatter loads its locale data, and the
 * seven together took a long task (about 18 ms, 70 ms at a phone's speed) wherever this module
 * was loaded, formats a page used or not.
 */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const numberFormat = lazy(() => new Intl.NumberFormat("id-ID"));
const rupiahFormat = lazy(() => new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 }));
const monthYearFormat = lazy(() => new Intl.DateTimeFormat("id-ID", { month: "long", year: "numeric", timeZone: "UTC" }));
const shortMonthFormat = lazy(() => new Intl.DateTimeFormat("id-ID", { month: "short", year: "2-digit", timeZone: "UTC" }));
const dayFormat = lazy(() => new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "UTC" }));
const longDateFormat = lazy(() => new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));
const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat("id-ID", {
      day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "Asia/Jakarta",
    }),
);

export const formatNumber = (value: number) => numberFormat().format(value);

/** Rupiah without decimals; a missing value shows '-'. */
export const formatRupiah = (value: number | null | undefined) => (value == null ? "-" : rupiahFormat().format(value));

/** "2026-06" → "Juni 2026". */
export function formatYearMonth(yearMonth: string, short = false): string {
  const [year, month] = yearMonth.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, 1));
  return Number.isNaN(date.getTime()) ? yearMonth : (short ? shortMonthFormat : monthYearFormat)().format(date);
}

/** "2026-06-14" → "14 Jun" (short) or "14 Juni 2026". */
export function formatDay(isoDate: string, short = true): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : (short ? dayFormat : longDateFormat)().format(date);
}

/** A timestamp in Jakarta time, e.g. "14 Jun 2026, 09.30.12". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}
