import { z } from "zod";
import { LIBRARY_IMAGE, PICK_FROM_LIBRARY } from "./media";
import { MAX_TEXT } from "./schemas";

/** My Provider (SPEC §2): the profile form's schema. The code is shown, not edited. */
export const MAX_GALLERY = 12;
export const MAX_PROFILE = 5000;

const optional = (max: number) => z.string().trim().max(max, `Maksimal ${max} karakter.`).optional().default("");
const picture = z.string().trim().max(1000, "Maksimal 1000 karakter.").regex(LIBRARY_IMAGE, PICK_FROM_LIBRARY);

export const providerProfileSchema = z.object({
  provider_name: z.string({ error: "Please FIll Data!" }).trim().min(1, "Please FIll Data!").max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,20}$/, "Masukkan nomor telepon.")
    .optional()
    .default(""),
  address: optional(500),
  latlong: z
    .string()
    .trim()
    .refine((v) => {
      const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(v);
      return !!m && Math.abs(Number(m[1])) <= 90 && Math.abs(Number(m[2])) <= 180;
    }, "Tulis lintang,bujur, mis. -6.2615,106.8106.")
    .optional()
    .default(""),
  profile: optional(MAX_PROFILE),
  title_button: optional(MAX_TEXT),
  link_button: z
    .string()
    .trim()
    .max(1000, "Maksimal 1000 karakter.")
    .regex(/^https?:\/\/\S+$/i, "Masukkan tautan http(s)://…")
    .optional()
    .default(""),
  logo: picture.optional().default(""),
  banner: picture.optional().default(""),
  gallery: z.array(picture).max(MAX_GALLERY, `Maksimal ${MAX_GALLERY} foto.`).optional().default([]),
});
