import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sha256, useScratchDirs } from "../testing.ts";
import { openDatabase } from "./client.ts";
import { durability } from "./durable.ts";

const { dataDir: newDataDir } = useScratchDirs("sehat-durable");

describe("durable commits on PGlite", () => {
  it("syncs the WAL after a write, nothing after a read, and the data files after a checkpoint", async () => {
    const dir = await newDataDir();
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    // A second view of the same directory, to count what a sync does.
    const pglite = path.join(dir, "pglite");
    const probe = durability(pglite, async (text) => (await database.exclusive((conn) => conn.query(text))) as never);
    try {
      await probe.sync(); // learns the current position
      const before = { ...probe.stats };
      await database.exclusive((conn) => conn.exec("INSERT INTO platform_meta (key, value) VALUES ('durable-test', '1')"));
      probe.noteWrite();
      await probe.sync();
      expect(probe.stats.walSyncs).toBe(before.walSyncs + 1);
      await probe.sync(); // nothing written since
      expect(probe.stats.walSyncs).toBe(before.walSyncs + 1);
      await database.exclusive((conn) => conn.exec("CHECKPOINT"));
      probe.noteWrite();
      await probe.sync();
      expect(probe.stats.dataSyncs).toBe(before.dataSyncs + 1);
      await database.sync(); // the database's own, as the platform calls it after each request
    } finally {
      await database.close();
    }
  });

  it("a sync of a directory removed meanwhile has nothing to do, and does not fail", async () => {
    const dir = await newDataDir();
    const gone = path.join(dir, "removed");
    await mkdir(path.join(gone, "pglite"), { recursive: true });
    const probe = durability(gone, async () => []);
    await rm(gone, { recursive: true });
    await expect(probe.syncAll()).resolves.toBeUndefined();
  });

  it("keeps every acknowledged save when the platform process is killed at random points in a burst of saves", async () => {
    const dir = await newDataDir();
    const acknowledged: string[] = [];
    for (let round = 0; round < 5; round++) {
      // The platform alone, as the console starts it (it reports its address over IPC).
      const child = spawn(process.execPath, ["--import", "tsx", "platform/main.ts"], {
        env: { ...process.env, DATA_DIR: dir, PLATFORM_LOG: "0" },
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const url = await new Promise<string>((resolve, reject) => {
        child.on("message", (m: { type: string; url?: string }) => m.type === "ready" && resolve(m.url!));
        child.once("exit", (code) => reject(new Error(`the platform stopped (${code})`)));
      });
      const signIn = await fetch(`${url}/api/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "admin", password: sha256("demo1234") }) });
      const { token } = (await signIn.json()) as { token: string };
      let stop = false;
      const save = async (worker: number) => {
        for (let n = 0; !stop; n++) {
          const title = `Ketahanan ${round}-${worker}-${n}`;
          try {
            const response = await fetch(`${url}/api/createNews`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
              body: JSON.stringify({ appid: "APP001", featureid: "a0001", datajson: { title, author: "Uji", image: "/files/demo/v1/news/pentingnya-minum-air-putih-yang-cukup.png", link: "https://sehat.example/a", content: "<p>x</p>" } }),
            });
            if (response.ok && ((await response.json()) as { code: number }).code === 200) acknowledged.push(title);
          } catch {
            return; // the process is gone
          }
        }
      };
      const burst = Promise.all([0, 1, 2].map(save));
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 600));
      child.kill("SIGKILL");
      stop = true;
      await Promise.all([burst, exited]);
    }
    expect(acknowledged.length).toBeGreaterThan(5);
    // Every save that was answered is there after the crashes (the lock of the dead process is taken over).
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    try {
      const rows = await database.exclusive((conn) => conn.query<{ title: string }>("SELECT datajson->>'title' AS title FROM contents WHERE datajson->>'title' LIKE 'Ketahanan %'"));
      const saved = new Set(rows.map((r) => r.title));
      expect(acknowledged.filter((title) => !saved.has(title))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
