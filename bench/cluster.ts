/**
 * `npm run bench -- cluster` (after a build; needs nginx and PostgreSQL, as scripts/cluster.sh does):
 * the signed-in dashboard through nginx with two consoles and with one, in one run: requests/s, p50,
 * p99 and non-2xx at 10 concurrent sessions, BENCH_SECONDS (15) for each in BENCH_ROUNDS (3)
 * alternating rounds, as bench/run.ts does (the shared machine's speed drifts within minutes).
 * "One console": nginx reloaded with the other console's server line marked down, so both runs use
 * the same processes and warm caches. Everything shares the machine's cores: nginx, the consoles,
 * the platform, PostgreSQL and the load generator.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { consoleSignIn } from "./lib.ts";

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3290);
const SESSIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const proxyUrl = `http://127.0.0.1:${PORT}`;

async function load(paths: { path: string; cookie: string }[], duration: number) {
  let next = 0;
  const result = await autocannon({
    url: proxyUrl,
    connections: paths.length,
    duration,
    setupClient(client) {
      const c = paths[next++ % paths.length];
      client.setRequests([{ method: "GET", path: c.path, headers: { cookie: c.cookie } }]);
    },
  });
  return { requests: result.requests.total, seconds: duration, p50: result.latency.p50, p99: result.latency.p99, other: result.non2xx + result.errors };
}
type Round = Awaited<ReturnType<typeof load>>;

function summary(consoles: number, rounds: Round[]) {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    consoles,
    "req/s": Math.round(rounds.reduce((s, r) => s + r.requests, 0) / rounds.reduce((s, r) => s + r.seconds, 0)),
    "p50 ms": median(rounds.map((r) => r.p50)),
    "p99 ms": median(rounds.map((r) => r.p99)),
    "worst round p99": Math.max(...rounds.map((r) => r.p99)),
    "non-2xx": rounds.reduce((s, r) => s + r.other, 0),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), "sehat-bench-cluster-"));
const cluster = spawn("bash", ["scripts/cluster.sh", "--consoles", "2", "--port", String(PORT), "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
const stopCluster = () => {
  if (cluster.exitCode === null) cluster.kill("SIGTERM");
};
process.on("exit", stopCluster);

async function main() {
  let output = "";
  cluster.stdout!.setEncoding("utf8").on("data", (text: string) => {
    output += text;
    process.stdout.write(text);
  });
  const exited = new Promise((resolve) => cluster.once("exit", resolve));
  for (let i = 0; !output.includes("Sehat cluster on"); i++) {
    if (cluster.exitCode !== null || i > 300 * 5) throw new Error("scripts/cluster.sh did not start the cluster");
    await new Promise((r) => setTimeout(r, 200));
  }
  const pids = readFileSync(path.join(dir, "pids"), "utf8").split("\n").map((line) => line.split(" "));
  const nginxPid = Number(pids.find(([role]) => role === "nginx")![1]);
  const consolePorts = pids.filter(([role]) => role === "console").map(([, , port]) => port);
  const confFile = path.join(dir, "nginx", "sehat.conf");
  const bothConf = readFileSync(confFile, "utf8");
  const oneConf = bothConf.replace(`server 127.0.0.1:${consolePorts[1]} `, `server 127.0.0.1:${consolePorts[1]} down `);
  if (oneConf === bothConf) throw new Error("the second console's server line is not in nginx's configuration");
  // nginx reloads gracefully (SIGHUP); then every request shows which consoles it may go to.
  const use = async (count: 1 | 2) => {
    writeFileSync(confFile, count === 2 ? bothConf : oneConf);
    process.kill(nginxPid, "SIGHUP");
    for (let tries = 0; ; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        try {
          const response = await fetch(`${proxyUrl}/livez`);
          await response.arrayBuffer();
          seen.add(response.headers.get("x-upstream") ?? "");
        } catch {
          // a kept-alive connection that an old worker closed
          seen.add("closed");
        }
      }
      if (seen.size === count) return;
      if (tries > 50) throw new Error(`nginx did not take the configuration with ${count} console(s)`);
    }
  };

  const sessions = await Promise.all(Array.from({ length: SESSIONS }, () => consoleSignIn(proxyUrl, "admin")));
  const paths = sessions.map((s) => ({ path: `/${s.base}/dashboard`, cookie: s.cookie }));
  // Warm both consoles (JIT, the platform's caches) before measuring.
  await load(paths, 3);
  const two: Round[] = [];
  const one: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await use(2);
    two.push(await load(paths, DURATION / ROUNDS));
    await use(1);
    one.push(await load(paths, DURATION / ROUNDS));
  }
  const rows = [summary(2, two), summary(1, one)];

  console.log(`\nSigned-in dashboard through nginx, ${SESSIONS} concurrent sessions, ${DURATION} s each in ${ROUNDS} alternating rounds`);
  console.table(rows);
  stopCluster();
  await exited;
  rmSync(dir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    stopCluster();
    process.exit(1);
  },
);
