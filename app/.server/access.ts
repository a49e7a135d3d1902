import type { MenuEntry, MenuGroup, ScreenLink } from "~/lib/menu";
import { featureTitle } from "~/lib/messages";
import { menuGroups, screenLabels } from "~/lib/messages-screens";
import { screenLabel } from "~/lib/screen-labels";
import { patternHref, screenHref, screenKeys, screenPaths, type ScreenKey } from "~/lib/screen-table";
import { matchScreen } from "~/lib/screens";
import type { SessionUser } from "~/lib/user";
import { env } from "./http/env";
import type { FeatureRoute } from "./upstream/shell";

/**
 * The screen catalogue: every route of SPEC §2 under the base segment, with its SPEC §6 rule.
 * Keys and paths are in app/lib/screen-table.ts (the browser builds links from them), labels in
 * app/lib/screen-labels.ts (read on the server); the rules are here, by the same keys.
 * The sidebar is built from it and the $base middleware guards every loader, action and
 * resource route with it; a path that matches no screen here is not served (404).
 */
type Rule = {
  /** Roles that may open the screen. Any other role needs `menuKey` in its menu_active. */
  roles: readonly string[];
  /** One key, or several: any of them in menu_active opens the screen. */
  menuKey?: string | readonly string[];
  /** A feature id the user's app must have (getApp), e.g. m0014 for E-Card. */
  feature?: string;
  /** Only for the core project (CORE_PROJECT_ID). */
  coreOnly?: boolean;
};

/** What the table says of a screen besides its path and label. */
type ScreenRule = Rule & {
  /** Sidebar placement: top-level group and optional sub-group; absent = not in the sidebar. */
  menu?: readonly [group: string, subgroup?: string];
  /** Not built yet: kept out of the sidebar until its screen lands. */
  pending?: true;
  /** The screen one level up, for breadcrumbs (e.g. add_news → news). */
  parent?: ScreenKey;
};

export type Screen = ScreenRule & {
  key: ScreenKey;
  /** Path under the base segment, React Router syntax. */
  path: string;
  label: string;
};

const EVERYONE = ["*"] as const;
const INSURER = ["superadmin", "admin"] as const;
const CLAIMS = ["superadmin", "admin", "eclaim"] as const;
const PROVIDER = ["provider"] as const;
const STAMP_ADMIN = ["superadmin", "sd"] as const;
/** Who reads the audit trail (the platform's auditLog rule says the same). */
const AUDITOR = ["superadmin"] as const;
/** Menu keys of the screens that pick media from the library. */
const MEDIA_USERS = ["news", "guidebook", "media-library", "banner-ads", "my-banners"] as const;

