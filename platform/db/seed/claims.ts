// Claim headers for the insurer's members, in every status 0–8 (SPEC §4).
import type { CoreMemberSeed } from "./core-members.ts";
import { Rng } from "./prng.ts";
import { DAY_MS, pad, wibDate } from "../../lib/time.ts";
import { DIAGNOSES, HOSPITALS } from "./words.ts";
import { instantOnDay } from "./members.ts";

export const CLAIM_COLUMNS = [
  "request_id", "claims_id", "card_no", "project_id", "payor_id", "status", "claim_type", "admission_date",
  "discharge_date", "hosp_inv_no", "hosp_inv_date", "provider_name", "plan_id", "request_time", "diagnosis",
  "remarks", "bank_name", "account_name", "account_number", "payment_date", "incurred", "approved",
] as const;

const CLAIMS_PER_PROJECT: Record<string, number> = { PRJ001: 12000, PRJ002: 300 };
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

export function* claimRows(now: Date, core: CoreMemberSeed[]): Generator<unknown[]> {
  const rng = new Rng("claims");
  const principals = new Map(core.filter((m) => m.member_type === "P").map((m) => [m.employee_id, m]));
  let seq = 0;
  for (const [projectId, count] of Object.entries(CLAIMS_PER_PROJECT)) {
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
      ];
    }
  }
}
