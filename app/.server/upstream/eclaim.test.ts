import { describe, expect, it, vi } from "vitest";
import { signedIn, userWith } from "../kits/testing";
import { getClaim, getListClaims, getMemberClaims } from "./eclaim";

const platform = vi.hoisted(() => ({ seen: [] as string[], answer: (_url: URL): Response => Response.json({}) }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: async (req: Request) => {
    platform.seen.push(new URL(req.url).pathname + new URL(req.url).search);
    return platform.answer(new URL(req.url));
  },
}));

const header = (payor_id: string, status = 8) => ({
  request_id: "RQ1",
  claims_id: "CLM1",
  card_no: "800100",
  member_name: "Budi",
  status,
  request_time: "2026-01-01T00:00:00Z",
  payor_id,
  incurred: 100000,
  approved: 90000,
  bank_name: "BCA",
  account_name: "Budi",
  account_number: "123",
});
const eclaim = () => signedIn(userWith({ role: "eclaim", payor_code: "P001", whitelable: "P001" }), "tok");

describe("e-claim lookups and payor scope (SPEC §4, §6)", () => {
  it("a claim of another payor is 'not found for your account', even if a platform sent it", async () => {
    platform.answer = (url) => (url.pathname.includes("getLogClaims") ? Response.json({ code: 200, data: [] }) : Response.json({ code: 200, data: { header: header("P002"), detail: [] } }));
    const { upstream } = await eclaim();
    expect(await getClaim(upstream, "RQ1")).toEqual({ state: "not_found" });
  });

  it("maps the platform's reasons: other_payor → not found, unknown or malformed → invalid", async () => {
    const { upstream } = await eclaim();
    platform.answer = () => Response.json({ code: 404, message: "x", reason: "other_payor" }, { status: 404 });
    expect(await getClaim(upstream, "RQ1")).toEqual({ state: "not_found" });
    expect(await getMemberClaims(upstream, "800100")).toEqual({ state: "not_found" });
    platform.answer = () => Response.json({ code: 404, message: "x", reason: "unknown" }, { status: 404 });
    expect(await getClaim(upstream, "RQ1")).toEqual({ state: "invalid" });
    platform.answer = () => Response.json({ code: 400, message: "x", reason: "invalid" }, { status: 400 });
    expect(await getMemberClaims(upstream, "800100")).toEqual({ state: "invalid" });
  });

  it("a malformed request ID or card never reaches the platform", async () => {
    platform.seen = [];
    const { upstream } = await eclaim();
    expect(await getClaim(upstream, "../x")).toEqual({ state: "invalid" });
    expect(await getMemberClaims(upstream, "a/b")).toEqual({ state: "invalid" });
    expect(platform.seen).toEqual([]);
  });

  it("a platform failure is not a 'not found'", async () => {
    platform.answer = () => Response.json({ code: 500, message: "boom" }, { status: 500 });
    const { upstream } = await eclaim();
    await expect(getClaim(upstream, "RQ1")).rejects.toMatchObject({ status: 500 });
  });

  it("the claim table asks the platform's page query and drops rows of another payor", async () => {
    platform.seen = [];
    platform.answer = () => Response.json({ code: 200, data: { total: 30, result: [header("P001"), { ...header("P002"), request_id: "RQ2" }] } });
    const { upstream } = await eclaim();
    const page = await getListClaims(upstream, "P001", 8, { page: 3, size: 20, sort: "incurred", order: "asc", q: "RQ" });
    expect(page.rows.map((r) => r.request_id)).toEqual(["RQ1"]);
    expect(page.trimmed).toBe(1);
    expect(platform.seen[0]).toBe("/api/getListClaimsCoreMedika/PRJ001/P001/?status=8&page=3&size=20&sort_column=incurred&sort_order=asc&filter_value=RQ");
  });
});
