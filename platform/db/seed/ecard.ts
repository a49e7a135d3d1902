// E-card events (SPEC §3 "E-card log": activations and transactions over the last 12 months, every
// payor of both projects) and provider reservations of the core project (SPEC §3 "Reservation", all
// four statuses of §4). One unit is 40,000 e-card events and 4,000 reservations; unit 0 also holds
// three members whose names need CSV quoting (a comma, a double quote, a non-ASCII letter).
import type { CorporateSeed } from "./corporates.ts";
import type { CoreMemberSeed } from "./core-members.ts";
import { email } from "./people.ts";
import { cumulativeSampler, Rng } from "./prng.ts";
import { CORE_PROJECT_ID } from "../../constants.ts";
import { insertRows } from "./sql-batch.ts";
import { HOSPITALS } from "./words.ts";
import { instantOnDay } from "./members.ts";
import { DAY_MS, pad, wibMidnight } from "../../lib/time.ts";
import type { RawSql } from "../client.ts";

export const ECARD_LOGS_PER_UNIT = 40_000;
export const RESERVATIONS_PER_UNIT = 4_000;
const SPAN_DAYS = 365;
const PRJ002_SHARE = 0.08;
const ACTIVATION_SHARE = 0.4;
/** Growth unit u numbers its transaction claims from u × UNIT_SEQ, so claim IDs never collide. */
const UNIT_SEQ = 1_000_000;

export const ECARD_COLUMNS = ["project_id", "event", "card_no", "member_name", "payor_code", "corp_code", "registered_date", "body"] as const;
export const RESERVATION_COLUMNS = ["project_id", "card_no", "payor_code", "email", "name", "provider_name", "poly_desc", "reservation_date", "status", "created_at"] as const;

export const POLYCLINICS = [
  "Poli Umum", "Poli Gigi", "Poli Anak", "Poli Kandungan", "Poli Penyakit Dalam", "Poli Mata", "Poli THT",
  "Poli Kulit dan Kelamin", "Poli Jantung", "Poli Saraf", "Poli Orthopedi", "Poli Paru",
] as const;

// Reservations: most are approved; recent ones are more often still new requests.
const STATUS_WEIGHTS = [[1, 12], [2, 15], [3, 18], [4, 55]] as const;
const RECENT_STATUS_WEIGHTS = [[1, 50], [2, 15], [3, 10], [4, 25]] as const;

/**
 * Members of PRJ001 / P001 whose names a CSV writer must quote or encode (documented in
 * platform/README.md): each has activations and transactions in the last 30 days and reservations.
 */
export const CSV_EDGE_MEMBERS = [
  { name: "Ni Luh Putu Ayu, S.E.", email: "niluh.ayu@gmail.com" },
  { name: 'Siti "Ita" Nurhaliza', email: "siti.ita@yahoo.co.id" },
  { name: "Dadang Suhéndra", email: "dadang.suhendra@outlook.com" },
] as const;

/** The first corporate of P001 in PRJ001, and the edge members' cards under it (80 01 <corp> 99990i 00). */
export function csvEdgeMembers(corporates: CorporateSeed[]) {
  const corp = corporates.find((c) => c.project_id === CORE_PROJECT_ID && c.payor_code === "P001")!;
  return CSV_EDGE_MEMBERS.map((m, i) => ({ ...m, card_no: `8001${corp.corp_code.slice(1)}99990${i + 1}00`, payor_code: "P001", corp_code: corp.corp_code }));
}

/** Usage grows over the year, quieter at weekends. */
function daySampler(): (rng: Rng) => number {
  const weights = Array.from({ length: SPAN_DAYS }, (_, d) => (0.5 + (SPAN_DAYS - d) / SPAN_DAYS) * (d % 7 < 2 ? 0.6 : 1));
  return cumulativeSampler(weights);
}

type Row = unknown[];
const byTime = (at: number) => (a: Row, b: Row) => (a[at] as Date).getTime() - (b[at] as Date).getTime();