const rules: { readonly [K in ScreenKey]: ScreenRule } = {
  dashboard: { menu: ["Dashboard"], roles: EVERYONE },
  detail_logs: { roles: ["superadmin", "admin", "eclaim", "sd"], menuKey: "dashboard", parent: "dashboard" },
  profile: { roles: EVERYONE },
  termsconditional: { roles: EVERYONE },
  helps: { roles: EVERYONE },
  "contact-us": { roles: EVERYONE },
  "mobile-apps": { roles: EVERYONE },

  news: { menu: [menuGroups.content], roles: INSURER, menuKey: "news", feature: "a0001" },
  add_news: { roles: INSURER, menuKey: "news", feature: "a0001", parent: "news" },
  detail_news: { roles: INSURER, menuKey: "news", feature: "a0001", parent: "news" },
  about: { menu: [menuGroups.content], roles: INSURER, menuKey: "about", feature: "a0002" },
  guidebook: { menu: [menuGroups.content], roles: INSURER, menuKey: "guidebook", feature: "a0005" },
  notification: { menu: [menuGroups.content], roles: INSURER, menuKey: "notification" },
  "media-library": { menu: [menuGroups.content], roles: INSURER, menuKey: "media-library" },
  "media-library-reimbursement": { roles: INSURER, menuKey: "media-library", parent: "media-library" },
  // The media picker's list and upload (resource routes) serve every screen that picks media.
  "media-items": { roles: [...INSURER, "provider"], menuKey: MEDIA_USERS },
  "media-upload": { roles: [...INSURER, "provider"], menuKey: MEDIA_USERS },

  feature: { roles: INSURER, menuKey: "feature" },
  "manual-config": { menu: ["Feature Visibility"], roles: INSURER, menuKey: "manual-config" },
  "my-banners": { menu: ["Feature Visibility"], roles: INSURER, menuKey: "my-banners" },
  // The corporate pickers' asynchronous search and the open/close access log (resource route).
  corporates: { roles: CLAIMS, menuKey: ["feature", "manual-config", "my-banners", "coremedika-members"] },

  members: { roles: CLAIMS, menuKey: "members", feature: "a0004" },
  "members-all": { menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  "members-active": { menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  "members-inactive": { menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  "coremedika-members": { menu: [menuGroups.members], roles: CLAIMS, menuKey: "coremedika-members" },

  eclaim: { menu: ["E-Claim"], roles: CLAIMS, menuKey: "eclaim" },
  eclaim_status: { roles: CLAIMS, menuKey: "eclaim", parent: "eclaim" },
  eclaim_detail: { roles: CLAIMS, menuKey: "eclaim", parent: "eclaim" },
  // The files of a claim's documents (resource route), opened from the claim dialog.
  "eclaim-document": { roles: CLAIMS, menuKey: ["eclaim", "dashboard_eclaim"] },
  dashboard_eclaim: { menu: ["E-Claim"], roles: CLAIMS, menuKey: "dashboard_eclaim", coreOnly: true },

  "live_chat-open": { menu: [menuGroups.customerService, "Live Chat"], roles: INSURER, menuKey: "live_chat" },
  "live_chat-closed": { menu: [menuGroups.customerService, "Live Chat"], roles: INSURER, menuKey: "live_chat" },
  "manual-activation": { menu: [menuGroups.customerService], roles: INSURER, menuKey: "manual-activation" },

  "ecard-transaction": { menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014" },
  "ecard-activation": { menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014" },
  "ecard-dashboard": { menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014", coreOnly: true },
  // The CSV export of either event (resource route), with the table's query.
  "ecard-export": { roles: INSURER, menuKey: "ecard", feature: "m0014" },

  "premium-provider": { menu: ["Provider"], roles: INSURER, menuKey: "premium-provider", coreOnly: true },
  "add-premium-provider": { roles: INSURER, menuKey: "premium-provider", coreOnly: true, parent: "premium-provider" },
  "detail-premium-provider": { roles: INSURER, menuKey: "premium-provider", coreOnly: true, parent: "premium-provider" },
  "my-provider": { menu: ["Provider"], roles: PROVIDER },
  "category-doctor": { menu: ["Provider"], roles: PROVIDER },
  "add-category-doctor": { roles: PROVIDER, parent: "category-doctor" },
  "detail-category-doctor": { roles: PROVIDER, parent: "category-doctor" },
  "all-doctor": { menu: ["Provider"], roles: PROVIDER },
  "add-doctor": { roles: PROVIDER, parent: "all-doctor" },
  "detail-doctor": { roles: PROVIDER, parent: "all-doctor" },
  "banner-ads": { menu: ["Provider"], roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true },
  "add-banner-ads": { roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true, parent: "banner-ads" },
  "detail-banner-ads": { roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true, parent: "banner-ads" },

  reservation: { menu: [screenLabels.reservation], roles: INSURER, menuKey: "reservation", coreOnly: true },
  "reservation-export": { roles: INSURER, menuKey: "reservation", coreOnly: true, parent: "reservation" },

  ematerai: { menu: ["E-Materai"], roles: STAMP_ADMIN, menuKey: "ematerai" },
  "add-ematerai": { roles: STAMP_ADMIN, menuKey: "ematerai", parent: "ematerai" },
  templating: { roles: STAMP_ADMIN, menuKey: "ematerai", parent: "ematerai" },
  "template-list": { menu: ["E-Materai"], roles: ["e-materai"] },
  "add-template": { roles: [...STAMP_ADMIN, "e-materai"], menuKey: "ematerai", parent: "templating" },
  "edit-template": { roles: [...STAMP_ADMIN, "e-materai"], menuKey: "ematerai", parent: "templating" },
  "e-sign-corporates": { menu: ["E-Sign"], roles: STAMP_ADMIN, menuKey: "e-sign" },
  "e-sign-corporate-new": { roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-corporates" },
  "e-sign-members": { roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-corporates" },
  "e-sign-member-new": { roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-members" },

  // The audit trail (issue 26, not in SPEC): superadmin's alone, whatever another role's menu_active holds.
  "audit-log": { menu: [screenLabels["audit-log"]], roles: AUDITOR },
  // Its CSV export (resource route), with the list's filters.
  "audit-log-export": { roles: AUDITOR, parent: "audit-log" },
  "audit-log-detail": { roles: AUDITOR, parent: "audit-log" },
};

/** Every screen: its key, path (screen-table.ts) and label (screen-labels.ts) with its rule, in matching order. */
export const screens: readonly Screen[] = screenKeys.map((key) => ({ key, path: screenPaths[key], label: screenLabel[key], ...rules[key] }));

/**
 * What a user may do inside a screen (SPEC §6), next to what they may open. Routes and
 * upstream modules ask `can(user, "members.delete")` instead of comparing roles themselves.
 */
const capabilities = {
  /** Delete a member account (with the security code). */
  "members.delete": ["superadmin"],
  /** Rename and delete media of the library; everyone else only opens them. */
  "media.manage": ["superadmin", "admin"],
} as const satisfies Record<string, readonly string[]>;
export type Capability = keyof typeof capabilities;

export function can(user: Pick<SessionUser, "role">, capability: Capability): boolean {
  return (capabilities[capability] as readonly string[]).includes(user.role);
}

/**
 * The payors a user may see (SPEC §6): every payor when payor_code holds '*', otherwise the
 * comma list. The one parser of payor_code: "P001,*" is every payor, as on the platform.
 */
export function payorScope(user: Pick<SessionUser, "payor_code">): "*" | ReadonlySet<string> {
  const codes = user.payor_code.split(",").map((p) => p.trim()).filter(Boolean);
  return codes.includes("*") ? "*" : new Set(codes);
}

/** Whether a row of this payor may reach the user's browser (the console checks, as the platform does). */
export function inPayorScope(user: Pick<SessionUser, "payor_code">, payorCode: string | null | undefined): boolean {
  const scope = payorScope(user);
  return scope === "*" || (!!payorCode && scope.has(payorCode));
}

export function isCoreProject(user: SessionUser): boolean {
  return user.project_id === env.CORE_PROJECT_ID;
}

export function canOpen(user: SessionUser, screen: Rule): boolean {
  if (screen.coreOnly && !isCoreProject(user)) return false;
  if (screen.feature && !user.features.includes(screen.feature)) return false;
  if (screen.roles.includes("*") || screen.roles.includes(user.role)) return true;
  const known = ["superadmin", "admin", "eclaim", "provider", "e-materai", "sd"];
  // Roles of SPEC §6 have fixed rights; any other role is limited by its menu_active list.
  const keys: readonly string[] = typeof screen.menuKey === "string" ? [screen.menuKey] : (screen.menuKey ?? []);
  return !known.includes(user.role) && keys.some((key) => user.menu_active.includes(key));
}

/** The screen a path under the base segment belongs to, or undefined (not served). */
export function screenFor(pathUnderBase: string): { screen: Screen; params: Record<string, string | undefined> } | undefined {
  return matchScreen(screens, "/" + pathUnderBase.replace(/^\/+|\/+$/g, ""));
}

/**
 * The screens this user may open, as the browser needs them: page titles and breadcrumbs
 * (PageHead) and "is this link's target open to me" (links are shown only then).
 */
export function openScreens(user: SessionUser): ScreenLink[] {
  return screens
    .filter((s) => !s.pending && canOpen(user, s))
    .map((s) => ({ key: s.key, path: s.path, label: s.label, ...(s.parent ? { parent: s.parent } : {}) }));
}

export function screenByKey(key: ScreenKey): Screen {
  return screens.find((s) => s.key === key)!;
}

/**
 * The sidebar for this user: groups in catalogue order, two levels deep. Feature visibility
 * screens are one per feature route of the user's app (get/getRoutes).
 */
export function buildMenu(user: SessionUser, base: string, featureRoutes: FeatureRoute[]): MenuEntry[] {
  const top: MenuEntry[] = [];
  const groups = new Map<string, MenuGroup>();
  const groupFor = (label: string, parent: MenuEntry[]): MenuGroup => {
    const id = `${parent === top ? "" : "sub:"}${label}`;
    let group = groups.get(id);
    if (!group) {
      group = { kind: "group", label, items: [] };
      groups.set(id, group);
      parent.push(group);
    }
    return group;
  };
  const visible = screens.filter((s) => s.menu && !s.pending && canOpen(user, s));
  const perGroup = new Map<string, number>();
  for (const s of visible) perGroup.set(s.menu![0], (perGroup.get(s.menu![0]) ?? 0) + 1);
  for (const screen of visible) {
    const [groupLabel, subLabel] = screen.menu!;
    const link: MenuEntry = { kind: "link", label: screen.label, to: patternHref(screen.path, { base }) };
    // A screen named like its group is the group itself, unless the group holds other screens too.
    if (groupLabel === screen.label && perGroup.get(groupLabel) === 1) {
      top.push(link);
      continue;
    }
    const group = groupFor(groupLabel, top);
    (subLabel ? groupFor(subLabel, group.items) : group).items.push(link);
  }
  const feature = screenByKey("feature");
  if (!feature.pending && canOpen(user, feature) && featureRoutes.length > 0) {
    const group = groupFor("Feature Visibility", top);
    group.items.unshift(
      ...featureRoutes.map((r): MenuEntry => ({ kind: "link", label: featureTitle(r.name), to: screenHref("feature", { base, name: r.name }) })),
    );
  }
  return top;
}
