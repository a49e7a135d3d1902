import { z } from "zod";
import { MAX_TEXT } from "./schemas";

/**
 * E-sign corporates and members (SPEC §2 "E-sign screens", §5, §8): the forms' schemas, shared by
 * the browser (checked before anything is sent) and the server (checked again), and SPEC's texts.
 */
export const ESIGN_MESSAGES = {
  required: "Wajib diisi.",
  /** SPEC §5: a warning titled 'Validasi Gagal'; nothing is sent. */
  nikTitle: "Validasi Gagal",
  nik: "NIK must be a 16-digit number.",
  saved: "Success Inserted!",
  /** SPEC §4, §9: the save's notice shows 1.5 s. */
  savedNotice: { type: "success", message: "Success Inserted!", short: true },
  corporateFailTitle: "Something went wrong",
  corporateFail: "Unable to save corporate data. Please try again later.",
  memberFailTitle: "Error",
  memberFail: "Failed to add member. Please try again.",
  connectionTitle: "Connection Error",
  connection: "Failed to connect to the server.",
  /** SPEC §2: what the member list says while it loads. */
  loadingMembers: "Loading members...",
  corporatesUnavailable: "Data corporate tidak dapat dimuat.",
} as const;

export const MAX_CORPORATE_CODE = 30;
export const MAX_ADDRESS = 500;
export const MAX_PRIVY_ID = 64;

const requiredText = (max = MAX_TEXT) =>
  z
    .string({ error: ESIGN_MESSAGES.required })
    .trim()
    // An empty field is only "required", not also "not an email".
    .min(1, { error: ESIGN_MESSAGES.required, abort: true })
    .max(max, `Maksimal ${max} karakter.`);

export const corporateSchema = z.object({
  // A path segment of the member screens: letters, digits, - and _, kept upper-case.
  corporate_code: requiredText(MAX_CORPORATE_CODE)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Hanya huruf, angka, - dan _ (tanpa spasi).")
    .transform((code) => code.toUpperCase()),
  corporate_name: requiredText(),
  corporate_address: requiredText(MAX_ADDRESS),
});

export const memberSchema = z.object({
  full_name: requiredText(),
  email: requiredText().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Masukkan alamat email yang benar."),
  phone_number: requiredText(20).regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, "Masukkan nomor telepon 8–15 angka."),
  nik: z.string({ error: ESIGN_MESSAGES.nik }).trim().regex(/^[0-9]{16}$/, ESIGN_MESSAGES.nik),
  privy_id: z
    .string()
    .trim()
    .max(MAX_PRIVY_ID, `Maksimal ${MAX_PRIVY_ID} karakter.`)
    .regex(/^[A-Za-z0-9_.-]*$/, "Hanya huruf, angka, titik, - dan _.")
    .optional(),
});

/** A corporate code as it appears in a path: what the corporate schema would keep. */
export const corporateCodeParam = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$/)
  .transform((code) => code.toUpperCase());

/** A platform failure as the forms see it (UpstreamError's shape). */
type Refusal = { status: number; message: string; reason?: string };

/**
 * SPEC §8 for a refused corporate save: 'Something went wrong' with the platform's own words, or,
 * when no words came (no answer, a failure), SPEC's text.
 */
export function corporateFailure(error: Refusal) {
  return { title: ESIGN_MESSAGES.corporateFailTitle, message: error.status < 500 ? error.message : ESIGN_MESSAGES.corporateFail };
}

/** SPEC §8 for a refused member save: 'Connection Error' when nothing answered, else 'Error'. */
export function memberFailure(error: Refusal) {
  if (error.reason === "unreachable" || error.reason === "timeout") return { title: ESIGN_MESSAGES.connectionTitle, message: ESIGN_MESSAGES.connection };
  return { title: ESIGN_MESSAGES.memberFailTitle, message: error.status < 500 ? error.message : ESIGN_MESSAGES.memberFail };
}
