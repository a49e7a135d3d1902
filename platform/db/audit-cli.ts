// The audit trail's maintenance (issue 26; docs/operations.md "Audit trail"):
//   npm run audit:verify [-- --data-dir DIR | --database-url URL]
//     checks the hash chain: exit 0 when it holds, 1 with the records that do not
//   npm run audit:prune -- --out FILE.jsonl [--days N] [--data-dir DIR | --database-url URL]
//     writes the records older than N days (AUDIT_RETENTION_DAYS, default 400) to FILE, then removes
//     them and leaves a 'retention' record; nothing else ever removes one
// A PGlite directory in use is worked on by its running platform (POST /admin/audit-*, as backups).
import path from "node:path";
import { parseArgs } from "node:util";
import { pruneAudit, retentionDays, verifyAudit, type PruneResult, type VerifyResult } from "./audit-maintenance.ts";
import { askRunningPlatform, withPg } from "./backup.ts";
import { runCli } from "./cli.ts";
import { openDatabase, type RawSql } from "./client.ts";
import { acquireDirLock } from "./lock.ts";

const USAGE = `usage: npm run audit:verify [-- --data-dir DIR | --database-url URL]
       npm run audit:prune -- --out FILE.jsonl [--days N] [--data-dir DIR | --database-url URL]`;

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: "string" },
      days: { type: "string" },
      "data-dir": { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const command = positionals[0];
  if (!values.help && command !== "verify" && command !== "prune") throw new Error("say verify or prune");
  if (command === "prune" && !values.out && !values.help) throw new Error("--out is required: the removed records are written there first");
  return { ...values, command: command as "verify" | "prune", days: retentionDays(values.days ?? process.env.AUDIT_RETENTION_DAYS) };
}

/** Runs `fn` in one transaction on the database, or asks the platform that holds the directory. */
async function run<T>(args: ReturnType<typeof parse>, endpoint: string, body: unknown, fn: (conn: RawSql) => Promise<T>): Promise<T> {
  const databaseUrl = args["database-url"] ?? process.env.DATABASE_URL;
  const inTransaction = async (conn: RawSql) => {
    await conn.exec("BEGIN");
    try {
      const result = await fn(conn);
      await conn.exec("COMMIT");
      return result;
    } catch (err) {
      await conn.exec("ROLLBACK");
      throw err;
    }
  };
  if (databaseUrl) return withPg(databaseUrl, inTransaction);
  const dataDir = path.resolve(args["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  let lock;
  try {
    lock = acquireDirLock(dataDir);
  } catch (err) {
    if (!/in use by another process/.test((err as Error).message)) throw err;
    const { response } = await askRunningPlatform(dataDir, endpoint, body);
    return (await response.json()) as T;
  }
  try {
    const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      return await database.exclusive(inTransaction);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function main(args: ReturnType<typeof parse>) {
  if (args.command === "verify") {
    const result = await run<VerifyResult>(args, "/admin/audit-verify", undefined, (conn) => verifyAudit(conn));
    if (result.problems.length === 0) {
      console.log(`[audit] the chain holds: ${result.rows} records${result.firstId === null ? "" : ` (${result.firstId} to ${result.lastId})`}`);
      return 0;
    }
    console.error(`[audit] the chain is broken (${result.problems.length}${result.problems.length >= 20 ? "+" : ""} problems):`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    return 1;
  }
  const out = path.resolve(args.out!);
  const result = await run<PruneResult>(args, "/admin/audit-prune", { days: args.days, out }, (conn) => pruneAudit(conn, { days: args.days, out }));
  console.log(
    result.removed === 0
      ? `[audit] nothing older than ${args.days} days (before ${result.cutoff}); the run is recorded, ${out} is empty`
      : `[audit] removed ${result.removed} records older than ${args.days} days (through record ${result.throughId}), written first to ${out} (sha256 ${result.fileSha256})`,
  );
  return 0;
}

runCli({ name: "audit", usage: USAGE, parse, main });
