import { z } from "zod";
import { MEDIA_TYPES } from "./media";
import { DAY_INVALID, parseDay } from "./day";

/**
 * Schemas and messages of the content and media screens (SPEC §5, §8). The same schema
 * validates in the browser (Conform) and in the action.
 */
export const FEATURE = { news: "a0001", about: "a0002", guidebook: "a0005", aboutProvider: "a0006", bannerAds: "a0010" } as const;

export const MESSAGES = {
  pleaseFill: "Please FIll Data!",
  guidebookRequired: "Pastikan Title dan URL tidak Kosong!",
  uploadRequired: "Pastikan file sudah diinput dan deskripsi tidak kosong",
  uploadRequiredProvider: "Pastikan file sudah diinput!",
  reimbursementRequired: "Start Date, To date and Payor is Required!",
  tooMuchData: "Data terlalu banyak, silahkan pilih tanggal yang lebih sedikit!",
  notificationReadOnly: "Cannot change this data",
  inserted: "Success Inserted!",
  insertError: "Error Inserted!",
  updated: "Success Updated!",
  updateError: "Error Updated!",
  deleted: "Success Deleted!",
  deleteError: "Error Deleted!",
  uploaded: "Success Uploaded!",
  uploadError: "Error Uploaded!",
} as const;

export const MAX_TITLE = 200;
export const MAX_LINK = 1000;
/** The platform refuses datajson over 1 MB; the editor's HTML stays well under that. */
export const MAX_CONTENT = 500_000;
export const MAX_DESCRIPTION = 200;
const tooLong = (max: number) => `Maksimal ${max} karakter.`;

/** True when rich-text HTML has no visible text (the empty editor still writes `<p></p>`). */
export function isBlankHtml(html: string | undefined | null): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
      .trim() === ""
  );
}

/** Web links only: no javascript:, data: or protocol-relative URLs. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A media URL a content row may point at: a file of the library (`/files/…`) or an inline image
 * (the demo's seeded covers are data: URIs). Not another site's URL: the app would fetch it from
 * every reader's phone, telling that site who reads what.
 */
export function isMediaUrl(value: string, kind: "image" | "pdf" = "image"): boolean {
  if (/^\/files\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]+$/.test(value) && !value.split("/").includes("..")) return true;
  return kind === "image" && /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=]+$/.test(value);
}

/**
 * Optional trimmed text; "required" is checked once for the whole form (SPEC §5 has one message
 * for all missing fields). Conform turns empty inputs into undefined before zod sees them.
 */
const text = (max?: number) => (max ? z.string().trim().max(max, tooLong(max)) : z.string().trim()).optional();

export const newsSchema = z
  .object({
    title: text(MAX_TITLE),
    author: text(MAX_TITLE),
    link: text(MAX_LINK),
    image: text(2000),
    content: z.string().max(MAX_CONTENT, "Konten terlalu panjang.").optional(),
  })
  .superRefine((value, ctx) => {
    // SPEC §5: all five are required, with one message.
    for (const key of ["title", "author", "link", "image"] as const) {
      if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: MESSAGES.pleaseFill });
    }
    if (isBlankHtml(value.content)) ctx.addIssue({ code: "custom", path: ["content"], message: MESSAGES.pleaseFill });
    if (value.link && !isWebUrl(value.link)) ctx.addIssue({ code: "custom", path: ["link"], message: "Link harus berupa URL http:// atau https://." });
    if (value.image && !isMediaUrl(value.image)) ctx.addIssue({ code: "custom", path: ["image"], message: "Pilih gambar dari Media Library." });
  })
  .transform((v) => ({ title: v.title ?? "", author: v.author ?? "", link: v.link ?? "", image: v.image ?? "", content: v.content ?? "" }));
export type NewsInput = z.output<typeof newsSchema>;

export const aboutSchema = z.object({
  content: z
    .string()
    .max(MAX_CONTENT, "Konten terlalu panjang.")
    .optional()
    .transform((v) => v ?? ""),
});

