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

/** An email address (trimmed). */
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
