// The audit trail's check and retention commands (npm run audit:verify / audit:prune) on a copy of the
// demo data: a chain that holds, an edited record and a removed one that show, and a retention that
// writes the old records out first and leaves a chain that still verifies.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sha256, startPlatformProcess, useScratchDirs } from "../testing.ts";
import { openDatabase } from "./client.ts";

const { dataDir: newDataDir } = useScratchDirs("sehat-audit");

async function withDatabase<T>(dir: string, fn: (q: <R>(text: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
  try {
    return await database.exclusive((conn) => fn(conn.query.bind(conn)));
  } finally {
    await database.close();
  }
}

/** Records as the platform writes them: `daysAgo` sets their time (part of what the hash covers). */
async function addRecords(dir: string, ages: number[]) {
  await withDatabase(dir, async (q) => {
    for (const [i, days] of ages.entries()) {
      await q(
        `INSERT INTO audit_log (id, at, kind, action, username, project_id, entity, record_id, before, after, prev_hash, hash)
         VALUES (0, now() - make_interval(days => $1), 'change', 'update', 'admin', 'PRJ001', 'contents', $2, '{"status": true}', '{"status": false}', '', '')`,
        [days, String(i + 1)],
      );
    }
  });
}

const cliAsync = (...args: string[]) =>
  new Promise<{ status: number | null; out: string }>((resolve) => {
    const run = spawn(process.execPath, ["--import", "tsx", "platform/db/audit-cli.ts", ...args], { env: { ...process.env, AUDIT_RETENTION_DAYS: "" } });
    let out = "";
    run.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    run.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    run.once("close", (status) => resolve({ status, out }));
  });

const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, ["--import", "tsx", "platform/db/audit-cli.ts", ...args], { encoding: "utf8", env: { ...process.env, AUDIT_RETENTION_DAYS: "" } });
  return { status: run.status, out: run.stdout + run.stderr };
};

describe("npm run audit:verify and audit:prune", () => {
  it("verifies a chain, finds an edited and a removed record, and refuses to edit or remove one", async () => {
    const dir = await newDataDir();
    await addRecords(dir, [3, 2, 1, 0]);
    const good = cli("verify", "--data-dir", dir);
    expect(good.out).toMatch(/the chain holds: 4 records/);
    expect(good.status).toBe(0);

    await withDatabase(dir, async (q) => {
      await expect(q("UPDATE audit_log SET username = 'someone' WHERE record_id = '2'")).rejects.toThrow(/append-only/);
      await expect(q("DELETE FROM audit_log WHERE record_id = '3'")).rejects.toThrow(/append-only/);
      await expect(q("TRUNCATE audit_log")).rejects.toThrow(/append-only/);
      // What only the table's owner can do, around the trigger: an edit and a removal.
      await q("ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only");
      await q(`UPDATE audit_log SET after = '{"status": true}' WHERE record_id = '2'`);
      await q("DELETE FROM audit_log WHERE record_id = '3'");
      await q("ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only");
    });
    const bad = cli("verify", "--data-dir", dir);
    expect(bad.status).toBe(1);
    expect(bad.out).toMatch(/its content does not match its hash \(it was changed\)/);
    expect(bad.out).toMatch(/a record between them was removed/);
  });

  it("writes the old records to a file, removes them, records that, and the rest still verifies", async () => {
    const dir = await newDataDir();
    await addRecords(dir, [500, 450, 401, 10, 0]);
    const out = path.join(dir, "removed.jsonl");
    expect(cli("prune", "--data-dir", dir).status).toBe(2); // --out is required
    const pruned = cli("prune", "--data-dir", dir, "--out", out);
    expect(pruned.out).toMatch(/removed 3 records older than 400 days/);
    expect(pruned.status).toBe(0);
    const lines = readFileSync(out, "utf8").trim().split("\n").map((line) => JSON.parse(line) as { record_id: string; hash: string; prev_hash: string });
    expect(lines.map((l) => l.record_id)).toEqual(["1", "2", "3"]);
    for (let i = 1; i < lines.length; i++) expect(lines[i]!.prev_hash).toBe(lines[i - 1]!.hash);
    const left = await withDatabase(dir, (q) => q<{ action: string; record_id: string; after: { removed: number; last_removed_hash: string } | null }>("SELECT action, record_id, after FROM audit_log ORDER BY id"));
    expect(left.map((r) => r.action === "retention" ? "retention" : r.record_id)).toEqual(["4", "5", "retention"]);
    expect(left[2]!.after).toMatchObject({ removed: 3, last_removed_hash: lines[2]!.hash });
    expect(cli("verify", "--data-dir", dir).out).toMatch(/the chain holds: 3 records/);
    // The file is never overwritten; a second run has nothing old left and still says so in a record.
    expect(cli("prune", "--data-dir", dir, "--out", out).status).toBe(1);
    const again = cli("prune", "--data-dir", dir, "--out", path.join(dir, "again.jsonl"));
    expect(again.out).toMatch(/nothing older than 400 days/);
    expect(existsSync(path.join(dir, "again.jsonl"))).toBe(true);
    expect(cli("verify", "--data-dir", dir).out).toMatch(/the chain holds: 4 records/);
  });

  it("asks the platform that runs on the directory, and records through it", async () => {
    const dir = await newDataDir();
    const platform = await startPlatformProcess(dir);
    const { url } = platform;
    try {
      const signIn = await fetch(`${url}/api/user/login`, { method: "POST", body: JSON.stringify({ username: "admin", password: sha256("demo1234") }) });
      const { token } = (await signIn.json()) as { token: string };
      const saved = await fetch(`${url}/api/updateImage`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ imageid: 1, description: "Diubah saat platform berjalan" }) });
      expect(saved.status).toBe(200);
      // The directory is locked by the platform: the commands go through its /admin/ endpoint.
      const verified = await cliAsync("verify", "--data-dir", dir);
      expect(verified.out).toMatch(/the chain holds: 2 records/); // the sign-in and the change
      expect(verified.status).toBe(0);
      const pruned = await cliAsync("prune", "--data-dir", dir, "--out", path.join(dir, "old.jsonl"), "--days", "1");
      expect(pruned.out).toMatch(/nothing older than 1 days/);
      expect((await cliAsync("verify", "--data-dir", dir)).out).toMatch(/the chain holds: 3 records/);
    } finally {
      await platform.stop();
    }
  });
});

