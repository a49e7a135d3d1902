import { beforeEach, describe, expect, it, vi } from "vitest";
import { csvResponse } from "../kits/resources";
import { signedIn, userWith } from "../kits/testing";
import type { Upstream } from "./client";
import { ecardExportPages, firstExportPage, type EcardFilters } from "./ecard";

const platform = vi.hoisted(() => ({ seen: [] as Request[], answer: (_req: Request): Promise<Response> => Promise.resolve(new Response("{}")) }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => {
    platform.seen.push(req);
    return platform.answer(req);
  },
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const filters: EcardFilters = { event: "transaction", payor: "P001", corp: "", range: { from: "2026-01-01", to: "2026-01-31" }, q: "" };

/** A platform with `pages` keyset pages of two rows each; answers as the contract says. */
function pagedPlatform(pages: number) {
  platform.answer = async (req) => {
    const after = new URL(req.url).searchParams.get("after");
    const index = after ? Number(after) : 0;
    const rows = [0, 1].map((i) => ({ id: `${index}-${i}`, card_no: `800${index}${i}`, member_name: `Nama ${index}, "${i}"`, payor_code: "P001", corp_code: "K0001", registered_date: "2026-01-02T03:04:05Z", event: "transaction", body: { claim_id: "", provider: "" } }));
    return json({ code: 200, data: { total: pages * 2, total_exact: true, result: rows, next: index + 1 < pages ? String(index + 1) : null, prev: index ? String(index - 1) : null } });
  };
}

let upstream: Upstream;
beforeEach(async () => {
  platform.seen = [];
  upstream = (await signedIn(userWith({ username: "admin", role: "admin" }), "tok-1")).upstream;
});

describe("the e-card export's reads", () => {
  it("asks for exactly the table's filters, oldest first, by keyset, and reads every page once", async () => {
    pagedPlatform(4);
    const first = await firstExportPage(upstream, filters);
    const query = Object.fromEntries(new URL(platform.seen[0]!.url).searchParams);
    expect(query).toEqual({ event: "transaction", payor_code: "P001", start_date: "2026-01-01", end_date: "2026-01-31", size: "500", order: "asc" });
    const rows: string[] = [];
    for await (const page of ecardExportPages(upstream, filters, first, new AbortController().signal)) rows.push(...page.map((r) => r.id));
    expect(rows).toEqual(["0-0", "0-1", "1-0", "1-1", "2-0", "2-1", "3-0", "3-1"]);
    expect(platform.seen.map((r) => new URL(r.url).searchParams.get("after"))).toEqual([null, "1", "2", "3"]);
  });

  it("stops reading when the download is dropped: at most the page already on its way", async () => {
    pagedPlatform(1000);
    const first = await firstExportPage(upstream, filters);
    const visitor = new AbortController();
    const response = csvResponse({ filename: "x.csv", columns: [{ header: "card_no", value: (r: { card_no: string }) => r.card_no }], pages: (signal) => ecardExportPages(upstream, filters, first, signal), signal: visitor.signal, chunkBytes: 16 });
    const reader = response.body!.getReader();
    await reader.read();
    await reader.read();
    visitor.abort();
    await reader.cancel();
    const readsAtCancel = platform.seen.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.seen.length).toBe(readsAtCancel);
    expect(readsAtCancel).toBeLessThan(6);
  });
});
