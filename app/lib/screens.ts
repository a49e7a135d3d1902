import { generatePath, matchPath } from "react-router";
import type { ScreenLink } from "./menu";

/**
 * The screens of the access table as the browser knows them (the ones this user may open, from
 * the $base loader): which one a path belongs to, its title and its breadcrumbs.
 */
export function findScreen(screens: readonly ScreenLink[], base: string, pathname: string) {
  const prefix = `/${base}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = "/" + pathname.slice(prefix.length).replace(/\/+$/, "");
  for (const screen of screens) {
    const match = matchPath({ path: "/" + screen.path, end: true }, rest);
    if (match) return { screen, params: match.params };
  }
  return undefined;
}

/** The screens above this one (nearest last), with links built from the current URL's parameters. */
export function breadcrumbs(screens: readonly ScreenLink[], base: string, screen: ScreenLink, params: Record<string, string | undefined>) {
  const crumbs: { label: string; to: string }[] = [];
  const seen = new Set<string>();
  for (let key = screen.parent; key && !seen.has(key); ) {
    seen.add(key);
    const parent = screens.find((s) => s.key === key);
    if (!parent) break;
    try {
      crumbs.unshift({ label: parent.label, to: `/${base}/${generatePath(parent.path, params)}` });
    } catch {
      break; // a parameter of the parent is not in this URL
    }
    key = parent.parent;
  }
  return crumbs;
}

/** Whether this user may open a path under the base segment (links are shown only then). */
export function canOpenPath(screens: readonly ScreenLink[], base: string, to: string) {
  return !!findScreen(screens, base, to.split("?")[0]);
}
