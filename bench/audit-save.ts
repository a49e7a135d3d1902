/**
 * A save as an operator makes it, with and without the audit trail (issue 26): the news editor's form
 * post through the console (its action, the platform's updateContent, the answer's redirect), timed
 * against this tree and against the tree just before the audit trail, both running at once on their
 * own data directories, in alternating rounds so that both see the same machine.
 *
 *   npm run bench -- audit-save      (env SAVES=100; BEFORE_REF: the tree without the audit trail,
 *                                     default the parent of the commit that added migration 0019)
 *
 * The tree before is checked out in .bench-audit-before (a git worktree sharing node_modules) and
 * built once.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { consoleSignIn, round, start, stop, waitFor } from "./lib.ts";

const SAVES = Number(process.env.SAVES ?? 100);
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
    LOG_LEVEL: "warn",
  });
});

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
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
    const ms = performance.now() - t;
    if (response.status !== 302 || !response.headers.get("location")?.endsWith("/news")) throw new Error(`${s.tree.label}: the save answered ${response.status} → ${response.headers.get("location")}`);
    return ms;
  };
  for (const s of sessions) for (let i = 0; i < 10; i++) await save(s); // warm
  const times = sessions.map(() => [] as number[]);
  for (let r = 0; r < SAVES / 5; r++) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const k of order) for (let i = 0; i < 5; i++) times[k]!.push(await save(sessions[k]!));
  }
  const [off, on] = times.map((t) => pct(t, 50)) as [number, number];
  console.log(`\nThe news editor's save through the console (POST, answered with its redirect), ${SAVES} each, alternating rounds of 5\n`);
  console.table(sessions.map((s, k) => ({ tree: s.tree.label, "p50 ms": round(pct(times[k]!, 50)), "p95 ms": round(pct(times[k]!, 95)), "max ms": round(Math.max(...times[k]!)) })));
  console.log(`extra time of a save with its record: ${round(on - off)} ms at the median (${round(((on - off) / off) * 100)} %)`);
} finally {
  for (const server of servers) await stop(server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
