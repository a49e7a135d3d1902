// zod validation of bodies, path params and query strings. Bad input is a 400 with a message that
// names the field, never a 500.
import type { Context } from "hono";
import { z } from "zod";
import { badRequest, HttpError } from "./http.ts";

// The rules the console reads too live in the contract (contract/fields.ts).
export { code, email, hasControlCharacter, intInRange, isoDate, paging, recordId, searchText } from "../../contract/fields.ts";

export function describeIssues(error: z.ZodError): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.join(".") : "body";
    const missing = issue.code === "invalid_type" && /received undefined/.test(issue.message);
    return `${where}: ${missing ? "is required" : issue.message}`;
  });
  return `Invalid request: ${parts.join("; ")}`;
}

export function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssues(result.error));
  return result.data;
}

/** Parses a JSON body (any content type; the console and curl users both send JSON). */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === "") throw badRequest("Invalid request: a JSON body is required");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("Invalid request: the body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw badRequest("Invalid request: the body must be a JSON object");
  }
  const bad = findNul(value, "");
  if (bad !== null) throw badRequest(`Invalid request: ${bad || "body"}: must not contain NUL characters`);
  return check(schema, value);
}

/** A multipart body's fields and files; a body that is not one is a 400 (an over-limit one stays 413). */
export async function multipartBody(c: Context): Promise<FormData> {
  try {
    // Hono's cached read: a writing call's body was read before its transaction (services/audit.ts).
    return await c.req.formData();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest("Invalid request: the multipart body could not be read");
  }
}

/** Path of the first string (or key) holding U+0000, which PostgreSQL text cannot store. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return here;
    const found = findNul(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The path parameters (and below, the query) read with `schema`. Pass a schema made once at
 * module level, never one written inside the handler: building a zod schema on every request cost
 * more than the check itself (about 1.5 % of a dashboard request, issue 12).
 */
export function params<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.param());
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}

// Reusable field schemas.
export const sha256Hex = z.string().regex(/^[0-9a-fA-F]{64}$/, "must be a sha256 hex digest (64 hex characters)");
export const text = (max = 200) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
