import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { attachment, csvResponse, CSV_CHUNK_BYTES, jsonResource, proxyResponse } from "./resources";
import { UpstreamError } from "../upstream/request";

type Row = { id: number; name: string; amount: number };
const columns = [
  { header: "ID", value: (r: Row) => r.id },
  { header: "Nama", value: (r: Row) => r.name },
  { header: "Jumlah", value: (r: Row) => r.amount },
] as const;

/** Pages of `size` rows, counting how many were read. */
function pages(total: number, size: number, seen: { pages: number; closed: boolean; signal?: AbortSignal }) {
  return async function* (signal: AbortSignal) {
    seen.signal = signal;
    try {
      for (let start = 0; start < total; start += size) {
        seen.pages++;
        yield Array.from({ length: Math.min(size, total - start) }, (_, i) => ({ id: start + i + 1, name: `Peserta ${start + i + 1}, "Ñoño" Ü`, amount: (start + i) * 1000 }));
      }
    } finally {
      seen.closed = true;
    }
  };
}

describe("csvResponse", () => {
  it("streams 100,000 rows in ~64 KB chunks at bounded memory, with a header and safe file name", async () => {
    const seen = { pages: 0, closed: false };
    const response = csvResponse({ filename: "ecard transaksi 2026-01-01.csv", columns, pages: pages(100_000, 1000, seen) });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="ecard_transaksi_2026-01-01.csv"; filename*=UTF-8''ecard%20transaksi%202026-01-01.csv`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // Nothing is read before the client asks.
    expect(seen.pages).toBe(0);

    const reader = response.body!.getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const startHeap = process.memoryUsage().heapUsed;
    let peakHeap = startHeap;
    let chunks = 0;
    let bytes = 0;
    let lines = 0;
    let first = "";
    let tail = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks++;
      bytes += value.byteLength;
      // Every chunk but the last is one flush of about 64 KB (never thousands of tiny ones).
      expect(value.byteLength).toBeLessThan(CSV_CHUNK_BYTES + 200_000);
      const text = decoder.decode(value, { stream: true });
      if (chunks === 1) {
        first = text;
        // Pulled: the first chunk needed only a few pages, not the whole list.
        expect(seen.pages).toBeLessThan(5);
      }
      lines += text.split("\n").length - 1;
      tail = (tail + text).slice(-300);
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
    expect(seen.pages).toBe(100);
    expect(seen.closed).toBe(true);
    expect(lines).toBe(100_001);
    expect(bytes).toBeGreaterThan(4_000_000);
    expect(chunks).toBeGreaterThan(bytes / (CSV_CHUNK_BYTES + 200_000));
    // The whole file (~4.5 MB as UTF-16 strings it would be ~9 MB) never sits in memory.
    expect(peakHeap - startHeap).toBeLessThan(40 * 1024 * 1024);
    expect(first.startsWith("\uFEFFID,Nama,Jumlah\n1,")).toBe(true);
    expect(tail.trimEnd().split("\n").pop()).toBe(`100000,"Peserta 100000, ""Ñoño"" Ü",99999000`);
  });

  it("quotes commas, quotes and new lines, and keeps formulas as text", async () => {
    const rows = [
      { id: 1, name: 'Budi, "Ketua"\nRT 02', amount: 5 },
      { id: 2, name: "=HYPERLINK(\"http://evil\")", amount: -3 },
    ];
    const response = csvResponse({ filename: "x.csv", columns, bom: false, pages: async function* () { yield rows; } });
    const text = await response.text();
    const parsed = parse(text) as string[][];
    expect(parsed).toEqual([
      ["ID", "Nama", "Jumlah"],
      ["1", 'Budi, "Ketua"\nRT 02', "5"],
      ["2", "'=HYPERLINK(\"http://evil\")", "-3"],
    ]);
  });

  it("writes the same bytes csv-stringify wrote (its RFC 4180 quoting, null empty, booleans 1 and empty)", async () => {
    type Mixed = { v: string | number | boolean | null | undefined };
    const values: Mixed["v"][] = ["", "plain", "a,b", 'say "hi"', "line\nbreak", "cr\rhere", "crlf\r\n", '"', ",", "Ñoño Ü 😀", " padded ", "'quote", 0, -1.5, 1e21, 12345678901234, true, false, null, undefined, "=1+1", "-5", "+62", "@x", "\tTab"];
    const cols = [
      { header: "v", value: (r: Mixed) => r.v },
      { header: "same, again", value: (r: Mixed) => r.v },
    ];
    const response = csvResponse({ filename: "x.csv", bom: false, columns: cols, pages: async function* () { yield values.map((v) => ({ v })); } });
    const guarded = (v: Mixed["v"]) => (typeof v === "string" && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? null));
    expect(await response.text()).toBe(stringify([["v", "same, again"], ...values.map((v) => [guarded(v), guarded(v)])]));
  });

  it("sends the header and the first page at once, without waiting for the second page to fill a chunk", async () => {
    let release = () => {};
    const second = new Promise<void>((resolve) => (release = resolve));
    const response = csvResponse({
      filename: "x.csv",
      columns,
      pages: async function* () {
        yield [{ id: 1, name: "a", amount: 1 }];
        await second;
        yield [{ id: 2, name: "b", amount: 2 }];
      },
    });
    const reader = response.body!.getReader();
    const firstChunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 1000))]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(firstChunk?.value)).toBe("\uFEFFID,Nama,Jumlah\n1,a,1\n");
    release();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("2,b,2\n");
    expect((await reader.read()).done).toBe(true);
  });

  it("stops reading pages when the client goes away", async () => {
    const seen = { pages: 0, closed: false, signal: undefined as AbortSignal | undefined };
    const visitor = new AbortController();
    const response = csvResponse({ filename: "x.csv", columns, pages: pages(100_000, 1000, seen), signal: visitor.signal });
    const reader = response.body!.getReader();
    await reader.read();
    const readSoFar = seen.pages;
    visitor.abort();
    await reader.cancel();
    expect(seen.signal?.aborted).toBe(true);
    expect(seen.closed).toBe(true);
    expect(seen.pages).toBe(readSoFar);
  });

  it("a failing page read breaks the download instead of ending it early", async () => {
    const response = csvResponse({
      filename: "x.csv",
      columns,
      chunkBytes: 10,
      pages: async function* () {
        yield [{ id: 1, name: "a", amount: 1 }];
        throw new UpstreamError("Platform tidak menjawab tepat waktu.", 504);
      },
    });
    await expect(response.text()).rejects.toThrow();
  });
});

describe("proxyResponse and jsonResource", () => {
  it("passes file headers, marks non-PDFs inert and never lets shared caches keep them", () => {
    const upstream = new Response("png", { headers: { "Content-Type": "image/png", "Content-Length": "3", "Set-Cookie": "x=1", ETag: '"a"' } });
    const response = proxyResponse(upstream);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("ETag")).toBe('"a"');
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Security-Policy")).toContain("sandbox");
    const pdf = proxyResponse(new Response("%PDF", { headers: { "Content-Type": "application/pdf" } }), { disposition: attachment("a.pdf") });
    expect(pdf.headers.get("Content-Security-Policy")).toBeNull();
    expect(pdf.headers.get("Content-Disposition")).toContain('filename="a.pdf"');
  });

  it("answers the platform's message and status when the load fails", async () => {
    const ok = await jsonResource(async () => ({ items: [1] }));
    expect(await ok.json()).toEqual({ items: [1] });
    const failed = await jsonResource(async () => {
      throw new UpstreamError("Payor tidak ditemukan", 404);
    });
    expect(failed.status).toBe(404);
    expect(await failed.json()).toEqual({ message: "Payor tidak ditemukan" });
    expect(failed.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
