import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirLock } from "./lock.ts";

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
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
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
    expect(readFileSync(lock.file, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("creates a missing data directory", () => {
    const dir = path.join(tempDir(), "nested", "data");
    acquireDirLock(dir).release();
  });
});
