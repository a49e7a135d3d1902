import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// The platform's tests run twice when TEST_DATABASE_URL names a PostgreSQL server (scripts/test.sh
// starts one): on PGlite, and on PostgreSQL (the "postgres" project). What is PGlite's own (its
// data directory, durability, the demo image, the lock) runs on PGlite only.
const PLATFORM_TESTS = ["platform/services/**/*.test.ts", "app/.server/**/*.platform.test.ts"];
// Files that start platform processes and time crashes, backups and restarts against them. They run
// after the rest, one at a time: beside another test file (or a busy machine) they went past their
// limits, while the rest of the suite runs a file per core (issue 22).
const PROCESS_TESTS = ["platform/db/durable.test.ts", "platform/db/backup.test.ts", "platform/db/audit-maintenance.test.ts", "platform/db/lock.test.ts", "platform/db/migrations.test.ts"];
// A file per core: each file is one process that seeds nothing (it copies the demo image), so two
// cores run two files. Vitest's own default leaves one core free, which on a 2-core machine halves it.
const WORKERS = Math.max(1, Math.min(4, availableParallelism()));

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Worker threads, not processes: a test file starts in a thread of the runner instead of a new
    // Node process, which halved the PGlite project (182 → 101 s quiet; issue 22, docs/performance.md).
    pool: "threads",
    env: {
      SESSION_SECRET: "unit-test-secret-0123456789abcdef0123456789,older-secret-still-verifies-0123456789",
      CORE_PROJECT_ID: "PRJ001",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["app/**/*.test.{ts,tsx}", "platform/**/*.test.ts", "common/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
          globalSetup: ["tests/vitest-global-setup.ts"],
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: "processes",
          include: PROCESS_TESTS,
          globalSetup: ["tests/vitest-global-setup.ts"],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
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
                maxWorkers: WORKERS,
              },
            },
          ]
        : []),
    ],
  },
});
