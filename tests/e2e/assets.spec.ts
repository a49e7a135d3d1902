import { readdirSync, readFileSync, statSync } from "node:fs";
import { get } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Scripts and styles go out as compressed at build time (scripts/precompress.js, decision 039):
 * brotli to a browser that takes it, else gzip, else as they are; the same bytes once decoded, with
 * their own type and a year's cache either way.
 */
const assets = "build/client/assets";

/** A GET without the decoding a browser or Playwright's request would do. */
function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(`${baseURL}${path}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

const copied = readdirSync(assets).filter((name) => name.endsWith(".br")).map((name) => name.slice(0, -3));
const script = copied.filter((name) => name.endsWith(".js")).sort((a, b) => statSync(`${assets}/${b}`).size - statSync(`${assets}/${a}`).size)[0];
const sheet = copied.find((name) => name.endsWith(".css"));

test("the build's scripts and styles go out compressed once, as brotli, gzip or as they are", async () => {
  expect(script, "a script with a brotli copy").toBeTruthy();
  expect(sheet, "a style sheet with a brotli copy").toBeTruthy();
  for (const [name, type] of [
    [script, /^text\/javascript|^application\/javascript/],
    [sheet, /^text\/css/],
  ] as const) {
    const original = readFileSync(`${assets}/${name}`);
    const cases = [
      { accept: "gzip, deflate, br, zstd", encoding: "br", decode: brotliDecompressSync },
      { accept: "gzip, deflate", encoding: "gzip", decode: gunzipSync },
      { accept: undefined, encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const { headers, body } = await fetchRaw(`/assets/${name}`, accept);
      expect(headers["content-encoding"], `${name} for ${accept}`).toBe(encoding);
      expect(headers["content-type"]).toMatch(type);
      expect(headers["cache-control"]).toContain("immutable");
      expect(String(headers["vary"]).toLowerCase()).toContain("accept-encoding");
      expect(decode(body).equals(original), `${name} decoded from ${encoding ?? "identity"}`).toBe(true);
      if (encoding) expect(body.length).toBeLessThan(original.length / 2);
    }
  }
  // Brotli is the smaller of the two.
  const br = await fetchRaw(`/assets/${script}`, "br");
  const gz = await fetchRaw(`/assets/${script}`, "gzip");
  expect(br.body.length).toBeLessThan(gz.body.length);
});
