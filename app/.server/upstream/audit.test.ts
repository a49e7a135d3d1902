import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIT_CSV_COLUMNS } from "~/lib/audit";
import { csvResponse } from "../kits/resources";
import { signedIn, userWith } from "../kits/testing";
import { auditExportPages, firstAuditExportPage, getAuditEntry, getAuditLog, type AuditFilters } from "./audit";
import type { Upstream } from "./client";

const platform = vi.hoisted(() => ({ seen: [] as Request[], answer: (_req: Request): Promise<Response> => Promise.resolve(new Response("{}")) }));
vi.mock("./transport", () => ({
  PLATFORM_BASE: "http://platform.test",
  platformFetch: (req: Request) => {
    platform.seen.push(req);
    return platform.answer(req);
  },
}));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const none: AuditFilters = { user: "", screen: "", entity: "", record: "", kind: "", action: "", range: null };
const entry = (id: number) => ({
  id: String(id),
  at: "2026-06-14T02:30:00.000Z",
  kind: "change",
  action: "update",
  username: "superadmin",
  role: "superadmin",
  address: "127.0.0.1",
  request_id: `req-${id}`,
  screen: "detail_news",
  call: "updateContent",
  entity: "contents",
  record_id: "12",
  before: { datajson: { title: `Lama, "${id}"` } },
  after: { datajson: { title: `Baru ${id}` } },
});

/** A platform with `pages` keyset pages of two records each, cursors as the contract has them. */
function pagedPlatform(pages: number) {
  platform.answer = async (req) => {
    const after = new URL(req.url).searchParams.get("after");
    const index = after ? Number(after) : 0;
    return json({ code: 200, data: { result: [entry(index * 2 + 1), entry(index * 2 + 2)], next: index + 1 < pages ? String(index + 1) : null, prev: index ? String(index - 1) : null } });
  };
}

let upstream: Upstream;
beforeEach(async () => {
  platform.seen = [];
  upstream = (await signedIn(userWith({ username: "superadmin", role: "superadmin" }), "tok-1")).upstream;
});

describe("the audit trail's calls", () => {
  it("the table asks for one page, newest first, with only the filters that are set", async () => {
    pagedPlatform(3);
    const page = await getAuditLog(upstream, { ...none, entity: "contents", record: "12", range: { from: "2026-01-01", to: "2026-01-31" } }, 20, { after: "5" });
    const url = new URL(platform.seen[0]!.url);
    expect(url.pathname).toBe("/api/auditLog");
    expect(Object.fromEntries(url.searchParams)).toEqual({ entity: "contents", record: "12", start_date: "2026-01-01", end_date: "2026-01-31", size: "20", order: "desc", after: "5" });
    expect(page.result).toHaveLength(2);
    expect(page.next).toBe(null);
  });

  it("one record by its id; its 404 keeps the platform's message", async () => {
    platform.answer = async () => json({ code: 200, data: entry(9) });
    expect((await getAuditEntry(upstream, "9")).request_id).toBe("req-9");
    expect(new URL(platform.seen[0]!.url).pathname).toBe("/api/auditLog/9");
    platform.answer = async () => json({ code: 404, message: "Catatan audit tidak ditemukan." }, 404);
    await expect(getAuditEntry(upstream, "10")).rejects.toMatchObject({ status: 404, message: "Catatan audit tidak ditemukan." });
  });

  it("the export reads every page once, oldest first, a thousand at a time, and writes every field", async () => {
    pagedPlatform(3);
    const filters = { ...none, user: "superadmin" };
    const first = await firstAuditExportPage(upstream, filters);
    const response = csvResponse({ filename: "a.csv", columns: AUDIT_CSV_COLUMNS, pages: (signal) => auditExportPages(upstream, filters, first, signal) });
    const [header, ...rows] = parse(await response.text()) as string[][];
    expect(header![0]).toMatch(/id$/);
    expect(rows.map((r) => r[0])).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(JSON.parse(rows[0]![12]!)).toEqual({ datajson: { title: 'Lama, "1"' } });
    expect(platform.seen.map((r) => Object.fromEntries(new URL(r.url).searchParams))).toEqual([
      { user: "superadmin", size: "1000", order: "asc" },
      { user: "superadmin", size: "1000", order: "asc", after: "1" },
      { user: "superadmin", size: "1000", order: "asc", after: "2" },
    ]);
  });
});
