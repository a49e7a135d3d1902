import { describe, expect, it } from "vitest";
import { patternHref, screenHref, screenKeys, screenPaths } from "./screen-table";
import { matchScreen } from "./screens";

const base = "b4se";

describe("screenHref", () => {
  it("writes a screen's URL under the base segment", () => {
    expect(screenHref("news", { base })).toBe("/b4se/news");
    expect(screenHref("eclaim_status", { base, payorCode: "P001", statusClaim: 3 })).toBe("/b4se/eclaim_status/P001/3");
    expect(screenHref("e-sign-member-new", { base, corporate_code: "K01" })).toBe("/b4se/e-sign/members/K01/new");
  });

  it("encodes every path parameter: / ? # % space and unicode stay inside their segment", () => {
    const id = "a/b?c#d%e f&g=ü漢";
    const href = screenHref("detail_news", { base, idNews: id });
    expect(href).toBe("/b4se/detail_news/a%2Fb%3Fc%23d%25e%20f%26g%3D%C3%BC%E6%BC%A2");
    // The guard finds the same screen, and the segment decodes to the value.
    const found = matchScreen(
      screenKeys.map((key) => ({ key, path: screenPaths[key], label: key })),
      href.slice(`/${base}`.length),
    );
    expect(found?.screen.key).toBe("detail_news");
    expect(decodeURIComponent(href.split("/").pop()!)).toBe(id);
  });

  it("encodes the query with URLSearchParams, leaving out null, undefined and empty values", () => {
    expect(screenHref("audit-log", { base }, { user: "a b&c", record: 12, screen: "", entity: undefined, x: null })).toBe("/b4se/audit-log?user=a+b%26c&record=12");
    expect(screenHref("audit-log", { base }, { q: ["1", "", "2"] })).toBe("/b4se/audit-log?q=1&q=2");
    expect(screenHref("audit-log", { base }, { q: "" })).toBe("/b4se/audit-log");
    expect(screenHref("guidebook", { base }, { id: "ü/?#%" })).toBe("/b4se/guidebook?id=%C3%BC%2F%3F%23%25");
  });

  it("keeps a URLSearchParams as it is (a query already read), and adds no ? for an empty one", () => {
    expect(screenHref("guidebook", { base }, new URLSearchParams("new"))).toBe("/b4se/guidebook?new=");
    expect(screenHref("reservation-export", { base }, new URLSearchParams("q=&page=2"))).toBe("/b4se/reservation/export?q=&page=2");
    expect(screenHref("reservation", { base }, new URLSearchParams())).toBe("/b4se/reservation");
  });

  it("refuses a missing or empty path parameter (it would open another screen)", () => {
    expect(() => patternHref(screenPaths.detail_news, { base })).toThrow(/idNews/);
    expect(() => screenHref("detail_news", { base, idNews: "" })).toThrow(/idNews/);
    expect(() => screenHref("news", { base: "" })).toThrow(/base/);
  });

  it("types keys and parameters from the table", () => {
    // @ts-expect-error an unknown key
    expect(() => screenHref("nope", { base })).toThrow();
    // @ts-expect-error a missing path parameter
    expect(() => screenHref("detail_news", { base })).toThrow();
    // @ts-expect-error a parameter the path does not have
    expect(screenHref("news", { base, idNews: "1" })).toBe("/b4se/news");
  });
});
