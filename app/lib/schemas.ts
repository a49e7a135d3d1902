import { z } from "zod";

/** SPEC §5 text cap. */
export const MAX_TEXT = 200;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`);

export const loginSchema = z.object({
  username: required("Username wajib diisi."),
  password: z.string({ error: "Password wajib diisi." }).min(1, "Password wajib diisi.").max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`),
  redirectTo: z.string().max(2000).optional(),
});

const PLEASE_FILL = "Please Fill the data!";
const password = z.string({ error: PLEASE_FILL }).min(1, PLEASE_FILL).max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`);

export const changePasswordSchema = z
  .object({ oldPassword: password, newPassword: password, confirmPassword: password })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Password not same!", path: ["confirmPassword"] });

/** Year-month of the log detail screen, e.g. 2026-06. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
