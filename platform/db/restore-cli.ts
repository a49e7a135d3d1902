// Restores a backup made by npm run backup (platform/db/backup.ts; docs/operations.md "Backup and restore").
//   npm run restore -- FILE.tar.gz [--data-dir DIR] [--database-url URL]
//   embedded backup: into DIR (DATA_DIR or ./data), which must hold no database and not be in use
//   PostgreSQL backup: into the empty database URL (--database-url or DATABASE_URL); the files into DIR/files
import { parseArgs } from "node:util";
import { readManifest, restoreBackup } from "./backup.ts";
import { runCli } from "./cli.ts";

const USAGE = "usage: npm run restore -- FILE.tar.gz [--data-dir DIR] [--database-url URL]";

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (!values.help && positionals.length !== 1) throw new Error("give one backup file");
  return { ...values, file: positionals[0] ?? "" };
}

async function main(args: ReturnType<typeof parse>) {
  const started = Date.now();
  const log = (msg: string) => console.log(`[restore] ${msg}`);
  const dataDir = args["data-dir"] ?? process.env.DATA_DIR ?? "./data";
  let databaseUrl = args["database-url"];
  if (!databaseUrl && process.env.DATABASE_URL) {
    // An embedded backup goes into a data directory whatever the environment says; the platform uses it without DATABASE_URL.
    if ((await readManifest(args.file)).kind === "postgres") databaseUrl = process.env.DATABASE_URL;
    else log("DATABASE_URL is set, but this is an embedded backup: restoring into the data directory (start the platform without DATABASE_URL to use it)");
  }
  const manifest = await restoreBackup({ file: args.file, dataDir, databaseUrl, log });
  const where = manifest.kind === "postgres" ? `the database and ${dataDir}/files` : dataDir;
  log(`restored ${manifest.kind} backup of ${manifest.madeAt} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

runCli({ name: "restore", usage: USAGE, parse, main });
