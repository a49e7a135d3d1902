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

export const MIN_PASSWORD = 8;

/**
 * SPEC §5 password change: all three fields ('Please Fill the data!'), new equal to confirm
 * ('Password not same!'); and a new password of at least 8 characters that is neither the
 * username nor the old password.
 */
export function changePasswordSchema(username = "") {
  return z.object({ oldPassword: password, newPassword: password, confirmPassword: password }).superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.newPassword.length < MIN_PASSWORD) issue("newPassword", `Password baru minimal ${MIN_PASSWORD} karakter.`);
    else if (username && v.newPassword.toLowerCase() === username.toLowerCase()) issue("newPassword", "Password baru tidak boleh sama dengan username.");
    else if (v.newPassword === v.oldPassword) issue("newPassword", "Password baru tidak boleh sama dengan password lama.");
    if (v.newPassword !== v.confirmPassword) issue("confirmPassword", "Password not same!");
  });
}

/** Year-month of the log detail screen, e.g. 2026-06. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
