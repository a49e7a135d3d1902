import type { RouterContextProvider } from "react-router";
import { signedInContext } from "./http/middleware";
import { sessionContext } from "./session";

/**
 * For loaders and actions under /:base: the user the $base middleware let through, the session,
 * and `upstream`, the platform client bound to this user. Throws if the middleware did not run
 * (a route outside /:base asking for a user is a programming error, not a visitor's).
 */
export function requireUser(context: Readonly<RouterContextProvider>) {
  const signedIn = context.get(signedInContext);
  return { ...signedIn, session: context.get(sessionContext) };
}
