import { unzipSync } from "fflate";
import { and, count, eq, gte, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimAttachments, claims } from "../../db/schema.ts";
import { DAY_MS, wibDate } from "../../lib/time.ts";
import { call, usePlatform } from "../../testing.ts";
import { TOO_MUCH_DATA, wibDayStart } from "./reimbursement.ts";

let clock = Date.now();
const t = usePlatform(["superadmin", "admin", "eclaim", "operator"], { now: () => new Date(clock) });

const post = (user: string, body: unknown) => call(t.platform, "POST", "/api/getFileRembursment", { token: t.tokens[user], body });
const day = (n: number) => wibDate(new Date(Date.now() - n * DAY_MS));

async function dbCount(payor: string, from: string, to: string): Promise<number> {
  const [row] = await t.platform.db
    .select({ n: count() })
    .from(claimAttachments)
    .where(and(eq(claimAttachments.payorId, payor), gte(claimAttachments.requestTime, wibDayStart(from)), lt(claimAttachments.requestTime, new Date(wibDayStart(to).getTime() + DAY_MS))));
  return row!.n;
}

async function download(user: string | null, link: string) {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${t.tokens[user]}` } : {};
  return t.platform.fetch(new Request(`http://t.platform.test${link}`, { headers }));
}

describe("getFileRembursment and the ZIP stream", () => {
  it("links a ZIP of the payor's attachments in range and streams it", async () => {
    const [from, to] = [day(6), day(0)];
    const expected = await dbCount("P002", from, to);
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThanOrEqual(500);
    const res = await post("admin", { payors_code: "P002", from, to });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, code: 200 });
    expect(res.body.data).toMatch(/^\/reimbursement\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{27}\.zip$/);

    const zipRes = await download("admin", res.body.data);
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get("content-type")).toBe("application/zip");
    expect(zipRes.headers.get("content-disposition")).toBe(`attachment; filename="reimbursement-P002-${from}-${to}.zip"`);
    // read it as a stream: several chunks, never one big buffer
    const reader = zipRes.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(64 * 1024 + 1024);
    const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) zip.set(c, (at += c.length) - c.length);

    const entries = unzipSync(zip);
    const names = Object.keys(entries);
    expect(names).toHaveLength(expected);
    for (const name of names) expect(name).toMatch(/^RQ\d{14}\/D00[1-6]-[a-z-]+\.(pdf|png)$/);
    const pdf = names.find((n) => n.endsWith(".pdf"))!;
    expect(new TextDecoder().decode(entries[pdf]!.subarray(0, 5))).toBe("%PDF-");
    const picture = names.find((n) => n.endsWith(".png"));
    if (picture) expect([...entries[picture]!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // every entry belongs to a claim of P002 requested in range
    const requestIds = [...new Set(names.map((n) => n.split("/")[0]!))];
    const rows = await t.platform.db.select({ payor: claims.payorId, time: claims.requestTime }).from(claims).where(eq(claims.requestId, requestIds[0]!));
    expect(rows[0]!.payor).toBe("P002");
    expect(wibDate(rows[0]!.time) >= from && wibDate(rows[0]!.time) <= to).toBe(true);
  });

  it("refuses ranges over 31 days and over 500 attachments with the spec's message", async () => {
    const tooLong = await post("admin", { payors_code: "P002", from: day(40), to: day(0) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ code: 400, message: TOO_MUCH_DATA, status: false });
    // P001's last 31 days hold more than 500 attachments
    expect(await dbCount("P001", day(30), day(0))).toBeGreaterThan(500);
    const tooMany = await post("superadmin", { payors_code: "P001", from: day(30), to: day(0) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ code: 400, message: TOO_MUCH_DATA, status: false });
    // exactly 31 days is allowed (when the count fits)
    expect((await post("superadmin", { payors_code: "P006", from: day(130), to: day(100) })).status).toBe(200);
  });

  it("answers clear 400/404s for bad input and other payors", async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ payors_code: "P002", from: day(0), to: day(3) }, 400, /from/],
      [{ payors_code: "P002", from: "2025-02-30", to: "2025-03-02" }, 400, /from: is not a valid calendar date/],
      [{ payors_code: "P002", from: "01-03-2025", to: "2025-03-02" }, 400, /from: must be a date YYYY-MM-DD/],
      [{ payors_code: "P002", from: day(3) }, 400, /to: is required/],
      [{ payors_code: "", from: day(3), to: day(0) }, 400, /payors_code/],
      [{ payors_code: "P999", from: day(3), to: day(0) }, 404, /P999/],
      [{ payors_code: "P002", from: "2001-01-01", to: "2001-01-07" }, 404, /Tidak ada lampiran/],
    ];
    for (const [body, status, message] of cases) {
      const res = await post("admin", body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.status).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    // The attachments belong to the media library's screen: eclaim and the operator have none (SPEC §6).
    expect((await post("eclaim", { payors_code: "P001", from: day(6), to: day(0) })).body).toMatchObject({ code: 404, reason: "forbidden" });
    expect((await post("operator", { payors_code: "P007", from: day(6), to: day(0) })).body).toMatchObject({ code: 404, reason: "forbidden" });
  });

  it("needs the bearer of the user it was made for, a good signature, and expires after 15 minutes", async () => {
    const link = (await post("admin", { payors_code: "P002", from: day(3), to: day(0) })).body.data as string;
    expect((await download(null, link)).status).toBe(401);
    const other = await download("superadmin", link);
    expect(other.status).toBe(404);
    const tampered = link.replace(/\.([A-Za-z0-9_-])/, (_, ch: string) => `.${ch === "A" ? "B" : "A"}`);
    expect((await download("admin", tampered)).status).toBe(404);
    expect((await download("admin", link.replace(".zip", ".tar"))).status).toBe(404);
    expect((await download("admin", "/reimbursement/garbage.zip")).status).toBe(404);
    clock += 16 * 60_000;
    try {
      const expired = await download("admin", link);
      expect(expired.status).toBe(410);
      expect((await expired.json()).message).toMatch(/kedaluwarsa/);
    } finally {
      clock -= 16 * 60_000;
    }
    expect((await download("admin", link)).status).toBe(200);
  });
});
