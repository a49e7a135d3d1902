// Live customer-service chats (SPEC §3 "Chat message", §4 "Chat case"): members of the core app
// asking about claims, e-cards and providers, some still open (the newest minutes old), most closed
// with a category and a description; a few in the second app.
import type { RawSql } from "../client.ts";
import { fullName } from "./people.ts";
import { Rng } from "./prng.ts";
import { insertRows } from "./sql-batch.ts";

const MINUTE = 60_000;

/** Close Case categories (the console offers the same list). */
export const CHAT_CASE_CATEGORIES = ["Informasi Produk", "Klaim", "E-Card", "Provider", "Keluhan", "Lainnya"] as const;

type Line = ["user" | "cs", string];
const CONVERSATIONS: { category: (typeof CHAT_CASE_CATEGORIES)[number]; lines: Line[]; summary: string }[] = [
  {
    category: "Klaim",
    lines: [
      ["user", "Selamat siang, klaim reimbursement saya sudah 10 hari belum ada kabar."],
      ["cs", "Selamat siang, boleh kami minta nomor Request ID klaimnya?"],
      ["user", "RQ-2025-0113 kak."],
      ["cs", "Terima kasih. Klaim sedang diverifikasi tim medis, estimasi selesai 3 hari kerja."],
      ["user", "Baik, terima kasih."],
    ],
    summary: "Menanyakan status klaim reimbursement; dijelaskan sedang verifikasi medis.",
  },
  {
    category: "E-Card",
    lines: [
      ["user", "Halo, e-card saya tidak muncul di aplikasi."],
      ["cs", "Halo, apakah sudah melakukan aktivasi dengan NIK?"],
      ["user", "Sudah, tapi tetap tidak muncul."],
      ["cs", "Mohon logout lalu login kembali, data kartu kami perbarui."],
      ["user", "Sudah muncul sekarang, terima kasih!"],
    ],
    summary: "E-card tidak tampil setelah aktivasi; berhasil setelah login ulang.",
  },
  {
    category: "Provider",
    lines: [
      ["user", "Apakah RS Medika Permata menerima cashless untuk rawat inap?"],
      ["cs", "Ya, RS Medika Permata adalah provider rekanan untuk rawat inap cashless."],
      ["user", "Perlu surat rujukan?"],
      ["cs", "Untuk rawat inap tidak perlu, cukup tunjukkan e-card di admisi."],
    ],
    summary: "Informasi provider rekanan rawat inap cashless.",
  },
  {
    category: "Informasi Produk",
    lines: [
      ["user", "Apakah kacamata ditanggung di polis saya?"],
      ["cs", "Manfaat kacamata tersedia untuk plan Gold ke atas, satu kali per tahun."],
      ["user", "Plan saya Silver, berarti tidak ya?"],
      ["cs", "Betul, untuk plan Silver manfaat kacamata belum termasuk."],
    ],
    summary: "Menanyakan manfaat kacamata; plan Silver tidak mencakup.",
  },
  {
    category: "Keluhan",
    lines: [
      ["user", "Aplikasi sering keluar sendiri saat membuka riwayat klaim."],
      ["cs", "Mohon maaf atas ketidaknyamanannya. Versi aplikasi yang digunakan berapa?"],
      ["user", "Versi 3.2.1 di Android."],
      ["cs", "Silakan perbarui ke versi 3.4.0, masalah tersebut sudah diperbaiki."],
    ],
    summary: "Aplikasi keluar sendiri; disarankan memperbarui ke versi terbaru.",
  },
];

const OPENERS = [
  "Halo, saya mau tanya soal limit rawat jalan saya.",
  "Selamat pagi, bagaimana cara menambahkan anggota keluarga ke polis?",
  "Kak, kartu saya ditolak di apotek tadi, kenapa ya?",
  "Permisi, dokumen klaim saya diminta dilengkapi, apa saja yang kurang?",
  "Halo, jadwal dokter spesialis anak di Klinik Pratama Husada kapan saja?",
  "Saya lupa PIN e-card, bagaimana cara reset?",
  "Apakah biaya vaksin influenza bisa diklaim?",
  "Kak, status klaim saya ditolak, boleh dijelaskan alasannya?",
];

type ChatSeed = { app: string; open: number; closed: number };
const APPS: ChatSeed[] = [
  { app: "APP001", open: 8, closed: 36 },
  { app: "APP002", open: 2, closed: 6 },
];

export async function seedChats(conn: RawSql, now: Date): Promise<{ chats: number; messages: number }> {
  const rng = new Rng("live-chat");
  const chatRows: unknown[][] = [];
  const messageRows: unknown[][] = [];
  let serial = 0;
  for (const { app, open, closed } of APPS) {
    for (let i = 0; i < open + closed; i++) {
      serial++;
      const isOpen = i < open;
      const msgId = `CHT${String(serial).padStart(6, "0")}`;
      const name = fullName(rng, rng.chance(0.5) ? "F" : "M");
      const card = `80${rng.int(10, 99)}${String(rng.int(1000, 9999))}${String(rng.int(100000, 999999))}01`;
      // Open chats: the newest minutes old, the rest within two days; closed ones within 60 days.
      const start = new Date(now.getTime() - (isOpen ? (i === 0 ? 6 : rng.int(20, 2 * 24 * 60)) : rng.int(3 * 24 * 60, 60 * 24 * 60)) * MINUTE);
      const conversation = isOpen
        ? { lines: [["user", OPENERS[(serial + i) % OPENERS.length]!] as Line, ...(rng.chance(0.5) ? [["cs", "Halo, terima kasih sudah menghubungi kami. Mohon ditunggu, kami cek dulu ya."] as Line] : [])], category: null, summary: null }
        : { ...CONVERSATIONS[serial % CONVERSATIONS.length]!, summary: CONVERSATIONS[serial % CONVERSATIONS.length]!.summary };
      let at = start.getTime();
      for (const [frm, msg] of conversation.lines) {
        messageRows.push([msgId, frm, "text", msg, "", frm === "cs" ? "admin" : "", new Date(at)]);
        at += rng.int(1, 6) * MINUTE;
      }
      const last = new Date(at - MINUTE);
      chatRows.push([
        msgId,
        app,
        name,
        card,
        isOpen ? "open" : "close",
        last,
        isOpen ? null : "admin",
        isOpen ? null : conversation.category,
        isOpen ? null : conversation.summary,
        isOpen ? null : new Date(at),
        start,
      ]);
    }
  }
  await insertRows(conn, "chats", ["msg_id", "app_id", "name", "no_card", "status", "last_at", "closed_by", "close_category", "close_description", "closed_at", "created_at"], chatRows);
  await insertRows(conn, "chat_messages", ["msg_id", "frm", "type", "msg", "doc", "sender", "sent_at"], messageRows);
  return { chats: chatRows.length, messages: messageRows.length };
}
