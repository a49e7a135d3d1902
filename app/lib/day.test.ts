import { describe, expect, it } from "vitest";
import { isDay, parseDay, showDay } from "./day";

describe("parseDay (DD-MM-YYYY typed, YYYY-MM-DD from URLs)", () => {
  it("reads the Indonesian order and the ISO one as the same day", () => {
    expect(parseDay("05-03-2025")).toBe("2025-03-05");
    expect(parseDay("2025-03-05")).toBe("2025-03-05");
    expect(parseDay(" 5-3-2025 ")).toBe("2025-03-05");
    expect(parseDay("05/03/2025")).toBe("2025-03-05");
    expect(parseDay("05.03.2025")).toBe("2025-03-05");
    expect(parseDay("29-02-2024")).toBe("2024-02-29");
    expect(parseDay("31-12-2100")).toBe("2100-12-31");
    expect(parseDay("01-01-2000")).toBe("2000-01-01");
  });

  it("refuses days that do not exist", () => {
    for (const bad of ["31-02-2024", "29-02-2025", "31-04-2025", "00-03-2025", "05-00-2025", "05-13-2025", "32-01-2025", "2025-02-30", "2025-13-01", "2025-00-10"]) expect(parseDay(bad), bad).toBeNull();
  });

  it("refuses two-digit years and other shapes instead of guessing", () => {
    for (const bad of ["05-03-25", "5-3-25", "2025-3-5", "05-03-02025", "05032025", "05 03 2025", "03/05/2025x", "mm/dd/yyyy", "hh-bb-tttt", "", "   ", "2025-03-05T00:00:00Z", "05-03-2025 10:00"]) expect(parseDay(bad), bad).toBeNull();
    expect(parseDay(null)).toBeNull();
    expect(parseDay(undefined)).toBeNull();
  });

  it("refuses years outside 2000–2100 (a typo, not a day anyone means)", () => {
    expect(parseDay("31-12-1999")).toBeNull();
    expect(parseDay("01-01-2101")).toBeNull();
    expect(parseDay("0205-03-05")).toBeNull();
  });

  it("isDay says the same", () => {
    expect(isDay("05-03-2025")).toBe(true);
    expect(isDay("31-02-2024")).toBe(false);
  });
});

describe("showDay", () => {
  it("writes a day as DD-MM-YYYY, and leaves what is not a day as typed", () => {
    expect(showDay("2025-03-05")).toBe("05-03-2025");
    expect(showDay("5-3-2025")).toBe("05-03-2025");
    expect(showDay("05-03-2025")).toBe("05-03-2025");
    expect(showDay("31-02-2024")).toBe("31-02-2024");
    expect(showDay("")).toBe("");
    expect(showDay(undefined)).toBe("");
  });
});
