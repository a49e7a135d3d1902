// The audit trail's checks and retention (issue 26; docs/operations.md "Audit trail"):
//   verify: every row's hash is that of its content and the row before it (a removed or edited row shows);
//   prune:  rows older than the retention age are written to a file first (JSON lines, hashes included,
//           so the removed part can be verified on its own), then removed in one transaction that also
//           adds a 'retention' record saying what went, up to which hash.
// Both run on one connection (RawSql); the caller opens and commits (audit-cli.ts, or the running
// platform's /admin endpoint for a PGlite directory in use).
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { DAY_MS } from "../lib/time.ts";
import type { RawSql } from "./client.ts";

/** AUDIT_RETENTION_DAYS when unset (issue 26: a little over a year). */
export const DEFAULT_RETENTION_DAYS = 400;
const BATCH = 5000;

export function retentionDays(value = process.env.AUDIT_RETENTION_DAYS): number {
  if (value === undefined || value === "") return DEFAULT_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (1 or more), not "${value}"`);
  return days;
}

export interface VerifyResult {
  rows: number;
  firstId: number | null;
  lastId: number | null;
  /** empty when the chain holds */
  problems: string[];
}

type ChainRow = { id: string; prev_hash: string; hash: string; expected: string };

export async function verifyAudit(conn: RawSql, opts: { maxProblems?: number } = {}): Promise<VerifyResult> {
  const maxProblems = opts.maxProblems ?? 20;
  const problems: string[] = [];
  // Where the chain may begin: at the start, or where the newest retention that removed records left it.
  const [anchor] = await conn.query<{ hash: string | null }>(
    "SELECT after ->> 'last_removed_hash' AS hash FROM audit_log WHERE action = 'retention' AND after ->> 'removed_through_id' IS NOT NULL ORDER BY id DESC LIMIT 1",
  );
  let previous: string | null = null;
  let rows = 0;
  let firstId: number | null = null;
  let lastId: number | null = null;
  let after = 0;
  for (;;) {
    const batch = await conn.query<ChainRow>(
      "SELECT id::text AS id, prev_hash, hash, audit_row_hash(a) AS expected FROM audit_log a WHERE id > $1 ORDER BY id LIMIT $2",
      [after, BATCH],
    );
    for (const row of batch) {
      const id = Number(row.id);
      if (firstId === null) {
        firstId = id;
        if (row.prev_hash !== "" && row.prev_hash !== anchor?.hash) problems.push(`record ${id}: the first record links to ${row.prev_hash.slice(0, 12)}…, which no retention removed (records before it were removed)`);
      } else if (row.prev_hash !== previous) {
        problems.push(`record ${id}: links to ${row.prev_hash.slice(0, 12)}… but the record before it is ${previous?.slice(0, 12)}… (a record between them was removed, or this one was changed)`);
      }
      if (row.hash !== row.expected) problems.push(`record ${id}: its content does not match its hash (it was changed)`);
      previous = row.hash;
      lastId = id;
      rows++;
      if (problems.length >= maxProblems) return { rows, firstId, lastId, problems };
    }
    if (batch.length < BATCH) break;
    after = lastId!;
  }
  return { rows, firstId, lastId, problems };
}

export interface PruneResult {
  removed: number;
  /** the newest removed record (null: nothing was old enough) */
  throughId: number | null;
  cutoff: string;
  file: string;
  fileSha256: string;
}

/**
 * Removes the records older than `days`, after writing them to `out` (created, never overwritten,
 * flushed to disk before anything is removed). Runs in the caller's transaction.
 */
export async function pruneAudit(conn: RawSql, opts: { days: number; out: string; now?: Date; by?: string }): Promise<PruneResult> {
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.days * DAY_MS);
  const [span] = await conn.query<{ through: string | null; n: number }>(
    "SELECT max(id)::text AS through, count(*)::int AS n FROM audit_log WHERE at < $1",
    [cutoff.toISOString()],
  );
  const throughId = span?.through ? Number(span.through) : null;
  const file = await open(opts.out, "wx");
  const digest = createHash("sha256");
  let lastHash = "";
  const projects = new Map<string, number>();
  try {
    let after = 0;
    while (throughId !== null) {
      const batch = await conn.query<Record<string, unknown> & { id: string; hash: string; project_id: string }>(
        "SELECT id::text AS id, at, kind, action, username, role, project_id, address, request_id, screen, call, entity, record_id, before, after, prev_hash, hash FROM audit_log WHERE id > $1 AND id <= $2 ORDER BY id LIMIT $3",
        [after, throughId, BATCH],
      );
      if (batch.length === 0) break;
      const text = batch.map((row) => JSON.stringify(row)).join("\n") + "\n";
      digest.update(text);
      await file.write(text);
      for (const row of batch) projects.set(row.project_id, (projects.get(row.project_id) ?? 0) + 1);
      lastHash = batch.at(-1)!.hash;
      after = Number(batch.at(-1)!.id);
    }
    await file.sync();
  } finally {
    await file.close();
  }
  const fileSha256 = digest.digest("hex");
  const removed = span?.n ?? 0;
  // One record per project whose records went (its superadmin sees it), or one if none went.
  const by = opts.by ?? process.env.USER ?? "maintenance";
  const about = { removed_through_id: throughId, last_removed_hash: lastHash, cutoff: cutoff.toISOString(), days: opts.days, file: opts.out, file_sha256: fileSha256 };
  for (const [project, count] of projects.size ? projects : new Map([["", 0]])) {
    await conn.query(
      "INSERT INTO audit_log (id, kind, action, username, project_id, call, after, prev_hash, hash) VALUES (0, 'security', 'retention', $1, $2, 'audit:prune', $3, '', '')",
      [by, project, JSON.stringify({ ...about, removed: count, removed_all_projects: removed })],
    );
  }
  if (throughId !== null) {
    await conn.exec("SET LOCAL sehat.audit_retention = 'on'");
    await conn.query("DELETE FROM audit_log WHERE id <= $1", [throughId]);
    await conn.exec("SET LOCAL sehat.audit_retention = 'off'");
  }
  return { removed, throughId, cutoff: cutoff.toISOString(), file: opts.out, fileSha256 };
}
