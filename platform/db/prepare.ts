// Brings a database to the current schema and demo data: migrations, then the seed of an empty
// database or the upgrade of an older seed, then missing demo files and thumbnails.
import type { Database } from "./client.ts";
import { migrate } from "./migrate.ts";
import { readSeedState, SEED_VERSION, seedDemo, upgradeSeed } from "./seed.ts";
import { ensureDemoFiles, forgetGeneratedDemoFiles } from "./seed/demo-files.ts";
import { backfillThumbnails } from "../services/main/media.ts";

/** Migrates, then seeds an empty database or upgrades an older seed (one process at a time, see
 * Database.exclusive); then writes any missing demo files into `filesDir` and makes missing thumbnails. */
export async function prepareDatabase(database: Database, opts: { seed: boolean; filesDir?: string; log?: (msg: string) => void; progress?: (share: number, step: string) => void }): Promise<void> {
  await database.exclusive(async (conn) => {
    opts.progress?.(0, "migrations");
    const applied = await migrate(conn);
    if (applied.length) opts.log?.(`applied migrations ${applied.join(", ")}`);
    if (!opts.seed) return;
    const state = await readSeedState(conn);
    if (!state) await seedDemo(conn, { log: opts.log, progress: (share, step) => opts.progress?.(0.05 + share * 0.8, step) });
    else if (state.version < SEED_VERSION) await upgradeSeed(conn, { log: opts.log });
  });
  if (opts.seed && opts.filesDir) {
    opts.progress?.(0.86, "demo files");
    const written = await ensureDemoFiles(opts.filesDir);
    if (written) opts.log?.(`wrote ${written} demo files to ${opts.filesDir}`);
  }
  forgetGeneratedDemoFiles();
  // Images stored before thumbnails existed (and the demo pictures) get theirs once, here.
  if (opts.filesDir) {
    opts.progress?.(0.92, "thumbnails");
    const thumbnails = await backfillThumbnails(database.db, opts.filesDir);
    if (thumbnails) opts.log?.(`made ${thumbnails} thumbnails`);
  }
}
