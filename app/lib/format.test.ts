import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatNumber, formatPercent, formatRupiah, formatYearMonth } from "./format";

// The written-out formats must read exactly as Intl's id-ID formats (what this module used before).
const intl = {
  number: new Intl.NumberFormat("id-ID"),
  rupiah: new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 }),
  monthYear: new Intl.DateTimeFormat("id-ID", { month: "long", year: "numeric", timeZone: "UTC" }),
  shortMonth: new Intl.DateTimeFormat("id-ID", { month: "short", year: "2-digit", timeZone: "UTC" }),
  day: new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "UTC" }),
  longDate: new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  dateTime: new Intl.DateTimeFormat("id-ID", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: "Asia/Jakarta" }),
};

// A fixed sequence (no Math.random): the same cases every run.
function* numbers() {
  let x = 7;
  for (let i = 0; i < 3000; i++) {
    x = (x * 48271) % 2147483647;
    yield x % 10 ** ((i % 16) + 1);
  }
}

describe("id-ID formats", () => {
  it("numbers: every magnitude, negatives, zero and fractions", () => {
    for (const n of [0, -0, 1, -1, 999, 1000, -1000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, 0.5, -1234567.5, 0.12345, 1e21, NaN, Infinity]) expect(formatNumber(n), String(n)).toBe(intl.number.format(n));
    for (const n of numbers()) {
      expect(formatNumber(n)).toBe(intl.number.format(n));
      expect(formatNumber(-n)).toBe(intl.number.format(-n));
    }
  });

  it("rupiah: rounded halves away from zero, negatives, a missing value", () => {
    for (const n of [0, 1, -1, 2.5, -2.5, 0.4, -0.4, -0.5, 1234567.5, -1234567.49, 10 ** 12]) expect(formatRupiah(n), String(n)).toBe(intl.rupiah.format(n));
    for (const n of numbers()) expect(formatRupiah(n / 100)).toBe(intl.rupiah.format(n / 100));
    expect(formatRupiah(null)).toBe("-");
    expect(formatRupiah(undefined)).toBe("-");
  });

  it("months and days of every month, with the text kept when it is not a date", () => {
    for (let year = 1999; year <= 2031; year += 4) {
      for (let month = 1; month <= 12; month++) {
        const ym = `${year}-${String(month).padStart(2, "0")}`;
        const first = new Date(Date.UTC(year, month - 1, 1));
        expect(formatYearMonth(ym)).toBe(intl.monthYear.format(first));
        expect(formatYearMonth(ym, true)).toBe(intl.shortMonth.format(first));
        for (const day of [1, 9, 10, 28]) {
          const iso = `${ym}-${String(day).padStart(2, "0")}`;
          const date = new Date(`${iso}T00:00:00Z`);
          expect(formatDay(iso)).toBe(intl.day.format(date));
          expect(formatDay(`${iso}T23:59:00Z`, false)).toBe(intl.longDate.format(date));
        }
      }
    }
    expect(formatYearMonth("bukan")).toBe("bukan");
    expect(formatDay("bukan")).toBe("bukan");
  });

  it("timestamps in Jakarta time, across midnight and year ends", () => {
    const cases = ["2026-06-14T02:30:12Z", "2026-12-31T16:59:59Z", "2026-12-31T17:00:00Z", "2024-02-28T20:00:00.123Z", "1970-01-01T00:00:00Z", "2026-06-14T09:30:12+07:00"];
    for (const iso of cases) expect(formatDateTime(iso), iso).toBe(intl.dateTime.format(new Date(iso)));
    for (const n of numbers()) {
      const date = new Date(Date.UTC(2000, 0, 1) + (n % 2_000_000_000) * 1000);
      expect(formatDateTime(date.toISOString())).toBe(intl.dateTime.format(date));
    }
    expect(formatDateTime("bukan")).toBe("bukan");
  });
});

describe("formatPercent", () => {
  it("writes the platform's percentages the Indonesian way, beside dot-grouped numbers", () => {
    expect(formatPercent("4.2%")).toBe("4,2%");
    expect(formatPercent("10%")).toBe("10%");
    expect(formatPercent(" 12.75 % ")).toBe("12,75%");
    expect(formatPercent("")).toBe("-");
    expect(formatPercent(null)).toBe("-");
    expect(formatPercent("n/a")).toBe("n/a");
  });
});
