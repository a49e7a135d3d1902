import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse, type ClientActionFunctionArgs } from "react-router";
import type { FormReply } from "./form-reply";
import { isLoginRedirect, saveDraft } from "./session-draft";

/**
 * A form post that fails on the way (the connection dropped, offline for a moment, a proxy's
 * 502/503/504 instead of the console's answer) must not replace the page with an error screen and
 * lose what was typed. Each route with an action exports `clientAction = keepForm(…)`: the post goes
 * to the server as before; when it fails in the network, the page stays, the form keeps its values
 * and shows SPEC's message for that form (its own failure function, as the server uses for a
 * platform that did not answer) or a general one, with a button to send again.
 * Without JavaScript the browser posts the form itself; the console's own failures answer with the
 * form and the message (app/.server/submit.ts).
 */
export const NETWORK_FAILURE = "Koneksi terputus sebelum data terkirim. Isian Anda masih ada; periksa koneksi lalu kirim lagi.";

type Failure = { title?: string; message?: string; flash?: string } | string;
type FailureOf = (error: { status: number; message: string; reason: string }) => Failure;

/** A failure of the way there, not an answer of the console (which has its own error screens). */
export function failedInTransit(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch: network error, offline, connection reset
  if (isRouteErrorResponse(error)) return error.status === 502 || error.status === 503 || error.status === 504;
  // React Router could not read the answer: a proxy's HTML page instead of its own encoding.
  return error instanceof Error && /turbo-stream|decode|Unexpected token|single fetch/i.test(error.message);
}

/** The fields of a form as Conform keeps them (files cannot be put back into a file input). */
function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const held = values[name];
    values[name] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return values;
}

export function keepForm(failure?: FailureOf) {
  return async ({ request, serverAction }: ClientActionFunctionArgs) => {
    const form = await request.clone().formData();
    try {
      return await serverAction();
    } catch (error) {
      // The session ended meanwhile: the login page comes next; what was typed is kept for afterwards.
      if (isLoginRedirect(error)) saveDraft(new URL(request.url).pathname, form);
      if (!failedInTransit(error)) throw error;
      const said = failure?.({ status: 503, message: NETWORK_FAILURE, reason: "unreachable" }) ?? NETWORK_FAILURE;
      const text = typeof said === "string" ? said : (said.message ?? said.flash ?? NETWORK_FAILURE);
      const title = typeof said === "string" ? undefined : said.title;
      const intent = typeof form.get("intent") === "string" && form.get("intent") ? String(form.get("intent")) : "save";
      const result: SubmissionResult<string[]> = { status: "error", initialValue: formValues(form) as Record<string, string>, error: { "": title ? [title, text] : [text] } };
      return { intent, result, retry: true } satisfies FormReply;
    }
  };
}
