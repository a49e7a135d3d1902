import { redirect } from "react-router";
import type { Route } from "./+types/_index";
import { baseSegment, sessionContext } from "~/.server/session";

/** '/' goes to the dashboard, or to the login page without a session. */
export async function loader({ context }: Route.LoaderArgs) {
  const { token, user } = context.get(sessionContext);
  if (!token || !user) throw redirect("/authentication/login");
  throw redirect(`/${baseSegment(token)}/dashboard`);
}
