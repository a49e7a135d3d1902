// Opens the platform database: PGlite (embedded, default) or PostgreSQL through `pg`.
// Both give the same Drizzle `Db` for handlers and a small raw-SQL interface for bulk work.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { log } from "../lib/log.ts";
import { durability } from "./durable.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection (or PGlite's single session). */
export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs `fn` on a single connection; on PostgreSQL it holds a session-level advisory lock so that
   * several platform processes sharing one database do not migrate or seed at the same time. */
  exclusive<T>(fn: (conn: RawSql) => Promise<T>): Promise<T>;
  /** Queries run through `db` so far (tests count them: a cached answer runs none). */
  queryCount(): number;
  /** Makes every committed change durable before an answer says it was saved (PGlite: platform/db/durable.ts; PostgreSQL: its commit already is). */
  sync(): Promise<void>;
  /**
   * PGlite in a data directory: runs `fn` after a CHECKPOINT while no other query can run (an open
   * transaction holds PGlite's transaction mutex, which every query and transaction waits for), so
   * `dir` on disk is a complete, consistent database as long as `fn` runs (online backups, db/backup.ts).
   */
  snapshot?<T>(fn: (conn: RawSql, dir: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * One statement without parameters on a transaction's own connection, in the simple protocol (PGlite's
 * exec, pg's query without values): on PGlite a parameterised statement costs about 0.3 ms more, which
 * every audited save would pay for its context (services/audit.ts). Falls back to drizzle's execute.
 */
export async function execSimple(tx: unknown, text: string): Promise<void> {
  const client = (tx as { session?: { client?: { exec?: (text: string) => Promise<unknown>; query?: (text: string) => Promise<unknown> } } }).session?.client;
  if (typeof client?.exec === "function") await client.exec(text);
  else if (typeof client?.query === "function") await client.query(text);
  else await (tx as Db).execute(sql.raw(text));
}

/** Checks every statement that may write before it is sent (services/audit.ts: a write outside its audit). */
let writeCheck: ((query: string) => void) | null = null;
/** Sets the check; answers the one it replaces (bench/audit.ts turns it off to time the platform without audit). */
export function setWriteCheck(check: ((query: string) => void) | null) {
  const previous = writeCheck;
  writeCheck = check;
  return previous;
}

/** Drizzle's logger hook: counts the queries it sends, and tells when one may have written. */
function queryCounter(onWrite?: () => void) {
  let count = 0;
  return {
    logger: {
      logQuery(query: string) {
        count++;
        if (/^\s*select\b/i.test(query)) return;
        onWrite?.();
        writeCheck?.(query);
      },
    },
    queryCount: () => count,
  };
}

export type OpenOptions =
  | { kind: "pglite"; dataDir?: string; memory?: boolean; /** more `-c name=value` start settings (bulk work) */ settings?: string[] }
  | { kind: "postgres"; url: string };

// Keeps the WAL (and so the data directory) small: PGlite checkpoints only on this threshold.
// shared_buffers: 64 MB holds the hot part of the demo data; the default 128 MB cost 77 MB more memory at start for a few ms on whole-table scans.
const PGLITE_SETTINGS = ["-c", "max_wal_size=64MB", "-c", "min_wal_size=32MB", "-c", "TimeZone=UTC", "-c", "shared_buffers=64MB"];
const BOOTSTRAP_LOCK_KEY = 4_211_736_001; // arbitrary, constant: pg_advisory_lock key for bootstrap

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.kind === "postgres" ? openPostgres(opts.url) : openPglite(opts);
}

async function openPglite(opts: { dataDir?: string; memory?: boolean; settings?: string[] }): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  let dir: string | undefined;
  if (!opts.memory) {
    if (!opts.dataDir) throw new Error("openDatabase: dataDir is required unless memory is set");
    dir = path.resolve(opts.dataDir);
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS, ...(opts.settings ?? []).flatMap((setting) => ["-c", setting])],
    // trigram indexes for substring search (migration 0001 creates the extension)
    extensions: { pg_trgm },
  });
  const raw: RawSql = {
    async query<T>(text: string, params?: unknown[]) {
      durable?.noteWrite();
      return (await client.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      durable?.noteWrite();
      await client.exec(text);
    },
  };
  // Its own reads of the WAL position do not count as writes.
  const durable = dir ? durability(dir, async (text) => (await client.query<{ lsn: string; segment: string; checkpoint: string }>(text)).rows) : null;
  const counter = queryCounter(() => durable?.noteWrite());
  const db = drizzle({ client, schema, logger: counter.logger }) as unknown as Db;
  const onDisk = dir;
  return {
    kind: "pglite",
    db,
    exclusive: (fn) => fn(raw),
    queryCount: counter.queryCount,
    sync: async () => {
      if (durable && !client.closed) await durable.sync();
    },
    ...(onDisk && {
      async snapshot<T>(fn: (conn: RawSql, dir: string) => Promise<T>): Promise<T> {
        try {
          return await client.transaction(async (tx) => {
            durable?.noteWrite();
            // Every page and WAL record on disk: the copy needs no recovery beyond this point.
            await tx.exec("CHECKPOINT");
            const conn: RawSql = {
              query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
              exec: async (text: string) => {
                await tx.exec(text);
              },
            };
            return await fn(conn, onDisk);
          });
        } finally {
          // The checkpoint's data files, as after any other checkpoint (durable.ts).
          await durable?.sync();
        }
      },
    }),
    close: async () => {
      if (client.closed) return;
      await durable?.sync();
      await client.close();
      await durable?.syncAll();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    // An unreachable server is an error in 10 s, not a hang.
    connectionTimeoutMillis: 10_000,
    // Set at connection (not by a query on "connect", which pg 8 warns about as a second query on a busy client):
    // the same time zone as PGlite, so text renderings of timestamps agree; a commit the platform answers for is on disk.
    options: "-c TimeZone=UTC -c synchronous_commit=on",
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (err) => log.error("postgres pool error", { error: err.message }));
  const counter = queryCounter();
  const db = drizzle({ client: pool, schema, logger: counter.logger }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    queryCount: counter.queryCount,
    async exclusive(fn) {
      const client = await pool.connect();
      const conn: RawSql = {
        async query<T>(text: string, params?: unknown[]) {
          return (await client.query(text, params as unknown[])).rows as T[];
        },
        async exec(text: string) {
          await client.query(text);
        },
      };
      try {
        await client.query("SELECT pg_advisory_lock($1)", [BOOTSTRAP_LOCK_KEY]);
        try {
          return await fn(conn);
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [BOOTSTRAP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    sync: async () => undefined,
    close: () => pool.end(),
  };
}
