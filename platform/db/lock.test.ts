import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirLock, processStart } from "./lock.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "sehat-lock-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("data-directory lock", () => {
  it("writes the pid, refuses a second holder, and releases", () => {
    const dir = tempDir();
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.file, "utf8").trim().split(" ")[0]).toBe(String(process.pid));
    expect(() => acquireDirLock(dir)).toThrow(new RegExp(`already open in this process \\(pid ${process.pid}\\)`));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDirLock(dir).release();
  });

  it("names the pid and the directory when another live process holds it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "platform.lock"), `${process.ppid}\n`); // the parent is alive
    expect(() => acquireDirLock(dir)).toThrow(new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is in use by another process \\(pid ${process.ppid}`));
  });

  it("takes over a stale lock of a dead process", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "platform.lock"), "2147483646\n");
    const lock = acquireDirLock(dir);
    expect(readFileSync(lock.file, "utf8").trim().split(" ")[0]).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (a container's PID 1 after a crash)", () => {
    const dir = tempDir();
    // This very pid, but written by a process that started at another time: an earlier run whose
    // pid came back, as PID 1 always does in a container.
    const started = processStart(process.pid);
    expect(started).toMatch(/^\d+$/);
    writeFileSync(path.join(dir, "platform.lock"), `${process.pid} ${Number(started) - 1000} -\n`);
    acquireDirLock(dir).release();
    // A live process with its own start time still holds it.
    writeFileSync(path.join(dir, "platform.lock"), `${process.ppid} ${processStart(process.ppid)} -\n`);
    expect(() => acquireDirLock(dir)).toThrow(/in use by another process/);
    // Written before the machine restarted: stale whatever its pid.
    writeFileSync(path.join(dir, "platform.lock"), `${process.ppid} ${processStart(process.ppid)} 00000000-0000-0000-0000-000000000000\n`);
    acquireDirLock(dir).release();
  });

  it("restarts as PID 1 after the PID-1 holder was killed (in a new pid namespace, as a container)", async () => {
    const dir = tempDir();
    const lockModule = path.resolve("platform/db/lock.ts");
    const asPid1 = (script: string) =>
      spawn("unshare", ["--pid", "--fork", "--mount-proc", "--kill-child=SIGKILL", process.execPath, "--import", "tsx", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = (child: ReturnType<typeof asPid1>) =>
      new Promise<{ out: string; err: string; code: number | null }>((resolve) => {
        let out = "";
        let err = "";
        child.stdout!.setEncoding("utf8").on("data", (t: string) => (out += t));
        child.stderr!.setEncoding("utf8").on("data", (t: string) => (err += t));
        child.once("exit", (code) => resolve({ out, err, code }));
      });
    // The first "container" takes the lock as PID 1, and is killed from outside (docker kill).
    const first = asPid1(`import("${lockModule}").then((m) => { m.acquireDirLock(${JSON.stringify(dir)}); console.log("locked", process.pid); setInterval(() => {}, 1000); })`);
    const firstDone = output(first);
    const lockFile = path.join(dir, "platform.lock");
    for (let i = 0; i < 300 && !existsSync(lockFile); i++) await new Promise((r) => setTimeout(r, 50));
    if (!existsSync(lockFile)) {
      // No pid namespaces here (not root): the case above covers the same rule.
      first.kill("SIGKILL");
      expect((await firstDone).err).toMatch(/unshare|Operation not permitted/);
      return;
    }
    expect(readFileSync(lockFile, "utf8")).toMatch(/^1 \d+ /);
    first.kill("SIGKILL");
    await firstDone;
    expect(existsSync(lockFile)).toBe(true); // left behind, as after an out-of-memory kill
    // The next one is PID 1 too, and gets the directory.
    const second = await output(asPid1(`import("${lockModule}").then((m) => { const lock = m.acquireDirLock(${JSON.stringify(dir)}); console.log("locked", process.pid); lock.release(); })`));
    expect(second.err).toBe("");
    expect(second.out.trim()).toBe("locked 1");
  });

  it("creates a missing data directory", () => {
    const dir = path.join(tempDir(), "nested", "data");
    acquireDirLock(dir).release();
  });
});
