/**
 * `npm run bench -- start` (after a build): how soon the console serves a sign-in after its process
 * starts, and what it costs, in three cases (issue 22):
 *   image    no demo image yet and an empty DATA_DIR: the image is made once, then loaded
 *   empty    an empty DATA_DIR, the demo image already made (what a fresh DATA_DIR costs)
 *   restart  the same DATA_DIR again
 * For each: the first answer of any kind, when the console said it was ready, the first successful
 * sign-in as superadmin, the slowest answer to the login page while the data was being prepared (one
 * request at a time, every 100 ms: a stalled event loop shows here) and once ready, and the peak RSS
 * (VmHWM) of the console's process and of the platform process it starts.
 * `START_CASES=empty,restart` picks cases; `START_RUNS` (default 3).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const PORT = 3250;
const url = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.START_RUNS ?? 3);
const CASES = (process.env.START_CASES ?? "image,empty,restart").split(",");

if (!existsSync("build/server/index.js")) {
  console.error("Build first: npx react-router build");
  process.exit(1);
}

function statusOf(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith(field + ":"));
    return line ? Number.parseInt(line.split(/\s+/)[1], 10) * 1024 : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) out.push(Number(entry), ...childrenOf(Number(entry)));
    } catch {
      // gone
    }
  }
  return out;
}

async function signIn(): Promise<boolean> {
  try {
    const response = await fetch(`${url}/authentication/login`, {
      method: "POST",
      body: new URLSearchParams({ username: "superadmin", password: "demo1234" }),
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    const location = response.headers.get("location") ?? "";
    return response.status === 302 && !location.includes("/authentication/") && response.headers.getSetCookie().length > 0;
  } catch {
    return false;
  }
}

interface Run {
  firstAnswer: number;
  ready: number;
  signedIn: number;
  slowestPreparing: number;
  slowestReady: number;
  serverPeak: number;
  helperPeak: number;
}

async function run(dataDir: string, extraEnv: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const server: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-secret-0123456789abcdef0123456789abcdef",
      LOGIN_FAILURES_PER_MINUTE: "1000",
      COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const pid = server.pid!;
  let ready = 0;
  server.stdout!.setEncoding("utf8").on("data", (text: string) => {
    if (!ready && text.includes("Sehat Console on http")) ready = performance.now() - started;
  });
  let helperPeak = 0;
  const sampler = setInterval(() => {
    // the platform process (the largest child: cp and tsx's helpers are small)
    for (const child of childrenOf(pid)) helperPeak = Math.max(helperPeak, statusOf(child, "VmHWM"));
  }, 100);
  let firstAnswer = 0;
  let slowestPreparing = 0;
  let slowestReady = 0;
  let done = false;
  // The login page, one request at a time, until a sign-in succeeds.
  const probes = (async () => {
    while (!done) {
      const t0 = performance.now();
      try {
        const response = await fetch(`${url}/authentication/login`, { signal: AbortSignal.timeout(120_000) });
        await response.arrayBuffer();
        if (!firstAnswer) firstAnswer = performance.now() - started;
        const ms = performance.now() - t0;
        if (response.status === 503) slowestPreparing = Math.max(slowestPreparing, ms);
        else slowestReady = Math.max(slowestReady, ms);
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  let signedIn = 0;
  while (!signedIn) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (performance.now() - started > 600_000) throw new Error("no sign-in within 10 minutes");
    if (await signIn()) signedIn = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 100));
  }
  done = true;
  await probes;
  clearInterval(sampler);
  const serverPeak = statusOf(pid, "VmHWM");
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  return { firstAnswer, ready, signedIn, slowestPreparing, slowestReady, serverPeak, helperPeak };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => (bytes ? `${Math.round(bytes / 1024 / 1024)} MB` : "-");
const rows: Record<string, string>[] = [];
const root = mkdtempSync(path.join(tmpdir(), "sehat-bench-start-"));
try {
  for (let i = 0; i < RUNS; i++) {
    const dataDir = path.join(root, `data-${i}`);
    const image = path.join(root, `image-${i}`);
    const cases: [string, Record<string, string>][] = [];
    // "image" builds into its own image directory; the others use the project's image (made if missing).
    if (CASES.includes("image")) cases.push(["image", { DEMO_IMAGE_DIR: image }]);
    if (CASES.includes("empty")) cases.push(["empty", {}]);
    if (CASES.includes("restart")) cases.push(["restart", {}]);
    for (const [name, env] of cases) {
      if (name !== "restart") rmSync(dataDir, { recursive: true, force: true });
      const r = await run(dataDir, env);
      rows.push({
        case: name,
        run: String(i + 1),
        "first answer": s(r.firstAnswer),
        ready: s(r.ready),
        "signed in": s(r.signedIn),
        "slowest page, preparing": `${Math.round(r.slowestPreparing)} ms`,
        "slowest page, ready": `${Math.round(r.slowestReady)} ms`,
        "console RSS": mb(r.serverPeak),
        "platform RSS": mb(r.helperPeak),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
console.log(`\nStart-up on ${process.env.HOSTNAME ?? "this machine"}, ${new Date().toISOString()}`);
console.table(rows);
