// The demo image: the demo data set (a migrated, seeded, vacuumed PGlite data directory and its
// files with thumbnails) prepared once and then copied wherever demo data is needed: a fresh
// DATA_DIR, each platform test, each Playwright run, each benchmark. Copying it takes a fraction
// of a second; seeding row by row took 20–30 CPU-seconds and 800+ MB (docs/decisions/026).
//
//   <DEMO_IMAGE_DIR>/<key>/pglite      a cleanly closed PGlite data directory (never opened in place)
//   <DEMO_IMAGE_DIR>/<key>/files       the demo files and thumbnails (<dataDir>/files of a new directory)
//   <DEMO_IMAGE_DIR>/<key>/image.json  key, seed version, the instant the data is anchored to
//
// The key hashes what the data is made from (the seed and its helpers, the migrations, PGlite's
// version), so a changed seed never hands out old data. The seed anchors the data to "today" (the
// dashboards' last 30 days), so an image older than DEMO_IMAGE_MAX_AGE_HOURS (24) is made again.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, statfsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "./client.ts";
import { acquireDirLock, type DirLock } from "./lock.ts";
import { prepareDatabase } from "./prepare.ts";
import { SEED_VERSION } from "./seed.ts";

export interface DemoImage {
  dir: string;
  pglite: string;
  files: string;
  meta: ImageMeta;
}

export interface ImageMeta {
  key: string;
  seedVersion: number;
  /** when the image was made (ISO) */
  builtAt: string;
  /** how long making it took */
  buildMs: number;
}

/** (share 0–1, what is being done) */
export type Progress = (share: number, step: string) => void;

/** The project's root: where platform/ and node_modules/ are (server.js sets SEHAT_ROOT). */
export function projectRoot(): string {
  return path.resolve(process.env.SEHAT_ROOT ?? process.cwd());
}

export function imageRoot(root = projectRoot()): string {
  return path.resolve(root, process.env.DEMO_IMAGE_DIR ?? ".demo-image");
}

function maxAgeMs(): number {
  const hours = Number(process.env.DEMO_IMAGE_MAX_AGE_HOURS ?? 24);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3600_000;
}

async function listSources(dir: string, keep: (file: string) => boolean): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "meta") out.push(...(await listSources(full, keep)));
    } else if (keep(entry.name)) out.push(full);
  }
  return out.sort();
}

/** A hash of everything the demo data is made from (not the code that merely opens or copies it). */
export async function imageKey(root = projectRoot()): Promise<string> {
  const hash = createHash("sha256").update(`seed ${SEED_VERSION}\n`);
  const source = (name: string) => /\.(ts|sql)$/.test(name) && !/\.test\.ts$/.test(name);
  const db = path.join(root, "platform", "db");
  const files = [
    path.join(db, "seed.ts"),
    ...(await listSources(path.join(db, "seed"), source)),
    path.join(db, "migrations.embedded.ts"),
    path.join(db, "prepare.ts"),
    ...(await listSources(path.join(root, "platform", "lib"), source)),
    // the thumbnails of the demo pictures
    path.join(root, "platform", "services", "main", "media.ts"),
    path.join(root, "node_modules", "@electric-sql", "pglite", "package.json"),
  ];
  for (const file of files) hash.update(path.relative(root, file)).update("\0").update(await readFile(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}

async function readMeta(dir: string): Promise<ImageMeta | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, "image.json"), "utf8")) as ImageMeta;
  } catch {
    return null;
  }
}

/** The current image if it is there, whole and fresh enough; else null. */
export async function findDemoImage(root = projectRoot()): Promise<DemoImage | null> {
  const key = await imageKey(root);
  const dir = path.join(imageRoot(root), key);
  const meta = await readMeta(dir);
  if (!meta || meta.key !== key || meta.seedVersion !== SEED_VERSION) return null;
  if (Date.now() - Date.parse(meta.builtAt) > maxAgeMs()) return null;
  if (!existsSync(path.join(dir, "pglite", "PG_VERSION"))) return null;
  return { dir, pglite: path.join(dir, "pglite"), files: path.join(dir, "files"), meta };
}

