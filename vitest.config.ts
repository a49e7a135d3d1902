import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "platform/**/*.test.ts", "common/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/vitest-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    env: {
      SESSION_SECRET: "unit-test-secret-0123456789abcdef0123456789,older-secret-still-verifies-0123456789",
      CORE_PROJECT_ID: "PRJ001",
    },
  },
});
