/**
 * Audit trail benchmark (issue 26), in one process on a copy of the demo data (no HTTP in between:
 * what is measured is the platform's own time):
 * 1. The cost of a save with its record: updateContent (a news item) and updateFeature, timed in
 *    alternating rounds with the audit on (its transaction and trigger) and off (the call's rule
 *    declared as reading and the table's trigger disabled: the platform as it was before issue 26).
 *    Every save is made durable (fsync) as in production.
 * 2. The audit screen's call at a million records: first page, next, last page (first in the other
 *    order), filtered by user, by record, by a date range, by kind.
 *
 *   npm run bench -- audit          (env RECORDS=1000000, SAVES=40, RUNS=15)
 */
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase, setWriteCheck } from "../platform/db/client.ts";
import { copyDemoImage, ensureDemoImage } from "../platform/db/image.ts";
import { platformContext, prepareDatabase } from "../platform/platform.ts";
import { createApp } from "../platform/services/app.ts";
import { CALL_RULES, type CallRule } from "../platform/services/rules.ts";
import { DEMO_PASSWORD_HASH } from "../platform/testing.ts";
import { percentile as pct } from "./lib.ts";

const RECORDS = Number(process.env.RECORDS ?? 1_000_000);
const SAVES = Number(process.env.SAVES ?? 40);
const RUNS = Number(process.env.RUNS ?? 15);

