// WhatsApp tickets of customer service (SPEC §7 "Ticket service"): members of the core project
// asking for a manual e-card activation (their card number in the first messages, so the operator
// can activate it), in all three states, and a few tickets about something else, which the
// console's activation screen leaves out.
import type { RawSql } from "../client.ts";
import { phone } from "./people.ts";
import { Rng } from "./prng.ts";
import { ACTIVATION_REQUEST } from "../../constants.ts";
import { insertRows } from "./sql-batch.ts";

const MINUTE = 60_000;
const OTHER_TOPICS = ["Halo, jadwal praktik dokter gigi di Klinik Pratama Husada hari Sabtu jam berapa?", "Selamat siang, bagaimana cara mengganti nomor HP di aplikasi?"];
const PLAN: { status: "open" | "processing" | "closed"; activation: number; other: number; withinDays: number }[] = [
  { status: "open", activation: 4, other: 1, withinDays: 3 },
  { status: "processing", activation: 3, other: 1, withinDays: 7 },
  { status: "closed", activation: 5, other: 0, withinDays: 60 },
  // Seed version 15: two more open requests (TCK-00015, TCK-00016), which the end-to-end tests of
  // the ID photo's size limit activate, so the four above stay for the screen's own tests.
  { status: "open", activation: 2, other: 0, withinDays: 1 },
];
/** Tickets of the plan's entries before `from` (an upgrade adds only the later ones). */
const before = (from: number) => PLAN.slice(0, from).reduce((n, p) => n + p.activation + p.other, 0);

export async function seedTickets(conn: RawSql, now: Date, from = 0): Promise<number> {
  const rng = new Rng("tickets");
  const members = await conn.query<{ card_no: string; name: string }>(`SELECT card_no, name FROM core_members WHERE project_id = 'PRJ001' AND corp_code <> '' ORDER BY card_no LIMIT 40 OFFSET 7`);
  const ticketRows: unknown[][] = [];
  const messageRows: unknown[][] = [];
  let serial = before(from);
  let nextMember = serial;
  for (const { status, activation, other, withinDays } of PLAN.slice(from)) {
    for (let i = 0; i < activation + other; i++) {
      serial++;
      const code = `TCK-${String(serial).padStart(5, "0")}`;
      const isActivation = i < activation;
      const member = members[nextMember++ % members.length] ?? { card_no: "8001000000000001", name: "Peserta" };
      const start = now.getTime() - rng.int(30, withinDays * 24 * 60) * MINUTE;
      const lines: ["user" | "cs", string][] = isActivation
        ? [
            ["user", ACTIVATION_REQUEST],
            ["user", `Nama saya ${member.name}, nomor kartu ${member.card_no}. E-card saya tidak bisa diaktifkan dari aplikasi.`],
          ]
        : [["user", OTHER_TOPICS[i % OTHER_TOPICS.length]!]];
      if (status !== "open") lines.push(["cs", "Baik, mohon kirimkan foto KTP Anda untuk verifikasi."], ["user", "Sudah saya kirim fotonya, kak."]);
      if (status === "closed") lines.push(["cs", "E-card Anda sudah aktif. PIN dikirim ke email Anda. Terima kasih."]);
      let at = start;
      for (const [frm, msg] of lines) {
        messageRows.push([code, frm, msg, frm === "cs" ? "admin" : "", new Date(Math.min(at, now.getTime() - MINUTE))]);
        at += rng.int(2, 20) * MINUTE;
      }
      ticketRows.push([code, "APP001", member.name, phone(rng), status, new Date(start), new Date(Math.min(at, now.getTime() - MINUTE))]);
    }
  }
  await insertRows(conn, "tickets", ["code", "app_id", "name", "phone", "status", "created_at", "updated_at"], ticketRows);
  await insertRows(conn, "ticket_messages", ["ticket_code", "frm", "msg", "sender", "sent_at"], messageRows);
  return ticketRows.length;
}
