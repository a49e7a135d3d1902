// Build step: every script and style sheet of build/client/assets gets a brotli (.br) and a gzip
// (.gz) copy beside it, made once at the highest levels, so server.js sends them without spending
// CPU on each request. Brotli at level 11 is about a sixth smaller than gzip at compression()'s
// level 6 (docs/decisions/039-precompressed-assets.md): operators on slow links wait for fewer bytes.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const dir = path.resolve(process.argv[2] ?? "build/client/assets");
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

const started = performance.now();
const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
let done = 0;
let raw = 0;
let br = 0;
let gz = 0;
// zlib's async calls run on libuv's thread pool: the files compress in parallel, one per core.
await Promise.all(
  names.map(async (name) => {
    const file = path.join(dir, name);
    if ((await stat(file)).size < MIN_BYTES) return;
    const bytes = await readFile(file);
    const [b, g] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
      gzipped(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    done += 1;
    raw += bytes.length;
    br += b.length;
    gz += g.length;
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(`precompressed ${done} assets in ${Math.round(performance.now() - started)} ms: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
