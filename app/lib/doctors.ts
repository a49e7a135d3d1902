import { z } from "zod";
import { LIBRARY_IMAGE, PICK_FROM_LIBRARY } from "./media";
import { MAX_TEXT } from "./schemas";

/** Doctor categories and doctors (SPEC §2, §5, §8): the forms' schemas and SPEC's texts. */
export const DOCTOR_MESSAGES = {
  pleaseFill: "Please FIll Data!",
  inserted: "Success Inserted!",
  insertError: "Error Inserted!",
  updated: "Success Updated!",
  updateError: "Error Updated!",
} as const;

const filled = () =>
  z
    .string({ error: DOCTOR_MESSAGES.pleaseFill })
    .trim()
    .min(1, { error: DOCTOR_MESSAGES.pleaseFill, abort: true })
    .max(MAX_TEXT, `Maksimal ${MAX_TEXT} karakter.`);

/** SPEC §5: a category needs its name. */
export const categorySchema = z.object({ name: filled() });

/** SPEC §5: a doctor needs a name, a category and an image (from the media library). */
export const doctorSchema = z.object({
  name: filled(),
  category: z.string({ error: DOCTOR_MESSAGES.pleaseFill }).trim().min(1, DOCTOR_MESSAGES.pleaseFill).max(64),
  image: z
    .string({ error: DOCTOR_MESSAGES.pleaseFill })
    .trim()
    .min(1, { error: DOCTOR_MESSAGES.pleaseFill, abort: true })
    .max(1000)
    .regex(LIBRARY_IMAGE, PICK_FROM_LIBRARY),
});
