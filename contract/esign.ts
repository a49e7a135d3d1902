// SPEC §7 "E-stamp and e-sign", the e-sign half: the corporates whose members sign documents
// electronically, and their members, per project. A refusal carries its text in `error` (SPEC §7).
import { z } from "zod";
import { defineCall } from "./define.ts";
import { answerId, blankText, count, email, listOf, receipt, text } from "./fields.ts";

/** The e-sign service's yes/no: a boolean, 1/0, their text, or "Y". */
const yesNo = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "Y");

/** SPEC §3 "E-sign corporate". */
export const esignCorporate = z.object({
  corporate_code: z.string(),
  corporate_name: z.string(),
  corporate_address: blankText,
  active_members: count,
  inactive_members: count,
  created_at: z.string().nullish(),
});

/** SPEC §3 "E-sign member". */
export const esignMember = z.object({
  id: answerId,
  full_name: z.string(),
  email: blankText,
  phone_number: blankText,
  nik: z.string(),
  privy_id: blankText,
  is_active: yesNo,
  is_verified: yesNo,
  created_at: z.string().nullish(),
});

const corporateCode = z
  .string()
  .trim()
  .min(1, "is required")
  .max(30, "must be at most 30 characters")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "may hold only letters, digits, - and _")
  .transform((code) => code.toUpperCase());

export const NIK_MESSAGE = "NIK must be a 16-digit number.";

/** GET /e-sign/cms/corporates (reads data): the corporates of the caller's project. */
export const esignCorporates = defineCall({ method: "GET", path: "/e-sign/cms/corporates", answer: listOf(esignCorporate) });

/** POST /e-sign/cms/add/corporate: corporate_code, corporate_name, corporate_address (error in error). */
export const esignAddCorporate = defineCall({
  method: "POST",
  path: "/e-sign/cms/add/corporate",
  body: z.object({ corporate_code: corporateCode, corporate_name: text(200), corporate_address: text(500) }),
  answer: receipt(z.object({ corporate_code: z.string() })),
});

const byCorporate = z.object({ corporate_code: corporateCode });

/** GET /e-sign/cms/{corporate_code}/members (reads data). */
export const esignMembers = defineCall({ method: "GET", path: "/e-sign/cms/:corporate_code/members", params: byCorporate, answer: listOf(esignMember) });

/** POST /e-sign/cms/{corporate_code}/add/member: full_name, email, phone_number, nik, privy_id (error in error). */
export const esignAddMember = defineCall({
  method: "POST",
  path: "/e-sign/cms/:corporate_code/add/member",
  params: byCorporate,
  body: z.object({
    full_name: text(200),
    email: email(),
    phone_number: z
      .string()
      .trim()
      .min(1, "is required")
      .transform((phone) => phone.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\+?[0-9]{8,15}$/, "must be a phone number of 8 to 15 digits")),
    nik: z.string().trim().regex(/^[0-9]{16}$/, NIK_MESSAGE),
    privy_id: z
      .string()
      .trim()
      .max(64, "must be at most 64 characters")
      .regex(/^[A-Za-z0-9_.-]*$/, "may hold only letters, digits, '.', - and _")
      .nullish()
      .transform((id) => id || null),
  }),
  answer: receipt(z.object({ id: z.string() })),
});
