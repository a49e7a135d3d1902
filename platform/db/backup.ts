// Backups of the platform's data and their restore (issue 24; docs/operations.md "Backup and restore").
// An archive is a tar.gz of backup.json (what it holds) and
//   embedded (PGlite): pglite/ (the database) and files/ (uploads, demo files, thumbnails);
//   PostgreSQL:        database.dump (pg_dump -Fc) and files/.
// A copy of a running DATA_DIR is no backup: PGlite keeps changed pages in memory between checkpoints
// and writes while the copy reads, and the copy carries the live lock. So an embedded backup takes the
// directory's lock when nobody runs on it; while a platform runs on it, that platform makes the copy:
// POST /admin/backup on its loopback listener with the token it wrote to <dataDir>/admin-token; it
// checkpoints and copies the database while no query can run (Database.snapshot), about a second.
import { spawn } from "node:child_process";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createWriteStream, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import { openDatabase, type Database, type RawSql } from "./client.ts";
import { pruneAudit, verifyAudit } from "./audit-maintenance.ts";
import { copyTree, hasDatabase } from "./image.ts";
import { acquireDirLock, type DirLock } from "./lock.ts";
import { readSeedState, type SeedState } from "./seed.ts";
import { errorFields } from "../../common/log.ts";
import { log } from "../lib/log.ts";

export const MANIFEST = "backup.json";
/** <dataDir>/admin-token: the bearer token of POST /admin/backup, new at each start, readable by the platform's user only */
export const ADMIN_TOKEN = "admin-token";
/** <dataDir>/platform.address: where the platform listens (its loopback URL), written when it listens */
export const ADDRESS_FILE = "platform.address";
const DUMP = "database.dump";
const MANIFEST_HEADER = "x-backup-manifest";

export interface BackupManifest {
  kind: "pglite" | "postgres";
  /** the instant the data is from (ISO) */
  madeAt: string;
  /** made while the data was in use: by the running platform, or pg_dump (false: with the directory locked) */
  online: boolean;
  /** the demo seed's version, units and anchor, when they could be read */
  seed: SeedState | null;
  /** the PostgreSQL version that wrote the data (PGlite's too) */
  serverVersion: string | null;
}

/** What the platform hands to the admin endpoint: PGlite in a data directory, and a consistent view of it. */
export interface EmbeddedStore {
  dataDir: string;
  filesDir: string;
  snapshot: NonNullable<Database["snapshot"]>;
}

type Log = (msg: string) => void;

export class BackupError extends Error {}

const errno = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** Runs a program and gives its output; a program that is not there is one line saying so (`missing`). */
function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; missing?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: opts.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let errors = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
    child.once("error", (err) => reject(errno(err) === "ENOENT" ? new BackupError(opts.missing ?? `${cmd} is not installed.`) : err));
    child.once("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new BackupError(`${cmd} failed (exit ${code}): ${errors.trim().split("\n").slice(-5).join(" / ") || "no message"}`));
    });
  });
}

/**
 * A gzip stream of `tar -c` over `args` (-C dir names…); it fails when tar does. The system's tar walks
 * the files (Node's fs takes a thread-pool round trip per file); zlib at level 1 takes a third of the
 * default's time for about 15 % more bytes.
 */
