/**
 * When a session ends while an operator fills a form (idle, too old, signed out elsewhere), the save
 * goes to the login page. The post's fields are kept here, in this tab's sessionStorage, and put back
 * into the same form on the same screen once the same account has signed in again (issue 27). Never
 * passwords or PINs, never files (a file input cannot be filled by a page); another account that
 * signs in on this tab finds nothing: the draft is dropped when the user differs.
 */
import { draftUser } from "./draft-user";

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
  const kept: [string, string][] = [];
  let hadFiles = false;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      if (value.size > 0) hadFiles = true;
      continue;
    }
    if (name === "intent" || SECRET.test(name)) continue;
    kept.push([name, value]);
  }
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
