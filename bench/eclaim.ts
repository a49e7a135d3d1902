/**
 * E-claim benchmark (issue 8): the claim table and the payor dashboard at a million claims.
 *
 *   npx tsx bench/eclaim.ts            (or: npm run bench -- eclaim)
 *
 * 1. Seeds once (`npm run seed -- --scale $SCALE --data-dir $DIR`; scale 25 ≈ 1,000,000 claims).
 * 2. Starts the platform alone (`tsx platform/main.ts`) and times, one request at a time,
 *    getListClaimsCoreMedika for first, middle and last pages of every sort column in both orders,
 *    filters, page sizes, and getClaimsDashboardPayorCoreMedika per payor and for all payors.
 * 3. Starts the console on the same directory and times the status screen's loader and page.
 *
 * Env: BENCH_ECLAIM_DIR (.bench-eclaim-data), SCALE (25), RUNS (15), SKIP_BUILD.
 */
import { execSync } from "node:child_process";
import path from "node:path";
import { consoleSignIn, platformToken, round, start, stop, time, waitFor, waitForUnlock } from "./lib.ts";

const DIR = path.resolve(process.env.BENCH_ECLAIM_DIR ?? ".bench-eclaim-data");
const SCALE = Number(process.env.SCALE ?? 25);
const RUNS = Number(process.env.RUNS ?? 15);
const CONSOLE_PORT = 3211;
const PLATFORM_PORT = 4211;
const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}`;
const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
const SORTS = ["request_time", "request_id", "claims_id", "card_no", "member_name", "provider_name", "admission_date", "incurred", "approved"];

async function main() {
  execSync(`npx tsx platform/db/seed-cli.ts --scale ${SCALE} --data-dir ${JSON.stringify(DIR)}`, { stdio: "inherit" });

  const platform = start("npx tsx platform/main.ts", { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR: DIR, PLATFORM_LOG: "0" });
  const rows: Record<string, string | number>[] = [];
  let worstPage = 0;
  let worstDashboard = 0;
  let claims = 0;
  try {
    await waitFor(`${platformUrl}/api/get/additionals`);
    const headers = { Authorization: `Bearer ${await platformToken(platformUrl, "admin")}` };
    const get = async (p: string) => (await (await fetch(`${platformUrl}${p}`, { headers })).json()) as { data: any };
    const all = await get("/api/getClaimsDashboardPayorCoreMedika/PRJ001/*");
    claims = all.data.total;
    const p001 = await get("/api/getClaimsDashboardPayorCoreMedika/PRJ001/P001");
    const status = 7;
    const total = p001.data.byStatus[status].total as number;
    const sample = (await get(`/api/getListClaimsCoreMedika/PRJ001/P001/?status=${status}&size=10`)).data.result[0];
    console.log(`\n${claims.toLocaleString("en")} claims in PRJ001; P001 status ${status}: ${total.toLocaleString("en")}; ${RUNS} timed requests per row\n`);

    const list = (query: string) => `${platformUrl}/api/getListClaimsCoreMedika/PRJ001/P001/?status=${status}&${query}`;
    const cases: [string, string][] = [];
    for (const sort of SORTS) {
      for (const order of ["asc", "desc"]) {
        const last = Math.ceil(total / 10);
        for (const [where, page] of [["first", 1], ["middle", Math.floor(last / 2)], ["last", last]] as const) {
          cases.push([`sort ${sort} ${order} · ${where} page`, list(`size=10&sort_column=${sort}&sort_order=${order}&page=${page}`)]);
        }
      }
    }
    cases.push(["100 rows · first page", list("size=100")]);
    cases.push(["100 rows · last page", list(`size=100&page=${Math.ceil(total / 100)}`)]);
    cases.push([`filter request ID ${sample.request_id}`, list(`size=10&filter_value=${sample.request_id}`)]);
    cases.push([`filter card ${sample.card_no}`, list(`size=10&filter_value=${sample.card_no}`)]);
    cases.push(["filter name 'siti' · sort member_name", list("size=10&filter_value=siti&sort_column=member_name&sort_order=asc")]);
    cases.push(["filter provider 'medika' · page 5", list("size=10&filter_value=medika&page=5")]);
    for (const [label, url] of cases) {
      const stats = await time(url, headers, RUNS);
      worstPage = Math.max(worstPage, stats.p50);
      rows.push({ case: label, "p50 ms": stats.p50, "p95 ms": stats.p95, "max ms": stats.max, KB: round(stats.bytes / 1024) });
    }
    for (const payor of ["P001", "P002", "*"]) {
      const stats = await time(`${platformUrl}/api/getClaimsDashboardPayorCoreMedika/PRJ001/${encodeURIComponent(payor)}`, headers, RUNS);
      worstDashboard = Math.max(worstDashboard, stats.p50);
      rows.push({ case: `dashboard ${payor}`, "p50 ms": stats.p50, "p95 ms": stats.p95, "max ms": stats.max, KB: round(stats.bytes / 1024) });
    }
    const reim = await time(`${platformUrl}/api/getClaimReimClient/PRJ001`, headers, RUNS);
    rows.push({ case: "reimbursement per payor", "p50 ms": reim.p50, "p95 ms": reim.p95, "max ms": reim.max, KB: round(reim.bytes / 1024) });
    const detail = await time(`${platformUrl}/api/getClaimReimClientDetail/PRJ001/P001`, headers, RUNS);
    rows.push({ case: "reimbursement detail P001", "p50 ms": detail.p50, "p95 ms": detail.p95, "max ms": detail.max, KB: round(detail.bytes / 1024) });
  } finally {
    await stop(platform);
    await waitForUnlock(DIR);
  }
  console.log("Platform alone (HTTP on loopback), ms per request");
  console.table(rows);
  console.log(`worst p50: claim page ${worstPage} ms (target ≤ 50), payor dashboard ${worstDashboard} ms (target ≤ 100)`);

  if (!process.env.SKIP_BUILD) execSync("npx react-router build", { stdio: "inherit" });
  const server = start("node server.js", {
    NODE_ENV: "production",
    PORT: String(CONSOLE_PORT),
    DATA_DIR: DIR,
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    COOKIE_SECURE: "false",
    LOGIN_FAILURES_PER_MINUTE: "100",
  });
  const consoleRows: Record<string, string | number>[] = [];
  try {
    await waitFor(`${consoleUrl}/healthz`);
    const admin = await consoleSignIn(consoleUrl, "admin");
    const headers = { cookie: admin.cookie };
    for (const [label, screen] of [
      ["status table P001/7 · first page", "eclaim_status/P001/7"],
      ["status table P001/7 · page 1000 · sort incurred", "eclaim_status/P001/7?sort=incurred&order=asc&page=1000"],
      ["e-claim dashboard (P001)", "eclaim"],
      ["reimbursement dashboard", "dashboard_eclaim"],
    ] as const) {
      const [p, q] = screen.split("?");
      const data = await time(`${consoleUrl}/${admin.base}/${p}.data${q ? `?${q}` : ""}`, headers, RUNS);
      const page = await time(`${consoleUrl}/${admin.base}/${screen}`, headers, RUNS);
      consoleRows.push({ case: label, "data p50": data.p50, "data p95": data.p95, "html p50": page.p50, "html p95": page.p95, "html KB": round(page.bytes / 1024) });
    }
  } finally {
    await stop(server);
  }
  console.log("\nConsole, ms per request (data = loader only, html = full server-rendered page)");
  console.table(consoleRows);
}

await main();
process.exit(0);
