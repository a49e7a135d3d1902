/**
 * Member-list benchmark (issue 4): server time per page of the member lists at 100,000+ members.
 *
 *   npx tsx bench/members.ts            (or: npm run bench -- members)
 *
 * 1. Seeds a large data set once (`npm run seed -- --scale $SCALE --data-dir $DIR`, default scale
 *    20 ≈ 120,000 members) unless the directory already holds one.
 * 2. Starts the console (`node server.js`, embedded platform, DATA_DIR=$DIR) and times, one request
 *    at a time, the loader data (`…/members/all.data?…`: session, access check, platform query,
 *    payor scoping, column filtering) and the full HTML page, for first, deep and last pages,
 *    sorts, searches, page sizes, the eclaim role and the core member list.
 * 3. Stops it and starts the platform alone (`tsx platform/main.ts`) on the same directory to time
 *    the platform's getListMember itself, the part that grows with the data.
 *
 * Env: BENCH_MEMBERS_DIR (.bench-members-data), SCALE (20), RUNS (25), BUILD_DIR (build), SKIP_BUILD,
 * BENCH_CONSOLE_PORT (3210), BENCH_PLATFORM_PORT (4210).
 */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { consoleSignIn as signInAt, platformToken as tokenAt, round, start, stop, time as timeRuns, waitFor } from "./lib.ts";

const DIR = path.resolve(process.env.BENCH_MEMBERS_DIR ?? ".bench-members-data");
const SCALE = Number(process.env.SCALE ?? 20);
const RUNS = Number(process.env.RUNS ?? 25);
const CONSOLE_PORT = Number(process.env.BENCH_CONSOLE_PORT ?? 3210);
const PLATFORM_PORT = Number(process.env.BENCH_PLATFORM_PORT ?? 4210);
const consoleUrl = `http://127.0.0.1:${CONSOLE_PORT}`;
const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
const consoleSignIn = (username: string) => signInAt(consoleUrl, username);
const platformToken = (username: string) => tokenAt(platformUrl, username);
const time = (url: string, headers: Record<string, string>) => timeRuns(url, headers, RUNS);

/** The list pages measured: [label, path under the member list, query]. */
function cases(total: number, corp: string) {
  const last = Math.ceil(total / 10);
  return [
    ["all · page 1 · 10 rows · newest first", "members/all", "size=10"],
    ["all · middle page (offset ~50%)", "members/all", `size=10&page=${Math.floor(last / 2)}`],
    ["all · last page", "members/all", `size=10&page=${last}`],
    ["all · page 1 · 100 rows", "members/all", "size=100"],
    ["all · page 1 · 1000 rows", "members/all", "size=1000"],
    ["all · sort name asc · page 1", "members/all", "size=10&sort=name&order=asc"],
    ["all · sort name desc · middle page", "members/all", `size=10&sort=name&order=desc&page=${Math.floor(last / 2)}`],
    ["all · sort birthdate asc · page 200", "members/all", "size=50&sort=birthdate&order=asc&page=200"],
    ["active · page 1", "members/active", "size=10"],
    ["inactive · page 1 · 200 rows", "members/inactive", "size=200"],
    ["search name 'siti'", "members/all", "size=10&q=siti"],
    ["search name, rare 'wibowo' · page 2", "members/all", "size=10&q=wibowo&page=2"],
    ["search card prefix '8' (every card)", "members/all", "size=10&q=8"],
    ["search one letter 'a' (most names)", "members/all", "size=10&q=a"],
    ["core members · page 1", "coremedika-members", "size=10"],
    ["core members · F, Principal, one corporate", "coremedika-members", `size=10&gender=F&type=P&corp=${corp}`],
  ] as const;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + " ".repeat(n - s.length));

