import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const headlessShell = "/usr/bin/chromium-headless-shell";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port, so test runs of parallel checkouts do not wipe each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for a busy machine (issue 22): a test that fails fails on its assertions, not on the clock.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A failed test keeps a trace of its actions, console and network; the DOM snapshot and
    // screenshot of every step cost a fifth of the suite's time (issue 22, docs/performance.md).
    // PW_TRACE=retain-on-failure (or on) for the full trace while debugging.
    trace: (process.env.PW_TRACE as "on" | undefined) ?? { mode: "retain-on-failure", snapshots: false, screenshots: false },
    launchOptions: {
      // scripts/test.sh picks Debian's chromium-headless-shell when it can (a third faster).
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // A production build on a fresh data directory: the embedded platform seeds its demo data.
    command: `rm -rf .e2e-data-${port} && node server.js`,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: `.e2e-data-${port}`,
      SESSION_SECRET: "e2e-secret-0123456789abcdef0123456789abcdef",
    },
  },
});
