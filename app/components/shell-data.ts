import { useRouteLoaderData } from "react-router";
import type { ScreenLink } from "~/lib/menu";
import { canOpenPath } from "~/lib/screens";

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

/** Whether the signed-in user may open a link's target: a link is shown only then (no dead ends). */
export function useCanOpen(): (to: string) => boolean {
  const { base, screens } = useShell();
  return (to) => canOpenPath(screens, base, to);
}
