import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";

/**
 * The first start of a new DATA_DIR (issue 22), on a console of its own: it answers at once with a
 * page that says the demo data is being prepared and reloads itself, prints its URL only when a
 * sign-in succeeds, and stops cleanly (the platform process with it, its lock released).
 */
const port = Number(new URL(baseURL).port) + 57;
const url = `http://127.0.0.1:${port}`;

test.describe("first start on a new data directory", () => {
  // One port for the file: its tests take turns.
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let dataDir: string;
  let server: ChildProcess | undefined;
  let output = "";

  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sehat-first-start-"));
    output = "";
    server = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SESSION_SECRET: "first-start-secret-0123456789abcdef0123", COOKIE_SECURE: "false", LOG_FORMAT: "json", METRICS_TOKEN: "metrics-secret" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.setEncoding("utf8").on("data", (text: string) => (output += text));
    server.stderr!.setEncoding("utf8").on("data", (text: string) => (output += text));
  });

  test.afterEach(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGKILL");
      await new Promise((r) => server!.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("says it is preparing, then serves; the URL is printed when a sign-in succeeds; SIGTERM stops both processes", async ({ page }) => {
    // The first answer, as soon as it listens: the preparing page, never a request that hangs.
    let first: Response | undefined;
    await expect
      .poll(
        async () => {
          first = await fetch(`${url}/authentication/login`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
          return first?.status;
        },
        { timeout: 60_000, intervals: [50] },
      )
      .toBeDefined();
    if (first!.status === 503) {
      expect(first!.headers.get("retry-after")).toBe("2");
      const text = await first!.text();
      expect(text).toContain("Sehat Console sedang menyiapkan data demo");
      expect(text).toContain('http-equiv="refresh"');
      expect(output).not.toContain(`http://localhost:${port}`);
      // A browser that arrives now ends on the login page by itself.
      await page.goto(`${url}/authentication/login`);
      await expect(page.getByRole("button", { name: /log in/i })).toBeVisible({ timeout: 60_000 });
    }
    // Once the URL is printed, a sign-in succeeds at once.
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`Sehat Console on http://localhost:${port}`);
    const login = await fetch(`${url}/authentication/login`, { method: "POST", body: new URLSearchParams({ username: "admin", password: "demo1234" }), redirect: "manual" });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).not.toContain("/authentication/");
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "platform.lock"))).toBe(true);

    // SIGTERM: the console stops its platform, which closes the database and releases the lock.
    const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
    server!.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, "platform.lock"))).toBe(false);
  });

  test("a platform that dies is started again: readiness says so meanwhile, liveness does not; request ids join the console's and the platform's log lines", async ({ page, context }) => {
    await expect.poll(() => output, { timeout: 60_000 }).toContain(`Sehat Console on http://localhost:${port}`);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    // Metrics only with the token.
    expect(await (await fetch(`${url}/metrics`)).text()).not.toContain("sehat_");
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: "Bearer metrics-secret" } });
    expect(await metrics.text()).toContain("sehat_event_loop_lag_p99_seconds");

    const login = await fetch(`${url}/authentication/login`, { method: "POST", body: new URLSearchParams({ username: "admin", password: "demo1234" }), redirect: "manual" });
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]!);
    await context.addCookies(cookie.map((c) => ({ name: c.split("=")[0]!, value: c.slice(c.indexOf("=") + 1), url })));
    const home = await fetch(`${url}/`, { headers: { cookie: cookie.join("; ") }, redirect: "manual" });
    const base = home.headers.get("location")!.split("/")[1]!;

    // The platform process (the console's child) dies.
    const { readdirSync, readFileSync } = await import("node:fs");
    const child = readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .find((d) => {
        try {
          const stat = readFileSync(`/proc/${d}/stat`, "utf8");
          return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === server!.pid;
        } catch {
          return false;
        }
      });
    expect(child).toBeDefined();
    process.kill(Number(child), "SIGKILL");
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 10_000, intervals: [50] }).toBe(503);
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    // A page asked for meanwhile waits for the platform to be back (the operator sees a slow page, not
    // an error), and the operator is still signed in.
    const during = await page.goto(`${url}/${base}/news`);
    expect(during!.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Berita", exact: true })).toBeVisible();
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 60_000 }).toBe(200);

    // The response's request id is the one of its log line, which says who asked and never holds a secret.
    const id = during!.headers()["x-request-id"]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => output).toContain(`"id":"${id}"`);
    const line = output.split("\n").find((l) => l.includes(`"id":"${id}"`) && l.includes('"msg":"request"') && l.includes('"service":"console"'))!;
    expect(JSON.parse(line)).toMatchObject({ method: "GET", status: 200, user: "admin", role: "admin" });
    // …and the platform's lines for the same request carry it too.
    expect(output.split("\n").some((l) => l.includes('"service":"platform"') && l.includes(`"id":"${id}"`))).toBe(true);
    expect(output).not.toMatch(/demo1234|__sehat=|Bearer [A-Za-z0-9]/);
  });
});
