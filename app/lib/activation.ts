import { z } from "zod";
import { TICKET_STATUSES } from "../../contract/lists";
import { code, defineList, oneOf } from "./list";
import { looksLikeImage, tooLarge, UPLOAD_LIMITS } from "./media";

/**
 * Manual e-card activation (SPEC §2 manual-activation; §5; §7 "Chat and activation"; §8; §9): the
 * ticket tabs, the forms and SPEC's texts.
 */
export const ACTIVATION_MESSAGES = {
  nikLength: "Length KTP ID must 16 character",
  nikLast4: "Last 4 numeric KTP ID cannot 0000",
  nikFirst: "First numeric KTP ID cannot 0",
  ineligible: "Mohon maaf anda tidak dapat mengakses e-Card anda, silahkan menghubungi Asuransi anda",
  // SPEC §8: the success names the provider's brand, which SPEC leaves out; so does the console.
  registered: "Kartu QR berhasil didaftarkan",
  tryAgain: "Please try again",
  required: "Wajib diisi.",
  email: "Email tidak valid.",
  photo: "Foto KTP harus gambar (PNG, JPEG, WebP atau GIF), maksimal 5 MB.",
  photoTooLarge: tooLarge("foto KTP", UPLOAD_LIMITS.image),
  replyEmpty: "Pesan tidak boleh kosong!",
  replied: "Pesan WhatsApp terkirim.",
  replyError: "Pesan WhatsApp gagal dikirim.",
  pinNotMailed: "Kartu terdaftar, tetapi email PIN belum terkirim:",
} as const;

/** What a member writes to start a manual activation (SPEC §7: only these tickets are kept). */
export const ACTIVATION_REQUEST = "Saya ingin aktivasi e-card secara manual";
/** SPEC §9: the tickets poll every 10 s. */
export const TICKET_POLL_MS = 10_000;

/** The tabs (SPEC §2: Open, On Going, Closed) and the ticket service's states. */
export const TICKET_TABS = [
  { key: "open", label: "Open" },
  { key: "processing", label: "On Going" },
  { key: "closed", label: "Closed" },
] as const;
export type TicketTab = (typeof TICKET_TABS)[number]["key"];

export const ticketList = defineList({
  pageSizes: [500],
  filters: { tab: oneOf(TICKET_STATUSES, "open"), ticket: code(/^[A-Za-z0-9_-]{1,40}$/) },
});

/** SPEC §5's ID number (NIK) rules, each with its own text. */
export const nikSchema = z
  .string({ error: ACTIVATION_MESSAGES.required })
  .trim()
  .min(1, { error: ACTIVATION_MESSAGES.required, abort: true })
  .refine((v) => v.length === 16, { message: ACTIVATION_MESSAGES.nikLength, abort: true })
  .refine((v) => !v.startsWith("0"), { message: ACTIVATION_MESSAGES.nikFirst, abort: true })
  .refine((v) => !v.endsWith("0000"), { message: ACTIVATION_MESSAGES.nikLast4, abort: true })
  .refine((v) => /^\d{16}$/.test(v), "KTP ID hanya angka.");


export const activationSchema = z.object({
  card_no: z.string({ error: ACTIVATION_MESSAGES.required }).trim().min(1, ACTIVATION_MESSAGES.required).max(40, "Maksimal 40 karakter."),
  nik: nikSchema,
  email: z.string({ error: ACTIVATION_MESSAGES.required }).trim().min(1, { error: ACTIVATION_MESSAGES.required, abort: true }).max(200).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, ACTIVATION_MESSAGES.email),
  photo: z
    .instanceof(File, { message: ACTIVATION_MESSAGES.required })
    .refine((f) => f.size > 0, { message: ACTIVATION_MESSAGES.required, abort: true })
    .refine((f) => looksLikeImage(f), { message: ACTIVATION_MESSAGES.photo, abort: true })
    .refine((f) => f.size <= UPLOAD_LIMITS.image, ACTIVATION_MESSAGES.photoTooLarge),
});

/** A WhatsApp reply (SPEC §9: a text input holds at most 200 characters). */
export const replySchema = z.object({
  message: z.string({ error: ACTIVATION_MESSAGES.replyEmpty }).trim().min(1, ACTIVATION_MESSAGES.replyEmpty).max(200, "Pesan maksimal 200 karakter."),
});

/** SPEC §9: the user code is the member's name without spaces, its first 14 characters. */
export function userCodeOf(name: string): string {
  return name.replace(/\s+/g, "").slice(0, 14);
}

/** SPEC §9: the activation PIN, 1000 to 9999. `random` is in [0, 1). */
export function activationPin(random: number): string {
  return String(1000 + Math.floor(random * 9000));
}

/** The card number a member wrote in the ticket, if any (the form starts with it). */
export function cardInMessages(messages: readonly { frm: string; msg: string }[]): string {
  for (const m of messages) {
    if (m.frm !== "user") continue;
    const found = /\b(\d{12,20})\b/.exec(m.msg);
    if (found) return found[1]!;
  }
  return "";
}
