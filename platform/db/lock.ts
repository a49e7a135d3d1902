// The data-directory lock: PGlite must be opened by one process only.
// <dataDir>/platform.lock holds the owner: "pid start boot" (its pid, when that process started, and
// the machine's boot id). A lock is stale, and taken over, when its process is gone, or when the pid
// now belongs to another process: in a container the platform has the same small pid after every
// restart (PID 1 when it is the container's process), so a pid alone would look alive for ever after
// a `docker kill` or an out-of-memory kill. Two live processes never share one directory.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export interface DirLock {
  file: string;
  release(): void;
}

interface Holder {
  pid: number;
  /** the process's start time in clock ticks since boot (Linux /proc), or null elsewhere */
  start: string | null;
  /** the kernel's boot id (Linux), or null */
  boot: string | null;
}

function read(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

/** When process `pid` started (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
export function processStart(pid: number): string | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
}

const bootId = () => read("/proc/sys/kernel/random/boot_id");

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | null {
  const [pid, start, boot] = (read(file) ?? "").split(/\s+/);
  const n = Number.parseInt(pid ?? "", 10);
  if (!Number.isInteger(n) || n <= 0) return null;
  const known = (v: string | undefined) => (v && v !== "-" ? v : null);
  return { pid: n, start: known(start), boot: known(boot) };
}

/** Whether the process that wrote the lock still runs (not merely a process with its pid). */
export function holderAlive(holder: Holder): boolean {
  if (holder.boot && bootId() && holder.boot !== bootId()) return false; // written before a reboot
  if (holder.pid !== process.pid && !pidAlive(holder.pid)) return false;
  const start = processStart(holder.pid);
  // Without a start time (an old lock, or no /proc) only the pid can tell: alive.
  return holder.start && start ? holder.start === start : true;
}

export function acquireDirLock(dataDir: string): DirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, "platform.lock");
  mkdirSync(dir, { recursive: true });
  const me = `${process.pid} ${processStart(process.pid) ?? "-"} ${bootId() ?? "-"}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx"); // atomic: fails if the file exists
      writeSync(fd, `${me}\n`);
      closeSync(fd);
      return makeLock(file, me);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readHolder(file);
    if (holder && holderAlive(holder)) {
      if (holder.pid === process.pid) {
        throw new Error(
          `The data directory ${dir} is already open in this process (pid ${holder.pid}); ` +
            `create one platform per data directory and reuse it.`,
        );
      }
      throw new Error(
        `The data directory ${dir} is in use by another process (pid ${holder.pid}, lock file ${file}). ` +
          `Stop that process, or set DATA_DIR to another directory (or DATABASE_URL to use PostgreSQL).`,
      );
    }
    // Stale (its process is gone or was replaced, or unreadable): remove and retry the atomic create.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps recreating it.`);
}

function makeLock(file: string, me: string): DirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener("exit", release);
    // Only remove the file if it is still ours.
    if (read(file) === me) {
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
