import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Issue 24: bad configuration stops the console at start with one clear line, never a stack trace
 * (a port in use, a missing secret in production, a data directory that cannot be one, a
 * PostgreSQL nobody answers at).
 */
function start(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  const all: Record<string, string | undefined> = { ...process.env, NODE_ENV: "production", SESSION_SECRET: "bad-config-secret-0123456789abcdef0123456789", ...env };
  for (const [key, value] of Object.entries(all)) if (value === undefined) delete all[key];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.js"], { env: all as NodeJS.ProcessEnv, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (t: string) => (stderr += t));
    const timer = setTimeout(() => child.kill("SIGKILL"), 40_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** Processes started with this DATA_DIR (Linux): a console that stopped must leave no platform behind. */
function processesOf(dataDir: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, "utf8").split("\0").includes(`DATA_DIR=${dataDir}`)) found.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

const oneClearLine = (stderr: string) => {
  const lines = stderr.trim().split("\n").filter((l) => !/not set: using a generated demo secret/.test(l));
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  return lines[0]!;
};

test.describe("bad configuration", () => {
  test.describe.configure({ timeout: 90_000 });
  const dirs: string[] = [];
  test.afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dir = () => {
    const d = mkdtempSync(path.join(tmpdir(), "sehat-bad-config-"));
    dirs.push(d);
    return d;
  };

  test("a port in use", async () => {
    const blocker = createServer().listen(0, "127.0.0.1");
    await new Promise((r) => blocker.once("listening", r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const dataDir = dir();
      const run = await start({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(oneClearLine(run.stderr)).toBe(`Sehat Console cannot start: port ${port} is in use (set PORT)`);
      // Its platform process, started before the port was tried, stops with it (it used to run on, orphaned).
      await expect.poll(() => processesOf(dataDir), { timeout: 15_000 }).toEqual([]);
    } finally {
      blocker.close();
    }
  });

  test("production against a real platform without its secrets", async () => {
    const run = await start({ PORT: "0", PLATFORM_URL: "http://127.0.0.1:9", SESSION_SECRET: undefined, GATEWAY_KEY: "x", DATA_DIR: dir() });
    expect(run.code).toBe(1);
    expect(oneClearLine(run.stderr)).toContain("SESSION_SECRET is required in production");
    const demoKey = await start({ PORT: "0", PLATFORM_URL: "http://127.0.0.1:9", GATEWAY_KEY: "sehat-demo-gateway-key", DATA_DIR: dir() });
    expect(oneClearLine(demoKey.stderr)).toContain("GATEWAY_KEY is the public demo key");
  });

  test("a data directory that cannot be one", async () => {
    const file = path.join(dir(), "not-a-directory");
    writeFileSync(file, "x");
    const run = await start({ PORT: "0", DATA_DIR: file });
    expect(run.code).toBe(1);
    expect(oneClearLine(run.stderr)).toMatch(/^Sehat Console cannot start: .*(ENOTDIR|not a directory|EEXIST)/i);
  });

  test("a PostgreSQL nobody answers at", async () => {
    const run = await start({ PORT: "0", DATA_DIR: dir(), DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" });
    expect(run.code).toBe(1);
    expect(oneClearLine(run.stderr)).toMatch(/^Sehat Console cannot start: .*(ECONNREFUSED|connect)/i);
  });
});
