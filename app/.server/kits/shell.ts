import { env } from "../http/env";
import { buildMenu, canOpen, openScreens, screenByKey } from "../access";
import { readAppearance } from "./appearance";
import type { SignedIn } from "../http/middleware";
import { orFallback } from "../upstream/request";
import { getRoutes } from "../upstream/shell";

/**
 * What the signed-in shell draws: the sidebar (from the access table), the screens the user may
 * open (titles, breadcrumbs, which links to show), the user and the appearance. The $base loader
 * answers it; a page the guard refuses carries it in its 403/404, so the error keeps the shell.
 */
export async function shellData(request: Request, { user, base, upstream }: Pick<SignedIn, "user" | "base" | "upstream">) {
  const feature = screenByKey("feature");
  // The shell never fails because of the feature list: without it the group is just shorter.
  const featureRoutes = !feature.pending && canOpen(user, feature) ? await orFallback(getRoutes(upstream), []) : [];
  return {
    base,
    /** the idle warning (components/idle-warning.tsx) counts from the tab's last request */
    idleMs: env.SESSION_IDLE_MINUTES * 60_000,
    user: { username: user.username, name: user.name, role: user.role, project_name: user.project_name },
    menu: buildMenu(user, base, featureRoutes),
    screens: openScreens(user),
    appearance: await readAppearance(request),
  };
}
