/**
 * E-card export benchmark (issue 11): a million-row CSV export through the console with curl,
 * against the platform's own keyset scan of the same rows in the same run.
 *
 *   npx tsx bench/ecard-export.ts            (or: npm run bench -- ecard-export)
 *
 * 1. Seeds once (scale 25 ≈ 1,000,000 e-card events; the directory of bench/ecard-platform.ts).
 * 2. Starts the platform alone and reads every e-card event (both events, all payors) of the last
 *    year in keyset pages of 5,000, oldest first: the raw scan rate.
 * 3. Starts the console against it (`PLATFORM_URL`, the deployed shape) and exports the same rows
 *    with curl and the session cookie, as the README shows: time to first byte, rows per second,
 *    bytes with and without gzip, and the console process's peak RSS (sampled every 50 ms).
 * 4. Scans again, so the export is compared with the platform's rate around it (the mean of the
 *    scan before and the scan after: on a shared machine the load drifts within a run).
 *
 * Env: BENCH_ECARD_DIR (.bench-ecard-data), SCALE (25), EVENT (transaction), SKIP_BUILD.
 */
import { execFile, execFileSync, execSync } from "node:child_process";
import { promisify } from "node:util";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { platformToken, start, stop, waitFor, waitForUnlock } from "./lib.ts";

const DIR = path.resolve(process.env.BENCH_ECARD_DIR ?? ".bench-ecard-data");
const SCALE = Number(process.env.SCALE ?? 25);
const EVENT = process.env.EVENT ?? "transaction";
const PLATFORM_PORT = 4213;
const CONSOLE_PORT = 3213;
const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}`;
const DAY_MS = 86_400_000;
const wibDay = (offset: number) => new Date(Date.now() + 7 * 3600_000 - offset * DAY_MS).toISOString().slice(0, 10);
const from = wibDay(364);
const to = wibDay(0);

/** Peak RSS (MB) of a process tree rooted at `pid`, sampled until stopped. */
function rssSampler(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      const out = execSync(`ps -o rss= --ppid ${pid} -p ${pid}`).toString();
      const kb = out.split("\n").map(Number).filter(Boolean);
      peak = Math.max(peak, ...kb.map((k) => k / 1024));
    } catch {
      // the process is gone
    }
  };
  const timer = setInterval(sample, 50);
  return { stop: () => (clearInterval(timer), Math.round(peak)) };
}

async function rawScan(token: string) {
  const started = performance.now();
  let rows = 0;
  let bytes = 0;
  let after: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ event: EVENT, start_date: from, end_date: to, size: "5000", order: "asc" });
    if (after) query.set("after", after);
    const res = await fetch(`${platformUrl}/api/getListEcard/PRJ001/?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await res.text();
    bytes += text.length;
    const page = JSON.parse(text) as { data: { result: unknown[]; next: string | null } };
    rows += page.data.result.length;
    after = page.data.next;
    if (!after) break;
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, seconds, rate: Math.round(rows / seconds), mb: Math.round(bytes / 1e6) };
}

const execFileAsync = promisify(execFile);

/** curl runs as its own process while this one samples the console's memory. */
async function curlExport(dir: string, jar: string, base: string, gzip: boolean) {
  const url = `${consoleUrl}/${base}/ecard/${EVENT}/export?from=${from}&to=${to}`;
  const out = path.join(dir, gzip ? "export.csv.gz" : "export.csv");
  const args = ["-s", "-b", jar, "-o", out, "-w", "%{time_starttransfer} %{time_total} %{size_download} %{http_code}", url];
  if (gzip) args.splice(1, 0, "-H", "Accept-Encoding: gzip");
  const [ttfb, total, size, status] = (await execFileAsync("curl", args)).stdout.split(" ");
  if (status !== "200") throw new Error(`export answered ${status}`);
  return { ttfb: Number(ttfb) * 1000, seconds: Number(total), bytes: Number(size), file: out };
}

