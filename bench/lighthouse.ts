/**
 * Lighthouse over the console's pages, signed in (issue 12): performance and accessibility scores,
 * FCP, LCP, TBT, CLS and the JavaScript + CSS bytes on the wire of each page.
 *
 *   npx react-router build && npm run bench -- lighthouse      (or: npx tsx bench/lighthouse.ts)
 *
 * It builds nothing itself: `npx react-router build` must have run. It starts the production server
 * (`node server.js`, NODE_ENV=production) on its own data directory, so the embedded platform seeds
 * the demo data at first start, signs in as the demo superadmin, and runs Lighthouse on each page
 * in Debian's Chromium (headless): Lighthouse's default mobile settings (Moto G Power screen,
 * simulated slow 4G, 4x CPU slowdown), performance and accessibility categories only. The session
 * cookie goes with every request of the signed-in pages (Lighthouse's extraHeaders); the login page
 * is audited signed out. Each page runs RUNS times; the table shows Lighthouse's median run (the
 * one nearest the median FCP and TTI).
 *
 * Lighthouse 12.8.2: Lighthouse 13 needs Node 22 and this project runs on Node 20. Scores of the two
 * versions are close but not the same (13 folds some audits into "insights").
 *
 * Output: the table; the accessibility audits that fail, per page; a JSON summary in
 * bench/.results/lighthouse.json (gitignored), and with LH_KEEP=1 each median run's full report and
 * trace (bench/.results/lighthouse-<page>.json, .trace.json).
 *
 * Env: RUNS (2), LH_PIN=0 (share all cores with the page, see rendererCores), LH_PAGES (comma-separated page names, default all), LH_DATA_DIR
 * (.bench-lighthouse-data), CHROMIUM_PATH (/usr/bin/chromium), SKIP_SERVER=1 with LH_URL to audit a
 * console that is already running.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LHResult } from "lighthouse";
import { consoleSignIn, start, stop, waitFor } from "./lib.ts";

const PORT = 3401;
const RUNS = Number(process.env.RUNS ?? 2);
const DATA_DIR = path.resolve(process.env.LH_DATA_DIR ?? ".bench-lighthouse-data");
const RESULTS = path.resolve("bench/.results");
const consoleUrl = process.env.LH_URL ?? `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [...rendererCores(), "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/**
 * Lighthouse's simulated throttling takes the wall time of each task in the page as observed here,
 * times 4. On a machine of a few cores the page's renderer waits for a core behind Lighthouse
 * itself, the console under test and Chromium's browser process, and that wait reads as a slow
 * page (Lighthouse's own advice is to run the server elsewhere). So, unless LH_PIN=0: this process,
 * and with it the console and Chromium's browser process it starts, runs on the first core, and the
 * page's renderer on the others (Chromium's --renderer-cmd-prefix).
 */
function rendererCores(): string[] {
  const cores = availableParallelism();
  if (process.env.LH_PIN === "0" || cores < 2) return [];
  try {
    execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  } catch {
    return []; // no taskset: shared cores, as before
  }
  return [`--renderer-cmd-prefix=taskset -c ${cores === 2 ? "1" : `1-${cores - 1}`}`];
}

type Page = { name: string; path: string; signedIn: boolean };