// On the real disk, as DATA_DIR is: a save's fsync is part of what it costs (on /dev/shm it is free).
const dir = mkdtempSync(path.resolve(process.env.BENCH_AUDIT_DIR ?? ".bench-audit-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const image = await ensureDemoImage();
await copyDemoImage(image, { pgliteDir: path.join(dir, "pglite"), filesDir: path.join(dir, "files") });
const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
await prepareDatabase(database, { seed: true, filesDir: path.join(dir, "files") });
const app = createApp(platformContext(database, { memory: false, chatReplyMs: 0 }, path.join(dir, "files")));

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await app.fetch(
    new Request(`http://platform.bench${url}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), "x-client-address": "10.0.0.1" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as { code: number; token?: string; data?: unknown; message?: string };
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
  return json;
}
const token = async (username: string) => (await call("POST", "/api/user/login", null, { username, password: DEMO_PASSWORD_HASH })).token!;
const ms = (from: number) => performance.now() - from;
const r1 = (n: number) => Math.round(n * 10) / 10;

// ── 1. A save with and without its record ───────────────────────────────────
const admin = await token("admin");
const news = (await call("GET", "/api/content/APP001/a0001/array", admin)).data as { id: string; datajson: Record<string, string> }[];
const item = news[0]!;
const corp = "K0001";

const saves: Record<string, () => Promise<unknown>> = {
  updateContent: () => call("POST", "/api/updateContent", admin, { idContent: item.id, appid: "APP001", featureid: "a0001", datajson: { ...item.datajson, title: `Judul ${Math.random().toString(36).slice(2, 8)}` }, status: true }),
  updateFeature: () => call("POST", "/api/updateFeature", admin, { confid: "home-menu", corpid: corp, id: null, jsonfeature: { features: { telemedicine: Math.random() < 0.5 }, invisible_items: {}, invisible: [] } }),
};
const TRIGGERS: Record<string, string> = { updateContent: "contents", updateFeature: "feature_configs" };
const rule = (name: string) => CALL_RULES[name] as CallRule & { writes: readonly string[] };

const auditCheck = setWriteCheck(null);
type Mode = "on" | "off" | "tx";
/** on: as shipped; off: as before issue 26 (no transaction, no trigger); tx: the transaction and its context without the trigger. */
async function setAudit(name: string, mode: Mode, declared: readonly string[]) {
  (rule(name) as { writes: readonly string[] }).writes = mode === "off" ? [] : declared;
  setWriteCheck(mode === "off" ? null : auditCheck);
  await database.exclusive((conn) => conn.exec(`ALTER TABLE ${TRIGGERS[name]} ${mode === "on" ? "ENABLE" : "DISABLE"} TRIGGER ${TRIGGERS[name]}_audit`));
}

console.log(`\n1. A save with its audit record and without (${SAVES} saves each way, alternating rounds of 5; durable)\n`);
const costRows: Record<string, string | number>[] = [];
for (const [name, save] of Object.entries(saves)) {
  const declared = [...rule(name).writes];
  const times: Record<Mode, number[]> = { on: [], off: [], tx: [] };
  for (let i = 0; i < 3; i++) await save(); // warm
  for (let round = 0; round < SAVES / 5; round++) {
    for (const mode of round % 2 ? (["off", "tx", "on"] as const) : (["on", "tx", "off"] as const)) {
      await setAudit(name, mode, declared);
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        await save();
        times[mode].push(ms(t));
      }
    }
  }
  await setAudit(name, "on", declared);
  const on = pct(times.on, 50);
  const off = pct(times.off, 50);
  costRows.push({ call: name, "without p50 ms": r1(off), "transaction only p50": r1(pct(times.tx, 50)), "with p50 ms": r1(on), "without p95": r1(pct(times.off, 95)), "with p95": r1(pct(times.on, 95)), "extra %": r1(((on - off) / off) * 100) });
}
console.table(costRows);

// ── 2. The audit screen at a million records ────────────────────────────────
console.log(`\n2. Filling audit_log to ${RECORDS.toLocaleString("en")} records (set-based; the chain trigger is off for the fill)…`);
let t = performance.now();
await database.exclusive(async (conn) => {
  await conn.exec("ALTER TABLE audit_log DISABLE TRIGGER audit_log_chain");
  await conn.exec(`
    INSERT INTO audit_log (id, at, kind, action, username, role, project_id, address, request_id, screen, call, entity, record_id, before, after, prev_hash, hash)
    SELECT 1000000000 + g, now() - make_interval(secs => (${RECORDS} - g) * 30), 'change', (ARRAY['insert','update','delete'])[1 + g % 3],
           (ARRAY['admin','superadmin','operator','editor'])[1 + g % 4], 'admin', 'PRJ001', '10.0.0.' || (g % 200), 'bench-' || g, 'news', 'updateContent',
           (ARRAY['contents','members','feature_configs','premium_providers'])[1 + g % 4], (g % 5000)::text,
           jsonb_build_object('status', true), jsonb_build_object('status', false), md5(g::text), md5((g + 1)::text)
      FROM generate_series(1, ${RECORDS}) AS g;
    ALTER TABLE audit_log ENABLE TRIGGER audit_log_chain;
    SELECT setval('audit_log_id_seq', 1000000000 + ${RECORDS} + 1);
  `);
  await conn.exec("VACUUM ANALYZE audit_log");
});
console.log(`   filled in ${r1(ms(t) / 1000)} s`);
await saves.updateContent!(); // one real record on top, linked to the last filled one

const superadmin = await token("superadmin");
type Page = { result: { id: string; record_id: string; entity: string }[]; next: string | null; prev: string | null };
const list = async (qs: string) => (await call("GET", `/api/auditLog?${qs}`, superadmin)).data as Page;
async function time(qs: string) {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await list(qs);
    values.push(ms(t));
  }
  return { p50: r1(pct(values, 50)), p95: r1(pct(values, 95)), max: r1(Math.max(...values)) };
}
const first = await list("size=20");
const sample = first.result[1]!;
const day = (daysAgo: number) => new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const cases: [string, string][] = [
  ["first page (newest)", "size=20"],
  ["next page", `size=20&after=${first.next}`],
  ["last page (oldest: first in the other order)", "size=20&order=asc"],
  ["user 'operator'", "size=20&user=operator"],
  [`record ${sample.entity}/${sample.record_id}`, `size=20&entity=${sample.entity}&record=${sample.record_id}`],
  ["kind security (few)", "size=20&kind=security"],
  ["action sign-in (security)", "size=20&action=sign-in"],
  ["action delete (a third of the changes)", "size=20&action=delete"],
  ["screen 'news' (every filled record)", "size=20&screen=news"],
  ["screen 'profile' (none: reads the whole project)", "size=20&screen=profile"],
  ["a week, 30 days ago", `size=20&start_date=${day(36)}&end_date=${day(30)}`],
  ["export page (1,000, oldest first)", "size=1000&order=asc"],
];
const rows: Record<string, string | number>[] = [];
for (const [label, qs] of cases) rows.push({ case: label, ...(await time(qs)) });
console.log(`\n   GET /api/auditLog as superadmin, ${RUNS} runs each (ms)\n`);
console.table(rows);
await database.close();
process.exit(0);