/**
 * SPEC §5: the About content has its quote characters replaced by double quotes (a0002, and
 * a0006 on the provider side). Straight single quotes and typographic quotes become `"`.
 */
export function normalizeQuotes(html: string): string {
  return html.replace(/['\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u2032\u2033]/g, '"');
}

export const guidebookSchema = z
  .object({
    id: text(100),
    title: text(MAX_TITLE),
    guidebookapp: text(2000),
    image: text(2000),
  })
  .superRefine((value, ctx) => {
    if (!value.title) ctx.addIssue({ code: "custom", path: ["title"], message: MESSAGES.guidebookRequired });
    if (!value.guidebookapp) ctx.addIssue({ code: "custom", path: ["guidebookapp"], message: MESSAGES.guidebookRequired });
    else if (!isMediaUrl(value.guidebookapp, "pdf")) ctx.addIssue({ code: "custom", path: ["guidebookapp"], message: "Pilih PDF dari Media Library." });
    if (value.image && !isMediaUrl(value.image)) ctx.addIssue({ code: "custom", path: ["image"], message: "Pilih gambar dari Media Library." });
  })
  .transform((v) => ({ id: v.id ?? "", title: v.title ?? "", guidebookapp: v.guidebookapp ?? "", image: v.image ?? "" }));
export type GuidebookInput = z.output<typeof guidebookSchema>;

export const mediaTypeSchema = z.enum(MEDIA_TYPES);

/** The upload form: a file and a description (the provider-side upload needs only the file). */
export function uploadCheck(input: { hasFile: boolean; description: string; provider: boolean }): string | null {
  if (input.provider) return input.hasFile ? null : MESSAGES.uploadRequiredProvider;
  return input.hasFile && input.description.trim() ? null : MESSAGES.uploadRequired;
}

export const renameSchema = z.object({
  id: z.string().trim().min(1),
  description: z
    .string({ error: "Deskripsi wajib diisi." })
    .trim()
    .min(1, "Deskripsi wajib diisi.")
    .max(MAX_DESCRIPTION, tooLong(MAX_DESCRIPTION)),
});

export const reimbursementSchema = z
  .object({ from: text(20), to: text(20), payor: text(50) })
  .superRefine((value, ctx) => {
    if (!value.from || !value.to || !value.payor) {
      ctx.addIssue({ code: "custom", path: [], message: MESSAGES.reimbursementRequired });
      return;
    }
    const from = parseDay(value.from);
    const to = parseDay(value.to);
    if (!from) ctx.addIssue({ code: "custom", path: ["from"], message: DAY_INVALID });
    if (!to) ctx.addIssue({ code: "custom", path: ["to"], message: DAY_INVALID });
    if (from && to && from > to) ctx.addIssue({ code: "custom", path: ["to"], message: "To date harus sama atau sesudah Start Date." });
  })
  // The platform takes YYYY-MM-DD (SPEC §9); the fields show and take DD-MM-YYYY.
  .transform((v) => ({ from: parseDay(v.from) ?? "", to: parseDay(v.to) ?? "", payor: v.payor ?? "" }));

/** The signed file name of a reimbursement link, e.g. "/reimbursement/abc.zip" → "abc.zip". */
export function reimbursementFile(link: string): string | null {
  const name = link.split("?")[0].split("/").pop() ?? "";
  return /^[A-Za-z0-9._~-]{1,400}\.zip$/.test(name) && !name.startsWith(".") ? name : null;
}

/**
 * Without JavaScript a media field offers radio buttons named `${name}Choice` next to its URL
 * input (MediaPickerField); a choice fills the field when the input was left empty.
 */
export function applyMediaChoices(form: FormData, names: string[]): FormData {
  for (const name of names) {
    const choice = form.get(`${name}Choice`);
    if (!String(form.get(name) ?? "").trim() && typeof choice === "string" && choice) form.set(name, choice);
    form.delete(`${name}Choice`);
  }
  return form;
}
