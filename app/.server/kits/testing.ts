import type { MenuEntry } from "~/lib/menu";
import type { SessionUser } from "~/lib/user";
import { canOpen, screenFor } from "../access";
import { loadSession, type RequestSession } from "../session";
import { Upstream } from "../upstream/client";

/** Test support for the console's server code: one user builder, one way to get a signed-in client. */

/** A signed-in user of the core project (admin, every payor) with `partial` changed. */
export function userWith(partial: Partial<SessionUser> = {}): SessionUser {
  return {
    username: "u",
    name: "U",
    role: "admin",
    app_id: "APP001",
    mobile_id: "MOB001",
    project_id: "PRJ001",
    project_name: "Sehat Core",
    payor_code: "*",
    menu_active: [],
    features: ["a0001", "a0002", "a0004", "a0005", "a0010", "m0014"],
    provider_code: null,
    provider_name: null,
    whitelable: null,
    hidden_fields: [],
    ...partial,
  };
}

/** Whether `user` may open the screen at `path` (under the base segment). */
export function opens(user: SessionUser, path: string): boolean {
  const match = screenFor(path);
  return !!match && canOpen(user, match.screen);
}

/** Every link of a sidebar, depth first. */
export function menuLinks(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === "link" ? [e.to] : menuLinks(e.items)));
}

/** A request session signed in with `token` as `user`, and the platform client bound to it. */
export async function signedIn(user: SessionUser, token: string): Promise<{ session: RequestSession; upstream: Upstream }> {
  const session = await loadSession(new Request("http://console.test/"));
  session.signIn(token, user);
  return { session, upstream: new Upstream(session, user) };
}
