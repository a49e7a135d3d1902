import { generatePath, type PathParam } from "react-router";
import { helpPages } from "./messages-frame";
import { menuGroups, screenLabels } from "./messages-screens";

/**
 * The screens' keys, paths (React Router syntax, under the base segment) and labels: the part of
 * the access table the browser may read. `app/.server/access.ts` adds who may open each, by the
 * same keys; the order here is the order a path is matched in. Labels SPEC names are written as
 * SPEC writes them; the others are the message catalogue's.
 */
export const screenTable = {
  dashboard: { path: "dashboard", label: "Dashboard" },
  detail_logs: { path: "detail_logs/:dateLogs", label: screenLabels.detail_logs },
  profile: { path: "profile", label: screenLabels.profile },
  termsconditional: { path: "termsconditional", label: helpPages.termsconditional },
  helps: { path: "helps", label: helpPages.helps },
  "contact-us": { path: "contact-us", label: helpPages["contact-us"] },
  "mobile-apps": { path: "mobile-apps", label: helpPages["mobile-apps"] },

  news: { path: "news", label: screenLabels.news },
  add_news: { path: "add_news", label: screenLabels.add_news },
  detail_news: { path: "detail_news/:idNews", label: screenLabels.detail_news },
  about: { path: "about", label: screenLabels.about },
  guidebook: { path: "guidebook", label: screenLabels.guidebook },
  notification: { path: "notification", label: screenLabels.notification },
  "media-library": { path: "media-library", label: "Media Library" },
  "media-library-reimbursement": { path: "media-library/reimbursement", label: screenLabels["media-library-reimbursement"] },
  "media-items": { path: "media-library/items", label: screenLabels["media-items"] },
  "media-upload": { path: "media-library/upload", label: screenLabels["media-upload"] },

  feature: { path: "feature/:name", label: screenLabels.feature },
  "manual-config": { path: "manual-config", label: "Manual Config Feature" },
  "my-banners": { path: "my-banners", label: "Banner Setting" },
  corporates: { path: "corporates", label: screenLabels.corporates },

  members: { path: "members", label: menuGroups.members },
  "members-all": { path: "members/all", label: screenLabels["members-all"] },
  "members-active": { path: "members/active", label: screenLabels["members-active"] },
  "members-inactive": { path: "members/inactive", label: screenLabels["members-inactive"] },
  "coremedika-members": { path: "coremedika-members", label: screenLabels["coremedika-members"] },

  eclaim: { path: "eclaim", label: "E-Claim" },
  eclaim_status: { path: "eclaim_status/:payorCode/:statusClaim", label: screenLabels.eclaim_status },
  eclaim_detail: { path: "eclaim_detail/:cardNo", label: screenLabels.eclaim_detail },
  "eclaim-document": { path: "eclaim/document", label: screenLabels["eclaim-document"] },
  dashboard_eclaim: { path: "dashboard_eclaim", label: screenLabels.dashboard_eclaim },

  "live_chat-open": { path: "live_chat/open", label: "Open" },
  "live_chat-closed": { path: "live_chat/closed", label: "Closed" },
  "manual-activation": { path: "manual-activation", label: screenLabels["manual-activation"] },

  "ecard-transaction": { path: "ecard/transaction", label: screenLabels["ecard-transaction"] },
  "ecard-activation": { path: "ecard/activation", label: screenLabels["ecard-activation"] },
  "ecard-dashboard": { path: "ecard/dashboard", label: "Dashboard" },
  "ecard-export": { path: "ecard/:event/export", label: screenLabels["ecard-export"] },

  "premium-provider": { path: "premium-provider", label: "Premium Provider" },
  "add-premium-provider": { path: "add-premium-provider", label: screenLabels["add-premium-provider"] },
  "detail-premium-provider": { path: "detail-premium-provider/:username", label: screenLabels["detail-premium-provider"] },
  "my-provider": { path: "my-provider", label: screenLabels["my-provider"] },
  "category-doctor": { path: "category-doctor", label: screenLabels["category-doctor"] },
  "add-category-doctor": { path: "add-category-doctor", label: screenLabels["add-category-doctor"] },
  "detail-category-doctor": { path: "detail-category-doctor/:idCat", label: screenLabels["detail-category-doctor"] },
  "all-doctor": { path: "all-doctor", label: screenLabels["all-doctor"] },
  "add-doctor": { path: "add-doctor", label: screenLabels["add-doctor"] },
  "detail-doctor": { path: "detail-doctor/:idDoc", label: screenLabels["detail-doctor"] },
  "banner-ads": { path: "banner-ads", label: screenLabels["banner-ads"] },
  "add-banner-ads": { path: "add-banner-ads", label: screenLabels["add-banner-ads"] },
  "detail-banner-ads": { path: "detail-banner-ads/:idAds", label: screenLabels["detail-banner-ads"] },

  reservation: { path: "reservation", label: screenLabels.reservation },
  "reservation-export": { path: "reservation/export", label: screenLabels["reservation-export"] },

  ematerai: { path: "ematerai", label: "E-Materai" },
  "add-ematerai": { path: "add-ematerai", label: screenLabels["add-ematerai"] },
  templating: { path: "templating/:id", label: screenLabels.templating },
  "template-list": { path: "template-list", label: "E-Materai Template" },
  "add-template": { path: "add-template/:id", label: "Tambah Template" },
  "edit-template": { path: "edit-template/:data", label: "Edit Template" },
  "e-sign-corporates": { path: "e-sign/corporates", label: "Corporate List" },
  "e-sign-corporate-new": { path: "e-sign/corporates/new", label: "New Corporate" },
  "e-sign-members": { path: "e-sign/members/:corporate_code", label: "Members of Corporate" },
  "e-sign-member-new": { path: "e-sign/members/:corporate_code/new", label: "New Member" },

  "audit-log": { path: "audit-log", label: screenLabels["audit-log"] },
  // Before the detail, whose :id would match "export".
  "audit-log-export": { path: "audit-log/export", label: screenLabels["audit-log-export"] },
  "audit-log-detail": { path: "audit-log/:id", label: screenLabels["audit-log-detail"] },
} as const satisfies Record<string, { path: string; label: string }>;

