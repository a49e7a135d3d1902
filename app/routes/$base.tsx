import { Outlet } from "react-router";
import type { Route } from "./+types/$base";
import { buildMenu, canOpen, screenByKey } from "~/.server/access";
import { readAppearance } from "~/.server/appearance";
import { requireUser } from "~/.server/guard";
import { signedInOnly } from "~/.server/middleware";
import { getRoutes } from "~/.server/upstream/session";
import { AppShell } from "~/components/app-shell";

export const middleware: Route.MiddlewareFunction[] = [signedInOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, base, session } = requireUser(context);
  const feature = screenByKey("feature");
  const featureRoutes = !feature.pending && canOpen(user, feature) ? await getRoutes(session) : [];
  return {
    base,
    user: { name: user.name, role: user.role, project_name: user.project_name },
    menu: buildMenu(user, base, featureRoutes),
    appearance: await readAppearance(request),
  };
}

export default function SignedInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell base={loaderData.base} user={loaderData.user} menu={loaderData.menu} appearance={loaderData.appearance}>
      <Outlet />
    </AppShell>
  );
}
