// Bulk inserts as multi-row INSERT statements with inlined literals (much faster than the Drizzle
// insert builder for 100k+ rows, and the same text works on PGlite and PostgreSQL).
import type { RawSql } from "../client.ts";

/** A value already written as SQL (e.g. an ARRAY[...] expression). */
export class SqlText {
  constructor(readonly text: string) {}
}

function quote(text: string): string {
  if (text.includes("\u0000")) throw new Error("seed: NUL character in a text value");
  return `'${text.replaceAll("'", "''")}'`;
}

export function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof SqlText) return value.text;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: non-finite number ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return quote(value);
  if (value instanceof Date) return quote(value.toISOString());
  return quote(JSON.stringify(value)); // jsonb
}

export function textArray(items: string[]): SqlText {
  return new SqlText(`ARRAY[${items.map(quote).join(",")}]::text[]`);
}

const MAX_STATEMENT_CHARS = 2_000_000;

/** Inserts rows in batches of up to `batchRows` rows (and ~2 MB of SQL). Returns the row count. */
export async function insertRows(
  conn: RawSql,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
  batchRows = 1000,
): Promise<number> {
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await conn.exec(head + batch.join(",\n"));
    batch = [];
    chars = 0;
  };
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`seed: ${table} row has ${row.length} values, expected ${columns.length}`);
    const tuple = `(${row.map(literal).join(",")})`;
    batch.push(tuple);
    chars += tuple.length;
    count++;
    if (batch.length >= batchRows || chars >= MAX_STATEMENT_CHARS) await flush();
  }
  await flush();
  return count;
}
