import { data, redirect } from "react-router";
import type { Route } from "./+types/resources.appearance";
import { appearanceCookie } from "~/.server/kits/appearance";
import { readForm } from "~/.server/kits/submit";
import { safeRedirect } from "~/lib/safe-redirect";

/** Light or dark appearance, kept in a cookie so the server renders the right one. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const appearance = form.get("appearance");
  if (appearance !== "light" && appearance !== "dark") throw data("Unknown appearance", { status: 400 });
  return redirect(safeRedirect(String(form.get("redirectTo") ?? "/")), {
    headers: { "Set-Cookie": await appearanceCookie(appearance) },
  });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
