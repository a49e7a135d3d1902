// The demo image's counterpart on PostgreSQL (docs/decisions/026): the demo data seeded once into a
// template database, and each throw-away database (a platform test file) created from it by
// CREATE DATABASE … TEMPLATE, a file copy inside the server that takes a fraction of a second.
import pg from "pg";
import { openDatabase } from "./client.ts";
import { imageKey } from "./image.ts";
import { prepareDatabase } from "./prepare.ts";

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One connection to the server at `url` for `fn`, closed afterwards (tests use it too). */
export async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The template database of the current demo data on the server at `url`, made (seeded) if missing. */
export async function ensurePgTemplate(url: string, filesDir: string, log?: (msg: string) => void): Promise<string> {
  const name = `sehat_template_${await imageKey()}`;
  const exists = await withPgClient(url, async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  if (exists) return name;
  const building = `${name}_building_${process.pid}`;
  await withPgClient(url, (c) => c.query(`CREATE DATABASE ${ident(building)}`));
  const database = await openDatabase({ kind: "postgres", url: withDatabase(url, building) });
  try {
    await prepareDatabase(database, { seed: true, filesDir, log });
  } finally {
    await database.close();
  }
  // Renamed into place whole: a builder that died leaves only its own *_building_* database.
  await withPgClient(url, async (c) => {
    await c.query(`ALTER DATABASE ${ident(building)} RENAME TO ${ident(name)}`);
    for (const row of (await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'sehat\\_template\\_%' AND datname <> $1", [name])).rows) {
      await c.query(`DROP DATABASE IF EXISTS ${ident(row.datname)} WITH (FORCE)`);
    }
  });
  return name;
}

/** A new database copied from the template; `drop` removes it. */
export async function createFromTemplate(url: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sehat_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await withPgClient(url, (c) => c.query(`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`));
  return {
    url: withDatabase(url, name),
    drop: () => withPgClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
