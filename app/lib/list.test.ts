import { describe, expect, it } from "vitest";
import { code, defineList, freeText, LENGTH_MENU, listHref, ListParamError, oneOf, pageArray, platformPage, readList } from "./list";
import { safeRedirect } from "./safe-redirect";
import { formatNumber, formatRupiah, formatYearMonth } from "./format";

describe("list state from the URL", () => {
  const members = defineList({ pageSizes: LENGTH_MENU.general, sortKeys: ["name", "created_at"], defaultSort: { key: "created_at", order: "desc" } });
  const read = (query: string) => readList(new URLSearchParams(query), members);

  it("reads valid values", () => {
    expect(read("page=3&size=50&q=%20budi%20&sort=name&order=asc")).toEqual({ page: 3, size: 50, q: "budi", sort: "name", order: "asc", filters: {} });
  });

  it("a lenient list falls back on anything outside the whitelist", () => {
    expect(read("page=-1&size=7&sort=password&order=sideways")).toEqual({ page: 1, size: 10, q: "", sort: "created_at", order: "desc", filters: {} });
    expect(read("page=abc&size=1e9").page).toBe(1);
    expect(read(`q=${"x".repeat(10_000)}`).q).toHaveLength(100);
  });

  it("types the default sort: one of the list's sort keys, in asc or desc order", () => {
    // @ts-expect-error "password" is not one of this list's sort keys
    defineList({ pageSizes: [10], sortKeys: ["name"], defaultSort: { key: "password", order: "asc" } });
    // @ts-expect-error an order is asc or desc
    defineList({ pageSizes: [10], sortKeys: ["name"], defaultSort: { key: "name", order: "up" } });
    // @ts-expect-error a list without sort keys has no default sort
    defineList({ pageSizes: [10], defaultSort: { key: "name", order: "asc" } });
    expect(read("").sort).toBe("created_at");
  });

  it("reads filters with their own rules", () => {
    const core = defineList({ pageSizes: [10], filters: { gender: oneOf(["all", "M", "F"], "all"), corp: code(/^[A-Z0-9-]{1,40}$/), cq: freeText(5) } });
    expect(readList(new URLSearchParams("gender=F&corp=K0001&cq=%20abcdefgh"), core).filters).toEqual({ gender: "F", corp: "K0001", cq: "abcde" });
    expect(readList(new URLSearchParams("gender=X&corp=../x"), core).filters).toEqual({ gender: "all", corp: "", cq: "" });
  });

  it("a strict list refuses a bad value with a message naming it (a 400 for the route)", () => {
    const claims = defineList({ strict: true, pageSizes: LENGTH_MENU.claims, sortKeys: ["request_time", "incurred"], defaultSort: { key: "request_time", order: "asc" }, filters: { payor: code(/^P\d{3}$/) } });
    const refused = (query: string) => {
      try {
        readList(new URLSearchParams(query), claims);
      } catch (error) {
        expect(error).toBeInstanceOf(ListParamError);
        expect((error as ListParamError).init.status).toBe(400);
        return (error as ListParamError).param;
      }
      return null;
    };
    expect(refused("page=abc")).toBe("page");
    expect(refused("page=0")).toBe("page");
    expect(refused("size=1000")).toBe("size");
    expect(refused("sort=password")).toBe("sort");
    expect(refused("order=up")).toBe("order");
    expect(refused(`q=${"x".repeat(10_000)}`)).toBe("q");
    // The platform's own bound on a list search: one more is refused here, not on the error screen.
    expect(refused(`q=${"x".repeat(101)}`)).toBe("q");
    expect(refused(`q=${"x".repeat(100)}`)).toBeNull();
    expect(refused("payor=P1")).toBe("payor");
    expect(refused("page=2&size=100&sort=incurred&order=asc&q=RQ&payor=P001")).toBeNull();
    expect(platformPage(readList(new URLSearchParams("page=2&size=100&sort=incurred&order=asc&q=RQ"), claims))).toEqual({ page: 2, size: 100, sort: "incurred", order: "asc", q: "RQ" });
  });

  it("pages a whole array: search, sort (Indonesian collation, numbers as numbers), cut", () => {
    const rows = [
      { title: "Vaksin", n: 10 },
      { title: "asuransi", n: 2 },
      { title: "Berita", n: 1 },
      { title: "Ásam urat", n: 30 },
    ];
    const state = (query: string) => readList(new URLSearchParams(query), defineList({ pageSizes: [2], sortKeys: ["title", "n"] }));
    const opts = { text: (r: (typeof rows)[number]) => [r.title], sortValue: (r: (typeof rows)[number], key: string) => (key === "n" ? r.n : r.title) };
    expect(pageArray(rows, state("sort=title&order=asc"), opts)).toEqual({ total: 4, rows: [rows[3], rows[1]] });
    expect(pageArray(rows, state("sort=n&order=desc&page=2"), opts)).toEqual({ total: 4, rows: [rows[1], rows[2]] });
    expect(pageArray(rows, state("q=SI"), opts)).toEqual({ total: 2, rows: [rows[0], rows[1]] });
    expect(pageArray(rows, state("page=9"), opts).rows).toEqual([]);
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
    for (const bad of ["https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)", "", null, "/authentication/login", "/\t/evil.example", "/a\r\nSet-Cookie:x=1", "/a/\\b", "/\u0000x"]) {
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
