// The JSON envelope of SPEC §7 answers: { code, message, data? }, with `code` mirroring HTTP status.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** extra top-level fields (e.g. `success: false` on login) */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A call the caller's role or menu does not allow: a 404 as for an unknown call (services/auth.ts). */
export const refused = () => new HttpError(404, "Not found for your account", { reason: "forbidden" });

export function ok<T>(c: Context, data: T, message = "Success", extra: Record<string, unknown> = {}) {
  return c.json({ code: 200, message, ...extra, data }, 200);
}

export function okMessage(c: Context, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ code: 200, message, ...extra }, 200);
}

export function errorBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { code: status, message, ...extra };
}
