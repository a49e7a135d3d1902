import type { MenuEntry, MenuGroup, ScreenLink } from "~/lib/menu";
import { featureTitle } from "~/lib/messages";
import { helpPages } from "~/lib/messages-frame";
import { menuGroups, screenLabels } from "~/lib/messages-screens";
import { matchScreen } from "~/lib/screens";
import type { SessionUser } from "~/lib/user";
import { env } from "./env";
import type { FeatureRoute } from "./upstream/shell";

/**
 * The screen catalogue: every route of SPEC §2 under the base segment, with its SPEC §6 rule.
 * Labels SPEC names are written here as SPEC writes them; the others are the message catalogue's.
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

export type Screen = Rule & {
  key: string;
  /** Path under the base segment, React Router syntax. */
  path: string;
  label: string;
  /** Sidebar placement: top-level group and optional sub-group; absent = not in the sidebar. */
  menu?: readonly [group: string, subgroup?: string];
  /** Not built yet: kept out of the sidebar until its screen lands. */
  pending?: true;
  /** The screen one level up, for breadcrumbs (e.g. add_news → news). */
  parent?: string;
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

export const screens: readonly Screen[] = [
  { key: "dashboard", path: "dashboard", label: "Dashboard", menu: ["Dashboard"], roles: EVERYONE },
  { key: "detail_logs", path: "detail_logs/:dateLogs", label: screenLabels.detail_logs, roles: ["superadmin", "admin", "eclaim", "sd"], menuKey: "dashboard", parent: "dashboard" },
  { key: "profile", path: "profile", label: screenLabels.profile, roles: EVERYONE },
  { key: "termsconditional", path: "termsconditional", label: helpPages.termsconditional, roles: EVERYONE },
  { key: "helps", path: "helps", label: helpPages.helps, roles: EVERYONE },
  { key: "contact-us", path: "contact-us", label: helpPages["contact-us"], roles: EVERYONE },
  { key: "mobile-apps", path: "mobile-apps", label: helpPages["mobile-apps"], roles: EVERYONE },

  { key: "news", path: "news", label: screenLabels.news, menu: [menuGroups.content], roles: INSURER, menuKey: "news", feature: "a0001" },
  { key: "add_news", path: "add_news", label: screenLabels.add_news, roles: INSURER, menuKey: "news", feature: "a0001", parent: "news" },
  { key: "detail_news", path: "detail_news/:idNews", label: screenLabels.detail_news, roles: INSURER, menuKey: "news", feature: "a0001", parent: "news" },
  { key: "about", path: "about", label: screenLabels.about, menu: [menuGroups.content], roles: INSURER, menuKey: "about", feature: "a0002" },
  { key: "guidebook", path: "guidebook", label: screenLabels.guidebook, menu: [menuGroups.content], roles: INSURER, menuKey: "guidebook", feature: "a0005" },
  { key: "notification", path: "notification", label: screenLabels.notification, menu: [menuGroups.content], roles: INSURER, menuKey: "notification" },
  { key: "media-library", path: "media-library", label: "Media Library", menu: [menuGroups.content], roles: INSURER, menuKey: "media-library" },
  { key: "media-library-reimbursement", path: "media-library/reimbursement", label: screenLabels["media-library-reimbursement"], roles: INSURER, menuKey: "media-library", parent: "media-library" },
  // The media picker's list and upload (resource routes) serve every screen that picks media.
  { key: "media-items", path: "media-library/items", label: screenLabels["media-items"], roles: [...INSURER, "provider"], menuKey: MEDIA_USERS },
  { key: "media-upload", path: "media-library/upload", label: screenLabels["media-upload"], roles: [...INSURER, "provider"], menuKey: MEDIA_USERS },

  { key: "feature", path: "feature/:name", label: screenLabels.feature, roles: INSURER, menuKey: "feature" },
  { key: "manual-config", path: "manual-config", label: "Manual Config Feature", menu: ["Feature Visibility"], roles: INSURER, menuKey: "manual-config" },
  { key: "my-banners", path: "my-banners", label: "Banner Setting", menu: ["Feature Visibility"], roles: INSURER, menuKey: "my-banners" },
  // The corporate pickers' asynchronous search and the open/close access log (resource route).
  { key: "corporates", path: "corporates", label: screenLabels.corporates, roles: CLAIMS, menuKey: ["feature", "manual-config", "my-banners", "coremedika-members"] },

  { key: "members", path: "members", label: menuGroups.members, roles: CLAIMS, menuKey: "members", feature: "a0004" },
  { key: "members-all", path: "members/all", label: screenLabels["members-all"], menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  { key: "members-active", path: "members/active", label: screenLabels["members-active"], menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  { key: "members-inactive", path: "members/inactive", label: screenLabels["members-inactive"], menu: [menuGroups.members], roles: CLAIMS, menuKey: "members", feature: "a0004" },
  { key: "coremedika-members", path: "coremedika-members", label: screenLabels["coremedika-members"], menu: [menuGroups.members], roles: CLAIMS, menuKey: "coremedika-members" },

  { key: "eclaim", path: "eclaim", label: "E-Claim", menu: ["E-Claim"], roles: CLAIMS, menuKey: "eclaim" },
  { key: "eclaim_status", path: "eclaim_status/:payorCode/:statusClaim", label: screenLabels.eclaim_status, roles: CLAIMS, menuKey: "eclaim", parent: "eclaim" },
  { key: "eclaim_detail", path: "eclaim_detail/:cardNo", label: screenLabels.eclaim_detail, roles: CLAIMS, menuKey: "eclaim", parent: "eclaim" },
  // The files of a claim's documents (resource route), opened from the claim dialog.
  { key: "eclaim-document", path: "eclaim/document", label: screenLabels["eclaim-document"], roles: CLAIMS, menuKey: ["eclaim", "dashboard_eclaim"] },
  { key: "dashboard_eclaim", path: "dashboard_eclaim", label: screenLabels.dashboard_eclaim, menu: ["E-Claim"], roles: CLAIMS, menuKey: "dashboard_eclaim", coreOnly: true },

  { key: "live_chat-open", path: "live_chat/open", label: "Open", menu: [menuGroups.customerService, "Live Chat"], roles: INSURER, menuKey: "live_chat" },
  { key: "live_chat-closed", path: "live_chat/closed", label: "Closed", menu: [menuGroups.customerService, "Live Chat"], roles: INSURER, menuKey: "live_chat" },
  { key: "manual-activation", path: "manual-activation", label: screenLabels["manual-activation"], menu: [menuGroups.customerService], roles: INSURER, menuKey: "manual-activation" },

  { key: "ecard-transaction", path: "ecard/transaction", label: screenLabels["ecard-transaction"], menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014" },
  { key: "ecard-activation", path: "ecard/activation", label: screenLabels["ecard-activation"], menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014" },
  { key: "ecard-dashboard", path: "ecard/dashboard", label: "Dashboard", menu: ["E-Card"], roles: INSURER, menuKey: "ecard", feature: "m0014", coreOnly: true },
  // The CSV export of either event (resource route), with the table's query.
  { key: "ecard-export", path: "ecard/:event/export", label: screenLabels["ecard-export"], roles: INSURER, menuKey: "ecard", feature: "m0014" },

  { key: "premium-provider", path: "premium-provider", label: "Premium Provider", menu: ["Provider"], roles: INSURER, menuKey: "premium-provider", coreOnly: true },
  { key: "add-premium-provider", path: "add-premium-provider", label: screenLabels["add-premium-provider"], roles: INSURER, menuKey: "premium-provider", coreOnly: true, parent: "premium-provider" },
  { key: "detail-premium-provider", path: "detail-premium-provider/:username", label: screenLabels["detail-premium-provider"], roles: INSURER, menuKey: "premium-provider", coreOnly: true, parent: "premium-provider" },
  { key: "my-provider", path: "my-provider", label: screenLabels["my-provider"], menu: ["Provider"], roles: PROVIDER },
  { key: "category-doctor", path: "category-doctor", label: screenLabels["category-doctor"], menu: ["Provider"], roles: PROVIDER },
  { key: "add-category-doctor", path: "add-category-doctor", label: screenLabels["add-category-doctor"], roles: PROVIDER, parent: "category-doctor" },
  { key: "detail-category-doctor", path: "detail-category-doctor/:idCat", label: screenLabels["detail-category-doctor"], roles: PROVIDER, parent: "category-doctor" },
  { key: "all-doctor", path: "all-doctor", label: screenLabels["all-doctor"], menu: ["Provider"], roles: PROVIDER },
  { key: "add-doctor", path: "add-doctor", label: screenLabels["add-doctor"], roles: PROVIDER, parent: "all-doctor" },
  { key: "detail-doctor", path: "detail-doctor/:idDoc", label: screenLabels["detail-doctor"], roles: PROVIDER, parent: "all-doctor" },
  { key: "banner-ads", path: "banner-ads", label: screenLabels["banner-ads"], menu: ["Provider"], roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true },
  { key: "add-banner-ads", path: "add-banner-ads", label: screenLabels["add-banner-ads"], roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true, parent: "banner-ads" },
  { key: "detail-banner-ads", path: "detail-banner-ads/:idAds", label: screenLabels["detail-banner-ads"], roles: [...INSURER, "provider"], menuKey: "banner-ads", coreOnly: true, parent: "banner-ads" },

  { key: "reservation", path: "reservation", label: screenLabels.reservation, menu: [screenLabels.reservation], roles: INSURER, menuKey: "reservation", coreOnly: true },
  { key: "reservation-export", path: "reservation/export", label: screenLabels["reservation-export"], roles: INSURER, menuKey: "reservation", coreOnly: true, parent: "reservation" },

  { key: "ematerai", path: "ematerai", label: "E-Materai", menu: ["E-Materai"], roles: STAMP_ADMIN, menuKey: "ematerai" },
  { key: "add-ematerai", path: "add-ematerai", label: screenLabels["add-ematerai"], roles: STAMP_ADMIN, menuKey: "ematerai", parent: "ematerai" },
  { key: "templating", path: "templating/:id", label: screenLabels.templating, roles: STAMP_ADMIN, menuKey: "ematerai", parent: "ematerai" },
  { key: "template-list", path: "template-list", label: "E-Materai Template", menu: ["E-Materai"], roles: ["e-materai"] },
  { key: "add-template", path: "add-template/:id", label: "Tambah Template", roles: [...STAMP_ADMIN, "e-materai"], menuKey: "ematerai", parent: "templating" },
  { key: "edit-template", path: "edit-template/:data", label: "Edit Template", roles: [...STAMP_ADMIN, "e-materai"], menuKey: "ematerai", parent: "templating" },
  { key: "e-sign-corporates", path: "e-sign/corporates", label: "Corporate List", menu: ["E-Sign"], roles: STAMP_ADMIN, menuKey: "e-sign" },
  { key: "e-sign-corporate-new", path: "e-sign/corporates/new", label: "New Corporate", roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-corporates" },
  { key: "e-sign-members", path: "e-sign/members/:corporate_code", label: "Members of Corporate", roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-corporates" },
  { key: "e-sign-member-new", path: "e-sign/members/:corporate_code/new", label: "New Member", roles: STAMP_ADMIN, menuKey: "e-sign", parent: "e-sign-members" },

  // The audit trail (issue 26, not in SPEC): superadmin's alone, whatever another role's menu_active holds.
  { key: "audit-log", path: "audit-log", label: screenLabels["audit-log"], menu: [screenLabels["audit-log"]], roles: AUDITOR },
  // Its CSV export (resource route), with the list's filters. Before the detail, whose :id would match "export".
  { key: "audit-log-export", path: "audit-log/export", label: screenLabels["audit-log-export"], roles: AUDITOR, parent: "audit-log" },
  { key: "audit-log-detail", path: "audit-log/:id", label: screenLabels["audit-log-detail"], roles: AUDITOR, parent: "audit-log" },
];

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

export function screenByKey(key: string): Screen {
  const screen = screens.find((s) => s.key === key);
  if (!screen) throw new Error(`Unknown screen ${key}`);
  return screen;
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
    const link: MenuEntry = { kind: "link", label: screen.label, to: `/${base}/${screen.path}` };
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
      ...featureRoutes.map((r): MenuEntry => ({ kind: "link", label: featureTitle(r.name), to: `/${base}/feature/${encodeURIComponent(r.name)}` })),
    );
  }
  return top;
}