/** The pages of issue 12, with real parameters from the demo data. */
async function pages(base: string, cookie: string): Promise<Page[]> {
  const p = (name: string, rest: string): Page => ({ name, path: `/${base}/${rest}`, signedIn: true });
  // A member's claims: the card of the first claim in P001's "approved" table.
  const statusHtml = await (await fetch(`${consoleUrl}/${base}/eclaim_status/P001/8`, { headers: { cookie } })).text();
  const card = statusHtml.match(/\/eclaim_detail\/([A-Za-z0-9]+)"/)?.[1];
  if (!card) throw new Error("no claim card found on eclaim_status/P001/8");
  return [
    { name: "login", path: "/authentication/login", signedIn: false },
    p("dashboard", "dashboard"),
    p("members", "members/all"),
    p("core members", "coremedika-members"),
    p("news", "news"),
    p("add_news", "add_news"),
    p("media library", "media-library"),
    p("feature visibility", "feature/home-menu?corp=K0001"),
    p("eclaim", "eclaim"),
    p("eclaim_status", "eclaim_status/P001/8"),
    p("eclaim_detail", `eclaim_detail/${card}`),
    p("dashboard_eclaim", "dashboard_eclaim"),
    p("ecard transaction", "ecard/transaction"),
    p("ecard activation", "ecard/activation"),
    p("ecard dashboard", "ecard/dashboard"),
    p("reservation", "reservation"),
    p("premium provider", "premium-provider"),
    p("banner ads", "banner-ads"),
    p("add banner ads", "add-banner-ads"),
    p("e-materai", "ematerai"),
    p("add e-materai", "add-ematerai"),
    p("e-materai templates", "templating/PRV002"),
    p("add template", "add-template/PRV002"),
    p("live chat", "live_chat/open?chat=CHT000007"),
    p("manual activation", "manual-activation?tab=open&ticket=TCK-00004"),
    p("e-sign corporates", "e-sign/corporates"),
    p("e-sign members", "e-sign/members/K0001"),
    p("e-sign new member", "e-sign/members/K0001/new"),
  ];
}

type Row = {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cpuTbtMs: number;
  cls: number;
  jsCssBytes: number;
  runs: { performance: number; tbtMs: number; cpuTbtMs: number; fcpMs: number }[];
  failingA11y: { id: string; title: string; items: string[] }[];
  warnings: string[];
  benchmarkIndex: number;
  userAgent: string;
};

function summarize(page: Page, median: LHResult, all: LHResult[]): Row {
  const num = (lhr: LHResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (lhr: LHResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Bytes on the wire (compressed) of every script and stylesheet the page loaded.
  const summary = median.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const jsCss = (summary?.items ?? []).filter((i) => i.resourceType === "script" || i.resourceType === "stylesheet").reduce((s, i) => s + i.transferSize, 0);
  const failingA11y = median.categories.accessibility.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => median.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => {
      const items = ((a.details as { items?: { node?: { selector?: string; snippet?: string; explanation?: string } }[] } | undefined)?.items ?? []).slice(0, 5);
      return { id: a.id, title: a.title, items: items.map((i) => `${i.node?.selector ?? ""} ${i.node?.snippet ?? ""}`.trim()) };
    });
  return {
    page: page.name,
    path: page.path,
    performance: score(median, "performance"),
    accessibility: score(median, "accessibility"),
    fcpMs: Math.round(num(median, "first-contentful-paint")),
    lcpMs: Math.round(num(median, "largest-contentful-paint")),
    tbtMs: Math.round(num(median, "total-blocking-time")),
    cpuTbtMs: cpuTbt.get(median) ?? NaN,
    cls: Math.round(num(median, "cumulative-layout-shift") * 1000) / 1000,
    jsCssBytes: jsCss,
    runs: all.map((lhr) => ({ performance: score(lhr, "performance"), tbtMs: Math.round(num(lhr, "total-blocking-time")), cpuTbtMs: cpuTbt.get(lhr) ?? NaN, fcpMs: Math.round(num(lhr, "first-contentful-paint")) })),
    failingA11y,
    warnings: median.runWarnings,
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
    userAgent: median.environment.hostUserAgent,
  };
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };

/** Each run's blocking time counted from CPU time (see cpuBlockingTime). */
const cpuTbt = new WeakMap<LHResult, number>();
/** With LH_KEEP, each run's trace (written for the median run: open it in Chromium's DevTools, Performance panel). */
const traces = new WeakMap<LHResult, TraceEvent[]>();

/**
 * Lighthouse's simulated TBT takes each main-thread task's wall time as observed here, times 4 (the
 * phone's slower CPU). On a machine shared with other work, a task's wall time includes the time
 * the thread waited for a core, so a busy machine reads as a slow page. This counts the same way
 * (over 50 ms after the 4x, from the first contentful paint to the end of the trace) from each
 * task's own thread CPU time, which the machine's other load does not inflate.
 */
function cpuBlockingTime(events: TraceEvent[]): number {
  const fcp = events.filter((e) => e.name === "firstContentfulPaint").at(-1);
  if (!fcp) return NaN;
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X" && e.name === "RunTask" && e.ts >= fcp.ts);
  return Math.round(tasks.reduce((sum, t) => sum + Math.max(0, ((t.tdur ?? t.dur ?? 0) / 1000) * 4 - 50), 0));
}

/** One Lighthouse run in a Chromium of its own (a fresh profile each time: nothing cached, no state left by the page before). */
async function audit(url: string, cookie: string | null): Promise<LHResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    return await auditIn(chrome.port, url, cookie);
  } finally {
    chrome.kill();
  }
}

async function auditIn(port: number, url: string, cookie: string | null): Promise<LHResult> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: cookie ? { Cookie: cookie } : undefined },
    // Lighthouse's default config: mobile form factor, simulated throttling (slow 4G, 4x CPU).
    { extends: "lighthouse:default" },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  const events = result.artifacts.Trace.traceEvents as unknown as TraceEvent[];
  cpuTbt.set(lhr, cpuBlockingTime(events));
  if (process.env.LH_KEEP) traces.set(lhr, events);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-in page that lands on the login form would be audited as the wrong page.
  if (cookie && new URL(lhr.finalDisplayedUrl).pathname.startsWith("/authentication")) throw new Error(`${url} redirected to ${lhr.finalDisplayedUrl}: not signed in`);
  return lhr;
}

