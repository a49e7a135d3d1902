// The embedded platform: the SPEC §7 services over a real database, as a fetch handler.
//   const platform = await createPlatform({});            // PGlite in ./data (or DATA_DIR)
//   const res = await platform.fetch(new Request("http://platform/api/user/login", …));
// With DATABASE_URL (or opts.databaseUrl) it uses PostgreSQL through `pg` instead.
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "./db/client.ts";
import type { EmbeddedStore } from "./db/backup.ts";
import { copyDemoImage, ensureDemoImage, hasDatabase, scratchDir, type Progress } from "./db/image.ts";
import { acquireDirLock, type DirLock } from "./db/lock.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { ensureDir } from "./lib/files.ts";
import { log } from "./lib/log.ts";
import { createApp } from "./services/app.ts";
import { SessionCache } from "./services/cache.ts";
import type { PlatformContext } from "./services/context.ts";

export interface PlatformOptions {
  /** data directory (PGlite files in <dataDir>/pglite, lock in <dataDir>/platform.lock); default env DATA_DIR or ./data */
  dataDir?: string;
  /** postgres://… ; default env DATABASE_URL (ignored when memory is set) */
  databaseUrl?: string;
  /** a throw-away copy of the demo image in a temp directory, removed on close (tests) */
  memory?: boolean;
  /** how far the preparation of a new data directory is (0–1) and what it is doing */
  progress?: Progress;
  /** when the demo member answers a live chat message (ms; 0: never); default 4 s, none in memory */
  chatReplyMs?: number;
  /** where uploaded and demo files live (served at /files/); default <dataDir>/files, also with PostgreSQL */
  filesDir?: string;
  /** rotate user tokens older than this many seconds (default 6 h) */
  tokenRefreshSeconds?: number;
  /** HMAC key of gateway member/reqauth signatures; default env GATEWAY_KEY or the demo key */
  gatewayKey?: string;
  /** seed demo data into an empty database (default true) */
  seed?: boolean;
  /** log requests and start-up steps (default false) */
  log?: boolean;
  /** clock, for tests of token expiry */
  now?: () => Date;
  /**
   * keep a verified bearer token this many seconds before reading it again (docs/decisions/014).
   * Default 30 with PGlite, which no other process can write; 0 with PostgreSQL, where another
   * platform process may end a session this one would not hear of.
   */
  sessionCacheSeconds?: number;
}

export interface Platform {
  fetch(req: Request): Promise<Response>;
  /** how many database queries the platform has run so far (tests count them) */
  queryCount(): number;
  /** PGlite in a data directory (not in memory): for online backups (main.ts, db/backup.ts) */
  embedded?: EmbeddedStore;
  close(): Promise<void>;
}

export { prepareDatabase };

export const DEFAULT_GATEWAY_KEY = "sehat-demo-gateway-key";
const DEFAULT_REFRESH_SECONDS = 6 * 3600;
const DEFAULT_SESSION_CACHE_SECONDS = 30;
/** Reference answers (an app's feature routes) change only with the seed; kept this long. */
const REFERENCE_CACHE_MS = 30_000;

const DEMO_CHAT_REPLY_MS = 4000;

export function platformContext(database: Database, opts: PlatformOptions, filesDir: string): PlatformContext {
  const refresh = opts.tokenRefreshSeconds ?? DEFAULT_REFRESH_SECONDS;
  if (!Number.isFinite(refresh) || refresh < 0) throw new Error(`tokenRefreshSeconds must be a number ≥ 0, got ${opts.tokenRefreshSeconds}`);
  const sessionCache = opts.sessionCacheSeconds ?? (database.kind === "pglite" ? DEFAULT_SESSION_CACHE_SECONDS : 0);
  if (!Number.isFinite(sessionCache) || sessionCache < 0) throw new Error(`sessionCacheSeconds must be a number ≥ 0, got ${opts.sessionCacheSeconds}`);
  return {
    db: database.db,
    tokenRefreshSeconds: refresh,
    gatewayKey: opts.gatewayKey ?? process.env.GATEWAY_KEY ?? DEFAULT_GATEWAY_KEY,
    now: opts.now ?? (() => new Date()),
    filesDir,
    sessionCache: new SessionCache(sessionCache * 1000),
    cacheMs: REFERENCE_CACHE_MS,
    // The embedded platform stands in for the members' app too; tests (in memory) get no answers.
    chatReplyMs: opts.chatReplyMs ?? (opts.memory ? 0 : DEMO_CHAT_REPLY_MS),
    sync: () => database.sync(),
  };
}