async function main() {
  if (!process.env.SKIP_BUILD) execSync("npx react-router build", { stdio: "inherit" });
  if (!existsSync(path.join(DIR, "pglite"))) console.log(`Seeding ${DIR} at scale ${SCALE} (a few minutes, once)…`);
  execSync(`npx tsx platform/db/seed-cli.ts --scale ${SCALE} --data-dir ${JSON.stringify(DIR)}`, { stdio: "inherit" });

  // Phase 1: the console with its embedded platform.
  const server = start("node server.js", {
    NODE_ENV: "production",
    PORT: String(CONSOLE_PORT),
    DATA_DIR: DIR,
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    COOKIE_SECURE: "false",
  });
  const consoleRows: Record<string, string | number>[] = [];
  let total = 0;
  try {
    await waitFor(`${consoleUrl}/healthz`);
    const superadmin = await consoleSignIn("superadmin");
    const eclaim = await consoleSignIn("eclaim");
    const first = await fetch(`${consoleUrl}/${superadmin.base}/members/all?size=10`, { headers: { cookie: superadmin.cookie } });
    const html = (await first.text()).replace(/<!-- -->/g, "");
    total = Number((/dari ([\d.]+)/.exec(html)?.[1] ?? "0").replace(/\./g, ""));
    const corp = /"corp_code":"([A-Za-z0-9-]+)"/.exec(await (await fetch(`${consoleUrl}/${superadmin.base}/corporates?q=`, { headers: { cookie: superadmin.cookie } })).text())?.[1] ?? "";
    console.log(`\n${total.toLocaleString("en")} members visible to superadmin; ${RUNS} timed requests per row, one at a time\n`);
    for (const [label, screen, query] of cases(total, corp)) {
      const headers = { cookie: superadmin.cookie };
      const data = await time(`${consoleUrl}/${superadmin.base}/${screen}.data?${query}`, headers);
      const page = await time(`${consoleUrl}/${superadmin.base}/${screen}?${query}`, headers);
      consoleRows.push({ case: label, "data p50": data.p50, "data p95": data.p95, "html p50": page.p50, "html p95": page.p95, "html KB": round(page.bytes / 1024) });
    }
    for (const [label, query] of [
      ["eclaim (one payor) · page 1", "size=10"],
      ["eclaim · page 100 · sort name", "size=10&page=100&sort=name&order=asc"],
    ] as const) {
      const headers = { cookie: eclaim.cookie };
      const data = await time(`${consoleUrl}/${eclaim.base}/members/all.data?${query}`, headers);
      const page = await time(`${consoleUrl}/${eclaim.base}/members/all?${query}`, headers);
      consoleRows.push({ case: label, "data p50": data.p50, "data p95": data.p95, "html p50": page.p50, "html p95": page.p95, "html KB": round(page.bytes / 1024) });
    }
  } finally {
    await stop(server);
  }
  console.log("Console, ms per request (data = loader only, html = full server-rendered page)");
  console.table(consoleRows);

  // Phase 2: the platform alone, its getListMember without the console.
  const platform = start("npx tsx platform/main.ts", { PLATFORM_PORT: String(PLATFORM_PORT), DATA_DIR: DIR, PLATFORM_LOG: "0" });
  const platformRows: Record<string, string | number>[] = [];
  try {
    await waitFor(`${platformUrl}/api/get/additionals`);
    const token = await platformToken("superadmin");
    const headers = { Authorization: `Bearer ${token}` };
    for (const [label, screen, query] of cases(total, "")) {
      if (!screen.startsWith("members/")) continue;
      const type = screen.split("/")[1];
      const q = new URLSearchParams(query);
      const params = new URLSearchParams({ type, page: q.get("page") ?? "1", size: q.get("size") ?? "10", sort: q.get("sort") ?? "created_at", order: q.get("order") ?? "desc" });
      if (q.get("q")) params.set("q", q.get("q")!);
      const stats = await time(`${platformUrl}/api/getListMember/MOB001/?${params}`, headers);
      platformRows.push({ case: pad(label, 40), "p50 ms": stats.p50, "p95 ms": stats.p95, "max ms": stats.max, KB: round(stats.bytes / 1024) });
    }
  } finally {
    await stop(platform);
  }
  console.log("\nPlatform getListMember alone (HTTP on loopback), ms per request");
  console.table(platformRows);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
