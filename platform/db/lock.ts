// The data-directory lock: PGlite must be opened by one process only.
// <dataDir>/platform.lock holds the owner's pid; a lock whose pid is dead is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export interface DirLock {
  file: string;
  release(): void;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDirLock(dataDir: string): DirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, "platform.lock");
  mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx"); // atomic: fails if the file exists
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return makeLock(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readPid(file);
    if (holder === process.pid) {
      throw new Error(
        `The data directory ${dir} is already open in this process (pid ${holder}); ` +
          `create one platform per data directory and reuse it.`,
      );
    }
    if (holder !== null && pidAlive(holder)) {
      throw new Error(
        `The data directory ${dir} is in use by another process (pid ${holder}, lock file ${file}). ` +
          `Stop that process, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).`,
      );
    }
    // Stale (dead pid or unreadable): remove and retry the atomic create.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps recreating it.`);
}

function makeLock(file: string): DirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener("exit", release);
    // Only remove the file if it is still ours.
    if (readPid(file) === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        /* already gone */
      }
    }
  };
  process.on("exit", release);
  return { file, release };
}
