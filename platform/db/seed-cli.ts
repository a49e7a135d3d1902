// Seeds the platform database from the command line (same DATA_DIR / DATABASE_URL as the platform).
//   npm run seed                        a new PGlite directory: a copy of the demo image (made once,
//                                       platform/db/image.ts); PostgreSQL: migrate and seed
//   npm run seed -- --scale 25          grow to 25 units, set-based (≈150k members, 1M member-log events,
//                                       1M claims, 1M e-card events)
//   npm run seed -- --reset [--scale N] start again from the demo image (PostgreSQL: drop everything and reseed)
//   options: --data-dir DIR (default DATA_DIR or ./data), --database-url URL (default DATABASE_URL)
import path from "node:path";
import { parseArgs } from "node:util";
import { rm } from "node:fs/promises";
import { runCli } from "./cli.ts";
import { openDatabase, type Database } from "./client.ts";
import { copyDemoImage, ensureDemoImage, hasDatabase } from "./image.ts";
import { acquireDirLock, type DirLock } from "./lock.ts";
import { migrate } from "./migrate.ts";
import { growSeed, readSeedState, SEED_VERSION, seedDemo, upgradeSeed } from "./seed.ts";
import { ensureDemoFiles } from "./seed/demo-files.ts";

const USAGE = "usage: npm run seed -- [--scale N] [--reset] [--data-dir DIR] [--database-url URL]";

function parse() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "1" },
      reset: { type: "boolean", default: false },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000) throw new Error("--scale must be a whole number from 1 to 1000");
  return { ...values, scale };
}

async function main(args: ReturnType<typeof parse>) {
  const started = Date.now();
  const log = (msg: string) => console.log(`[seed] ${msg} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const url = args["database-url"] ?? process.env.DATABASE_URL;
  let lock: DirLock | null = null;
  let database: Database;
  // demo files go to <dataDir>/files, also when the database is PostgreSQL (like the platform)
  const dataDir = path.resolve(args["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  if (url) {
    database = await openDatabase({ kind: "postgres", url });
    log("connected to PostgreSQL");
  } else {
    lock = acquireDirLock(dataDir);
    const pgliteDir = path.join(dataDir, "pglite");
    if (args.reset) await rm(pgliteDir, { recursive: true, force: true });
    if (!(await hasDatabase(pgliteDir))) {
      const image = await ensureDemoImage({ log });
      await copyDemoImage(image, { pgliteDir, filesDir: path.join(dataDir, "files") });
      log(`copied the demo image (made ${image.meta.builtAt})`);
    }
    // Growing: room for a million rows' worth of sorting and dirty pages (PGlite's defaults write
    // and sort in small pieces; a bigger cache took a fifth off the time).
    const growing = args.scale > 1 ? ["shared_buffers=512MB", "max_wal_size=4GB", "maintenance_work_mem=512MB"] : [];
    database = await openDatabase({ kind: "pglite", dataDir: pgliteDir, settings: growing });
    log(`opened PGlite in ${dataDir}`);
  }
  try {
    await database.exclusive(async (conn) => {
      if (args.reset && url) {
        await conn.exec("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
        log("dropped all tables");
      }
      const applied = await migrate(conn);
      if (applied.length) log(`applied migrations ${applied.join(", ")}`);
      let state = await readSeedState(conn);
      if (state && state.version < SEED_VERSION) {
        log(`upgrading the seed from version ${state.version} to ${SEED_VERSION}`);
        state = await upgradeSeed(conn, { log });
      }
      if (!state) {
        await seedDemo(conn, { scale: args.scale, log });
      } else if (state.units < args.scale) {
        log(`growing from ${state.units} to ${args.scale} units`);
        await growSeed(conn, args.scale, { log });
      } else {
        log(`already seeded with ${state.units} unit(s) (anchored ${state.anchor}); use --scale N to grow or --reset to start over`);
        return;
      }
      const counts = await conn.query<{ t: string; n: number }>(
        `SELECT 'members' t, count(*)::int n FROM members UNION ALL SELECT 'member_logs', count(*)::int FROM member_logs
         UNION ALL SELECT 'claims', count(*)::int FROM claims UNION ALL SELECT 'core_members', count(*)::int FROM core_members`,
      );
      log(`done: ${counts.map((c) => `${c.n} ${c.t}`).join(", ")}`);
    });
    const written = await ensureDemoFiles(path.join(dataDir, "files"));
    if (written) log(`wrote ${written} demo files to ${path.join(dataDir, "files")}`);
  } finally {
    await database.close();
    lock?.release();
  }
}

runCli({ name: "seed", usage: USAGE, parse, main });
