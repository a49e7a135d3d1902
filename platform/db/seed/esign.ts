// E-sign corporates and their members (SPEC §3): a dozen of the insurer's corporate clients in the
// core project and two in the second, each with 0–40 members, most of them active and verified.
import type { RawSql } from "../client.ts";
import type { CorporateSeed } from "./corporates.ts";
import { email, fullName, phone } from "./people.ts";
import { Rng } from "./prng.ts";
import { insertRows } from "./sql-batch.ts";

const PER_PROJECT: Record<string, number> = { PRJ001: 12, PRJ002: 2 };

const CORPORATE_COLUMNS = ["id", "project_id", "corporate_code", "corporate_name", "corporate_address", "created_by", "created_at"] as const;
const MEMBER_COLUMNS = ["corporate_id", "full_name", "email", "phone_number", "nik", "privy_id", "is_active", "is_verified", "created_by", "created_at"] as const;

/** A NIK as Indonesia writes them: 16 digits, never starting with 0, never ending in 0000. */
function nik(rng: Rng): string {
  return `${rng.int(11, 94)}${rng.digits(10)}${rng.int(1, 9999).toString().padStart(4, "0")}`;
}

export async function seedEsign(conn: RawSql, now: Date, corporates: CorporateSeed[]): Promise<{ corporates: number; members: number }> {
  const rng = new Rng("esign");
  const chosen = Object.entries(PER_PROJECT).flatMap(([project, n]) => corporates.filter((c) => c.project_id === project).slice(0, n));
  const day = 86_400_000;
  const corporateRows = chosen.map((c, i) => [i + 1, c.project_id, c.corp_code.toUpperCase(), c.name, c.address, "sd", new Date(now.getTime() - (400 - i * 20) * day)] as const);
  const memberRows: unknown[][] = [];
  corporateRows.forEach(([id, , , , , , createdAt], i) => {
    // The first corporate is the one the demo opens: always members; one corporate has none yet.
    const count = i === 0 ? 24 : i === 5 ? 0 : rng.int(3, 40);
    const niks = new Set<string>();
    for (let m = 0; m < count; m++) {
      const name = fullName(rng, rng.chance(0.5) ? "M" : "F");
      let n = nik(rng);
      while (niks.has(n)) n = nik(rng);
      niks.add(n);
      const verified = rng.chance(0.7);
      const privyId = verified ? `PRV${rng.digits(3)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(3)}` : null;
      memberRows.push([id, name, email(rng, name), phone(rng), n, privyId, rng.chance(0.85), verified, "sd", new Date(createdAt.getTime() + rng.int(1, 300) * day)]);
    }
  });
  await insertRows(conn, "esign_corporates", CORPORATE_COLUMNS, corporateRows);
  // The ids above were given by hand: the serial goes on after them.
  await conn.exec(`SELECT setval(pg_get_serial_sequence('esign_corporates', 'id'), (SELECT max(id) FROM esign_corporates))`);
  const members = await insertRows(conn, "esign_members", MEMBER_COLUMNS, memberRows);
  return { corporates: corporateRows.length, members };
}
