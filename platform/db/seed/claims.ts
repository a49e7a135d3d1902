// Claim headers for the insurer's members, in every status 0–8 (SPEC §4).
import type { CoreMemberSeed } from "./core-members.ts";
import { Rng } from "./prng.ts";
import { DAY_MS, pad, wibDate } from "../../lib/time.ts";
import { DIAGNOSES, HOSPITALS } from "./words.ts";
import { instantOnDay } from "./members.ts";
import type { RawSql } from "../client.ts";

export const CLAIM_COLUMNS = [
  "request_id", "claims_id", "card_no", "project_id", "payor_id", "status", "claim_type", "admission_date",
  "discharge_date", "hosp_inv_no", "hosp_inv_date", "provider_name", "plan_id", "request_time", "diagnosis",
  "remarks", "bank_name", "account_name", "account_number", "payment_date", "incurred", "approved", "member_name",
] as const;

const CLAIMS_PER_PROJECT: Record<string, number> = { PRJ001: 12000, PRJ002: 300 };
/** Claims added by each growth unit (`npm run seed -- --scale 25` ≈ a million claims). */
export const CLAIMS_PER_UNIT = 40_000;
/** Growth unit u numbers its claims from u × UNIT_SEQ, so request IDs never collide. */
const UNIT_SEQ = 1_000_000;
// Roughly equal shares so every status has well over a thousand claims in the core project.
const STATUS_WEIGHTS = [[0, 12], [1, 11], [2, 9], [3, 9], [4, 9], [5, 10], [6, 10], [7, 13], [8, 17]] as const;

const PLANS = [
  ["OP", 45, 150_000, 2_500_000],
  ["IP", 25, 3_000_000, 45_000_000],
  ["DT", 12, 250_000, 4_000_000],
  ["MT", 6, 6_000_000, 30_000_000],
  ["GL", 12, 500_000, 2_000_000],
] as const;

const REMARKS: Record<number, string[]> = {
  0: ["Pengajuan baru diterima"],
  1: ["Dokumen lengkap, sedang diverifikasi", "Menunggu analisa medis"],
  2: ["Kuitansi asli belum diterima", "Resume medis belum dilampirkan"],
  3: ["Mohon revisi nomor rekening", "Mohon unggah ulang hasil laboratorium"],
  4: ["Nomor kartu tidak sesuai polis", "Dokumen tidak terbaca"],
  5: ["Tidak termasuk manfaat polis", "Masa tunggu belum terpenuhi", "Pengajuan melewati batas 90 hari"],
  6: ["Menunggu konfirmasi rumah sakit", "Dalam peninjauan dokter penasihat"],
  7: ["Disetujui sesuai manfaat", "Disetujui sebagian, melebihi limit kamar"],
  8: ["Dibayarkan ke rekening peserta"],
};

