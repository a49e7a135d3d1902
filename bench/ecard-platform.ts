/**
 * E-card platform benchmark (issue 11): getListEcard at a million e-card events, the collection
 * calls, reservations at 100,000, and the raw rate of a full keyset scan (what the console's CSV
 * export can at best reach).
 *
 *   npx tsx bench/ecard-platform.ts
 *
 * 1. Seeds once (`npm run seed -- --scale $SCALE --data-dir $DIR`; scale 25 ≈ 1,000,000 e-card events
 *    and 100,000 reservations).
 * 2. Starts the platform alone (`tsx platform/main.ts`) and times, one request at a time, first, next,
 *    prev and last pages (last = the first page in the other order) without filters, by payor, by
 *    corporate, by dates, with a search; the summary calls; reservation pages.
 * 3. Reads one event over a year in keyset pages of 5,000 (oldest first) and prints rows per second.
 *
 * Env: BENCH_ECARD_DIR (.bench-ecard-data), SCALE (25), RUNS (15).
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { createHmac } from "node:crypto";
import { percentile, platformToken, round, start, stop, time, waitFor, waitForUnlock, type Stats } from "./lib.ts";

const DIR = path.resolve(process.env.BENCH_ECARD_DIR ?? ".bench-ecard-data");
const SCALE = Number(process.env.SCALE ?? 25);
const RUNS = Number(process.env.RUNS ?? 15);
const PLATFORM_PORT = 4212;
const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
const GATEWAY_KEY = "bench-gateway-key";
const DAY_MS = 86_400_000;

type Page = { total: number; total_exact: boolean; result: { card_no: string; member_name: string; corp_code: string }[]; next: string | null; prev: string | null };

const wibDay = (offsetDays: number) => new Date(Date.now() + 7 * 3600_000 - offsetDays * DAY_MS).toISOString().slice(0, 10);

async function main() {
  execSync(`npx tsx platform/db/seed-cli.ts --scale ${SCALE} --data-dir ${JSON.stringify(DIR)}`, { stdio: "inherit" });

  const platform = start("npx tsx platform/main.ts", { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR: DIR, PLATFORM_LOG: "0", GATEWAY_KEY });
  const rows: Record<string, string | number>[] = [];
  let worst = { label: "", p50: 0 };
  let scan = "";
  try {
    await waitFor(`${platformUrl}/api/get/additionals`);
    const token = await platformToken(platformUrl, "admin");
    const headers = { Authorization: `Bearer ${token}` };
    const getJson = async <T>(p: string) => ((await (await fetch(`${platformUrl}${p}`, { headers })).json()) as { data: T }).data;
    const list = (qs: string) => `/api/getListEcard/PRJ001/?${qs}`;
    const record = (label: string, stats: Stats, listCall = true) => {
      if (listCall && stats.p50 > worst.p50) worst = { label, p50: stats.p50 };
      rows.push({ case: label, "p50 ms": stats.p50, "p95 ms": stats.p95, "max ms": stats.max, KB: round(stats.bytes / 1024) });
    };

    const all = await getJson<Page>(list("event=transaction&size=10"));
    const sample = all.result[0]!;
    console.log(`\nPRJ001 transactions: ${all.total.toLocaleString("en")}; ${RUNS} timed requests per row\n`);

    const filters: [string, string][] = [
      ["no filter", "event=transaction"],
      ["payor P002", "event=transaction&payor_code=P002"],
      [`corporate ${sample.corp_code}`, `event=transaction&corp_code=${sample.corp_code}`],
      ["last 30 days", `event=activation&start_date=${wibDay(29)}&end_date=${wibDay(0)}`],
      ["payor P001 · a year", `event=activation&payor_code=P001&start_date=${wibDay(364)}&end_date=${wibDay(0)}`],
      [`q card ${sample.card_no}`, `event=transaction&q=${sample.card_no}`],
      [`q card prefix ${sample.card_no.slice(0, 8)}`, `event=transaction&q=${sample.card_no.slice(0, 8)}`],
      ["q name 'siti'", "event=transaction&q=siti"],
      ["q name 'a'", "event=transaction&q=a"],
      ["q name 'a' · a year (count capped)", `event=transaction&q=a&start_date=${wibDay(364)}&end_date=${wibDay(0)}`],
      ["q name 'siti' · last 30 days", `event=transaction&q=siti&start_date=${wibDay(29)}&end_date=${wibDay(0)}`],
      ["q name 'xq' (nothing)", "event=transaction&q=xq"],
      ["q name 'ah' · payor P006", "event=activation&payor_code=P006&q=ah"],
      ["q name 'ah' · payor P006 · last 30 days", `event=activation&payor_code=P006&q=ah&start_date=${wibDay(29)}&end_date=${wibDay(0)}`],
      [`q name '${sample.member_name.split(" ")[0]!.toLowerCase()}' · payor P001`, `event=activation&payor_code=P001&q=${encodeURIComponent(sample.member_name.split(" ")[0]!.toLowerCase())}`],
      ["q name 'suhéndra' (3 members)", `event=transaction&q=${encodeURIComponent("suhéndra")}`],
    ];
    for (const [label, qs] of filters) {
      const first = await getJson<Page>(list(`${qs}&size=10`));
      record(`${label} · first`, await time(`${platformUrl}${list(`${qs}&size=10`)}`, headers, RUNS));
      if (first.next) {
        record(`${label} · next`, await time(`${platformUrl}${list(`${qs}&size=10&after=${first.next}`)}`, headers, RUNS));
        const second = await getJson<Page>(list(`${qs}&size=10&after=${first.next}`));
        if (second.prev) record(`${label} · prev`, await time(`${platformUrl}${list(`${qs}&size=10&before=${second.prev}`)}`, headers, RUNS));
      }
      record(`${label} · last (asc first)`, await time(`${platformUrl}${list(`${qs}&size=10&order=asc`)}`, headers, RUNS));
    }
    record("100 rows · first", await time(`${platformUrl}${list("event=transaction&size=100")}`, headers, RUNS));
    record("1,000 rows · first", await time(`${platformUrl}${list("event=transaction&size=1000")}`, headers, RUNS), false);
    record("5,000 rows · first (export page)", await time(`${platformUrl}${list("event=transaction&size=5000&order=asc")}`, headers, RUNS), false);

    // The summary calls.
    const chart = async (body: unknown) => {
      const samples: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const t0 = performance.now();
        const res = await fetch(`${platformUrl}/api/getCollectionLog`, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) });
        await res.arrayBuffer();
        if (i >= 3) samples.push(performance.now() - t0);
      }
      return statsOf(samples);
    };
    record("getCollectionLog · 30 days", await chart({ collection: "ecard_log", event: "activation" }), false);
    record("getCollectionLog · a year, payor P001", await chart({ collection: "ecard_log", event: "activation", filter: { payor_code: "P001", start_date: wibDay(365), end_date: wibDay(0) } }), false);
    const reqauth = await fetch(`${platformUrl}/gateway/member/reqauth`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ project_id: "PRJ001", signature: createHmac("sha256", GATEWAY_KEY).update("PRJ001").digest("hex") }),
    });
    const gatewayToken = ((await reqauth.json()) as { token: string }).token;
    const summarySamples: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await fetch(`${platformUrl}/gateway/tools/getCollectionAllByEvent`, { method: "POST", headers: { Authorization: `Bearer ${gatewayToken}`, "Content-Type": "application/json" }, body: JSON.stringify({ event: "activation" }) });
      await res.arrayBuffer();
      if (i >= 3) summarySamples.push(performance.now() - t0);
    }
    record("getCollectionAllByEvent · activation", statsOf(summarySamples), false);

    // Reservations (100k at scale 25).
    const res = await getJson<{ total: number; next: string | null }>("/api/getListReservation/PRJ001/?size=10");
    console.log(`PRJ001 reservations: ${res.total.toLocaleString("en")}`);
    record("reservations · page 1", await time(`${platformUrl}/api/getListReservation/PRJ001/?size=10`, headers, RUNS), false);
    record("reservations · page 500 (OFFSET)", await time(`${platformUrl}/api/getListReservation/PRJ001/?size=10&page=500`, headers, RUNS), false);
    record(`reservations · last page (${Math.ceil(res.total / 100)} of 100)`, await time(`${platformUrl}/api/getListReservation/PRJ001/?size=100&page=${Math.ceil(res.total / 100)}`, headers, RUNS), false);
    record("reservations · after cursor", await time(`${platformUrl}/api/getListReservation/PRJ001/?size=10&after=${res.next}`, headers, RUNS), false);
    record("reservations · q card prefix", await time(`${platformUrl}/api/getListReservation/PRJ001/?size=10&q=${sample.card_no.slice(0, 8)}`, headers, RUNS), false);
    record("reservations · 5,000 (export page)", await time(`${platformUrl}/api/getListReservation/PRJ001/?size=5000`, headers, RUNS), false);

    // A raw full scan: one event over a year, oldest first, in keyset pages of 5,000.
    const scanQs = `event=transaction&start_date=${wibDay(364)}&end_date=${wibDay(0)}&size=5000&order=asc`;
    const t0 = performance.now();
    let count = 0;
    let bytes = 0;
    let pages = 0;
    let next: string | null = null;
    do {
      const response: Response = await fetch(`${platformUrl}${list(`${scanQs}${next ? `&after=${next}` : ""}`)}`, { headers });
      const text: string = await response.text();
      bytes += text.length;
      const page: Page = (JSON.parse(text) as { data: Page }).data;
      count += page.result.length;
      pages++;
      next = page.next;
    } while (next);
    const seconds = (performance.now() - t0) / 1000;
    scan =
      `Full scan, transactions of a year (keyset pages of 5,000, oldest first): ${count.toLocaleString("en")} rows in ${pages} pages, ` +
      `${seconds.toFixed(1)} s = ${Math.round(count / seconds).toLocaleString("en")} rows/s, ${round(bytes / 1024 / 1024)} MB of JSON (${Math.round(((seconds * 1000) / pages) * 10) / 10} ms per page)`;
  } finally {
    await stop(platform);
    await waitForUnlock(DIR);
  }
  console.log("Platform alone (HTTP on loopback), ms per request");
  console.table(rows);
  console.log(`worst p50 of a table page (≤ 1,000 rows): ${worst.p50} ms (${worst.label}; target ≤ 50)`);
  console.log(scan);
}

function statsOf(samples: number[]): Stats {
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(Math.max(...samples)), bytes: 0 };
}

await main();
process.exit(0);
