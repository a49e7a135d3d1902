import { useMemo } from "react";
import { useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { ScreenLink } from "~/lib/menu";
import { screenHref, type ScreenKey, type ScreenPathParams, type ScreenQuery } from "~/lib/screen-table";

/** What the $base layout hands every signed-in screen (its loader data). */
export type ShellData = {
  base: string;
  idleMs?: number;
  user: { username: string; name: string; role: string; project_name: string };
  screens: ScreenLink[];
};

/** The signed-in shell's data, from any screen under /:base. */
export function useShell(): ShellData {
  const data = useRouteLoaderData("routes/$base") as ShellData | undefined;
  return data ?? { base: "", user: { username: "", name: "", role: "", project_name: "" }, screens: [] };
}

/** The arguments of a link to screen K: its path parameters (none for most screens) and a query. */
export type ScreenArgs<K extends ScreenKey> = keyof ScreenPathParams<K> extends never
  ? [params?: ScreenPathParams<K>, query?: ScreenQuery]
  : [params: ScreenPathParams<K>, query?: ScreenQuery];

/**
 * Links by screen key for this operator: `href("detail_news", { idNews })` is the screen's URL,
 * or undefined when the operator may not open it (the shell lists the screens they may), so a
 * link to it is not shown.
 */
export function useScreenHref() {
  const { base } = useShell();
  const open = useCanOpenScreen();
  return <K extends ScreenKey>(key: K, ...[params, query]: ScreenArgs<K>): string | undefined =>
    open(key) ? screenHref(key, { ...(params as ScreenPathParams<K>), base }, query) : undefined;
}

/** Whether the operator may open a screen (a column or an action is left out when not). */
export function useCanOpenScreen(): (key: ScreenKey) => boolean {
  const { screens } = useShell();
  const open = useMemo(() => new Set(screens.map((s) => s.key)), [screens]);
  return (key) => open.has(key);
}

/**
 * The signed-in layout's title (the screen's label from the access table), for a screen that
 * names its record when it has one: `meta: ({ loaderData, matches }) => name ? […] : layoutTitle(matches)`.
 */
export function layoutTitle(matches: ReadonlyArray<{ id: string; meta: MetaDescriptor[] } | undefined>): MetaDescriptor[] {
  return matches.find((m) => m?.id === "routes/$base")?.meta ?? [];
}
