import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPlatform } from "../platform.ts";
import { call, login } from "../testing.ts";
import { openDatabase } from "./client.ts";
import { copyDemoImage, ensureDemoImage, hasDatabase, imageAt, imageKey, scratchDir } from "./image.ts";
import { readSeedState, SEED_VERSION } from "./seed.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(scratchDir(), "sehat-image-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const image = () => (process.env.SEHAT_DEMO_IMAGE ? imageAt(process.env.SEHAT_DEMO_IMAGE) : ensureDemoImage());

describe("the demo image", () => {
  it("is keyed by what the data is made from, and holds a clean database without spare WAL", async () => {
    expect(await imageKey()).toMatch(/^[0-9a-f]{16}$/);
    expect(await imageKey()).toBe(await imageKey());
    const made = await image();
    expect(made.meta.seedVersion).toBe(SEED_VERSION);
    const segments = readdirSync(path.join(made.pglite, "pg_wal")).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeLessThanOrEqual(2);
    expect(existsSync(path.join(made.files, "demo", "v1", "guidebook", "panduan-e-card.pdf"))).toBe(true);
  });

  it("copies into a new directory as a whole database at the current seed version, with its files", async () => {
    const dir = tempDir();
    const started = performance.now();
    await copyDemoImage(await image(), { pgliteDir: path.join(dir, "pglite"), filesDir: path.join(dir, "files") });
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    try {
      const state = await database.exclusive((conn) => readSeedState(conn));
      expect(state?.version).toBe(SEED_VERSION);
      const [claims] = await database.exclusive((conn) => conn.query<{ n: number }>("SELECT count(*)::int AS n FROM claims"));
      expect(claims!.n).toBe(12300);
    } finally {
      await database.close();
    }
    // the copy and the open: what a test file's set-up costs (budget 1 s; generous here for a busy machine)
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(existsSync(path.join(dir, "files", "demo", "v1", "guidebook", "panduan-e-card.pdf"))).toBe(true);
  });

  it("never takes half a copy for a database: a copy that died is removed, and the directory counts as empty", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "pglite.copy-dead0001", "base"), { recursive: true });
    writeFileSync(path.join(dir, "pglite.copy-dead0001", "PG_VERSION"), "17\n");
    expect(await hasDatabase(path.join(dir, "pglite"))).toBe(false);
    expect(existsSync(path.join(dir, "pglite.copy-dead0001"))).toBe(false);
  });

  it("keeps an existing data directory: an older seed version is upgraded on start, not replaced by the image", async () => {
    const dataDir = tempDir();
    await copyDemoImage(await image(), { pgliteDir: path.join(dataDir, "pglite"), filesDir: path.join(dataDir, "files") });
    // A directory of seed version 12 (before the WhatsApp tickets and the banner ads' ids), with a row of its own.
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    await database.exclusive(async (conn) => {
      await conn.exec("DELETE FROM ticket_messages; DELETE FROM tickets");
      await conn.exec("UPDATE contents SET datajson = datajson - 'id' WHERE feature_id = 'a0010'");
      await conn.exec("UPDATE platform_meta SET value = jsonb_set(value, '{version}', '12') WHERE key = 'seed'");
      await conn.exec(`INSERT INTO platform_meta (key, value) VALUES ('this-directory', '"kept"')`);
    });
    await database.close();

    const platform = await createPlatform({ dataDir });
    try {
      const token = await login(platform, "admin");
      expect((await call(platform, "GET", "/api/get/payor", { token })).status).toBe(200);
    } finally {
      await platform.close();
    }
    const again = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const count = (sql: string) => again.exclusive(async (conn) => (await conn.query<{ n: number }>(sql))[0]!.n);
      expect((await again.exclusive((conn) => readSeedState(conn)))?.version).toBe(SEED_VERSION);
      expect(await count("SELECT count(*)::int AS n FROM tickets")).toBeGreaterThan(0);
      expect(await count("SELECT count(*)::int AS n FROM contents WHERE feature_id = 'a0010' AND NOT datajson ? 'id'")).toBe(0);
      expect(await count("SELECT count(*)::int AS n FROM platform_meta WHERE key = 'this-directory'")).toBe(1);
    } finally {
      await again.close();
    }
  });
});
