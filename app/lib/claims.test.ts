import { describe, expect, it } from "vitest";
import { claimProcessLabel, claimsByTab, claimStatusLabel, CLAIM_STATUSES, documentFiles, mergeClaims, parseClaimStatus, REQUEST_ID_PATTERN, CARD_PATTERN } from "./claims";

const claim = (request_id: string, status: number, request_time: string) => ({ request_id, status, request_time });

describe("claim statuses (SPEC §4)", () => {
  it("labels 0 to 8", () => {
    expect(CLAIM_STATUSES.map(claimStatusLabel)).toEqual(["Open", "Complete", "Incomplete", "Revisi", "Invalid", "Reject", "Pending", "Approved", "Paid"]);
    expect(claimStatusLabel(9)).toBe("Status 9");
  });

  it("reads a status from a URL segment, nothing else", () => {
    expect(parseClaimStatus("0")).toBe(0);
    expect(parseClaimStatus("8")).toBe(8);
    for (const bad of ["9", "-1", "1.0", "01", "x", "", undefined, "8%2F1"]) expect(parseClaimStatus(bad)).toBeNull();
  });

  it("claim process status: 1 OPEN, 3 REVISI, anything else OTHER", () => {
    expect(claimProcessLabel(1)).toBe("OPEN");
    expect(claimProcessLabel(3)).toBe("REVISI");
    for (const other of [0, 2, 4, 8, null, undefined]) expect(claimProcessLabel(other)).toBe("OTHER");
  });
});

describe("member claim history", () => {
  it("partitions into New (0), Status (1-3), Result (4-8), Paid (8), Reject (5), Invalid (4)", () => {
    const claims = CLAIM_STATUSES.map((s) => claim(`RQ${s}`, s, `2026-01-0${s + 1}T00:00:00Z`));
    const tabs = claimsByTab(claims);
    const ids = (key: keyof typeof tabs) => tabs[key].map((c) => c.status);
    expect(ids("new")).toEqual([0]);
    expect(ids("status")).toEqual([1, 2, 3]);
    expect(ids("result")).toEqual([4, 5, 6, 7, 8]);
    expect(ids("paid")).toEqual([8]);
    expect(ids("reject")).toEqual([5]);
    expect(ids("invalid")).toEqual([4]);
  });

  it("merges the two lists by request_id, the current answer first, newest first", () => {
    const current = [claim("RQ2", 1, "2026-02-01T00:00:00Z"), claim("RQ3", 0, "2026-03-01T00:00:00Z")];
    const history = [claim("RQ2", 5, "2026-02-01T00:00:00Z"), claim("RQ1", 8, "2026-01-01T00:00:00Z")];
    const merged = mergeClaims(current, history);
    expect(merged.map((c) => c.request_id)).toEqual(["RQ3", "RQ2", "RQ1"]);
    expect(merged.find((c) => c.request_id === "RQ2")!.status).toBe(1);
    expect(mergeClaims([], [])).toEqual([]);
  });
});

describe("documents and lookups", () => {
  it("a file_source list is its files", () => {
    expect(documentFiles(" /a.pdf, /b.png ,,")).toEqual(["/a.pdf", "/b.png"]);
    expect(documentFiles("")).toEqual([]);
    expect(documentFiles(null)).toEqual([]);
  });

  it("request IDs and card numbers keep to their characters", () => {
    expect(REQUEST_ID_PATTERN.test("RQ20261101000123")).toBe(true);
    expect(CARD_PATTERN.test("8001.2345-0001")).toBe(true);
    for (const bad of ["a/b", "../x", "x".repeat(41), "RQ 1", "<script>", ""]) {
      expect(REQUEST_ID_PATTERN.test(bad)).toBe(false);
      expect(CARD_PATTERN.test(bad)).toBe(false);
    }
  });
});