/** One builder per image directory at a time; the others wait for it and then use its image. */
async function takeBuildLock(root: string): Promise<DirLock> {
  const lockDir = path.join(imageRoot(root), ".build");
  for (;;) {
    try {
      return acquireDirLock(lockDir);
    } catch (err) {
      if (!/in use by another process/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * Makes the image in this process (migrate, seed, files, thumbnails, statistics, checkpoint), then
 * moves it into place in one rename, so a reader never sees half an image. Blocks the event loop
 * for long stretches: the console's platform process runs it before it serves (docs/decisions/026).
 */
export async function buildDemoImage(opts: { root?: string; progress?: Progress; log?: (msg: string) => void } = {}): Promise<DemoImage> {
  const root = opts.root ?? projectRoot();
  const lock = await takeBuildLock(root);
  try {
    const ready = await findDemoImage(root);
    if (ready) return ready; // made by another process while this one waited
    const started = performance.now();
    const key = await imageKey(root);
    const base = imageRoot(root);
    const work = path.join(base, `.work-${process.pid}-${randomBytes(4).toString("hex")}`);
    await mkdir(work, { recursive: true });
    let wal: { file: string; offset: number } | undefined;
    try {
      // A new PGlite database runs initdb first: about a fifth of the time.
      opts.progress?.(0, "starting the database");
      const database = await openDatabase({ kind: "pglite", dataDir: path.join(work, "pglite") });
      try {
        const progress = opts.progress && ((share: number, step: string) => opts.progress!(0.2 + share * 0.78, step));
        await prepareDatabase(database, { seed: true, filesDir: path.join(work, "files"), log: opts.log, progress });
        opts.progress?.(0.99, "checkpoint");
        wal = await database.exclusive(async (conn) => {
          await conn.exec("CHECKPOINT");
          const [row] = await conn.query<{ file: string; offset: number }>(
            "SELECT pg_walfile_name(pg_current_wal_lsn()) AS file, (pg_walfile_name_offset(pg_current_wal_lsn())).file_offset::int AS offset",
          );
          return row!;
        });
      } finally {
        await database.close();
      }
      await dropSpareWal(path.join(work, "pglite"), wal);
      const meta: ImageMeta = { key, seedVersion: SEED_VERSION, builtAt: new Date().toISOString(), buildMs: Math.round(performance.now() - started) };
      await writeFile(path.join(work, "image.json"), JSON.stringify(meta, null, 2) + "\n");
      const dir = path.join(base, key);
      await rm(dir, { recursive: true, force: true });
      await rename(work, dir);
      // Older images (another key, or too old) and work directories of builders that died.
      for (const entry of await readdir(base)) {
        if (entry === key || entry === ".build") continue;
        const pid = /^\.work-(\d+)-/.exec(entry)?.[1];
        if (pid && pidAlive(Number(pid))) continue;
        await rm(path.join(base, entry), { recursive: true, force: true });
      }
      opts.progress?.(1, "ready");
      return { dir, pglite: path.join(dir, "pglite"), files: path.join(dir, "files"), meta };
    } catch (err) {
      await rm(work, { recursive: true, force: true });
      throw err;
    }
  } finally {
    lock.release();
  }
}

/**
 * Removes the WAL segments a copy never reads: PostgreSQL keeps spare segments ahead of the current
 * one for reuse (min_wal_size), 16 MB each and a third of the image. After the clean shutdown the
 * last record is in the current segment (or the next, when it was nearly full); a missing later
 * segment reads as the end of the WAL, and PostgreSQL makes new ones as it needs them.
 */
async function dropSpareWal(pgliteDir: string, wal: { file: string; offset: number } | undefined): Promise<void> {
  if (!wal || !/^[0-9A-F]{24}$/.test(wal.file)) return;
  const segment = 16 * 1024 * 1024;
  const keep = new Set([wal.file]);
  if (wal.offset > segment - 1024 * 1024) {
    const next = (BigInt(`0x${wal.file.slice(16)}`) + 1n).toString(16).toUpperCase().padStart(8, "0");
    keep.add(wal.file.slice(0, 16) + next); // within one 4 GB log file, which this image never leaves
  }
  const dir = path.join(pgliteDir, "pg_wal");
  for (const name of await readdir(dir)) {
    if (/^[0-9A-F]{24}$/.test(name) && name > wal.file && !keep.has(name)) await rm(path.join(dir, name));
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The current image, made first (in this process) if needed. */
export async function ensureDemoImage(opts: { root?: string; progress?: Progress; log?: (msg: string) => void } = {}): Promise<DemoImage> {
  const root = opts.root ?? projectRoot();
  return (await findDemoImage(root)) ?? buildDemoImage({ ...opts, root });
}

/**
 * Copies the image into a new data directory: the database to `pgliteDir` (which must not exist;
 * copied beside it and renamed, so a crash never leaves half a database that looks whole) and the
 * files into `filesDir`, keeping any file already there. Without `pgliteDir`, the files only (a
 * platform on PostgreSQL, whose rows come from the template database).
 */
export async function copyDemoImage(image: DemoImage, target: { pgliteDir?: string; filesDir: string }): Promise<void> {
  if (target.pgliteDir) {
    const temp = `${target.pgliteDir}.copy-${randomBytes(4).toString("hex")}`;
    await mkdir(path.dirname(target.pgliteDir), { recursive: true });
    try {
      await copyTree(image.pglite, temp);
      await rename(temp, target.pgliteDir);
    } catch (err) {
      await rm(temp, { recursive: true, force: true });
      throw err;
    }
  }
  await mkdir(target.filesDir, { recursive: true });
  await cp(image.files, target.filesDir, { recursive: true, force: false, errorOnExist: false });
}

/**
 * Copies a directory tree with the system's `cp -R` (0.2 s for the database's 1,400 files, where
 * Node's fs.cp takes 2–3 s: a round trip to the thread pool per file and step); Node's own copy
 * where there is no `cp`.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  const copied = await new Promise<boolean>((resolve, reject) => {
    const child = spawn("cp", ["-R", from, to], { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
    child.once("error", (err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? resolve(false) : reject(err)));
    child.once("exit", (code) => (code === 0 ? resolve(true) : reject(new Error(`cp -R ${from} ${to} failed: ${errors.trim()}`))));
  });
  if (!copied) await cp(from, to, { recursive: true });
}

/** The image in `dir` as it is (tests use the one their run's global set-up made, whatever the sources say now). */
export async function imageAt(dir: string): Promise<DemoImage> {
  const meta = await readMeta(dir);
  if (!meta || !existsSync(path.join(dir, "pglite", "PG_VERSION"))) throw new Error(`no demo image in ${dir}`);
  return { dir, pglite: path.join(dir, "pglite"), files: path.join(dir, "files"), meta };
}

/** Whether a PGlite data directory holds a database yet (a copy that died half way is removed). */
export async function hasDatabase(pgliteDir: string): Promise<boolean> {
  const parent = path.dirname(pgliteDir);
  if (existsSync(parent)) {
    for (const entry of await readdir(parent)) {
      if (entry.startsWith(`${path.basename(pgliteDir)}.copy-`)) await rm(path.join(parent, entry), { recursive: true, force: true });
    }
  }
  try {
    await stat(path.join(pgliteDir, "PG_VERSION"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Where throw-away copies go (tests): memory (/dev/shm) when it has room, as the in-memory PGlite
 * of before was, else the temp directory (a copy to disk takes 1.5 s of kernel time here, to memory 0.2 s).
 */
export function scratchDir(): string {
  try {
    const fs = statfsSync("/dev/shm");
    if (fs.bavail * fs.bsize > 2 * 1024 ** 3) return "/dev/shm";
  } catch {
    // no /dev/shm (not Linux)
  }
  return tmpdir();
}