/** Unit 0 is the demo seed (both projects); growth units add CLAIMS_PER_UNIT, about 8 % in PRJ002. */
export function* claimRows(now: Date, core: CoreMemberSeed[], unit = 0): Generator<unknown[]> {
  const rng = new Rng(unit === 0 ? "claims" : `claims-${unit}`);
  const principals = new Map(core.filter((m) => m.member_type === "P").map((m) => [m.employee_id, m]));
  let seq = unit * UNIT_SEQ;
  const perProject = unit === 0 ? CLAIMS_PER_PROJECT : { PRJ001: CLAIMS_PER_UNIT * 0.92, PRJ002: CLAIMS_PER_UNIT * 0.08 };
  for (const [projectId, count] of Object.entries(perProject)) {
    const pool = core.filter((m) => m.project_id === projectId);
    for (let i = 0; i < count; i++) {
      seq++;
      const member = rng.pick(pool);
      const holder = principals.get(member.employee_id) ?? member;
      const status = rng.weighted(STATUS_WEIGHTS);
      // Open claims are recent; decided ones spread over the year.
      const daysBack = status <= 3 ? rng.int(0, 45) : rng.int(3, 364);
      const requested = instantOnDay(rng, now, daysBack);
      const [plan, , min, max] = rng.weighted(PLANS.map((p) => [p, p[1]] as const));
      const admission = new Date(requested.getTime() - rng.int(1, 20) * DAY_MS);
      const stay = plan === "IP" || plan === "MT" ? rng.int(1, 7) : 0;
      const discharge = new Date(admission.getTime() + stay * DAY_MS);
      const incurred = Math.round(rng.int(min, max) / 1000) * 1000;
      const approved = status === 7 || status === 8 ? Math.round((incurred * rng.int(70, 100)) / 100 / 1000) * 1000 : 0;
      const paid = status === 8 ? new Date(Math.min(now.getTime(), requested.getTime() + rng.int(5, 20) * DAY_MS)) : null;
      const [bank, accountNumber] = holder.bank_account.split(" ");
      const hospital = rng.pick(HOSPITALS);
      yield [
        `RQ${wibDate(requested).replaceAll("-", "")}${pad(seq, 6)}`,
        `CLM${pad(20_000_000 + seq, 9)}`,
        member.card_no,
        projectId,
        member.payor_code,
        status,
        rng.chance(0.8) ? "reimbursement" : "cashless",
        wibDate(admission),
        wibDate(discharge),
        `INV/${hospital.split(" ").map((w) => w[0]).join("")}/${wibDate(discharge).slice(0, 4)}/${pad(rng.int(1, 99999), 5)}`,
        wibDate(discharge),
        hospital,
        plan,
        requested,
        rng.pick(DIAGNOSES),
        rng.pick(REMARKS[status]!),
        bank,
        holder.name,
        accountNumber,
        paid ? wibDate(paid) : null,
        incurred,
        approved,
        member.name,
      ];
    }
  }
}

/**
 * The log of every claim (SPEC §3 "Claim log"), derived from the claims in SQL so a million claims
 * take seconds: the submission (process status 1 OPEN), verification (2), a revision request (3
 * REVISI) for claims in Revisi and for some that were decided later with a resubmission (1), the
 * decision (4) and the payment (5). Times never pass the seed anchor.
 */
export async function seedClaimLogs(conn: RawSql, anchor: Date, onlyIn?: "grown_claims"): Promise<number> {
  // onlyIn: a table of the request IDs to log (the claims a growth unit added)
  const only = onlyIn ? `AND request_id IN (SELECT request_id FROM ${onlyIn})` : "";
  const at = (offset: string) => `LEAST(request_time + interval '${offset}', $1::timestamptz)`;
  const revised = "(status = 3 OR (status >= 4 AND abs(hashtext(request_id)) % 5 = 0))";
  const rows = await conn.query<{ n: number }>(
    `WITH inserted AS (
       INSERT INTO claim_logs (request_id, log_at, claim_process_status, submission_by)
       SELECT request_id, request_time, 1, 'Peserta (aplikasi)' FROM claims WHERE TRUE ${only}
       UNION ALL SELECT request_id, ${at("20 hours")}, 2, 'Verifikator klaim' FROM claims WHERE status >= 1 ${only}
       UNION ALL SELECT request_id, ${at("30 hours")}, 3, 'Analis klaim' FROM claims WHERE ${revised} ${only}
       UNION ALL SELECT request_id, ${at("50 hours")}, 1, 'Peserta (aplikasi)' FROM claims WHERE ${revised} AND status >= 4 ${only}
       UNION ALL SELECT request_id, ${at("3 days")}, 4, 'Analis klaim' FROM claims WHERE status >= 4 ${only}
       UNION ALL SELECT request_id, LEAST(payment_date::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '10 hours', $1::timestamptz), 5, 'Keuangan'
         FROM claims WHERE status = 8 AND payment_date IS NOT NULL ${only}
       RETURNING 1)
     SELECT count(*)::int AS n FROM inserted`,
    [anchor.toISOString()],
  );
  return rows[0]?.n ?? 0;
}
