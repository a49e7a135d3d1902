import { describe, expect, it } from "vitest";
import { LENGTH_MENU, listHref, readListParams } from "./list-params";
import { safeRedirect } from "./safe-redirect";
import { formatNumber, formatRupiah, formatYearMonth } from "./format";

describe("list parameters", () => {
  const read = (query: string) =>
    readListParams(new URLSearchParams(query), { pageSizes: LENGTH_MENU.general, sortKeys: ["name", "created_at"], defaultSort: "created_at", defaultOrder: "desc" });

  it("reads valid values", () => {
    expect(read("page=3&size=50&q=%20budi%20&sort=name&order=asc")).toEqual({ page: 3, pageSize: 50, search: "budi", sort: "name", order: "asc" });
  });

  it("falls back on anything outside the whitelist", () => {
    expect(read("page=-1&size=7&sort=password&order=sideways")).toEqual({ page: 1, pageSize: 10, search: "", sort: "created_at", order: "desc" });
    expect(read("page=abc&size=1e9").page).toBe(1);
    expect(read(`q=${"x".repeat(10_000)}`).search).toHaveLength(200);
  });

  it("builds links that reset the page unless it is the change", () => {
    const current = new URLSearchParams("page=4&q=budi&size=20");
    expect(listHref(current, { q: "ani" })).toBe("?q=ani&size=20");
    expect(listHref(current, { page: 5 })).toBe("?page=5&q=budi&size=20");
    expect(listHref(current, { page: 1 })).toBe("?q=budi&size=20");
  });
});

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(safeRedirect("/abc/news?page=2")).toBe("/abc/news?page=2");
    for (const bad of ["https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)", "", null, "/authentication/login"]) {
      expect(safeRedirect(bad)).toBe("/");
    }
  });
});

describe("Indonesian formats", () => {
  it("uses id-ID separators and month names", () => {
    expect(formatNumber(1234567)).toBe("1.234.567");
    expect(formatYearMonth("2026-06")).toBe("Juni 2026");
    expect(formatYearMonth("2026-08")).toBe("Agustus 2026");
    expect(formatRupiah(15000).replace(/\s/g, " ")).toBe("Rp 15.000");
    expect(formatRupiah(null)).toBe("-");
  });
});
