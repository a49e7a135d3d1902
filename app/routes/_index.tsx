import { redirect } from "react-router";
import type { Route } from "./+types/_index";
import { baseSegment, sessionContext } from "~/.server/session";
import { screenHref } from "~/lib/screen-table";

/**
 * '/' goes to the dashboard, or to the login page without a session. A middleware, not a
 * loader: the root loader must not run (and use up a flash notice) for a page that redirects.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    const { token, user } = context.get(sessionContext);
    if (!token || !user) throw redirect("/authentication/login");
    throw redirect(screenHref("dashboard", { base: baseSegment(token) }));
  },
];

export function loader() {
  return null;
}