export async function createPlatform(opts: PlatformOptions = {}): Promise<Platform> {
  const started = performance.now();
  const say = (msg: string) => {
    if (opts.log) log.info(msg, { ms: Math.round(performance.now() - started) });
  };
  if (opts.tokenRefreshSeconds !== undefined && !(Number.isFinite(opts.tokenRefreshSeconds) && opts.tokenRefreshSeconds >= 0)) {
    throw new Error(`tokenRefreshSeconds must be a number ≥ 0, got ${opts.tokenRefreshSeconds}`);
  }
  const databaseUrl = opts.memory ? undefined : opts.databaseUrl || process.env.DATABASE_URL || undefined;
  const seed = opts.seed !== false;
  let lock: DirLock | null = null;
  let database: Database | null = null;
  let filesDir = "";
  let tempDir: string | null = null;
  let embedded: EmbeddedStore | undefined;
  try {
    if (databaseUrl) {
      database = await openDatabase({ kind: "postgres", url: databaseUrl });
      say("connected to PostgreSQL");
      filesDir = ensureDir(path.resolve(opts.filesDir ?? path.join(opts.dataDir ?? process.env.DATA_DIR ?? "./data", "files")));
    } else {
      let dataDir: string;
      if (opts.memory) {
        dataDir = tempDir = mkdtempSync(path.join(scratchDir(), "sehat-platform-"));
      } else {
        dataDir = path.resolve(opts.dataDir ?? process.env.DATA_DIR ?? "./data");
        lock = acquireDirLock(dataDir);
      }
      const pgliteDir = path.join(dataDir, "pglite");
      filesDir = ensureDir(path.resolve(opts.filesDir ?? path.join(dataDir, "files")));
      if (seed && !(await hasDatabase(pgliteDir))) {
        // A new data directory starts as a copy of the demo image (made first if there is none).
        const image = await ensureDemoImage({
          progress: (share, step) => opts.progress?.(share * 0.95, step),
          log: say,
        });
        opts.progress?.(0.95, "copying the demo data");
        await copyDemoImage(image, { pgliteDir, filesDir });
        say(`copied the demo image ${image.meta.key} (made ${image.meta.builtAt})`);
      }
      database = await openDatabase({ kind: "pglite", dataDir: pgliteDir });
      say(`opened PGlite in ${dataDir}`);
      if (lock && database.snapshot) embedded = { dataDir, filesDir, snapshot: database.snapshot };
    }
    await prepareDatabase(database, { seed, filesDir, log: say });
    opts.progress?.(1, "ready");
  } catch (err) {
    await database?.close().catch(() => undefined);
    lock?.release();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    throw err;
  }

  const app = createApp(platformContext(database, opts, filesDir), { log: opts.log });
  say("ready");

  let closed = false;
  let closing: Promise<void> | null = null;
  const handle = database;
  return {
    async fetch(req: Request): Promise<Response> {
      if (closed) return Response.json({ code: 503, message: "Platform is closed" }, { status: 503 });
      return app.fetch(req);
    },
    queryCount: () => handle.queryCount(),
    embedded,
    close() {
      closed = true;
      closing ??= (async () => {
        try {
          await handle.close();
        } finally {
          lock?.release();
          if (tempDir) rmSync(tempDir, { recursive: true, force: true });
        }
      })();
      return closing;
    },
  };
}
