import { z } from "zod";
import { EMATERAI_BANKS } from "../../contract/lists";
import { defineList, LENGTH_MENU } from "./list";
import { MAX_TEXT } from "./schemas";

/** E-stamp enrolment (SPEC §2 "E-stamp screens", §3, §8, §9): the form's schema and SPEC's texts. */
export const EMATERAI_MESSAGES = {
  enrolled: "Success Enroll",
  enrolError: "Enroll Error",
  checkAgain: "Please Check Again",
  required: "Wajib diisi.",
  email: "Email tidak valid.",
  npwp: "NPWP harus 15 atau 16 angka.",
  va: "Nomor VA hanya angka.",
  kuota: "Kuota harus bilangan bulat 0 atau lebih.",
  parent: "Pilih provider induk untuk provider dalam grup.",
} as const;

/** SPEC §9: the banks of an enrolment (the platform's too). */
export { EMATERAI_BANKS };

const required = (max = MAX_TEXT) => z.string({ error: EMATERAI_MESSAGES.required }).trim().min(1, { error: EMATERAI_MESSAGES.required, abort: true }).max(max, `Maksimal ${max} karakter.`);

export const enrolSchema = z
  .object({
    email: required().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMATERAI_MESSAGES.email),
    // Written with dots and a dash ("01.234.567.8-901.000") or as digits; sent as digits.
    npwp: required(30)
      .transform((v) => v.replace(/[.\s-]/g, ""))
      .pipe(z.string().regex(/^([0-9]{15}|[0-9]{16})$/, EMATERAI_MESSAGES.npwp)),
    provider: required(64),
    vendor: required(64),
    bank: z.enum(EMATERAI_BANKS, { error: EMATERAI_MESSAGES.required }),
    // SPEC §9: kuota defaults to 0.
    kuota: z
      .string()
      .trim()
      .regex(/^\d{0,8}$/, EMATERAI_MESSAGES.kuota)
      .optional()
      .transform((v) => (v ? Number(v) : 0)),
    vendor_va_id: required(40).regex(/^[0-9]+$/, EMATERAI_MESSAGES.va),
    is_group: z.boolean().default(false),
    parent: z.string().trim().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.is_group && !value.parent) ctx.addIssue({ code: "custom", path: ["parent"], message: EMATERAI_MESSAGES.parent });
  });
export type Enrolment = z.output<typeof enrolSchema>;

/** SPEC §8: a refusal is 'Enroll Error' with the platform's text; no answer at all, 'Please Check Again'. */
export function enrolFailure(error: { status: number; message: string; reason?: string }) {
  if (error.reason === "unreachable" || error.reason === "timeout") return { flash: EMATERAI_MESSAGES.checkAgain, message: EMATERAI_MESSAGES.checkAgain };
  return { flash: EMATERAI_MESSAGES.enrolError, title: EMATERAI_MESSAGES.enrolError, message: error.message };
}

/** A provider's template list (templating/{id}, template-list): SPEC §9's e-stamp tables, 10/20/50. */
export const templateList = defineList({ pageSizes: LENGTH_MENU.short, sortKeys: ["document_code", "template_name"], defaultSort: { key: "document_code", order: "asc" } });
