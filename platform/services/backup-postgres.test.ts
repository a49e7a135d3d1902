// Backup and restore with PostgreSQL (platform/db/backup.ts): pg_dump of the database plus the files,
// restored into a new, empty database. The database part runs in the "postgres" project (a
// throw-away server, TEST_DATABASE_URL); on PGlite this file checks what needs no server: the
// answers when a tool, a database or the right kind of backup is missing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupPostgres, readManifest, restoreBackup } from "../db/backup.ts";
import { createFromTemplate, withPgClient } from "../db/pg-template.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sehat-backup-pg-"));
  dirs.push(dir);
  return dir;
}
const UPLOAD = path.join("files", "uploads", "cd", "cd-backup-test.txt");

/** A tar.gz holding `manifest` as backup.json (and an empty database.dump). */
function fakeArchive(manifest: unknown): string {
  const dir = tempDir();
  writeFileSync(path.join(dir, "backup.json"), JSON.stringify(manifest));
  writeFileSync(path.join(dir, "database.dump"), "");
  const file = path.join(dir, "fake.tar.gz");
  expect(spawnSync("tar", ["-czf", file, "-C", dir, "backup.json", "database.dump"]).status).toBe(0);
  return file;
}

describe("backup and restore with PostgreSQL", () => {
  if (process.env.SEHAT_TEST_DATABASE === "postgres") {
    it("dumps a database and its files, and restores them into a new, empty database (and no other)", async () => {
      const server = process.env.TEST_DATABASE_URL!;
      const source = await createFromTemplate(server, process.env.SEHAT_PG_TEMPLATE!);
      const targetName = `sehat_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const target = new URL(server);
      target.pathname = `/${targetName}`;
      try {
        await withPgClient(source.url, (c) => c.query(`INSERT INTO platform_meta (key, value) VALUES ('backup-test', '"postgres"')`));
        const dataDir = tempDir();
        mkdirSync(path.dirname(path.join(dataDir, UPLOAD)), { recursive: true });
        writeFileSync(path.join(dataDir, UPLOAD), "a file beside the database");
        // an upload being received: never in a backup
        mkdirSync(path.join(dataDir, "files", ".tmp"));
        writeFileSync(path.join(dataDir, "files", ".tmp", "partial"), "half");

        const out = path.join(tempDir(), "pg.tar.gz");
        const made = await backupPostgres({ databaseUrl: source.url, dataDir, out });
        expect(made.manifest).toMatchObject({ kind: "postgres", seed: { version: expect.any(Number) } });
        expect((await readManifest(out)).kind).toBe("postgres");
        expect(readdirSync(dataDir).filter((name) => name.startsWith(".backup-"))).toEqual([]);

        await withPgClient(server, (c) => c.query(`CREATE DATABASE "${targetName}"`));
        const restoredDir = tempDir();
        await restoreBackup({ file: out, dataDir: restoredDir, databaseUrl: target.toString() });
        const row = await withPgClient(target.toString(), async (c) => (await c.query<{ value: unknown }>("SELECT value FROM platform_meta WHERE key = 'backup-test'")).rows[0]);
        expect(row?.value).toBe("postgres");
        const members = await withPgClient(target.toString(), async (c) => (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM members")).rows[0]!.n);
        expect(members).toBeGreaterThan(1000);
        expect(readFileSync(path.join(restoredDir, UPLOAD), "utf8")).toBe("a file beside the database");
        expect(existsSync(path.join(restoredDir, "files", ".tmp"))).toBe(false);

        // A database with tables is never restored over.
        await expect(restoreBackup({ file: out, dataDir: tempDir(), databaseUrl: source.url })).rejects.toThrow(/is not empty/);
      } finally {
        await source.drop();
        await withPgClient(server, (c) => c.query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`));
      }
    }, 120_000);
  } else {
    it("says what is missing: pg_dump, a database URL for a PostgreSQL backup, or a backup at all", async () => {
      const path0 = process.env.PATH;
      process.env.PATH = tempDir(); // no pg_dump on it
      try {
        await expect(backupPostgres({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", dataDir: tempDir(), out: path.join(tempDir(), "x.tar.gz") })).rejects.toThrow(
          /^pg_dump is not installed: install the PostgreSQL client tools \(Debian\/Ubuntu: apt-get install postgresql-client/,
        );
      } finally {
        process.env.PATH = path0;
      }
      const pgBackup = fakeArchive({ kind: "postgres", madeAt: new Date().toISOString(), online: true, seed: null, serverVersion: null });
      await expect(restoreBackup({ file: pgBackup, dataDir: tempDir() })).rejects.toThrow(/is a PostgreSQL backup: give --database-url/);
      const notBackup = path.join(tempDir(), "other.tar.gz");
      expect(spawnSync("tar", ["-czf", notBackup, "-C", tempDir(), "."]).status).toBe(0);
      await expect(readManifest(notBackup)).rejects.toThrow(/is not a backup made by npm run backup/);
      await expect(restoreBackup({ file: path.join(tempDir(), "missing.tar.gz"), dataDir: tempDir() })).rejects.toThrow(/There is no/);
    });
  }
});
