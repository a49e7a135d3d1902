import { z } from "zod";

/**
 * Comma-separated ID lists of the feature screens (SPEC §5): invisible IDs and corporate IDs,
 * e.g. "K0001,K008-9,KT0080" — commas only, no spaces. The platform accepts an ID of 1 to 20
 * letters, digits or hyphens (docs/platform-contract.md); the console says so before it asks.
 */
export const ID_PATTERN = /^[A-Za-z0-9-]{1,20}$/;
export const ID_EXAMPLE = "K0001,K008-9,KT0080";
/** More than this is a paste gone wrong, not a configuration. */
export const MAX_IDS = 1000;

export type IdListResult = { ok: true; ids: string[] } | { ok: false; message: string };

/** Parses an ID list; an empty text is an empty list. Duplicates are kept once, in order. */
export function parseIdList(text: string | null | undefined, label = "ID", max = MAX_IDS): IdListResult {
  const value = (text ?? "").replace(/\r?\n$/, "");
  if (value.trim() === "") return { ok: true, ids: [] };
  const hint = `Pisahkan ${label} dengan koma tanpa spasi, contoh: ${ID_EXAMPLE}`;
  if (/\s/.test(value)) return { ok: false, message: `${label} tidak boleh berisi spasi atau baris baru. ${hint}` };
  const parts = value.split(",");
  if (parts.some((p) => p === "")) return { ok: false, message: `Ada koma berlebih atau ${label} kosong. ${hint}` };
  const bad = parts.find((p) => !ID_PATTERN.test(p));
  if (bad !== undefined) {
    const why = bad.length > 20 ? "lebih dari 20 karakter" : "hanya boleh huruf, angka dan tanda hubung (-)";
    return { ok: false, message: `${label} "${shorten(bad)}" tidak valid: ${why}. ${hint}` };
  }
  const ids = [...new Set(parts)];
  if (ids.length > max) return { ok: false, message: `Maksimal ${max} ${label} dalam satu daftar.` };
  return { ok: true, ids };
}

/** An ID list as the form shows it. */
export const formatIdList = (ids: readonly string[] | null | undefined) => (ids ?? []).join(",");

function shorten(text: string) {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

/**
 * A form field holding an ID list, for Conform + zod on both sides: the text in, the IDs out,
 * with the message of parseIdList. `required` gives that message when the list is empty; `max`
 * is the platform's bound where it has one lower than MAX_IDS.
 */
export function idListField(label = "ID", required?: string, max = MAX_IDS) {
  return z
    .string()
    .max(40_000, `Daftar ${label} terlalu panjang.`)
    .optional()
    .superRefine((value, ctx) => {
      const result = parseIdList(value, label, max);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.message });
      else if (required && result.ids.length === 0) ctx.addIssue({ code: "custom", message: required });
    })
    .transform((value) => {
      const result = parseIdList(value, label, max);
      return result.ok ? result.ids : [];
    });
}
