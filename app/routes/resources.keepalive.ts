import { data } from "react-router";
import type { Route } from "./+types/resources.keepalive";
import { sessionContext } from "~/.server/session";

/**
 * "Tetap masuk" of the idle warning (components/idle-warning.tsx): a request of the signed-in
 * operator, which is all it takes to keep the session (the root middleware notes it was seen).
 * Answers whether there still is a session to keep.
 */
export function action({ context }: Route.ActionArgs) {
  const signedIn = Boolean(context.get(sessionContext).user);
  return data({ signedIn }, { status: signedIn ? 200 : 401, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
