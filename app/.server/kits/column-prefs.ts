import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { ListConfig } from "~/lib/list";
import { env } from "../http/env";

/**
 * The column chooser's memory: per user and per table, the columns the user switched off.
 * It is a signed cookie read by the loader, so the table is drawn without those columns on the
 * server and the chooser works without JavaScript. Columns hidden by flag_access (SPEC §6) are
 * not a preference: the loader drops them whatever this cookie says.
 */
const cookie = createCookie("sehat_columns", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : env.production,
  secrets: env.sessionSecrets,
  maxAge: 60 * 60 * 24 * 365,
});

/** A few users on a shared machine, a handful of tables each; older users drop out first. */
const MAX_USERS = 8;
const key = z.string().regex(/^[a-z0-9_-]{1,40}$/i);
const prefsSchema = z.record(z.string().max(200), z.record(key, z.array(key).max(40)));
type Prefs = z.infer<typeof prefsSchema>;

async function readAll(request: Request): Promise<Prefs> {
  try {
    const value = await cookie.parse(request.headers.get("Cookie"));
    const parsed = prefsSchema.safeParse(value);
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Columns this user switched off in this table (only keys of `known`). */
export async function readHiddenColumns(request: Request, username: string, table: string, known: readonly string[]): Promise<string[]> {
  const hidden = (await readAll(request))[username]?.[table] ?? [];
  return hidden.filter((k) => known.includes(k));
}

/**
 * Handles the chooser's post (`shown` = the checked column keys) and answers with a redirect
 * back to the list that sets the cookie. At least one column stays on.
 */
export async function saveColumnChoice(request: Request, form: FormData, username: string, table: string, known: readonly string[], back: string) {
  const shown = new Set(form.getAll("shown").map(String));
  let hidden = known.filter((k) => !shown.has(k));
  if (hidden.length === known.length) hidden = [];
  const all = await readAll(request);
  const { [username]: mine = {}, ...others } = all;
  const kept = Object.entries(others).slice(-(MAX_USERS - 1));
  const next: Prefs = { ...Object.fromEntries(kept), [username]: { ...mine, [table]: hidden } };
  return redirect(back, { headers: { "Set-Cookie": await cookie.serialize(next) } });
}

/**
 * The columns a user gets in a table: flag_access (SPEC §6) removes some for good, the chooser
 * hides others. `allowed` may reach the browser's chooser; only `shown` columns reach the page.
 * `sortable(config)` is the list's config with the sort keys of allowed columns only, so a column
 * the user may not see does not order the rows either.
 */
export async function columnsFor<Field extends { key: string; header: string }>(request: Request, user: { username: string; hidden_fields: string[] }, table: string, fields: readonly Field[]) {
  const allowed = fields.map((f) => f.key).filter((k) => !user.hidden_fields.includes(k));
  const hidden = await readHiddenColumns(request, user.username, table, allowed);
  return {
    allowed,
    shown: allowed.filter((k) => !hidden.includes(k)),
    hidden,
    choosable: fields.filter((f) => allowed.includes(f.key)),
    sortable: <Sort extends string, Filters extends Record<string, unknown>>(config: ListConfig<Sort, Filters>): ListConfig<Sort, Filters> => ({
      ...config,
      sortKeys: config.sortKeys?.filter((k) => allowed.includes(k)),
    }),
  };
}
