import { dateText } from "./messages-kit";

/**
 * Days as operators type and read them (issue 27, point 6; SPEC §9): DD-MM-YYYY in every date
 * field whatever the browser's language, YYYY-MM-DD in URLs, queries and the platform's calls. One
 * parser for both sides, so a form sent without JavaScript, a link, a curl user and the browser's
 * own check all read a day the same way.
 */

/** The days a field accepts (a typo such as 0205 or 20255 is refused, not sent to the platform). */
export const DAY_MIN = "2000-01-01";
export const DAY_MAX = "2100-12-31";

/** What a field shows when it is empty, and what a bad day is told. */
export const DAY_FORMAT = "DD-MM-YYYY";
export const DAY_INVALID = dateText.invalid(DAY_FORMAT, "05-03-2025");

// 05-03-2025, 5-3-2025, 05/03/2025, 05.03.2025 (a four-digit year: "05-03-25" is refused, not guessed).
const TYPED = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
// 2025-03-05: what URLs, links, curl and older bookmarks carry.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "05-03-2025" (or "5/3/2025", or "2025-03-05") → "2025-03-05"; not a real day in range → null. */
export function parseDay(text: string | null | undefined): string | null {
  const value = (text ?? "").trim();
  let year: number, month: number, day: number;
  const typed = TYPED.exec(value);
  const iso = typed ? null : ISO.exec(value);
  if (typed) [day, month, year] = [Number(typed[1]), Number(typed[2]), Number(typed[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const result = `${year}-${pad2(month)}-${pad2(day)}`;
  return result >= DAY_MIN && result <= DAY_MAX ? result : null;
}

/** Whether the text is a day a field accepts. */
export const isDay = (text: string | null | undefined) => parseDay(text) !== null;

/** "2025-03-05" → "05-03-2025"; text that is not a day stays as typed (so a refused one can be corrected). */
export function showDay(value: string | null | undefined): string {
  const day = parseDay(value);
  if (!day) return value ?? "";
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
