import { z } from "zod";
import { MAX_TEXT, MIN_PASSWORD } from "./schemas";

/** Premium providers (SPEC §2, §5, §8): the add and detail forms' schemas and SPEC's texts. */
export const PREMIUM_MESSAGES = {
  pleaseFill: "Please FIll Data!",
  inserted: "Insert My Premium",
  updated: "Update My Premium",
  statusUpdated: "Success Updated!",
  statusError: "Error Updated!",
} as const;

const filled = (schema: z.ZodString = z.string()) =>
  schema
    .trim()
    // Empty is only 'Please FIll Data!', whatever else the field asks.
    .min(1, { error: PREMIUM_MESSAGES.pleaseFill, abort: true })
    .max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`);

const required = () => filled(z.string({ error: PREMIUM_MESSAGES.pleaseFill }));

// SPEC §5: provider code, name, username and password up to 200 characters.
export const MAX_PROVIDER_CODE = 200;

const username = required()
  .min(3, "Username minimal 3 karakter.")
  .regex(/^[A-Za-z0-9._-]+$/, "Username hanya huruf, angka, titik, - dan _ (tanpa spasi).");
const password = z
  .string({ error: PREMIUM_MESSAGES.pleaseFill })
  .min(1, { error: PREMIUM_MESSAGES.pleaseFill, abort: true })
  .min(MIN_PASSWORD, `Password minimal ${MIN_PASSWORD} karakter.`)
  .max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`);

/** SPEC §5: all four fields required ('Please FIll Data!'). */
export const addPremiumSchema = z.object({
  provider_code: required()
    .max(MAX_PROVIDER_CODE, `Maksimal ${MAX_PROVIDER_CODE} karakter.`)
    .regex(/^[A-Za-z0-9_-]+$/, "Hanya huruf, angka, - dan _ (tanpa spasi).")
    .transform((code) => code.toUpperCase()),
  provider_name: required(),
  username,
  password,
});

/** SPEC §5: on edit the password may be left blank to keep it. The code is not edited. */
export const editPremiumSchema = z.object({
  provider_name: required(),
  username,
  password: password.optional(),
});
