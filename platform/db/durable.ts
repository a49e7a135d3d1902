// Durable commits on PGlite. PGlite starts PostgreSQL with fsync off ("-F"), and its file system for
// Node has no fsync anyway, so a committed transaction is in the OS page cache but not on disk: a
// power cut or a VM crash could lose a save the console had already confirmed. This does what
// PostgreSQL's own fsync would, from Node, before an answer goes out:
// - the WAL: after each request, the segments written since the last sync get an fdatasync (a commit
//   is durable once its WAL record is: recovery replays it);
// - the data files: when PostgreSQL has made a checkpoint (which lets it recycle older WAL), every
//   file it changed gets an fsync, so the pages the older WAL described are on disk too;
// - everything, on close.
// With PostgreSQL (DATABASE_URL) a commit is durable by itself (synchronous_commit), and none of this runs.
import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";

export interface DurabilityStats {
  /** WAL segments synced */
  walSyncs: number;
  /** full data-directory syncs (after checkpoints, and on close) */
  dataSyncs: number;
}

async function syncFile(file: string, data = true): Promise<void> {
  const handle = await open(file, "r");
  try {
    await (data ? handle.datasync() : handle.sync());
  } finally {
    await handle.close();
  }
}

/** fsync of every file changed since `since` (ms) under `dir`, and of the directories themselves. */
async function syncTree(dir: string, since: number): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    // Removed meanwhile (a directory a test or an operator deleted under a stopping platform): there
    // is nothing left to sync, and a stop must not crash on it.
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return syncTree(full, since);
      if (!entry.isFile()) return;
      try {
        if ((await stat(full)).mtimeMs >= since) await syncFile(full, false);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err; // removed meanwhile (a recycled segment)
      }
    }),
  );
  await syncFile(dir, false).catch(() => undefined); // a directory's entries (new and renamed files)
}

export function durability(dataDir: string, read: (sql: string) => Promise<{ lsn: string; segment: string; checkpoint: string }[]>) {
  const stats: DurabilityStats = { walSyncs: 0, dataSyncs: 0 };
  let syncedLsn = "";
  let syncedSegment = "";
  let checkpoint = "";
  let dataSyncedAt = 0;
  // Requests that ask while a sync runs share the next one (a group commit).
  let running: Promise<void> | null = null;
  let again = false;
  // Reads alone change nothing to sync: a request that only read skips even the WAL query.
  let dirty = true;

  async function once(): Promise<void> {
    if (!dirty) return;
    dirty = false;
    const [now] = await read(
      "SELECT pg_current_wal_lsn()::text AS lsn, pg_walfile_name(pg_current_wal_lsn()) AS segment, (SELECT checkpoint_lsn::text FROM pg_control_checkpoint()) AS checkpoint",
    );
    if (!now) return;
    if (now.checkpoint !== checkpoint) {
      // A checkpoint: the data files it wrote must be on disk before the WAL it made old is trusted to be gone.
      const since = dataSyncedAt;
      dataSyncedAt = Date.now() - 1000; // file times are coarse: overlap a little
      if (checkpoint) {
        await syncTree(dataDir, since);
        stats.dataSyncs++;
      }
      checkpoint = now.checkpoint;
    }
    if (now.lsn === syncedLsn) return;
    // Every segment from the last one synced up to the current one (usually just the current one).
    const segments = [now.segment];
    if (syncedSegment && syncedSegment !== now.segment) {
      const prefix = now.segment.slice(0, 16);
      for (let n = Number.parseInt(syncedSegment.slice(16), 16); n < Number.parseInt(now.segment.slice(16), 16); n++) {
        segments.unshift(prefix + n.toString(16).toUpperCase().padStart(8, "0"));
      }
    }
    for (const segment of segments) {
      try {
        await syncFile(path.join(dataDir, "pg_wal", segment));
        stats.walSyncs++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    }
    syncedLsn = now.lsn;
    syncedSegment = now.segment;
  }

  return {
    stats,
    /** A statement that may write ran (Drizzle's logger and raw SQL say so). */
    noteWrite() {
      dirty = true;
    },
    /** Makes everything committed so far durable. */
    sync(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            await once();
          } while (again);
        } finally {
          running = null;
        }
      })();
      return running;
    },
    /** After the database is closed: every file, whatever its time. */
    async syncAll(): Promise<void> {
      await syncTree(dataDir, 0);
      stats.dataSyncs++;
    },
  };
}
