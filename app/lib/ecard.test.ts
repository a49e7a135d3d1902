import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { checkDateRange, ECARD_CSV_COLUMNS, ecardExportName, jakartaDateTime, parseEcardEvent, RESERVATION_CSV_COLUMNS, reservationStatusLabel, type EcardLog } from "./ecard";

describe("checkDateRange (SPEC §9 dates)", () => {
  it("takes both dates or neither; an export needs them ('Please Pilih Tanggal!')", () => {
    expect(checkDateRange("", "")).toEqual({ range: null });
    expect(checkDateRange("", "", true)).toEqual({ problem: "Please Pilih Tanggal!" });
    expect(checkDateRange("2026-01-01", "", true)).toEqual({ problem: "Please Pilih Tanggal!" });
    expect(checkDateRange("2026-01-01", "")).toEqual({ problem: "Isi tanggal awal dan tanggal akhir." });
    expect(checkDateRange("2026-01-01", "2026-01-31", true)).toEqual({ range: { from: "2026-01-01", to: "2026-01-31" } });
  });

  it("reads DD-MM-YYYY as typed (a form sent without JavaScript) and answers YYYY-MM-DD", () => {
    expect(checkDateRange("05-03-2025", "31-03-2025")).toEqual({ range: { from: "2025-03-05", to: "2025-03-31" } });
    expect(checkDateRange("05-03-2025", "2025-03-31")).toEqual({ range: { from: "2025-03-05", to: "2025-03-31" } });
    expect(checkDateRange("06-03-2025", "05-03-2025")).toEqual({ problem: "Tanggal akhir harus sesudah tanggal awal." });
  });

  it("refuses malformed and impossible dates, an end before the start, and more than a year", () => {
    expect(checkDateRange("2026-02-30", "2026-03-01")).toEqual({ problem: 'Tanggal awal "2026-02-30" tidak valid (DD-MM-YYYY).' });
    expect(checkDateRange("31-02-2026", "2026-03-01")).toEqual({ problem: 'Tanggal awal "31-02-2026" tidak valid (DD-MM-YYYY).' });
    expect(checkDateRange("01-02-26", "2026-03-01")).toMatchObject({ problem: expect.stringContaining("tidak valid") });
    expect(checkDateRange("2026-01-01", "2026-13-01")).toMatchObject({ problem: expect.stringContaining("Tanggal akhir") });
    expect(checkDateRange("2026-03-02", "2026-03-01")).toEqual({ problem: "Tanggal akhir harus sesudah tanggal awal." });
    expect(checkDateRange("2016-01-01", "2026-01-01")).toEqual({ problem: "Rentang tanggal maksimal 366 hari." });
    // A leap year is 366 days: the whole of 2024 fits, a day more does not.
    expect(checkDateRange("2024-01-01", "2024-12-31")).toEqual({ range: { from: "2024-01-01", to: "2024-12-31" } });
    expect(checkDateRange("2024-01-01", "2025-01-01")).toEqual({ problem: "Rentang tanggal maksimal 366 hari." });
    expect(checkDateRange("2026-01-01", "2026-01-01")).toEqual({ range: { from: "2026-01-01", to: "2026-01-01" } });
  });
});

describe("e-card and reservation CSV columns", () => {
  const log: EcardLog = {
    id: "1",
    card_no: "8001014300073500",
    member_name: 'Siti "Ita" Nurhaliza, S.Kom',
    payor_code: "P001",
    corp_code: "K0001",
    registered_date: "2026-03-31T17:30:00.000Z",
    event: "transaction",
    body: { claim_id: "CLM020000001", provider: "RS Sehat Sentosa" },
  };

  it("has the table's columns in order, with the claim and provider from the body and dates in Jakarta time", () => {
    expect(ECARD_CSV_COLUMNS.map((c) => c.header)).toEqual(["card_no", "member_name", "payor_code", "corp_code", "registered_date", "event", "claim_id", "provider"]);
    expect(ECARD_CSV_COLUMNS.map((c) => c.value(log))).toEqual(["8001014300073500", 'Siti "Ita" Nurhaliza, S.Kom', "P001", "K0001", "2026-04-01 00:30:00", "transaction", "CLM020000001", "RS Sehat Sentosa"]);
    expect(ECARD_CSV_COLUMNS.map((c) => c.value({ ...log, event: "activation", body: { claim_id: "", provider: "" } })).slice(6)).toEqual([null, null]);
  });

  it("survives commas, quotes and Indonesian letters through CSV", () => {
    const text = stringify([ECARD_CSV_COLUMNS.map((c) => c.header), ECARD_CSV_COLUMNS.map((c) => c.value({ ...log, member_name: 'Dadang Suhéndra, "Ujang"' }))]);
    const [header, row] = parse(text) as string[][];
    expect(header[1]).toBe("member_name");
    expect(row[1]).toBe('Dadang Suhéndra, "Ujang"');
  });

  it("labels reservation statuses as SPEC §4 does", () => {
    expect([1, 2, 3, 4].map(reservationStatusLabel)).toEqual(["New Request", "Reschedule", "Cancel", "Approve"]);
    expect(RESERVATION_CSV_COLUMNS.map((c) => c.header)).toEqual(["card_no", "name", "email", "payor_code", "provider_name", "poly_desc", "reservation_date", "status"]);
  });

  it("names the export by event, scope and dates; knows its two events", () => {
    expect(ecardExportName("activation", { from: "2026-01-01", to: "2026-01-31" })).toBe("ecard-activation-2026-01-01_2026-01-31.csv");
    expect(ecardExportName("transaction", { from: "2026-01-01", to: "2026-01-31" }, { payor: "P001", corp: "K0001" })).toBe("ecard-transaction-P001-K0001-2026-01-01_2026-01-31.csv");
    expect(parseEcardEvent("transaction")).toBe("transaction");
    expect(parseEcardEvent("dashboard")).toBeNull();
    expect(jakartaDateTime("not a date")).toBe("not a date");
  });

  it("writes Jakarta times as the plain Date conversion does, also across hours, days and years and for odd input", () => {
    const plain = (iso: string) => {
      const time = Date.parse(iso);
      return Number.isNaN(time) ? iso : new Date(time + 7 * 3600_000).toISOString().replace("T", " ").slice(0, 19);
    };
    const samples = ["2026-06-14T02:30:00Z", "2026-12-31T16:59:59Z", "2026-12-31T17:00:00.5Z", "2024-02-28T17:59:59.999Z", "2026-02-30T10:00:00Z", "2026-06-14T02:30:00.123456789Z"];
    samples.push("2026-00-10T00:00:00Z", "2026-13-01T10:30:00Z", "2026-01-01T24:00:00Z", "2026-01-01T10:60:00Z", "2026-01-01T10:00:99Z", "2026-06-14T02:30:00+07:00", "2026-06-14T02:30:00.Z", "2026-06-14", "");
    // A run in time order (as an export reads), then the same times shuffled.
    for (let t = Date.UTC(2025, 11, 31, 15); t < Date.UTC(2026, 0, 1, 20); t += 97_531) samples.push(new Date(t).toISOString());
    for (const iso of [...samples, ...[...samples].reverse()]) expect(jakartaDateTime(iso), iso).toBe(plain(iso));
  });
});
