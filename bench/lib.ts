// What the benchmarks share: servers in their own process groups, sign-in, timing one request at a time.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";

/** Starts a server in its own process group, so stopping it also stops what npx/tsx started under it. */
export function start(command: string, env: Record<string, string>): ChildProcess {
  const child = spawn("sh", ["-c", command], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  process.on("exit", () => signalGroup(child, "SIGKILL"));
  return child;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  signalGroup(child, "SIGKILL");
  // The platform releases its data-directory lock on exit; give it a moment.
  await new Promise((r) => setTimeout(r, 500));
}

/** Waits until no process holds the PGlite directory lock of `dataDir` (a large database closes slowly). */
export async function waitForUnlock(dataDir: string, seconds = 60) {
  for (let i = 0; i < seconds * 4 && existsSync(path.join(dataDir, "platform.lock")); i++) await new Promise((r) => setTimeout(r, 250));
}

export async function waitFor(url: string, seconds = 600) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export async function consoleSignIn(consoleUrl: string, username: string) {
  const response = await fetch(`${consoleUrl}/authentication/login`, {
    method: "POST",
    body: new URLSearchParams({ username, password: "demo1234" }),
    redirect: "manual",
  });
  let cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const home = await fetch(`${consoleUrl}/`, { headers: { cookie }, redirect: "manual" });
  const landing = home.headers.get("location") ?? "";
  const base = landing.split("/")[1];
  if (!base) throw new Error(`login as ${username} failed (${response.status})`);
  // Open the landing page once, as the browser does after signing in, and keep the cookie it
  // sets: the page takes the one-time "Login Success" notice out of the session. (Sending the
  // sign-in cookie for ever would show that notice, and re-seal the session, on every request.)
  const first = await fetch(new URL(landing, consoleUrl), { headers: { cookie } });
  await first.arrayBuffer();
  const renewed = first.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (renewed.length) cookie = renewed.join("; ");
  return { cookie, base };
}

export async function platformToken(platformUrl: string, username: string) {
  const password = createHash("sha256").update("demo1234").digest("hex");
  const response = await fetch(`${platformUrl}/api/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username, password }) });
  const body = (await response.json()) as { token?: string; data?: { dataLogin?: { mobile_id?: string } } };
  if (!body.token) throw new Error(`platform login as ${username} failed (${response.status})`);
  return body.token;
}

export type Stats = { p50: number; p95: number; max: number; bytes: number };

export async function time(url: string, headers: Record<string, string>, runs: number): Promise<Stats> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs + 3; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers, redirect: "manual" });
    const body = await response.arrayBuffer();
    const ms = performance.now() - t0;
    if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    bytes = body.byteLength;
    if (i >= 3) samples.push(ms); // the first three warm caches and the JIT
  }
  return { p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(Math.max(...samples)), bytes };
}

/** The p-th percentile (0–100) of the values, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (n: number) => Math.round(n * 10) / 10;

