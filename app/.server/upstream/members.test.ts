import { describe, expect, it, vi } from "vitest";
import { signedIn, userWith } from "../kits/testing";
import { getListMember } from "./members";

const platform = vi.hoisted(() => ({ seen: [] as Request[], body: {} as unknown }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: async (req: Request) => {
    platform.seen.push(req);
    return Response.json(platform.body);
  },
}));

const member = (id: number, payor_code: string) => ({ id, no_card: `C${id}`, name: `M${id}`, is_active: true, payor_code });

describe("member lists re-check the payor scope (SPEC §6)", () => {
  it("drops rows of another payor and says how many, instead of claiming a full page", async () => {
    platform.body = { code: 200, data: { total: 42, result: [member(1, "P001"), member(2, "P002"), member(3, "P001")] } };
    const { upstream } = await signedIn(userWith({ role: "eclaim", payor_code: "P001", whitelable: "P001" }), "tok");
    const page = await getListMember(upstream, "active", { page: 2, size: 3, sort: "name", order: "asc", q: "budi" });
    expect(page.rows.map((m) => m.id)).toEqual(["1", "3"]);
    expect(page.trimmed).toBe(1);
    expect(page.total).toBe(42);
    const url = new URL(platform.seen[0].url);
    // The eclaim role lists its whitelabel code; the page query is the list kit's.
    expect(url.pathname).toBe("/api/getListMember/P001/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: "active", page: "2", size: "3", sort: "name", order: "asc", q: "budi" });
  });

  it("path parameters are encoded by the client", async () => {
    platform.seen = [];
    platform.body = { code: 200, data: { total: 0, result: [] } };
    const { upstream } = await signedIn(userWith({ role: "eclaim", payor_code: "P/1", whitelable: "P/1?x" }), "tok");
    await getListMember(upstream, "all", { page: 1, size: 10, order: "desc" });
    expect(new URL(platform.seen[0].url).pathname).toBe("/api/getListMember/P%2F1%3Fx/");
  });
});
