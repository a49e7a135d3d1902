/**
 * A save as an operator makes it, with and without the audit trail (issue 26): the news editor's form
 * post through the console (its action, the platform's updateContent, the answer's redirect) and the
 * news list the browser then loads, timed against this tree and against the tree just before the
 * audit trail, both running at once on their own data directories, in pairs so that both see the
 * same machine. Prints the post alone and the whole save.
 *
 *   npm run bench -- audit-save      (env SAVES=300; BEFORE_REF: the tree without the audit trail,
 *                                     default the parent of the commit that added migration 0019)
 *
 * The tree before is checked out in .bench-audit-before (a git worktree sharing node_modules) and
 * built once.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { consoleSignIn, percentile as pct, round, start, stop, waitFor } from "./lib.ts";

const SAVES = Number(process.env.SAVES ?? 300);
const root = process.cwd();
const sh = (command: string, cwd = root) => execSync(command, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();

const added = sh("git log --format=%H --diff-filter=A -- platform/db/migrations/0019_audit_log.sql").split("\n").at(-1);
const ref = process.env.BEFORE_REF ?? `${added}^`;
const before = path.join(root, ".bench-audit-before");
const wanted = sh(`git rev-parse ${ref}`);
if (!existsSync(before) || sh("git rev-parse HEAD", before) !== wanted) {
  if (existsSync(before)) sh(`git worktree remove --force ${before}`);
  console.log(`Checking out ${wanted.slice(0, 10)} (without the audit trail) in ${before} and building it…`);
  sh(`git worktree add --detach ${before} ${wanted}`);
  symlinkSync(path.join(root, "node_modules"), path.join(before, "node_modules"));
  sh("npm run -s build", before);
}
if (!existsSync(path.join(root, "build", "server"))) sh("npm run -s build");

type Tree = { label: string; dir: string; port: number };
const trees: Tree[] = [
  { label: "without (before the audit trail)", dir: before, port: 3291 },
  { label: "with the audit trail", dir: root, port: 3292 },
];
const dataDirs: string[] = [];
const servers = trees.map((tree) => {
  const dataDir = mkdtempSync(path.join(root, ".bench-audit-save-"));
  dataDirs.push(dataDir);
  return start(`cd ${JSON.stringify(tree.dir)} && exec node server.js`, {
    NODE_ENV: "production",
    PORT: String(tree.port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
    COOKIE_SECURE: "false",
    LOG_LEVEL: process.env.BENCH_LOG ? "info" : "warn",
  });
});

try {
  const sessions: { tree: Tree; url: string; cookie: string; base: string; id: string }[] = [];
  for (const tree of trees) {
    const url = `http://127.0.0.1:${tree.port}`;
    await waitFor(`${url}/readyz`);
    const { cookie, base } = await consoleSignIn(url, "admin");
    const list = await (await fetch(`${url}/${base}/news`, { headers: { cookie } })).text();
    const id = /\/detail_news\/(\d+)/.exec(list)?.[1];
    if (!id) throw new Error(`${tree.label}: no news item to edit`);
    sessions.push({ tree, url, cookie, base, id });
  }
  let n = 0;
  const save = async (s: (typeof sessions)[number]) => {
    const form = new URLSearchParams({
      title: `Judul tolok ukur ${++n}`,
      author: "Tim Redaksi",
      image: "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png",
      link: "https://sehat.example/artikel",
      content: `<p>Isi berita yang disimpan ulang, putaran ${n}.</p>`,
    });
    const t = performance.now();
    const response = await fetch(`${s.url}/${s.base}/detail_news/${s.id}`, { method: "POST", body: form, headers: { cookie: s.cookie }, redirect: "manual" });
    await response.arrayBuffer();
    const post = performance.now() - t;
    const location = response.headers.get("location");
    if (response.status !== 302 || !location?.endsWith("/news")) throw new Error(`${s.tree.label}: the save answered ${response.status} → ${location}`);
    // What the operator waits for: the list the save lands on, as the browser follows the redirect.
    const list = await fetch(new URL(location, s.url), { headers: { cookie: s.cookie }, redirect: "manual" });
    const html = await list.text();
    if (list.status !== 200 || !html.includes(`Judul tolok ukur ${n}`)) throw new Error(`${s.tree.label}: the news list after the save answered ${list.status}`);
    return { post, whole: performance.now() - t };
  };
  for (const s of sessions) for (let i = 0; i < 10; i++) await save(s); // warm
  // Saves in pairs, one on each tree, the order turning each pair: both meet the same moment of a
  // busy machine, and the median of the pairs' differences is steadier than two medians apart.
  const measures = ["whole", "post"] as const;
  const times = { whole: [[], []] as number[][], post: [[], []] as number[][] };
  const differences = { whole: [] as number[], post: [] as number[] };
  for (let i = 0; i < SAVES; i++) {
    const pair: { post: number; whole: number }[] = [];
    for (const k of i % 2 ? [1, 0] : [0, 1]) pair[k] = await save(sessions[k]!);
    for (const m of measures) {
      times[m][0]!.push(pair[0]![m]);
      times[m][1]!.push(pair[1]![m]);
      differences[m].push(pair[1]![m] - pair[0]![m]);
    }
  }
  console.log(`\nThe news editor's save through the console, ${SAVES} pairs (ms)\n`);
  const label = { whole: "save as the operator waits for it (POST, its redirect, the news list)", post: "the POST alone (answered with its redirect)" };
  console.table(
    measures.flatMap((m) =>
      sessions.map((s, k) => ({ measure: label[m], tree: s.tree.label, p50: round(pct(times[m][k]!, 50)), p95: round(pct(times[m][k]!, 95)), max: round(Math.max(...times[m][k]!)) })),
    ),
  );
  for (const m of measures) {
    const extra = pct(differences[m], 50);
    console.log(`extra time with the record, ${label[m]}: ${round(extra)} ms, the median of the pairs' differences (${round((extra / pct(times[m][0]!, 50)) * 100)} % of the median without)`);
  }
} finally {
  for (const server of servers) await stop(server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
