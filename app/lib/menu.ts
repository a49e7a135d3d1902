/** The sidebar as the server hands it to the shell: only what this user may open. */
export type MenuLink = { kind: "link"; label: string; to: string };
export type MenuGroup = { kind: "group"; label: string; items: MenuEntry[] };
export type MenuEntry = MenuLink | MenuGroup;

/** A screen the user may open (from the access table): its path under the base segment and title. */
export type ScreenLink = { key: string; path: string; label: string; parent?: string };
