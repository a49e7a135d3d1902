import { z } from "zod";

/**
 * The stamp template editor (SPEC §2 add-template/{providerCode}, edit-template/{data}; §3
 * "Template"; §4; §5; §9): its form schema, texts, and the arithmetic of the stamp box. Shared by
 * the browser (the preview) and the server (the action checks the same rules again).
 */
export const TEMPLATE_MESSAGES = {
  created: "Success Create Template",
  edited: "Success Edit Template",
  saveError: "Gagal menyimpan template.",
  required: "Wajib diisi.",
  pickPdf: "Pilih file PDF.",
  notPdf: "File harus PDF.",
  tooLarge: "Ukuran PDF maksimal 20 MB.",
  unreadable: "PDF tidak dapat dibaca (rusak atau terenkripsi).",
  documentCode: "Jenis dokumen: huruf, angka, spasi, titik, garis hubung atau garis bawah; maksimal 32 karakter.",
  whole: "Harus bilangan bulat.",
  page: "Halaman mulai dari 1.",
  box: "Kotak meterai tidak valid: LLX harus kurang dari URX dan LLY kurang dari URY.",
} as const;

/** SPEC §9: a new stamp box is 50 × 50 (PDF points here). */
export const STAMP_BOX = 50;
/** SPEC §9: 30 is subtracted from lly and ury of the placed box before they are saved. */
export const STAMP_Y_OFFSET = 30;
/** The platform keeps template PDFs up to 20 MB (its upload limit). */
export const MAX_TEMPLATE_PDF_BYTES = 20 * 1024 * 1024;

const whole = z
  .string({ error: TEMPLATE_MESSAGES.required })
  .trim()
  .min(1, { error: TEMPLATE_MESSAGES.required, abort: true })
  .regex(/^-?\d{1,6}$/, TEMPLATE_MESSAGES.whole)
  .transform(Number);

/** A PDF by its name or type (the platform and the server's PDF check read the bytes). */
export function looksLikePdf(file: { name: string; type: string }): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

export const templateSchema = z
  .object({
    file: z
      .instanceof(File, { message: TEMPLATE_MESSAGES.pickPdf })
      .refine((f) => f.size > 0, { message: TEMPLATE_MESSAGES.pickPdf, abort: true })
      .refine(looksLikePdf, { message: TEMPLATE_MESSAGES.notPdf, abort: true })
      .refine((f) => f.size <= MAX_TEMPLATE_PDF_BYTES, TEMPLATE_MESSAGES.tooLarge),
    // Creatable (SPEC §2): a code from the list, or a new one typed in.
    document_code: z
      .string({ error: TEMPLATE_MESSAGES.required })
      .trim()
      .min(1, { error: TEMPLATE_MESSAGES.required, abort: true })
      .max(32, TEMPLATE_MESSAGES.documentCode)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u, TEMPLATE_MESSAGES.documentCode),
    template_name: z
      .string({ error: TEMPLATE_MESSAGES.required })
      .trim()
      .min(1, { error: TEMPLATE_MESSAGES.required, abort: true })
      .max(200, "Maksimal 200 karakter.")
      // eslint-disable-next-line no-control-regex
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), "Nama template tidak boleh berisi karakter kontrol."),
    vis_llx: whole,
    vis_lly: whole,
    vis_urx: whole,
    vis_ury: whole,
    vis_signature_page: z
      .string({ error: TEMPLATE_MESSAGES.required })
      .trim()
      .regex(/^[1-9]\d{0,4}$/, TEMPLATE_MESSAGES.page)
      .transform(Number),
  })
  .superRefine((t, ctx) => {
    if (t.vis_llx >= t.vis_urx || t.vis_lly >= t.vis_ury) ctx.addIssue({ code: "custom", path: ["vis_urx"], message: TEMPLATE_MESSAGES.box });
  });
export type TemplateForm = z.output<typeof templateSchema>;

/** A rectangle in PDF user space (points, origin at the lower left): x1 < x2, y1 < y2. */
export type PdfRect = { x1: number; y1: number; x2: number; y2: number };
export type StampCoordinates = { llx: number; lly: number; urx: number; ury: number };

/** The saved coordinates of a box placed at `rect` (whole points; SPEC §9's offset on y). */
export function toStampCoordinates(rect: PdfRect): StampCoordinates {
  return {
    llx: Math.round(rect.x1),
    lly: Math.round(rect.y1) - STAMP_Y_OFFSET,
    urx: Math.round(rect.x2),
    ury: Math.round(rect.y2) - STAMP_Y_OFFSET,
  };
}

/** Where a saved box sits on its page (the inverse of toStampCoordinates). */
export function fromStampCoordinates(c: StampCoordinates): PdfRect {
  return { x1: c.llx, y1: c.lly + STAMP_Y_OFFSET, x2: c.urx, y2: c.ury + STAMP_Y_OFFSET };
}

/** Keeps `rect` on `page` (both in PDF points): moved inside, shrunk only if larger than the page. */
export function clampToPage(rect: PdfRect, page: PdfRect): PdfRect {
  const width = Math.min(rect.x2 - rect.x1, page.x2 - page.x1);
  const height = Math.min(rect.y2 - rect.y1, page.y2 - page.y1);
  const x1 = Math.min(Math.max(rect.x1, page.x1), page.x2 - width);
  const y1 = Math.min(Math.max(rect.y1, page.y1), page.y2 - height);
  return { x1, y1, x2: x1 + width, y2: y1 + height };
}

/** Whether saved coordinates lie on a page of that size (the server's check of a typed box). */
export function onPage(c: StampCoordinates, page: PdfRect): boolean {
  const r = fromStampCoordinates(c);
  return r.x1 >= Math.floor(page.x1) && r.x2 <= Math.ceil(page.x2) && r.y1 >= Math.floor(page.y1) && r.y2 <= Math.ceil(page.y2);
}

/** SPEC §5: spaces in the file name become underscores. */
export function templateFileName(name: string): string {
  return name.replace(/ /g, "_");
}

/** What edit-template/{data} carries: SPEC §2's base64 JSON of the template row. */
export type TemplateParam = { template_id: number; provider_code: string } & Record<string, unknown>;

/**
 * SPEC §2: the edit link's parameter is the template row as base64-encoded JSON. Written in the
 * URL-safe alphabet without padding, so it is one path segment as it stands.
 */
export function encodeTemplateParam(row: TemplateParam): string {
  const bytes = new TextEncoder().encode(JSON.stringify(row));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const param = z.looseObject({ template_id: z.coerce.number().int().positive(), provider_code: z.string().trim().min(1).max(64) });

/**
 * The template an edit link names (either base64 alphabet), or null. Only its id and provider are
 * read: the server loads the row itself, so an edited link cannot change what is shown or saved.
 */
export function decodeTemplateParam(data: string): { template_id: number; provider_code: string } | null {
  if (data.length > 4096 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(data)) return null;
  try {
    const binary = atob(data.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "").padEnd(Math.ceil(data.replace(/=+$/, "").length / 4) * 4, "="));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = param.safeParse(JSON.parse(json));
    return parsed.success ? { template_id: parsed.data.template_id, provider_code: parsed.data.provider_code } : null;
  } catch {
    return null;
  }
}
