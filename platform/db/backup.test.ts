import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sha256, startPlatformProcess, useScratchDirs } from "../testing.ts";
import { ADDRESS_FILE, ADMIN_TOKEN, backupEmbedded, restoreBackup } from "./backup.ts";
import { openDatabase } from "./client.ts";
import { processStart } from "./lock.ts";

const { temp: tempDir, dataDir: newDataDir } = useScratchDirs("sehat-backup");
const UPLOAD = path.join("files", "uploads", "ab", "ab-backup-test.txt");

async function readMeta(dataDir: string, key: string): Promise<unknown> {
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  try {
    const rows = await database.exclusive((conn) => conn.query<{ value: unknown }>("SELECT value FROM platform_meta WHERE key = $1", [key]));
    return rows[0]?.value;
  } finally {
    await database.close();
  }
}

/** A lock on `dir` held by another live process (a sleeping child), as a running platform's would be. */
function holdLock(dir: string): () => void {
  const holder = spawn("sleep", ["60"], { stdio: "ignore" });
  const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "platform.lock"), `${holder.pid} ${processStart(holder.pid!) ?? "-"} ${boot}\n`);
  return () => holder.kill();
}

describe("backup and restore of an embedded (PGlite) data directory", () => {
  it("backs up a directory nobody runs on (after a snapshot that holds every other query) and restores it into a fresh directory", async () => {
    const dir = await newDataDir();
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    try {
      await database.exclusive((conn) => conn.exec(`INSERT INTO platform_meta (key, value) VALUES ('backup-test', '"offline"')`));
      // While a snapshot runs no other query does: an insert sent meanwhile waits for it.
      let inserted = false;
      let pending: Promise<unknown> = Promise.resolve();
      const seen = await database.snapshot!(async (conn) => {
        pending = database.exclusive((c) => c.exec(`INSERT INTO platform_meta (key, value) VALUES ('backup-late', '1')`)).then(() => (inserted = true));
        await new Promise((resolve) => setTimeout(resolve, 200));
        return { inserted, rows: await conn.query<{ n: number }>("SELECT count(*)::int AS n FROM platform_meta WHERE key = 'backup-late'") };
      });
      expect(seen).toEqual({ inserted: false, rows: [{ n: 0 }] });
      await pending;
      expect(inserted).toBe(true);
    } finally {
      await database.close();
    }
    mkdirSync(path.dirname(path.join(dir, UPLOAD)), { recursive: true });
    writeFileSync(path.join(dir, UPLOAD), "a file uploaded before the backup");

    const out = path.join(tempDir(), "offline.tar.gz");
    const made = await backupEmbedded({ dataDir: dir, out });
    expect(made.manifest).toMatchObject({ kind: "pglite", online: false, seed: { version: expect.any(Number) } });
    expect(made.platformPid).toBeUndefined();
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dir, "platform.lock"))).toBe(false);
    await expect(backupEmbedded({ dataDir: dir, out })).rejects.toThrow(/exists: choose a new name/);

    const target = path.join(tempDir(), "restored");
    const restored = await restoreBackup({ file: out, dataDir: target });
    expect(restored.kind).toBe("pglite");
    expect(existsSync(path.join(target, "platform.lock"))).toBe(false);
    expect(readFileSync(path.join(target, UPLOAD), "utf8")).toBe("a file uploaded before the backup");
    expect(await readMeta(target, "backup-test")).toBe("offline");
    // A directory that holds a database is never overwritten.
    await expect(restoreBackup({ file: out, dataDir: target })).rejects.toThrow(/already holds a database/);
    await expect(restoreBackup({ file: out, dataDir: target, databaseUrl: "postgres://nobody@127.0.0.1:1/none" })).rejects.toThrow(/embedded \(PGlite\) backup/);
  }, 120_000);

  it("says what is missing when a live process holds the directory but left no token to ask it with", async () => {
    const dir = await newDataDir();
    const release = holdLock(dir);
    try {
      const out = path.join(tempDir(), "never.tar.gz");
      await expect(backupEmbedded({ dataDir: dir, out })).rejects.toThrow(new RegExp(`${ADMIN_TOKEN} is missing: it is still starting`));
      // A token left by an earlier run (older than the lock) is stale.
      writeFileSync(path.join(dir, ADMIN_TOKEN), "old\n");
      const past = new Date(Date.now() - 60_000);
      utimesSync(path.join(dir, ADMIN_TOKEN), past, past);
      await expect(backupEmbedded({ dataDir: dir, out })).rejects.toThrow(/is older than its lock/);
      expect(existsSync(out)).toBe(false);
    } finally {
      release();
    }
  });

  it("backs up online while the platform serves saves: the restored copy opens and holds every save answered before", async () => {
    const dir = await newDataDir();
    const platform = await startPlatformProcess(dir);
    const { url, child } = platform;
    try {
      expect(readFileSync(path.join(dir, ADDRESS_FILE), "utf8").trim()).toBe(url);
      expect(statSync(path.join(dir, ADMIN_TOKEN)).mode & 0o777).toBe(0o600);
      expect((await fetch(`${url}/admin/backup`, { method: "POST" })).status).toBe(401);
      expect((await fetch(`${url}/admin/backup`, { method: "POST", headers: { authorization: "Bearer not-the-token" } })).status).toBe(401);

      const signIn = await fetch(`${url}/api/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: sha256("demo1234") }) });
      const { token } = (await signIn.json()) as { token: string };
      const acknowledged: string[] = [];
      const failures: string[] = [];
      let stop = false;
      const save = async (worker: number) => {
        for (let n = 0; !stop; n++) {
          const title = `Cadangan ${worker}-${n}`;
          const response = await fetch(`${url}/api/createNews`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({ appid: "APP001", featureid: "a0001", datajson: { title, author: "Uji", image: "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png", link: "https://sehat.example/a", content: "<p>x</p>" } }),
          });
          if (response.ok && ((await response.json()) as { code: number }).code === 200) acknowledged.push(title);
          else failures.push(`${title}: ${response.status}`);
        }
      };
      const burst = Promise.all([0, 1, 2].map(save));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = [...acknowledged];

      // The command itself, as an operator runs it, while the saves go on.
      const out = path.join(tempDir(), "online.tar.gz");
      const cli = spawn(process.execPath, ["--import", "tsx", "platform/db/backup-cli.ts", "--out", out, "--data-dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
      let said = "";
      cli.stdout.setEncoding("utf8").on("data", (chunk: string) => (said += chunk));
      const code = await new Promise<number | null>((resolve) => cli.once("exit", resolve));
      const during = acknowledged.length - before.length;
      stop = true;
      await burst;
      expect(code, said).toBe(0);
      expect(said).toMatch(/online, made by the running platform/);
      expect(before.length).toBeGreaterThan(0);
      expect(during).toBeGreaterThan(0); // the platform served saves while the backup was made
      expect(failures).toEqual([]);
      // The running platform's directory is no target.
      await expect(restoreBackup({ file: out, dataDir: dir })).rejects.toThrow(/in use by another process/);

      expect(await platform.stop()).toBe(0);
      expect(existsSync(path.join(dir, ADMIN_TOKEN))).toBe(false);
      expect(existsSync(path.join(dir, ADDRESS_FILE))).toBe(false);

      const target = path.join(tempDir(), "restored");
      await restoreBackup({ file: out, dataDir: target });
      expect(existsSync(path.join(target, "platform.lock"))).toBe(false);
      expect(existsSync(path.join(target, "files", "demo"))).toBe(true);
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(target, "pglite") });
      try {
        const rows = await database.exclusive((conn) => conn.query<{ title: string }>("SELECT datajson->>'title' AS title FROM contents WHERE datajson->>'title' LIKE 'Cadangan %'"));
        const saved = new Set(rows.map((r) => r.title));
        expect(before.filter((title) => !saved.has(title))).toEqual([]);
        // and nothing the platform did not answer for
        expect([...saved].filter((title) => !acknowledged.includes(title))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      await platform.stop();
    }
  }, 180_000);
});
