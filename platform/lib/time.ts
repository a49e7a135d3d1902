// Calendar helpers. Dates and months are Indonesian Western Time (WIB, UTC+7, no DST), like the console.
export const WIB_OFFSET_MS = 7 * 3600_000;
export const DAY_MS = 86_400_000;

/** Start of the WIB day containing `now`, as an instant. */
export function wibMidnight(now: Date): Date {
  const local = now.getTime() + WIB_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - WIB_OFFSET_MS);
}

/** YYYY-MM-DD of the WIB calendar day of an instant. */
export function wibDate(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

/** A date string `days` days before the WIB day of `now`. */
export function daysAgo(now: Date, days: number): string {
  return wibDate(new Date(wibMidnight(now).getTime() - days * DAY_MS));
}

/** The instant WIB month `month` (1–12) of `year` starts. */
export function wibMonthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month - 1, 1) - WIB_OFFSET_MS);
}

/** [year, month 1–12] of the WIB calendar month containing `now`. */
export function wibYearMonth(now: Date): [number, number] {
  const local = new Date(now.getTime() + WIB_OFFSET_MS);
  return [local.getUTCFullYear(), local.getUTCMonth() + 1];
}

/** SQL time-zone name matching WIB_OFFSET_MS, for grouping by local day or month. */
export const WIB_ZONE = "Asia/Jakarta";
