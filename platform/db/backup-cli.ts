// Backs up the platform's data into one tar.gz (platform/db/backup.ts; docs/operations.md "Backup and restore").
//   npm run backup -- --out FILE.tar.gz [--data-dir DIR] [--database-url URL]
//   embedded (PGlite; DATA_DIR or ./data): the database and the files, made by the running platform
//     when one runs on the directory (online, consistent), else with the directory locked
//   PostgreSQL (--database-url or DATABASE_URL): pg_dump -Fc of the database, and DATA_DIR/files
import { parseArgs } from "node:util";
import { backupEmbedded, backupPostgres } from "./backup.ts";
import { runCli } from "./cli.ts";

const USAGE = "usage: npm run backup -- --out FILE.tar.gz [--data-dir DIR] [--database-url URL]";

function parse() {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (!values.help && !values.out) throw new Error("--out is required");
  return values;
}

async function main(args: ReturnType<typeof parse>) {
  const started = Date.now();
  const log = (msg: string) => console.log(`[backup] ${msg}`);
  const dataDir = args["data-dir"] ?? process.env.DATA_DIR ?? "./data";
  const databaseUrl = args["database-url"] ?? process.env.DATABASE_URL;
  const made = databaseUrl
    ? await backupPostgres({ databaseUrl, dataDir, out: args.out!, log })
    : await backupEmbedded({ dataDir, out: args.out!, log });
  const how = made.manifest.kind === "postgres" ? "PostgreSQL (pg_dump) and files" : made.platformPid ? `online, made by the running platform (pid ${made.platformPid})` : "offline, with the data directory locked";
  const seed = made.manifest.seed ? `, seed version ${made.manifest.seed.version}` : "";
  log(`wrote ${made.file} (${(made.bytes / 1024 / 1024).toFixed(1)} MB; ${how}; data as of ${made.manifest.madeAt}${seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

runCli({ name: "backup", usage: USAGE, parse, main });