/** Lighthouse's own choice of the median run (core/lib/median-run.js): nearest the median FCP and TTI. */
function computeMedianRun(runs: LHResult[]): LHResult {
  const value = (lhr: LHResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const fcp = median(runs.map((r) => value(r, "first-contentful-paint")));
  const tti = median(runs.map((r) => value(r, "interactive")));
  const distance = (r: LHResult) => (fcp - value(r, "first-contentful-paint")) ** 2 + (tti - value(r, "interactive")) ** 2;
  return [...runs].sort((a, b) => distance(a) - distance(b) || value(a, "interactive") - value(b, "interactive"))[0];
}

/**
 * On a busy machine a run now and then fails (Chromium's error page for a load, or a trace without
 * its navigation start; Lighthouse says "run again"): try again, twice.
 */
async function auditWithRetry(url: string, cookie: string | null): Promise<LHResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt === 3 || !/CHROME_INTERSTITIAL_ERROR|NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED|NO_LCP/.test(String(error))) throw error;
      console.error(`${String(error).split("\n")[0]} (attempt ${attempt}; trying again)`);
    }
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const server = process.env.SKIP_SERVER
    ? null
    : start("node server.js", { NODE_ENV: "production", PORT: String(PORT), DATA_DIR, SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef", COOKIE_SECURE: "false" });
  try {
    await waitFor(`${consoleUrl}/healthz`);
    const { cookie, base } = await consoleSignIn(consoleUrl, "superadmin");
    const only = process.env.LH_PAGES?.split(",").map((s) => s.trim());
    const list = (await pages(base, cookie)).filter((p) => !only || only.includes(p.name));
    // One unmeasured visit of each page first: the server's caches and JIT, as after a while in use.
    for (const page of list) await fetch(consoleUrl + page.path, { headers: page.signedIn ? { cookie } : {} });

    const rows: Row[] = [];
    const keep: Record<string, LHResult> = {};
    for (const page of list) {
      const runs: LHResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(consoleUrl + page.path, page.signedIn ? cookie : null));
      const median = computeMedianRun(runs);
      const row = summarize(page, median, runs);
      rows.push(row);
      if (process.env.LH_KEEP) keep[page.name] = median;
      console.error(`${page.name}: performance ${row.performance}, accessibility ${row.accessibility}, TBT ${row.tbtMs} ms, CPU-time TBT ${row.cpuTbtMs} ms (runs: ${row.runs.map((r) => `${r.performance}/${r.tbtMs}/${r.cpuTbtMs} ms`).join(", ")})`);
    }

    console.log(`\nLighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}, mobile, simulated slow 4G and 4x CPU slowdown, median of ${RUNS} run(s), ${rows[0]?.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"}`);
    console.log("(Lighthouse 13 needs Node 22; this project runs on Node 20, so 12.8.2.)");
    const pinned = CHROME_FLAGS.find((f) => f.startsWith("--renderer-cmd-prefix"));
    console.log(pinned ? `The page's renderer on core(s) ${pinned.split(" ").at(-1)}, Lighthouse, the console and Chromium's browser process on core 0 (LH_PIN=0: all shared).` : "All processes share all cores.");
    const indexes = rows.map((r) => r.benchmarkIndex);
    // Simulated throttling multiplies the CPU time observed on this machine: a busy machine reads slower.
    console.log(`Lighthouse's CPU benchmark index of this machine during the runs: ${Math.min(...indexes)}–${Math.max(...indexes)} (higher is faster)`);
    console.log("TBT by CPU time: the same sum from each task's thread CPU time instead of its wall time, which a busy machine inflates (see cpuBlockingTime).\n");
    console.log("| page | performance | accessibility | FCP | LCP | TBT | CLS | JS+CSS on the wire | TBT by CPU time |");
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const r of rows) {
      console.log(`| ${r.page} | ${r.performance} | ${r.accessibility} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} | ${kb(r.jsCssBytes)} | ${r.cpuTbtMs} ms |`);
    }
    const failing = rows.filter((r) => r.failingA11y.length > 0);
    console.log(failing.length === 0 ? "\nAccessibility: no failing audit on any page." : "\nFailing accessibility audits:");
    for (const r of failing) {
      console.log(`  ${r.page} (${r.path.replace(base, "{base}")}):`);
      for (const a of r.failingA11y) {
        console.log(`    ${a.id}: ${a.title}`);
        for (const item of a.items) console.log(`      ${item.slice(0, 200)}`);
      }
    }
    for (const r of rows.filter((r) => r.warnings.length > 0)) console.log(`\n${r.page} warnings: ${r.warnings.join(" | ")}`);

    mkdirSync(RESULTS, { recursive: true });
    const anonymous = rows.map((r) => ({ ...r, path: r.path.replace(base, "{base}") }));
    writeFileSync(path.join(RESULTS, "lighthouse.json"), JSON.stringify({ date: new Date().toISOString(), runs: RUNS, rows: anonymous }, null, 2));
    for (const [name, lhr] of Object.entries(keep)) {
      const file = path.join(RESULTS, `lighthouse-${name.replace(/\W+/g, "_")}`);
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      writeFileSync(`${file}.trace.json`, JSON.stringify({ traceEvents: traces.get(lhr) ?? [] }));
    }
    console.log(`\nJSON summary: ${path.relative(process.cwd(), path.join(RESULTS, "lighthouse.json"))}`);
  } finally {
    if (server) await stop(server);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
