import { generatePath, type PathParam } from "react-router";

/**
 * The screens' keys and paths (React Router syntax, under the base segment): the part of the access
 * table every page's links need, so it stays small (every page's JavaScript carries it). Their
 * labels are in `screen-labels.ts`, read on the server (a page gets a label from its loader);
 * `app/.server/access.ts` adds who may open each, by the same keys. The order here is the order a
 * path is matched in.
 */
export const screenPaths = {
  dashboard: "dashboard",
  detail_logs: "detail_logs/:dateLogs",
  profile: "profile",
  termsconditional: "termsconditional",
  helps: "helps",
  "contact-us": "contact-us",
  "mobile-apps": "mobile-apps",

  news: "news",
  add_news: "add_news",
  detail_news: "detail_news/:idNews",
  about: "about",
  guidebook: "guidebook",
  notification: "notification",
  "media-library": "media-library",
  "media-library-reimbursement": "media-library/reimbursement",
  "media-items": "media-library/items",
  "media-upload": "media-library/upload",

  feature: "feature/:name",
  "manual-config": "manual-config",
  "my-banners": "my-banners",
  corporates: "corporates",

  members: "members",
  "members-all": "members/all",
  "members-active": "members/active",
  "members-inactive": "members/inactive",
  "coremedika-members": "coremedika-members",

  eclaim: "eclaim",
  eclaim_status: "eclaim_status/:payorCode/:statusClaim",
  eclaim_detail: "eclaim_detail/:cardNo",
  "eclaim-document": "eclaim/document",
  dashboard_eclaim: "dashboard_eclaim",

  "live_chat-open": "live_chat/open",
  "live_chat-closed": "live_chat/closed",
  "manual-activation": "manual-activation",

  "ecard-transaction": "ecard/transaction",
  "ecard-activation": "ecard/activation",
  "ecard-dashboard": "ecard/dashboard",
  "ecard-export": "ecard/:event/export",

  "premium-provider": "premium-provider",
  "add-premium-provider": "add-premium-provider",
  "detail-premium-provider": "detail-premium-provider/:username",
  "my-provider": "my-provider",
  "category-doctor": "category-doctor",
  "add-category-doctor": "add-category-doctor",
  "detail-category-doctor": "detail-category-doctor/:idCat",
  "all-doctor": "all-doctor",
  "add-doctor": "add-doctor",
  "detail-doctor": "detail-doctor/:idDoc",
  "banner-ads": "banner-ads",
  "add-banner-ads": "add-banner-ads",
  "detail-banner-ads": "detail-banner-ads/:idAds",

  reservation: "reservation",
  "reservation-export": "reservation/export",

  ematerai: "ematerai",
  "add-ematerai": "add-ematerai",
  templating: "templating/:id",
  "template-list": "template-list",
  "add-template": "add-template/:id",
  "edit-template": "edit-template/:data",
  "e-sign-corporates": "e-sign/corporates",
  "e-sign-corporate-new": "e-sign/corporates/new",
  "e-sign-members": "e-sign/members/:corporate_code",
  "e-sign-member-new": "e-sign/members/:corporate_code/new",

  "audit-log": "audit-log",
  // Before the detail, whose :id would match "export".
  "audit-log-export": "audit-log/export",
  "audit-log-detail": "audit-log/:id",
} as const satisfies Record<string, string>;

export type ScreenKey = keyof typeof screenPaths;
/** The keys in matching order. */
export const screenKeys = Object.keys(screenPaths) as ScreenKey[];

/** The path parameters a screen's URL needs ("detail_news" → { idNews }). */
export type ScreenPathParams<K extends ScreenKey> = { [N in PathParam<(typeof screenPaths)[K]>]: string | number };
type QueryValue = string | number | null | undefined;
/** A query: a record (null, undefined and "" left out) or a URLSearchParams kept as it is. */
export type ScreenQuery = Readonly<Record<string, QueryValue | readonly QueryValue[]>> | URLSearchParams;

/**
 * The URL of a screen: `screenHref("detail_news", { base, idNews: id }, { from: "x" })`. Every path
 * parameter is encoded (a "/" or "?" stays inside its segment); a missing or empty one throws, as
 * it would open another screen. The one way to write a link, a redirect or a form's action.
 */
export function screenHref<K extends ScreenKey>(key: K, params: { base: string } & ScreenPathParams<K>, query?: ScreenQuery): string {
  return patternHref(screenPaths[key], params, query);
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
