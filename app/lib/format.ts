/**
 * Indonesian formats (SPEC §9): id-ID numbers, Indonesian month names.
 *
 * Written out instead of Intl's formatters (decision 017): making an id-ID formatter loads its
 * locale data, 8 ms for a number format and 3 ms for a Jakarta date format on a fast machine,
 * four times that on a phone, in one piece of a hydrating page that React cannot split. The text is
 * also the same on the server and in every browser, whose Intl data may differ. format.test.ts
 * checks every function against Intl.
 */
export const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];
/** Asia/Jakarta: UTC+7, no daylight saving since 1964. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const NBSP = "\u00a0";

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 1234567 → "1.234.567". */
function groupThousands(digits: string): string {
  let out = "";
  for (let end = digits.length; end > 0; end -= 3) out = digits.slice(Math.max(0, end - 3), end) + (out ? `.${out}` : "");
  return out;
}

let decimalFormat: Intl.NumberFormat | undefined;

/**
 * A percentage as the platform writes it ("4.2%", "10%") in Indonesian ("4,2%"), beside numbers
 * grouped with dots ("4.820"); anything else as it stands, an empty one as "-".
 */
export function formatPercent(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  if (!text) return "-";
  const m = /^(-?\d+(?:\.\d+)?)\s*%$/.exec(text);
  return m ? `${formatNumber(Number(m[1]))}%` : text;
}

export function formatNumber(value: number): string {
  // Negative zero too reads "-0", as Intl.
  if (Number.isSafeInteger(value)) return (value < 0 || Object.is(value, -0) ? "-" : "") + groupThousands(String(Math.abs(value)));
  // Fractions and the odd huge or non-finite value: Intl, made on first use.
  return (decimalFormat ??= new Intl.NumberFormat("id-ID")).format(value);
}

/** Rupiah without decimals (halves away from zero, as Intl); a missing value shows '-'. */
export function formatRupiah(value: number | null | undefined): string {
  if (value == null) return "-";
  const text = `Rp${NBSP}${formatNumber(Math.round(Math.abs(value)))}`;
  // A negative amount keeps its sign even when it rounds to 0 ("-Rp 0"), as Intl.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/** "2026-06" → "Juni 2026"; short: "Jun 26". */
export function formatYearMonth(yearMonth: string, short = false): string {
  const [year, month] = yearMonth.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, 1));
  if (Number.isNaN(date.getTime())) return yearMonth;
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  return short ? `${SHORT_MONTHS[m]} ${pad2(y % 100)}` : `${MONTHS[m]} ${y}`;
}

/** "2026-06-14" → "14 Jun" (short) or "14 Juni 2026". */
export function formatDay(isoDate: string, short = true): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = date.getUTCDate();
  const m = date.getUTCMonth();
  return short ? `${day} ${SHORT_MONTHS[m]}` : `${day} ${MONTHS[m]} ${date.getUTCFullYear()}`;
}

/** A timestamp in Jakarta time, e.g. "14 Jun 2026, 09.30.12". */
export function formatDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const d = new Date(time + JAKARTA_OFFSET_MS);
  const clock = `${pad2(d.getUTCHours())}.${pad2(d.getUTCMinutes())}.${pad2(d.getUTCSeconds())}`;
  return `${pad2(d.getUTCDate())} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${clock}`;
}

/** Today's date in Jakarta ("2026-11-24"): what "expired" and "today" mean to the operators. */
export function jakartaToday(now: number = Date.now()): string {
  const d = new Date(now + JAKARTA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}
