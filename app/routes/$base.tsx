import { Outlet, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/$base";
import { shellData } from "~/.server/kits/shell";
import { requireUser } from "~/.server/guard";
import { signedInOnly } from "~/.server/http/middleware";
import { AppShell } from "~/components/app-shell";
import { describeError, ShellErrorScreen, type ErrorShell } from "~/components/error-screen";
import { findScreen } from "~/lib/screens";
import { titlesText } from "~/lib/messages-shell";

export const middleware: Route.MiddlewareFunction[] = [signedInOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  return shellData(request, requireUser(context));
}

/**
 * The sidebar and the user do not change while the operator pages, sorts or searches a list:
 * the layout's platform calls run again only after a form post (appearance, password) or when
 * the base segment changed (token rotation). The guard (middleware) still runs on every request.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
  if (currentParams.base !== nextParams.base) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return false;
};

/** The page title is the screen's label in the access table (a screen may override it). */
export const meta: Route.MetaFunction = ({ loaderData, location, error }) => {
  if (error) return [{ title: titlesText.title(describeError(error).title) }];
  const found = loaderData ? findScreen(loaderData.screens, loaderData.base, location.pathname) : undefined;
  return [{ title: titlesText.title(found?.screen.label ?? "Sehat Console") }];
};

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell shell={loaderData}>
      <Outlet />
    </AppShell>
  );
}

/**
 * A failure of one screen (a platform error, a refused value) is shown inside the sidebar and
 * topbar, so the operator keeps the menu, the appearance and a way back. (A refusal of the guard
 * itself reaches the root's boundary, carrying the shell: see root.tsx.)
 */
export function ErrorBoundary() {
  return <ShellErrorScreen error={useRouteError()} shell={useRouteLoaderData("routes/$base") as ErrorShell | undefined} />;
}