async function main() {
  execSync(`npx tsx platform/db/seed-cli.ts --scale ${SCALE} --data-dir ${JSON.stringify(DIR)}`, { stdio: "inherit" });
  if (!process.env.SKIP_BUILD) execSync("npx react-router build", { stdio: "inherit" });
  const platform = start("npx tsx platform/main.ts", { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR: DIR, PLATFORM_LOG: "0" });
  const dir = mkdtempSync(path.join(tmpdir(), "ecard-export-"));
  try {
    await waitFor(`${platformUrl}/api/get/additionals`);
    const raw = await rawScan(await platformToken(platformUrl, "admin"));
    console.log(`\nplatform keyset scan: ${raw.rows.toLocaleString("en")} ${EVENT} events ${from}…${to} in ${raw.seconds.toFixed(1)} s = ${raw.rate.toLocaleString("en")} rows/s (${raw.mb} MB of JSON)`);

    const consoleServer = start("node server.js", {
      NODE_ENV: "production",
      PORT: String(CONSOLE_PORT),
      PLATFORM_URL: platformUrl,
      SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
      COOKIE_SECURE: "false",
    });
    try {
      await waitFor(`${consoleUrl}/healthz`);
      const jar = path.join(dir, "jar");
      execFileSync("curl", ["-s", "-c", jar, "-d", "username=admin", "-d", "password=demo1234", `${consoleUrl}/authentication/login`]);
      const home = execFileSync("curl", ["-s", "-b", jar, "-o", "/dev/null", "-w", "%{redirect_url}", `${consoleUrl}/`]).toString();
      const base = new URL(home).pathname.split("/")[1]!;
      // One small export first, so the figures are those of a warm server (JIT, connections).
      await execFileAsync("curl", ["-s", "-b", jar, "-o", "/dev/null", `${consoleUrl}/${base}/ecard/${EVENT}/export?from=${to}&to=${to}`]);
      const idle = rssSampler(consoleServer.pid!);
      await new Promise((r) => setTimeout(r, 300));
      const idleRss = idle.stop();
      const rss = rssSampler(consoleServer.pid!);
      const plain = await curlExport(dir, jar, base, false);
      const zipped = await curlExport(dir, jar, base, true);
      const peak = rss.stop();
      const lines = readFileSync(plain.file, "utf8").split("\n").length - 2; // header and the last newline
      const rate = Math.round(lines / plain.seconds);
      console.log("\nconsole export with curl (PLATFORM_URL mode)");
      console.table([
        { case: "plain", rows: lines, "first byte ms": Math.round(plain.ttfb), seconds: plain.seconds.toFixed(1), "rows/s": rate, MB: (plain.bytes / 1e6).toFixed(1) },
        { case: "gzip", rows: lines, "first byte ms": Math.round(zipped.ttfb), seconds: zipped.seconds.toFixed(1), "rows/s": Math.round(lines / zipped.seconds), MB: (zipped.bytes / 1e6).toFixed(1) },
      ]);
      console.log(`rows/s against the scan before: ${Math.round((rate / raw.rate) * 100)} % (target ≥ 80 %); peak console RSS ${peak} MB (idle before: ${idleRss} MB; target ≤ 250); first byte ${Math.round(plain.ttfb)} ms (target ≤ 300)`);
      if (lines !== raw.rows) console.log(`!! the export has ${lines} rows, the scan ${raw.rows}`);
      const after = await rawScan(await platformToken(platformUrl, "admin"));
      const around = Math.round((raw.rate + after.rate) / 2);
      console.log(`platform keyset scan after the export: ${after.rate.toLocaleString("en")} rows/s; the export against the mean of both scans (${around.toLocaleString("en")} rows/s): plain ${Math.round((rate / around) * 100)} %, gzip ${Math.round((lines / zipped.seconds / around) * 100)} %`);
    } finally {
      await stop(consoleServer);
    }
  } finally {
    await stop(platform);
    await waitForUnlock(DIR);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