export type ScreenKey = keyof typeof screenTable;
/** The keys in matching order. */
export const screenKeys = Object.keys(screenTable) as ScreenKey[];

/** The path parameters a screen's URL needs ("detail_news" → { idNews }). */
export type ScreenPathParams<K extends ScreenKey> = { [N in PathParam<(typeof screenTable)[K]["path"]>]: string | number };
type QueryValue = string | number | null | undefined;
/** A query: a record (null, undefined and "" left out) or a URLSearchParams kept as it is. */
export type ScreenQuery = Readonly<Record<string, QueryValue | readonly QueryValue[]>> | URLSearchParams;

/**
 * The URL of a screen: `screenHref("detail_news", { base, idNews: id }, { from: "x" })`. Every path
 * parameter is encoded (a "/" or "?" stays inside its segment); a missing or empty one throws, as
 * it would open another screen. The one way to write a link, a redirect or a form's action.
 */
export function screenHref<K extends ScreenKey>(key: K, params: { base: string } & ScreenPathParams<K>, query?: ScreenQuery): string {
  return patternHref(screenTable[key].path, params, query);
}

/** `screenHref` for a path pattern of the table read at run time (menus, breadcrumbs). */
export function patternHref(pattern: string, params: Readonly<Record<string, string | number | undefined>>, query?: ScreenQuery): string {
  const values: Record<string, string> = {};
  for (const name of ["base", ...[...pattern.matchAll(/:(\w+)/g)].map((m) => m[1])]) {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing ":${name}" for ${pattern}`);
    values[name] = String(value);
  }
  const search = queryString(query);
  return generatePath(`/:base/${pattern}` as string, values) + (search ? `?${search}` : "");
}

function queryString(query: ScreenQuery | undefined): string {
  if (!query) return "";
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== "") search.append(name, String(one));
    }
  }
  return search.toString();
}