/** One unit of e-card events, oldest first (as they would have arrived). */
export function ecardRows(unit: number, now: Date, core: CoreMemberSeed[], corporates: CorporateSeed[]): Row[] {
  const rng = new Rng(`ecard-logs-${unit}`);
  const sampleDay = daySampler();
  const cards = { PRJ001: core.filter((m) => m.project_id === "PRJ001"), PRJ002: core.filter((m) => m.project_id === "PRJ002") };
  const rows: Row[] = [];
  let seq = unit * UNIT_SEQ;
  const transaction = (at: Date) => ({ claim_id: `CLM${pad(500_000_000 + ++seq, 9)}`, provider: rng.pick(HOSPITALS), at });
  for (let i = 0; i < ECARD_LOGS_PER_UNIT; i++) {
    const project = rng.chance(PRJ002_SHARE) ? "PRJ002" : "PRJ001";
    const member = rng.pick(cards[project]);
    const at = instantOnDay(rng, now, sampleDay(rng));
    const event = rng.chance(ACTIVATION_SHARE) ? "activation" : "transaction";
    const body = event === "transaction" ? transaction(at) : null;
    rows.push([project, event, member.card_no, member.name, member.payor_code, member.corp_code, at, { claim_id: body?.claim_id ?? "", provider: body?.provider ?? "" }]);
  }
  if (unit === 0) {
    // The CSV edge members: 3 activations and 5 transactions each within the last 30 days.
    for (const m of csvEdgeMembers(corporates)) {
      for (let k = 0; k < 8; k++) {
        const at = instantOnDay(rng, now, rng.int(0, 29));
        const event = k < 3 ? "activation" : "transaction";
        const body = event === "transaction" ? transaction(at) : null;
        rows.push([CORE_PROJECT_ID, event, m.card_no, m.name, m.payor_code, m.corp_code, at, { claim_id: body?.claim_id ?? "", provider: body?.provider ?? "" }]);
      }
    }
  }
  return rows.sort(byTime(ECARD_COLUMNS.indexOf("registered_date")));
}

/** A visit time: a clinic hour (08:00–16:30 WIB, on the half hour) `daysAhead` days after the WIB day of `from`. */
function visitTime(rng: Rng, from: Date, daysAhead: number): Date {
  return new Date(wibMidnight(from).getTime() + daysAhead * DAY_MS + (8 * 60 + 30 * rng.int(0, 17)) * 60_000);
}

/** One unit of reservations of the core project, oldest first. */
export function reservationRows(unit: number, now: Date, core: CoreMemberSeed[], corporates: CorporateSeed[]): Row[] {
  const rng = new Rng(`reservations-${unit}`);
  const sampleDay = daySampler();
  const pool = core.filter((m) => m.project_id === CORE_PROJECT_ID);
  const rows: Row[] = [];
  const push = (m: { card_no: string; payor_code: string; name: string }, mail: string, created: Date, status: number) => {
    rows.push([CORE_PROJECT_ID, m.card_no, m.payor_code, mail, m.name, rng.pick(HOSPITALS), rng.pick(POLYCLINICS), visitTime(rng, created, rng.int(1, 21)), status, created]);
  };
  for (let i = 0; i < RESERVATIONS_PER_UNIT; i++) {
    const member = rng.pick(pool);
    const daysBack = sampleDay(rng);
    const status = rng.weighted(daysBack > 21 ? STATUS_WEIGHTS : RECENT_STATUS_WEIGHTS);
    push(member, email(rng, member.name), instantOnDay(rng, now, daysBack), status);
  }
  if (unit === 0) {
    for (const [i, m] of csvEdgeMembers(corporates).entries()) {
      push(m, m.email, instantOnDay(rng, now, rng.int(1, 20)), 1 + (i % 4));
      push(m, m.email, instantOnDay(rng, now, rng.int(0, 6)), 1);
    }
  }
  return rows.sort(byTime(RESERVATION_COLUMNS.indexOf("created_at")));
}

/**
 * The trigger-kept e-card tables take an update per bulk insert statement: rewritten after seeding
 * (PGlite has no autovacuum), a total reads a few dozen pages instead of hundreds of dead ones.
 */
export const COMPACT_ECARD_TABLES = "VACUUM FULL ecard_counts, ecard_payor_counts, ecard_cards";

/** Inserts unit `unit` of e-card events and reservations (the counts follow by trigger). */
export async function seedEcardUnit(conn: RawSql, unit: number, now: Date, core: CoreMemberSeed[], corporates: CorporateSeed[]) {
  const logs = await insertRows(conn, "ecard_logs", ECARD_COLUMNS, ecardRows(unit, now, core, corporates));
  const reservations = await insertRows(conn, "reservations", RESERVATION_COLUMNS, reservationRows(unit, now, core, corporates));
  return { logs, reservations };
}
