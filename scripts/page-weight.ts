/**
 * First-visit page weight of every screen, from the production build (issue 12, point 6): the gzip
 * bytes of the JavaScript and CSS a browser loads for a route on its first visit (the client entry,
 * the modules and styles of the route and its parents, and everything they import).
 *
 *   npx tsx scripts/page-weight.ts            print the table and check the budgets
 *   npx tsx scripts/page-weight.ts --update   write today's weights as the budgets (after a saving)
 *
 * `npm test` runs the check after the build: a route whose JavaScript or CSS grows more than 2 %
 * past its budget in scripts/page-budgets.json fails the tests, so a later screen cannot quietly
 * undo a saving. The budgets only go down: lower them with --update after making a page lighter.
 * Whatever the budgets say, the limits hold: JavaScript + CSS ≤ 120 KB on the login page
 * and ≤ 250 KB on every other screen. A screen whose handle says `hydrate: false` loads neither
 * (its styles are inline: app/.server/http/critical-css.ts; the e2e test critical-css.spec.ts keeps
 * each page's inline rules ≤ 15 KB).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

type RouteAsset = { id: string; parentId?: string; path?: string; module: string; imports?: string[]; css?: string[]; hasDefaultExport?: boolean };
type Assets = { entry: { module: string; imports: string[] }; routes: Record<string, RouteAsset> };
type Weight = { js: number; css: number; sent?: number };

const ROOT = path.resolve(import.meta.dirname, "..");
const BUDGETS = path.join(ROOT, "scripts/page-budgets.json");
/** Growth allowed before the check fails (build noise: hashes and minifier choices). */
const SLACK = 1.02;
/** The limits on JavaScript + CSS (KB, gzip) for a first visit. */
const LIMIT: Record<string, number> = { "authentication.login": 120 };
const DEFAULT_LIMIT = 250;

const gzipped = new Map<string, number>();
function size(asset: string): number {
  let bytes = gzipped.get(asset);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(path.join(ROOT, "build/client", asset)), { level: 6 }).length;
    gzipped.set(asset, bytes);
  }
  return bytes;
}

/** What a browser that takes brotli receives: the build's .br copy (scripts/precompress.js), or the file under 1 KB. */
function sent(asset: string): number {
  const file = path.join(ROOT, "build/client", asset);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

function weigh(assets: Assets, routeId: string): Weight {
  const js = new Set([assets.entry.module, ...assets.entry.imports]);
  const css = new Set<string>();
  for (let id: string | undefined = routeId; id; id = assets.routes[id]?.parentId) {
    const route = assets.routes[id]!;
    js.add(route.module);
    for (const file of route.imports ?? []) js.add(file);
    for (const file of route.css ?? []) css.add(file);
  }
  const sum = (files: Set<string>) => [...files].reduce((n, f) => n + size(f), 0);
  return { js: sum(js), css: sum(css), sent: [...js, ...css].reduce((n, f) => n + sent(f), 0) };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main() {
  // Importing the server build reads its configuration: point it at a platform elsewhere, so it
  // does not open the embedded one (nothing is called).
  process.env.PLATFORM_URL ??= "http://127.0.0.1:9";
  process.env.SESSION_SECRET ??= "page-weight-0123456789abcdef0123456789abcdef";
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as {
    assets: Assets;
    routes: Record<string, { module: { handle?: { hydrate?: boolean } } }>;
  };
  const pages = Object.values(build.assets.routes).filter((r) => r.hasDefaultExport && r.id !== "root" && !r.id.endsWith("routes/$base"));
  const weights: Record<string, Weight> = {};
  for (const route of pages.sort((a, b) => a.id.localeCompare(b.id))) {
    const plain = build.routes[route.id]?.module.handle?.hydrate === false;
    weights[route.id.replace(/^routes\//, "")] = plain ? { js: 0, css: 0 } : weigh(build.assets, route.id);
  }

  if (process.argv.includes("--update")) {
    writeFileSync(BUDGETS, `${JSON.stringify(Object.fromEntries(Object.entries(weights).map(([id, w]) => [id, { js: kb(w.js), css: kb(w.css) }])), null, 2)}\n`);
    console.log(`page-weight: budgets written for ${Object.keys(weights).length} screens`);
    return;
  }
  const budgets = JSON.parse(readFileSync(BUDGETS, "utf8")) as Record<string, Weight>;
  const over: string[] = [];
  const table = Object.entries(weights).map(([id, w]) => {
    const budget = budgets[id];
    if (!budget) over.push(`${id}: no budget (run with --update and commit scripts/page-budgets.json)`);
    else {
      if (kb(w.js) > budget.js * SLACK) over.push(`${id}: JavaScript ${kb(w.js)} KB > budget ${budget.js} KB`);
      if (kb(w.css) > budget.css * SLACK) over.push(`${id}: CSS ${kb(w.css)} KB > budget ${budget.css} KB`);
    }
    const limit = LIMIT[id] ?? DEFAULT_LIMIT;
    if (kb(w.js + w.css) > limit) over.push(`${id}: JavaScript + CSS ${kb(w.js + w.css)} KB > the limit of ${limit} KB`);
    return { screen: id, "JS KB": kb(w.js), "CSS KB": kb(w.css), "total KB": kb(w.js + w.css), "sent KB (br)": kb(w.sent ?? 0), "budget JS": budget?.js ?? "-", "budget CSS": budget?.css ?? "-" };
  });
  if (process.argv.includes("--table") || over.length) console.table(table);
  if (over.length) {
    console.error(`page-weight: over budget\n  ${over.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`page-weight: ${table.length} screens within their budgets (gzip level 6, first visit; sent as brotli 11)`);
}

await main();