function tarGz(args: string[]): Readable {
  const child = spawn("tar", ["-cf", "-", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const gzip = createGzip({ level: 1 });
  let errors = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  child.once("error", (err) => gzip.destroy(errno(err) === "ENOENT" ? new BackupError("tar is not installed.") : err));
  child.stdout.pipe(gzip, { end: false });
  // After "close" every byte tar wrote has gone to gzip.
  child.once("close", (code) => (code === 0 ? gzip.end() : gzip.destroy(new BackupError(`tar failed (exit ${code}): ${errors.trim()}`))));
  gzip.once("close", () => {
    if (child.exitCode === null) child.kill(); // the reader went away
  });
  return gzip;
}

const TAR_EXCLUDES = ["--exclude=files/.tmp", "--exclude=pglite/postmaster.pid"];

/** Hard links of a tree of immutable files (uploads are content-addressed and never rewritten); a copy where links cannot be made. */
async function linkTree(from: string, to: string): Promise<void> {
  const linked = await new Promise<boolean>((resolve) => {
    const child = spawn("cp", ["-Rl", from, to], { stdio: "ignore" });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
  if (linked) return;
  await rm(to, { recursive: true, force: true });
  await copyTree(from, to);
}

/** `from` into `to`: moved when `to` is not there, else merged, keeping what `to` already holds. */
async function mergeTree(from: string, to: string): Promise<void> {
  if (!existsSync(from)) return;
  if (!existsSync(to)) {
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    return;
  }
  await cp(from, to, { recursive: true, force: false, errorOnExist: false });
}

async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsync of every file and directory under `dir` (a few at a time). */
async function syncTree(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = [...entries.map((entry) => path.join(entry.parentPath, entry.name)), dir];
  for (let i = 0; i < paths.length; i += 32) await Promise.all(paths.slice(i, i + 32).map((p) => fsyncPath(p)));
}

/** Writes an archive to `out` whole or not at all: to out.partial, synced, listed (a cut or corrupt stream fails here), renamed. */
async function writeArchive(out: string, archive: Readable, expected: string): Promise<number> {
  const partial = `${out}.partial`;
  await mkdir(path.dirname(out), { recursive: true });
  await rm(partial, { force: true });
  try {
    // It holds password hashes and session tokens: readable by its owner only.
    await pipeline(archive, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
    await fsyncPath(partial);
    const names = new Set((await run("tar", ["-tzf", partial])).split("\n").map((name) => name.replace(/^\.\//, "")));
    if (!names.has(MANIFEST) || !names.has(expected)) throw new BackupError(`the archive is incomplete (no ${names.has(MANIFEST) ? expected : MANIFEST} in it)`);
    await rename(partial, out);
    await fsyncPath(path.dirname(out)).catch(() => undefined);
    return statSync(out).size;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

async function aboutData(conn: RawSql): Promise<Pick<BackupManifest, "seed" | "serverVersion">> {
  const [row] = await conn.query<{ version: string }>("SELECT current_setting('server_version') AS version");
  return { serverVersion: row?.version ?? null, seed: await readSeedState(conn) };
}

async function checkOut(out: string): Promise<string> {
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupError(`${file} exists: choose a new name (a backup never overwrites another).`);
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** embedded: made by a running platform (its pid) */
  platformPid?: number;
}

/**
 * An embedded backup of `dataDir`: with its lock taken when nobody runs on it (a platform cannot start
 * meanwhile), or made by the platform that runs on it.
 */
export async function backupEmbedded(opts: { dataDir: string; out: string; log?: Log }): Promise<BackupResult> {
  const dataDir = path.resolve(opts.dataDir);
  const out = await checkOut(opts.out);
  if (!existsSync(path.join(dataDir, "pglite", "PG_VERSION"))) {
    throw new BackupError(`There is no database in ${path.join(dataDir, "pglite")}: nothing to back up (is --data-dir or DATA_DIR right? With PostgreSQL give --database-url).`);
  }
  let lock: DirLock;
  try {
    lock = acquireDirLock(dataDir);
  } catch (err) {
    if (/in use by another process/.test((err as Error).message)) return backupFromPlatform(dataDir, out);
    throw err;
  }
  const work = await mkdtemp(path.join(path.dirname(out), ".backup-"));
  try {
    await removeStaleCopies(dataDir, work);
    const manifest: BackupManifest = { kind: "pglite", madeAt: new Date().toISOString(), online: false, seed: null, serverVersion: null };
    try {
      // Opening recovers what a platform that was killed left, and closing leaves a cleanly shut-down copy.
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
      try {
        Object.assign(manifest, await database.exclusive(aboutData));
      } finally {
        await database.close();
      }
    } catch (err) {
      opts.log?.(`could not open the database to read its seed state (${(err as Error).message}); backing up its files as they are`);
    }
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    const files = existsSync(path.join(dataDir, "files")) ? ["files"] : [];
    const bytes = await writeArchive(out, tarGz([...TAR_EXCLUDES, "-C", work, MANIFEST, "-C", dataDir, "pglite", ...files]), "pglite/PG_VERSION");
    return { file: out, bytes, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
    lock.release();
  }
}

/** The running platform's backup: it reads admin-token and platform.address, asks, and writes the answer. */
async function backupFromPlatform(dataDir: string, out: string): Promise<BackupResult> {
  const { response, pid } = await askRunningPlatform(dataDir, "/admin/backup");
  const manifest = JSON.parse(response.headers.get(MANIFEST_HEADER) ?? "null") as BackupManifest;
  const bytes = await writeArchive(out, Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), "pglite/PG_VERSION");
  return { file: out, bytes, manifest, platformPid: pid };
}

/** Asks the platform running on `dataDir` (admin-token, platform.address) for one of its /admin/ services. */
export async function askRunningPlatform(dataDir: string, endpoint: string, body?: unknown): Promise<{ response: Response; pid: number }> {
  const lockFile = path.join(dataDir, "platform.lock");
  let pid: number;
  let since: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    since = statSync(lockFile).mtimeMs;
  } catch (err) {
    if (errno(err) === "ENOENT") throw new BackupError(`The platform on ${dataDir} stopped as the backup began: run it again.`);
    throw err;
  }
  const who = `A platform (pid ${pid}) runs on ${dataDir}`;
  const read = (name: string) => {
    const file = path.join(dataDir, name);
    let written: number;
    try {
      written = statSync(file).mtimeMs;
    } catch (err) {
      if (errno(err) !== "ENOENT") throw err;
      throw new BackupError(`${who}, but ${file} is missing: it is still starting (try again once it serves), or is a version without online backups (restart it, or stop it and back up offline).`);
    }
    // Written after the platform took the lock, or left by an earlier run.
    if (written < since) throw new BackupError(`${who}, but ${file} is older than its lock: left by an earlier run, and this one has not written its own yet (still starting? try again once it serves).`);
    try {
      return { file, value: readFileSync(file, "utf8").trim() };
    } catch (err) {
      if (errno(err) === "EACCES") throw new BackupError(`Cannot read ${file}: run the backup as the user the platform runs as (only that user may read it).`);
      throw err;
    }
  };
  const token = read(ADMIN_TOKEN);
  const address = read(ADDRESS_FILE);
  let response: Response;
  try {
    response = await fetch(new URL(endpoint, address.value), { method: "POST", headers: { authorization: `Bearer ${token.value}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    const cause = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
    throw new BackupError(`${who}, but nothing answers at ${address.value} (from ${address.file}: ${cause}): it is still starting, or the file is stale.`);
  }
  if (!response.ok || !response.body) {
    const message = ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? response.statusText;
    if (response.status === 401) throw new BackupError(`The platform at ${address.value} refused the token in ${token.file} (${message}): the file is not this run's; restart the platform.`);
    if (response.status === 404) throw new BackupError(`The platform at ${address.value} offers no ${endpoint} here: it is a version without it, listens on another host than loopback (PLATFORM_HOST), or ${address.file} is stale.`);
    throw new BackupError(`The platform at ${address.value} could not do it (${endpoint}): ${response.status} ${message}`);
  }
  return { response, pid };
}

// ---- the platform's side: POST /admin/backup ----

function writePrivate(file: string, content: string): void {
  // Through a new file renamed into place: a reader never sees half a token, and its mode is always 0600.
  const temp = `${file}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, content, { mode: 0o600, flag: "wx" });
  renameSync(temp, file);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export interface AdminEndpoint {
  /** The answer to an /admin/ request, or undefined for every other request (the platform's own). */
  handle(req: Request, env: unknown): Promise<Response> | undefined;
  /** The platform listens at `url` (loopback): written to <dataDir>/platform.address. */
  listening(url: string): void;
  /** The platform stops: its address and token go. */
  close(): void;
}

/** Writes a new admin token to <dataDir>/admin-token and serves POST /admin/backup to this machine with it. */
export function adminEndpoint(store: EmbeddedStore): AdminEndpoint {
  const token = randomBytes(32).toString("hex");
  const tokenFile = path.join(store.dataDir, ADMIN_TOKEN);
  const addressFile = path.join(store.dataDir, ADDRESS_FILE);
  writePrivate(tokenFile, `${token}\n`);
  let address = "";
  let busy = false;
  const answer = (status: number, message: string) => Response.json({ code: status, message }, { status, headers: { "cache-control": "no-store" } });
  const authorized = (header: string | null) => {
    const given = Buffer.from(/^Bearer (\S+)$/i.exec(header ?? "")?.[1] ?? "");
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    handle(req, env) {
      const pathname = new URL(req.url).pathname;
      if (!pathname.startsWith("/admin/")) return undefined;
      // Not there at all for other machines, also when PLATFORM_HOST serves them (0.0.0.0).
      const remote = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? "";
      const audit = pathname === "/admin/audit-verify" || pathname === "/admin/audit-prune";
      if (!LOOPBACK.test(remote) || (pathname !== "/admin/backup" && !audit)) return Promise.resolve(answer(404, `Not found: ${req.method} ${pathname}`));
      if (req.method !== "POST") return Promise.resolve(answer(405, "Use POST"));
      if (!authorized(req.headers.get("authorization"))) return Promise.resolve(answer(401, `A bearer token from ${tokenFile} is required`));
      // The audit trail's check and retention (npm run audit:verify / audit:prune), in one pause like a backup's copy.
      if (audit) return serveAudit(store, pathname, req).catch((err: Error) => answer(500, `Audit ${pathname.slice(7)} failed: ${err.message}`));
      if (busy) return Promise.resolve(answer(409, "A backup is being made already"));
      // Busy until the archive has been sent and its copy removed.
      busy = true;
      const done = () => (busy = false);
      return serveBackup(store, done).catch((err: Error) => {
        done();
        log.error("backup failed", errorFields(err));
        return answer(500, `Backup failed: ${err.message}`);
      });
    },
    listening(url) {
      address = `${url}\n`;
      writePrivate(addressFile, address);
    },
    close() {
      for (const [file, content] of [[tokenFile, `${token}\n`], [addressFile, address]] as const) {
        try {
          if (content && readFileSync(file, "utf8") === content) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      }
    },
  };
}

async function serveAudit(store: EmbeddedStore, pathname: string, req: Request): Promise<Response> {
  if (pathname === "/admin/audit-verify") return Response.json(await store.snapshot((conn) => verifyAudit(conn)), { headers: { "cache-control": "no-store" } });
  const body = (await req.json().catch(() => null)) as { days?: unknown; out?: unknown; by?: unknown } | null;
  if (typeof body?.days !== "number" || typeof body.out !== "string" || !path.isAbsolute(body.out)) return Response.json({ code: 400, message: "Give { days, out: an absolute path }" }, { status: 400 });
  const result = await store.snapshot((conn) => pruneAudit(conn, { days: body.days as number, out: body.out as string, by: typeof body.by === "string" ? body.by.slice(0, 100) : undefined }));
  return Response.json(result, { headers: { "cache-control": "no-store" } });
}

/** Copies in <dataDir>/.backup-* left by a backup that died: its lock holder makes one backup at a time. */
async function removeStaleCopies(dataDir: string, keep?: string): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    const full = path.join(dataDir, entry);
    if (entry.startsWith(".backup-") && full !== keep) await rm(full, { recursive: true, force: true });
  }
}

/**
 * The consistent copy: a checkpoint, then, while no query can run, the database copied (cp -R, about a
 * second for the demo data; requests wait meanwhile) and the files linked, into <dataDir>/.backup-*;
 * then the archive of that copy is streamed while the platform serves again, and the copy removed.
 */
async function serveBackup(store: EmbeddedStore, done: () => void): Promise<Response> {
  const started = performance.now();
  await removeStaleCopies(store.dataDir);
  const work = path.join(store.dataDir, `.backup-${randomBytes(4).toString("hex")}`);
  await mkdir(work);
  let manifest: BackupManifest;
  try {
    manifest = await store.snapshot(async (conn, dir) => {
      const made: BackupManifest = { kind: "pglite", madeAt: new Date().toISOString(), online: true, ...(await aboutData(conn)) };
      await copyTree(dir, path.join(work, "pglite"));
      // Linked in the same pause: every file the copied database names is in the copy.
      if (existsSync(store.filesDir)) await linkTree(store.filesDir, path.join(work, "files"));
      return made;
    });
    log.info("backup: database copied", { ms: Math.round(performance.now() - started) });
    await rm(path.join(work, "files", ".tmp"), { recursive: true, force: true });
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  } catch (err) {
    await rm(work, { recursive: true, force: true });
    throw err;
  }
  const files = existsSync(path.join(work, "files")) ? ["files"] : [];
  const archive = tarGz([...TAR_EXCLUDES, "-C", work, MANIFEST, "pglite", ...files]);
  archive.once("close", () => {
    log.info("backup: archive sent", { ms: Math.round(performance.now() - started), complete: archive.readableEnded });
    void rm(work, { recursive: true, force: true }).finally(done);
  });
  return new Response(Readable.toWeb(archive) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "application/gzip",
      "content-disposition": 'attachment; filename="sehat-backup.tar.gz"',
      "cache-control": "no-store",
      // What is in it, without reading the archive again.
      [MANIFEST_HEADER]: JSON.stringify(manifest),
    },
  });
}

// ---- PostgreSQL ----

/** A connection string without its password, which goes in PGPASSWORD (not on a command line others can read). */
function pgConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const PG_CLIENT_MISSING = (tool: string) =>
  `${tool} is not installed: install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client; the server's major version or newer).`;

export async function withPg<T>(url: string, fn: (conn: RawSql) => Promise<T>): Promise<T> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Cannot connect to PostgreSQL at ${pgConnection(url).url}: ${(err as Error).message}`);
  }
  try {
    return await fn({
      query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
      exec: async (text: string) => {
        await client.query(text);
      },
    });
  } finally {
    await client.end();
  }
}

/**
 * pg_dump -Fc of the database, then <dataDir>/files: in this order a file the dump names can only be
 * missing if it was deleted in the seconds between (a file is removed only after its last row is).
 * The files are linked into <dataDir>/.backup-* first, so uploads arriving meanwhile do not fail tar
 * ("file changed as we read it").
 */
export async function backupPostgres(opts: { databaseUrl: string; dataDir: string; out: string; log?: Log }): Promise<BackupResult> {
  const out = await checkOut(opts.out);
  const dataDir = path.resolve(opts.dataDir);
  const connection = pgConnection(opts.databaseUrl);
  await run("pg_dump", ["--version"], { missing: PG_CLIENT_MISSING("pg_dump") });
  const filesDir = path.join(dataDir, "files");
  const hasFiles = existsSync(filesDir);
  if (!hasFiles) opts.log?.(`warning: there is no ${filesDir}: the backup holds the database only (uploads live in <DATA_DIR>/files; is --data-dir right?)`);
  // The dump beside the archive (the data directory may be small when the database is elsewhere).
  const work = await mkdtemp(path.join(path.dirname(out), ".backup-"));
  const links = path.join(dataDir, `.backup-${randomBytes(4).toString("hex")}`);
  try {
    const described = await withPg(opts.databaseUrl, (conn) => aboutData(conn).catch(() => ({ seed: null, serverVersion: null })));
    const manifest: BackupManifest = { kind: "postgres", madeAt: new Date().toISOString(), online: true, ...described };
    await run("pg_dump", ["-Fc", "-w", "-f", path.join(work, DUMP), "-d", connection.url], { env: connection.env, missing: PG_CLIENT_MISSING("pg_dump") });
    await writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    if (hasFiles) {
      await mkdir(links);
      await linkTree(filesDir, path.join(links, "files"));
      await rm(path.join(links, "files", ".tmp"), { recursive: true, force: true });
    }
    const bytes = await writeArchive(out, tarGz([...TAR_EXCLUDES, "-C", work, MANIFEST, DUMP, ...(hasFiles ? ["-C", links, "files"] : [])]), DUMP);
    return { file: out, bytes, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(links, { recursive: true, force: true });
  }
}

// ---- restore ----

export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await run("tar", ["-xzOf", file, MANIFEST]);
  } catch (err) {
    throw new BackupError(`${file} is not a backup made by npm run backup (no readable ${MANIFEST} in it: ${(err as Error).message}).`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.kind !== "pglite" && manifest.kind !== "postgres") throw new BackupError(`${file}: unknown backup kind ${JSON.stringify(manifest.kind)}`);
  return manifest;
}

async function extract(file: string, into: string): Promise<void> {
  await mkdir(into, { recursive: true });
  // Owned by whoever restores (run it as the platform's user), not by the uid that made the backup.
  await run("tar", ["-xzf", file, "--no-same-owner", "-C", into]);
}

/**
 * Restores `file` made by npm run backup: an embedded backup into `dataDir` (which must hold no
 * database and not be in use), a PostgreSQL one into the empty database `databaseUrl` (files into
 * <dataDir>/files, merged with what is there).
 */
export async function restoreBackup(opts: { file: string; dataDir: string; databaseUrl?: string; log?: Log }): Promise<BackupManifest> {
  const file = path.resolve(opts.file);
  if (!existsSync(file)) throw new BackupError(`There is no ${file}.`);
  const manifest = await readManifest(file);
  const dataDir = path.resolve(opts.dataDir);
  if (manifest.kind === "pglite") {
    if (opts.databaseUrl) throw new BackupError(`${file} is an embedded (PGlite) backup: restore it into a data directory, without --database-url or DATABASE_URL.`);
    await restoreEmbedded(file, dataDir);
  } else {
    if (!opts.databaseUrl) throw new BackupError(`${file} is a PostgreSQL backup: give --database-url (or DATABASE_URL) naming an empty database.`);
    await restorePostgres(file, dataDir, opts.databaseUrl);
  }
  return manifest;
}

async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  // Refuses a directory a live process holds (its message names the pid); nobody starts on it meanwhile.
  const lock = acquireDirLock(dataDir);
  const pgliteDir = path.join(dataDir, "pglite");
  // Named like a half-made copy, which the next start's hasDatabase removes if this dies half way.
  const work = path.join(dataDir, `pglite.copy-restore-${randomBytes(4).toString("hex")}`);
  try {
    if (await hasDatabase(pgliteDir)) throw new BackupError(`${dataDir} already holds a database (${pgliteDir}): restore into a new directory, or move that one away first.`);
    if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length) throw new BackupError(`${pgliteDir} is not empty (though it holds no whole database): move it away first.`);
    await extract(file, work);
    if (!existsSync(path.join(work, "pglite", "PG_VERSION"))) throw new BackupError(`${file} holds no database (no pglite/PG_VERSION).`);
    await rm(path.join(work, "pglite", "postmaster.pid"), { force: true });
    // On disk before it appears (the platform syncs only what it changes), then whole, in one rename.
    await syncTree(path.join(work, "pglite"));
    await rename(path.join(work, "pglite"), pgliteDir);
    await mergeTree(path.join(work, "files"), path.join(dataDir, "files"));
    await syncTree(path.join(dataDir, "files"));
    await fsyncPath(dataDir);
  } finally {
    await rm(work, { recursive: true, force: true });
    lock.release();
  }
}

async function restorePostgres(file: string, dataDir: string, databaseUrl: string): Promise<void> {
  const connection = pgConnection(databaseUrl);
  await run("pg_restore", ["--version"], { missing: PG_CLIENT_MISSING("pg_restore") });
  const tables = await withPg(databaseUrl, async (conn) => {
    const [row] = await conn.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    return row?.n ?? 0;
  });
  if (tables > 0) throw new BackupError(`The database ${connection.url} is not empty (${tables} tables): restore into a new, empty database (createdb), or drop its tables first.`);
  await mkdir(dataDir, { recursive: true });
  const work = path.join(dataDir, `.restore-${randomBytes(4).toString("hex")}`);
  try {
    await extract(file, work);
    if (!existsSync(path.join(work, DUMP))) throw new BackupError(`${file} holds no ${DUMP}.`);
    // One transaction: a restore that fails leaves the database empty, not half made.
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "-w", "-d", connection.url, path.join(work, DUMP)], {
      env: connection.env,
      missing: PG_CLIENT_MISSING("pg_restore"),
    });
    await mergeTree(path.join(work, "files"), path.join(dataDir, "files"));
    await syncTree(path.join(dataDir, "files"));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
