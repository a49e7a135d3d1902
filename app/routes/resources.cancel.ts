import { data, redirect } from "react-router";
import type { Route } from "./+types/resources.cancel";
import { sessionContext } from "~/.server/session";
import { readForm } from "~/.server/kits/submit";
import { safeRedirect } from "~/lib/safe-redirect";

/**
 * Cancel on a confirmation without JavaScript (components/confirm.tsx): SPEC's 'Canceled!' notice,
 * as the browser shows it with JavaScript, then back to where the dialog was opened from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  context.get(sessionContext).flash({ type: "warning", message: "Canceled!" });
  return redirect(safeRedirect(String(form.get("to") ?? "/")));
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
