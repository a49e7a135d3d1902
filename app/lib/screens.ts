import { matchPath } from "react-router";
import type { ScreenLink } from "./menu";
import { patternHref } from "./screen-table";

/**
 * The screens of the access table as the browser knows them (the ones this user may open, from
 * the $base loader): which one a path belongs to, its title and its breadcrumbs.
 */
export function findScreen(screens: readonly ScreenLink[], base: string, pathname: string) {
  const prefix = `/${base}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  return matchScreen(screens, "/" + pathname.slice(prefix.length).replace(/\/+$/, ""));
}

/**
 * The first screen whose pattern ("eclaim_status/:payorCode/:statusClaim") matches a path under
 * the base segment ("/eclaim_status/P001/3"), with the path's parameters. The server's guard and
 * the browser's titles and links share it. A pattern whose first segment is fixed is skipped
 * when that segment differs, before matchPath builds its regular expression: the menu asks this
 * for each of its links, over every screen.
 */
export function matchScreen<S extends { path: string }>(screens: readonly S[], path: string) {
  const head = firstSegment(path).toLowerCase();
  for (const screen of screens) {
    const own = firstSegment(screen.path);
    if (FIXED.test(own) && own.toLowerCase() !== head) continue;
    const match = matchPath({ path: "/" + screen.path, end: true }, path);
    if (match) return { screen, params: match.params };
  }
  return undefined;
}

const FIXED = /^[\w.~-]*$/;

function firstSegment(path: string) {
  const start = path.startsWith("/") ? 1 : 0;
  const end = path.indexOf("/", start);
  return end < 0 ? path.slice(start) : path.slice(start, end);
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
      crumbs.unshift({ label: parent.label, to: patternHref(parent.path, { ...params, base }) });
    } catch {
      break; // a parameter of the parent is not in this URL
    }
    key = parent.parent;
  }
  return crumbs;
}
