import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { FormReply } from "~/lib/form-reply";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Notice, RequestSession } from "../session";
import { UpstreamError } from "../upstream/request";
import { bodyLimit } from "~/lib/media";
import { readMultipart } from "./multipart";

/**
 * The form kernel: every form action is "validate with the schema → run the platform call →
 * flash the SPEC message → redirect", or, when something fails, "answer the submission with the
 * message and what was typed". Every action answers one shape, `{ intent, result }` (FormReply),
 * so two forms on one page never read each other's replies.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The request's form fields. Anything that is not a form body is refused here, once, with 415
 * (another content type) or 400 (a broken body), never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw data({ message: "Kirim data sebagai formulir." }, { status: 415 });
  try {
    // Files go to disk as they arrive (multipart.ts); server.js has already capped the body.
    if (type === "multipart/form-data") return await readMultipart(request, { fileBytes: bodyLimit(new URL(request.url).pathname) });
    return await request.formData();
  } catch {
    throw data({ message: "Data formulir tidak dapat dibaca." }, { status: 400 });
  }
}

/** The `intent` field: which form of the page was posted ("save" when the form has none). */
export function intentOf(form: FormData): string {
  const intent = form.get("intent");
  return typeof intent === "string" && intent ? intent : "save";
}

/**
 * The `redirectTo` field of a list screen's form, if it stays on that screen (`under`), so an
 * action returns to the same list state (search, page, filters); otherwise `under` itself.
 */
export function backTo(form: FormData, under: string): string {
  const to = safeRedirect(String(form.get("redirectTo") ?? ""), under);
  return to === under || to.startsWith(`${under}?`) || to.startsWith(`${under}/`) ? to : under;
}

/** The form of a one-click action on a record (delete, toggle): its id. */
export const recordForm = z.object({ id: z.string({ error: "Data tidak dikenal." }).trim().regex(/^[\w.-]{1,64}$/, "Data tidak dikenal.") });

/** Refuses a submission from inside `run`, with messages for fields or for the whole form. */
export class FormError extends Error {
  constructor(
    readonly errors: { fields?: Record<string, string[]>; form?: string[] },
    readonly status = 400,
    readonly headers?: HeadersInit,
  ) {
    super(errors.form?.[0] ?? Object.values(errors.fields ?? {})[0]?.[0] ?? "Invalid form");
  }
}

/** Where a successful submission goes. */
export type Success<Extra> =
  /** Flash the message and redirect (the usual end of a save). */
  | { flash?: string | Notice; redirectTo: string }
  /** Stay on the page: flash, optionally clear the form, optionally hand the page a result. */
  | { flash?: string | Notice; reset?: boolean; extra?: Extra };

/** What the operator is told when the platform refuses: the SPEC message, and where to go. */
export type Failure = string | { flash?: string; message?: string; title?: string; redirectTo?: string; status?: number };

export type SubmitOptions<Schema extends z.ZodType, Result, Extra> = {
  session: RequestSession;
  /** The form's `intent` (one per form of the page). */
  intent?: string;
  schema: Schema;
  /** The platform call(s); may throw FormError to refuse with messages. */
  run: (value: z.output<Schema>) => Promise<Result>;
  success: Success<Extra> | ((result: Result, value: z.output<Schema>) => Success<Extra>);
  /** For an UpstreamError: a flash message (also shown above the buttons with the platform's words). */
  failure: Failure | ((error: UpstreamError, value: z.output<Schema>) => Failure);
  /** Fields never sent back (passwords). */
  hideFields?: string[];
};

function notice(flash: string | Notice, type: Notice["type"]): Notice {
  return typeof flash === "string" ? { type, message: flash } : flash;
}

/**
 * Runs one form submission. Redirects are thrown; everything else is answered as
 * `data({ intent, result, extra? }, { status })`.
 */
export async function submitForm<Schema extends z.ZodType, Result, Extra = undefined>(
  source: Request | FormData,
  options: SubmitOptions<Schema, Result, Extra>,
) {
  const form = source instanceof FormData ? source : await readForm(source);
  const intent = options.intent ?? intentOf(form);
  const hideFields = options.hideFields;
  const submission = parseWithZod(form, { schema: options.schema });
  const answer = (result: SubmissionResult<string[]>, status: number, extra?: Extra, headers?: HeadersInit) =>
    data<FormReply<Extra>>(extra === undefined ? { intent, result } : { intent, result, extra }, { status, headers });

  if (submission.status !== "success") {
    // A list button without JavaScript (Conform's insert/remove) is not a failure.
    return answer(submission.reply({ hideFields }), submission.status === "error" ? 400 : 200);
  }
  const value = submission.value as z.output<Schema>;

  let result: Result;
  try {
    result = await options.run(value);
  } catch (error) {
    if (error instanceof FormError) {
      return answer(submission.reply({ fieldErrors: error.errors.fields, formErrors: error.errors.form, hideFields }), error.status, undefined, error.headers);
    }
    if (!(error instanceof UpstreamError)) throw error;
    const failure = typeof options.failure === "function" ? options.failure(error, value) : options.failure;
    const { flash, message, title, redirectTo, status } = typeof failure === "string" ? { flash: failure, message: undefined, title: undefined, redirectTo: undefined, status: undefined } : failure;
    if (flash) options.session.flash(notice(flash, "error"));
    if (redirectTo) throw redirect(redirectTo);
    const formError = message ?? [flash, error.message].filter(Boolean).join(" ");
    // A titled message (SPEC §8: "title 'Error', text …") is two form errors: title, then text (FormErrors).
    return answer(submission.reply({ formErrors: title ? [title, formError] : [formError], hideFields }), status ?? (error.status >= 500 ? 502 : 400));
  }

  const success = typeof options.success === "function" ? options.success(result, value) : options.success;
  if (success.flash) options.session.flash(notice(success.flash, "success"));
  if ("redirectTo" in success) throw redirect(success.redirectTo);
  return answer(submission.reply({ resetForm: success.reset, hideFields }), 200, success.extra);
}

/** The same reply shape for an action that answers without a schema (e.g. a read-only Save). */
export function replyWith<Extra = undefined>(intent: string, formErrors: string[], status = 400, extra?: Extra) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": formErrors } };
  return data<FormReply<Extra>>(extra === undefined ? { intent, result } : { intent, result, extra }, { status });
}
