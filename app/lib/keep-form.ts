import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse, type ClientActionFunctionArgs } from "react-router";
import type { FormReply } from "./form-reply";
import { draftUser } from "./draft-user";

/**
 * A form post that fails on the way (the connection dropped, offline for a moment, a proxy's
 * 502/503/504 instead of the console's answer) must not replace the page with an error screen and
 * lose what was typed. Each route with an action exports `clientAction = keepForm(…)`: the post goes
 * to the server as before; when it fails in the network, the page stays, the form keeps its values
 * and shows SPEC's message for that form (its own failure function, as the server uses for a
 * platform that did not answer) or a general one, with a button to send again.
 * Without JavaScript the browser posts the form itself; the console's own failures answer with the
 * form and the message (app/.server/kits/submit.ts).
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
/** A form's text fields in order, and whether it carried a chosen file (files cannot be kept). */
function textFields(form: FormData): { fields: [string, string][]; hadFiles: boolean } {
  const fields: [string, string][] = [];
  let hadFiles = false;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields.push([name, value]);
    else if (value.size > 0) hadFiles = true;
  }
  return { fields, hadFiles };
}

function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of textFields(form).fields) {
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

// ── Session drafts ──────────────────────────────────────────────────────────

/**
 * When a session ends while an operator fills a form (idle, too old, signed out elsewhere), the save
 * goes to the login page. The post's fields are kept here, in this tab's sessionStorage, and put back
 * into the same form on the same screen once the same account has signed in again (issue 27). Never
 * passwords or PINs, never files (a file input cannot be filled by a page); another account that
 * signs in on this tab finds nothing: the draft is dropped when the user differs.
 */
const PREFIX = "sehat-draft:";
/** Older than a working day: the operator has moved on. */
const MAX_AGE_MS = 12 * 3_600_000;
const SECRET = /pass|pin/i;

export const DRAFT_RESTORED = "Sesi Anda sempat berakhir: isian yang belum tersimpan sudah dikembalikan. Periksa, lalu simpan lagi.";
export const DRAFT_FILES_AGAIN = "Berkas yang tadi dipilih perlu dipilih lagi.";

export type Draft = { user: string; intent: string; at: number; value: Record<string, unknown>; hadFiles: boolean };


/** The screen's path without the base segment (it changes with every sign-in). */
export function screenKey(pathname: string): string {
  return PREFIX + pathname.split("/").filter(Boolean).slice(1).join("/");
}

export function isLoginRedirect(thrown: unknown): boolean {
  return thrown instanceof Response && thrown.status >= 300 && thrown.status < 400 && (thrown.headers.get("Location") ?? "").startsWith("/authentication/login");
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

/** Field names as Conform writes them ("items[0].name") into the nested value its `update` takes. */
export function nestFields(fields: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const path = [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
    if (path.length === 0) continue;
    let node: Record<string | number, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        const held = node[key];
        node[key] = held === undefined ? value : Array.isArray(held) && typeof path[i] !== "number" ? [...held, value] : typeof held === "string" ? [held, value] : value;
        return;
      }
      node[key] ??= typeof path[i + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    });
  }
  return root;
}

/** Keeps what a refused post (its session ended) carried, for the same screen after signing in. */
export function saveDraft(pathname: string, form: FormData): void {
  const store = storage();
  const signedInAs = draftUser();
  if (!store || !signedInAs) return;
  const { fields, hadFiles } = textFields(form);
  const kept = fields.filter(([name]) => name !== "intent" && !SECRET.test(name));
  const intent = typeof form.get("intent") === "string" && form.get("intent") ? String(form.get("intent")) : "save";
  const draft: Draft = { user: signedInAs, intent, at: Date.now(), value: nestFields(kept), hadFiles };
  try {
    store.setItem(screenKey(pathname), JSON.stringify(draft));
  } catch {
    // full or refused: nothing kept
  }
}

/** The draft of this screen's form for this user, taken out of storage; a draft of another user is dropped. */
export function takeDraft(pathname: string, intent: string, user: string, now = Date.now()): Draft | null {
  const store = storage();
  if (!store) return null;
  const key = screenKey(pathname);
  const raw = store.getItem(key);
  if (!raw) return null;
  let draft: Draft | null = null;
  try {
    draft = JSON.parse(raw) as Draft;
  } catch {
    store.removeItem(key);
    return null;
  }
  if (draft.user !== user || now - draft.at > MAX_AGE_MS) {
    store.removeItem(key);
    return null;
  }
  if (draft.intent !== intent) return null; // another form of the page
  store.removeItem(key);
  return draft;
}
