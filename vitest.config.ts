import { defineConfig } from "vitest/config";

// The platform's tests run twice when TEST_DATABASE_URL names a PostgreSQL server (scripts/test.sh
// starts one): on PGlite, and on PostgreSQL (the "postgres" project). What is PGlite's own (its
// data directory, durability, the demo image, the lock) runs on PGlite only.
const PLATFORM_TESTS = ["platform/services/**/*.test.ts", "app/.server/**/*.platform.test.ts"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    env: {
      SESSION_SECRET: "unit-test-secret-0123456789abcdef0123456789,older-secret-still-verifies-0123456789",
      CORE_PROJECT_ID: "PRJ001",
    },
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: ["app/**/*.test.{ts,tsx}", "platform/**/*.test.ts", "common/**/*.test.ts"], globalSetup: ["tests/vitest-global-setup.ts"] },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: PLATFORM_TESTS,
                globalSetup: ["tests/vitest-postgres-setup.ts"],
                env: { SEHAT_TEST_DATABASE: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
