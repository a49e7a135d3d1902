// Growth units for benchmarks (`npm run seed -- --scale N`), set-based: each table grows by one
// INSERT … SELECT over the demo seed's own rows (unit 0) crossed with generate_series(units), with
// new keys, other names and shifted times, instead of rows made one by one in JavaScript (10–20 s a
// unit before). The big tables' secondary indexes are dropped first and built again after, which
// is several times faster than keeping them up to date row by row at a million rows.
import type { RawSql } from "../client.ts";
import { seedClaimLogs } from "./claims.ts";
import { ECARD_LOGS_PER_UNIT, RESERVATIONS_PER_UNIT } from "./ecard.ts";
import { LOGS_PER_UNIT } from "./logs.ts";
import { MEMBERS_PER_UNIT } from "./members.ts";

/** A number from 0 to n − 1 that looks random for each pair (row, unit), the same every time. */
const spread = (row: string, unit: string, n: number) => `(abs(hashtext(${row}::text || ':' || ${unit}::text)) % ${n})`;

/**
 * Adds units [from, to) to every growing table: about 6,000 members, 40,000 member-log events,
 * 40,000 claims with their logs, 40,000 e-card events and 4,000 reservations per unit.
 */
export async function growUnits(conn: RawSql, from: number, to: number, anchor: Date, log: (msg: string) => void): Promise<void> {
  if (to <= from) return;
  const units = `generate_series(${from}, ${to - 1})`;
  const at = anchor.toISOString();
  const timed = async (label: string, work: () => Promise<number>) => {
    const started = Date.now();
    const rows = await work();
    log(`${label}: ${rows.toLocaleString("en")} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  const count = async (sql: string, params: unknown[] = []) => Number((await conn.query<{ n: number }>(`WITH ins AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM ins`, params))[0]!.n);

  // Building the indexes again pays when the tables at least double; a small growth keeps them.
  const tables = to - from >= from ? ["members", "member_logs", "claims", "claim_logs", "ecard_logs", "reservations"] : [];
  await withoutSecondaryIndexes(conn, tables, log, async () => {
    // Members: unit 0's members with a new card (its last two digits kept, so a family card stays the
    // principal's "…00" and a dependent's "…01"), the name, e-mail and app account of another.
    await timed("members", () =>
      count(
        `INSERT INTO members (no_card, name, phone, email, birthdate, is_active, project_id, payor_code, corp_code, policy, users, created_at)
         SELECT prefix || right(m.no_card, 2), o.name,
                left(m.phone, length(m.phone) - 4) || lpad(${spread("m.rn", "u", 10000)}::text, 4, '0'),
                o.email, m.birthdate, ${spread("m.rn", "u || 'a'", 10)} < 8, m.project_id, m.payor_code, m.corp_code,
                (SELECT jsonb_agg(jsonb_set(jsonb_set(p, '{card_no}', to_jsonb(prefix || right(p->>'card_no', 2))), '{name}',
                                            CASE WHEN i = 1 THEN to_jsonb(o.name) ELSE p->'name' END) ORDER BY i)
                   FROM jsonb_array_elements(m.policy) WITH ORDINALITY AS e(p, i)),
                o.users, LEAST($1::timestamptz, m.created_at - make_interval(days => ${spread("m.rn", "u || 'd'", 30)}))
           FROM (SELECT *, row_number() OVER (ORDER BY id) AS rn FROM (SELECT * FROM members ORDER BY id LIMIT ${MEMBERS_PER_UNIT}) b) m
          CROSS JOIN ${units} AS u
          CROSS JOIN LATERAL (SELECT '88' || right(m.payor_code, 2) || lpad(u::text, 3, '0') || lpad(m.rn::text, 7, '0') AS prefix) k
           JOIN (SELECT name, email, users, row_number() OVER (ORDER BY id) AS rn FROM (SELECT * FROM members ORDER BY id LIMIT ${MEMBERS_PER_UNIT}) b) o
             ON o.rn = (m.rn * 7919 + u * 104729) % ${MEMBERS_PER_UNIT} + 1`,
        [at],
      ),
    );
    // Member-log events: unit 0's, each moved up to ten days earlier.
    await timed("member log events", () =>
      count(
        `INSERT INTO member_logs (project_id, endpoint, card_no, log_time)
         SELECT l.project_id, l.endpoint, l.card_no, l.log_time - make_interval(mins => ${spread("l.id", "u", 14400)})
           FROM (SELECT * FROM member_logs ORDER BY id LIMIT ${LOGS_PER_UNIT}) l CROSS JOIN ${units} AS u`,
      ),
    );
    // Claims: three copies of unit 0's 12,300 and a quarter of a fourth (≈ 40,000 a unit), numbered
    // from unit × 1,000,000 + copy × 100,000, requested up to 3 days (open) or 20 days (decided) earlier.
    await conn.exec("CREATE TEMP TABLE grown_claims (request_id text PRIMARY KEY) ON COMMIT DROP");
    await timed("claims", async () =>
      Number(
        (await conn.query<{ n: number }>(
        `WITH base AS (
           SELECT c.*, substr(c.request_id, 11)::int AS seq FROM claims c WHERE c.request_id ~ '^RQ[0-9]{8}[0-9]{6}$' AND substr(c.request_id, 11)::int < 100000
         ), grown AS (
           INSERT INTO claims (request_id, claims_id, card_no, project_id, payor_id, status, claim_type, admission_date, discharge_date, hosp_inv_no,
                               hosp_inv_date, provider_name, plan_id, request_time, diagnosis, remarks, bank_name, account_name, account_number,
                               payment_date, incurred, approved, member_name)
           SELECT 'RQ' || to_char((b.request_time - shift) AT TIME ZONE 'Asia/Jakarta', 'YYYYMMDD') || n::text,
                  'CLM' || lpad((20000000 + n)::text, 9, '0'), b.card_no, b.project_id, b.payor_id, b.status, b.claim_type,
                  b.admission_date - days, b.discharge_date - days, b.hosp_inv_no, b.hosp_inv_date - days, b.provider_name, b.plan_id,
                  b.request_time - shift, b.diagnosis, b.remarks, b.bank_name, b.account_name, b.account_number, b.payment_date - days,
                  b.incurred, b.approved, b.member_name
             FROM base b
            CROSS JOIN ${units} AS u
            CROSS JOIN generate_series(0, 3) AS part
            CROSS JOIN LATERAL (SELECT u * 1000000 + part * 100000 + b.seq AS n,
                                       ${spread("b.seq", "u || ':' || part", 24)} * CASE WHEN b.status <= 3 THEN 3 ELSE 20 END AS day_shift) k
            CROSS JOIN LATERAL (SELECT make_interval(days => k.day_shift) AS shift, k.day_shift AS days) s
            WHERE part < 3 OR b.seq % 4 = 0
           RETURNING request_id),
         kept AS (INSERT INTO grown_claims SELECT request_id FROM grown RETURNING 1)
         SELECT count(*)::int AS n FROM kept`,
        ))[0]!.n,
      ),
    );
    await timed("claim log entries", () => seedClaimLogs(conn, anchor, "grown_claims"));
    // E-card events: unit 0's, up to ten days earlier, transactions with claim IDs of their own.
    await timed("e-card events", () =>
      count(
        `INSERT INTO ecard_logs (project_id, event, card_no, member_name, payor_code, corp_code, registered_date, body)
         SELECT e.project_id, e.event, e.card_no, e.member_name, e.payor_code, e.corp_code,
                e.registered_date - make_interval(mins => ${spread("e.rn", "u", 14400)}),
                CASE WHEN e.event = 'transaction' THEN jsonb_set(e.body, '{claim_id}', to_jsonb('CLM' || lpad((500000000 + u * 1000000 + e.rn)::text, 9, '0'))) ELSE e.body END
           FROM (SELECT *, row_number() OVER (ORDER BY id) AS rn FROM (SELECT * FROM ecard_logs ORDER BY id LIMIT ${ECARD_LOGS_PER_UNIT}) b) e
          CROSS JOIN ${units} AS u`,
      ),
    );
    await timed("reservations", () =>
      count(
        `INSERT INTO reservations (project_id, card_no, payor_code, email, name, provider_name, poly_desc, reservation_date, status, created_at)
         SELECT r.project_id, r.card_no, r.payor_code, r.email, r.name, r.provider_name, r.poly_desc,
                r.reservation_date - shift, r.status, r.created_at - shift
           FROM (SELECT * FROM reservations ORDER BY id LIMIT ${RESERVATIONS_PER_UNIT}) r
          CROSS JOIN ${units} AS u
          CROSS JOIN LATERAL (SELECT make_interval(hours => ${spread("r.id", "u", 240)}) AS shift) s`,
      ),
    );
  });
}

/**
 * Runs `work` with the tables' indexes other than their primary keys, and their foreign keys,
 * dropped; then builds the indexes and adds the foreign keys again (checked once, by one join,
 * instead of one lookup per inserted row).
 */
async function withoutSecondaryIndexes(conn: RawSql, tables: string[], log: (msg: string) => void, work: () => Promise<void>): Promise<void> {
  const indexes = await conn.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  const foreignKeys = await conn.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1::text[])`,
    [tables],
  );
  for (const fk of foreignKeys) await conn.exec(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await conn.exec(`DROP INDEX "${index.name}"`);
  await work();
  const started = Date.now();
  for (const index of indexes) await conn.exec(index.definition);
  for (const fk of foreignKeys) await conn.exec(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
  if (tables.length) log(`${indexes.length} indexes and ${foreignKeys.length} foreign keys built again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
