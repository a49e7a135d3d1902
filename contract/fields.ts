// Field rules both sides read: the platform validates its input with them, and the console takes its
// limits from them, so a bound is written once (a console that kept a 200-character search the
// platform refused showed the error screen).
import { z } from "zod";
import { SEARCH_MAX } from "./lists.ts";

export const code = (max = 64) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`).regex(/^[A-Za-z0-9_.-]+$/, "contains invalid characters");

/** A whole number in a query (its digits). */
export const intInRange = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** A record id given to the platform (serial): a whole number 1…2^31−1, as a number or a numeric string. */
export const recordId = z
  .union([z.string().trim(), z.number()], { error: "must be a numeric id" })
  .transform((v) => (typeof v === "number" ? v : /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN))
  .pipe(z.number({ error: "must be a numeric id" }).int("must be a numeric id").min(1, "must be a numeric id").max(2_147_483_647, "must be a numeric id"));

/** A record id in an answer: the console reads it as text, whether the platform sent digits or a number. */
export const answerId = z.union([z.string(), z.number()]).transform(String);

/** A search string: trimmed, at most `max` characters, empty = no search. */
export const searchText = (max = SEARCH_MAX) => z.string().trim().max(max, `must be at most ${max} characters`).default("");

export const sortKey = <const Keys extends readonly [string, ...string[]]>(keys: Keys, fallback: Keys[number]) =>
  z.enum(keys, { error: `must be one of ${keys.join(", ")}` }).default(fallback);
export const order = (fallback: "asc" | "desc") => z.enum(["asc", "desc"], { error: "must be asc or desc" }).default(fallback);

/** Page and page size of a paged list (1-based page). */
export const paging = (maxSize: number, defaultSize = 10) => ({
  page: intInRange(1, 1_000_000).default(1),
  size: intInRange(1, maxSize).default(defaultSize),
});

/** A page of rows as the lists answer it. */
export const pageOf = <Row extends z.ZodType>(row: Row) => z.object({ total: z.coerce.number().int().nonnegative(), result: z.array(row) });

// SPEC §7 "Session and shell", "Features", "Members, dashboards, logs"

/** Required text: trimmed, 1…max characters. */
export const text = (max = 200) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);

/** A password as it leaves the console: its sha256 hex digest (SPEC §7). */
export const sha256Hex = z.string().regex(/^[0-9a-fA-F]{64}$/, "must be a sha256 hex digest (64 hex characters)");

/** Text in an answer; a null or missing one is read as empty. */
export const blankText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");
/** A day (YYYY-MM-DD) in an answer; blank is none. */
export const dayOrNone = z
  .string()
  .nullish()
  .transform((v) => v || null);
/** Whole rupiah in an answer (a number, or its digits); blank is 0. */
export const rupiah = z.coerce
  .number<number | string>()
  .nullish()
  .transform((v) => v ?? 0);

/** A count in an answer (a number, or its digits). */
export const count = z.coerce.number<number | string>().int().nonnegative();

/** A whole list as the calls answer it; a null or missing one is read as empty. */
export const listOf = <Row extends z.ZodType>(row: Row) =>
  z
    .array(row)
    .nullish()
    .transform((v) => v ?? []);

/**
 * The answer of a write call. Only a parsed success is a success: an answer without `code: 200`
 * (the right HTTP status but the wrong shape) is a failure. The code as text too: updateMyProvider
 * answers code '200' (SPEC §7).
 */
export const acknowledgement = z.object({ code: z.union([z.literal(200), z.literal("200")]), message: z.string().nullish() });

/**
 * What a write answers in `data` besides its code (the new record's id): typed for the platform,
 * and never a reason for the console, which does not read it, to refuse the answer.
 */
export const receipt = <S extends z.ZodType>(shape: S) => shape.nullish().catch(null);

/** A yes/no as the real platform sends it: a boolean, 1/0 or their text. */
export const flag = z.union([z.boolean(), z.number(), z.string()]).transform((v) => v === true || v === 1 || v === "1" || v === "true");
/** A keyset cursor in an answer: null (or "") at the list's end. */
export const pageCursor = z
  .string()
  .nullish()
  .transform((v) => v || null);

// Field rules of the calls' input.
export const email = (max = 200) =>
  z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "must be an email address");
/** A NUL, a line break or another control character (U+0000–U+001F, U+007F). */
export const hasControlCharacter = (text: string) => [...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
/** A calendar date YYYY-MM-DD (checked: 2025-02-30 is refused). */
export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "is not a valid calendar date")
  .refine((s) => s >= "1900-01-01" && s <= "2100-12-31", "must be between 1900-01-01 and 2100-12-31");
/** A picture or file reference: a /files/ URL of the platform, or an http(s) URL. */
export const mediaUrl = z
  .string()
  .trim()
  .min(1, "is required")
  .max(1000, "must be at most 1000 characters")
  .refine((v) => /^\/files\/[^\s]+$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), "must be a /files/ URL from the media library or an http(s) URL");
