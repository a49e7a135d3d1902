// Applies the embedded drizzle-kit migrations. Uses drizzle's own bookkeeping table
// (drizzle.__drizzle_migrations: hash + created_at = journal "when"), so `drizzle-kit migrate`
// and this function agree about what has been applied.
import type { RawSql } from "./client.ts";
import { embeddedMigrations } from "./migrations.embedded.ts";

export interface EmbeddedMigration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

/** Applies pending migrations in one transaction; returns the tags applied. */
export async function migrate(conn: RawSql, migrations: EmbeddedMigration[] = embeddedMigrations): Promise<string[]> {
  await conn.exec(`
    CREATE SCHEMA IF NOT EXISTS drizzle;
    CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);
  `);
  const [last] = await conn.query<{ created_at: string | number }>(
    "SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1",
  );
  const lastWhen = last ? Number(last.created_at) : -1;
  const pending = migrations.filter((m) => m.when > lastWhen);
  if (pending.length === 0) return [];
  await conn.exec("BEGIN");
  try {
    for (const m of pending) {
      for (const statement of m.statements) await conn.exec(statement);
      await conn.query("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)", [m.hash, m.when]);
    }
    await conn.exec("COMMIT");
  } catch (err) {
    await conn.exec("ROLLBACK");
    throw err;
  }
  // A migration that adds a stored column rewrites its table: the planner has no statistics for the
  // new column and the visibility map is empty (no index-only scans), and PGlite has no autovacuum
  // to mend either (the middle page of 111k members: 16 → 45 ms until this ran). Only the tables the
  // migrations altered: the whole database takes 20 s at a million claims.
  for (const table of alteredTables(pending)) await conn.exec(`VACUUM ANALYZE "${table}"`);
  return pending.map((m) => m.tag);
}

/** The tables that ALTER TABLE statements of these migrations change. */
export function alteredTables(migrations: EmbeddedMigration[]): string[] {
  const tables = new Set<string>();
  for (const m of migrations) for (const statement of m.statements) for (const match of statement.matchAll(/ALTER TABLE "(\w+)"/g)) tables.add(match[1]!);
  return [...tables];
}
