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
  test.describe.configure({ timeout: 120_000 });
  let dataDir: string;
  let server: ChildProcess | undefined;
  let output = "";

  test.beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "sehat-first-start-"));
    output = "";
    server = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, SESSION_SECRET: "first-start-secret-0123456789abcdef0123", COOKIE_SECURE: "false" },
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
});
