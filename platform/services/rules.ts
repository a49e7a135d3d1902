// Who may make each platform call (SPEC §6), enforced by the platform itself: the console's access
// table guards its screens, but a token read from anywhere must not reach more than those screens
// do. One table, deny by default: a call missing here is refused for everyone.
import type { Caller } from "./context.ts";

export type CallRule =
  /** every signed-in user (session, shell, help pages) */
  | { everyone: true; except?: readonly string[] }
  /** these roles always; a role SPEC §6 does not name, with one of these menu keys in menu_active */
  | { roles: readonly string[]; menu?: readonly string[] };

const EVERYONE = { everyone: true } as const;
const INSURER = ["superadmin", "admin"] as const;
const CLAIMS = ["superadmin", "admin", "eclaim"] as const;
/** Menu keys of the screens that pick media from the library (the console's MEDIA_USERS). */
const MEDIA_USERS = ["news", "guidebook", "media-library", "banner-ads", "my-banners"] as const;
/** Menu keys of the content screens; content.ts checks each feature against its own key (decision 021). */
const CONTENT = ["news", "about", "guidebook", "my-banners", "banner-ads"] as const;
const FEATURES = ["feature", "manual-config", "my-banners"] as const;
const ECLAIM = { roles: CLAIMS, menu: ["eclaim", "dashboard_eclaim"] } as const;
const PROVIDER_ONLY = { roles: ["provider"] } as const;
const ESIGN = { roles: ["superadmin", "sd"], menu: ["e-sign"] } as const;

/**
 * The rule of every call, by its name: the path under /api (with the `get/`, `post/` and
 * `user/` families named by two segments), `gateway/<group>/<name>`, `reimbursement`, or
 * `e-sign/<name>` (the e-sign calls under /e-sign/cms, the corporate code left out:
 * `e-sign/corporates`, `e-sign/add/corporate`, `e-sign/members`, `e-sign/add/member`).
 */
export const CALL_RULES: Record<string, CallRule> = {
  // Session and shell: what every screen of every role needs.
  "user/logout": EVERYONE,
  updatePass: EVERYONE,
  "get/additionals": EVERYONE,
  "get/getApp": EVERYONE,
  "get/getRoutes": EVERYONE,
  "get/payor": EVERYONE,
  "get/my_premium": EVERYONE,
  linkProjectEcard: EVERYONE,
  "gateway/member/reqauth": EVERYONE,

  // Dashboard: every role's dashboard but the provider's welcome and the e-materai quota (SPEC §6).
  getDashboard: { everyone: true, except: ["provider", "e-materai"] },
  getLogs: { everyone: true, except: ["provider", "e-materai"] },
  // Manual e-card activation (SPEC §6: the insurer's customer service): tickets, the member calls, registration.
  tickets: { roles: INSURER, menu: ["manual-activation"] },
  "v2/extservice": { roles: INSURER, menu: ["manual-activation"] },
  "tools/ecardLogging": { roles: INSURER, menu: ["manual-activation"] },
  "tools/sendmail": { roles: INSURER, menu: ["manual-activation"] },
  // Live chat (SPEC §6: the insurer's customer service).
  getListChat: { roles: INSURER, menu: ["live_chat"] },
  getDetailChat: { roles: INSURER, menu: ["live_chat"] },
  updateCollection: { roles: INSURER, menu: ["live_chat"] },
  postMessage: { roles: INSURER, menu: ["live_chat"] },
  getDetailLogs: { roles: ["superadmin", "admin", "eclaim", "sd"], menu: ["dashboard"] },
  linkExtService: { roles: ["superadmin", "sd", "e-materai"], menu: ["ematerai"] },

  // Content and media.
  // Reading content: the provider reads its own about page (a0006); what members read in the app anyway.
  content: { roles: [...INSURER, "provider"], menu: CONTENT },
  getContent: { roles: [...INSURER, "provider"], menu: CONTENT },
  // A provider writes its own banner ads only (content.ts checks the feature and the provider).
  createNews: { roles: [...INSURER, "provider"], menu: CONTENT },
  updateContent: { roles: [...INSURER, "provider"], menu: CONTENT },
  deleteContent: { roles: [...INSURER, "provider"], menu: CONTENT },
  getNotification: { roles: INSURER, menu: ["notification"] },
  library_images: { roles: [...INSURER, "provider"], menu: MEDIA_USERS },
  uploadFile: { roles: [...INSURER, "provider"], menu: MEDIA_USERS },
  uploadImage: { roles: [...INSURER, "provider"], menu: MEDIA_USERS },
  updateImage: { roles: [...INSURER, "provider"], menu: MEDIA_USERS },
  deleteImage: { roles: [...INSURER, "provider"], menu: MEDIA_USERS },
  getFileRembursment: { roles: INSURER, menu: ["media-library"] },
  reimbursement: { roles: INSURER, menu: ["media-library"] },

  // Members and feature visibility.
  getListMember: { roles: CLAIMS, menu: ["members"] },
  // The members screen; the call itself refuses anyone but a superadmin with its own message.
  deleteAccounts: { roles: CLAIMS, menu: ["members"] },
  getListCoreMember: { roles: CLAIMS, menu: ["coremedika-members"] },
  getVisibility: { roles: INSURER, menu: FEATURES },
  updateFeature: { roles: INSURER, menu: FEATURES },
  updateFeatureMulti: { roles: INSURER, menu: FEATURES },
  log: { roles: INSURER, menu: FEATURES },
  "post/corporate": { roles: CLAIMS, menu: [...FEATURES, "coremedika-members", "ecard"] },

  // E-claim.
  getClaimsCoreMedika: ECLAIM,
  getLogClaims: ECLAIM,
  claimDocument: ECLAIM,
  getMemberCoreMedika: ECLAIM,
  getListClaimsCardCoreMedika: ECLAIM,
  getListHistClaimsCardCoreMedika: ECLAIM,
  getClaimsDashboardPayorCoreMedika: ECLAIM,
  getListClaimsCoreMedika: ECLAIM,
  getClaimReimClient: ECLAIM,
  getClaimReimClientDetail: ECLAIM,

  // E-card and reservations.
  getListEcard: { roles: INSURER, menu: ["ecard"] },
  getCollectionLog: { roles: INSURER, menu: ["ecard"] },
  "gateway/tools/getCollectionAllByEvent": { roles: INSURER, menu: ["ecard"] },
  getListReservation: { roles: INSURER, menu: ["reservation"] },

  // Premium providers (core project on the console; SPEC §6).
  // Also the banner ad form's choice of provider.
  getListPremiumProvider: { roles: INSURER, menu: ["premium-provider", "banner-ads"] },
  createPremiumProviderStatus: { roles: INSURER, menu: ["premium-provider"] },
  updatePremiumProvider: { roles: INSURER, menu: ["premium-provider"] },
  updatePremiumProviderStatus: { roles: INSURER, menu: ["premium-provider"] },

  // A provider's own profile, doctor categories and doctors (SPEC §6 provider: "my-provider … and doctor pages").
  getMyProvider: PROVIDER_ONLY,
  updateMyProvider: PROVIDER_ONLY,
  getCategoryDoctor: PROVIDER_ONLY,
  createCategoryDoctor: PROVIDER_ONLY,
  updateCategoryDoctor: PROVIDER_ONLY,
  getAllDoctor: PROVIDER_ONLY,
  createDoctor: PROVIDER_ONLY,
  updateDoctor: PROVIDER_ONLY,

  // E-stamp (SPEC §6: sd enrols providers; e-materai works its own templates). The service checks
  // each endpoint of /v2/coremdika itself (coremdika.ts): enrolment is superadmin's and sd's.
  "v2/coremdika": { roles: ["superadmin", "sd", "e-materai"], menu: ["ematerai"] },

  // E-sign (role sd, SPEC §6).
  "e-sign/corporates": ESIGN,
  "e-sign/add/corporate": ESIGN,
  "e-sign/members": ESIGN,
  "e-sign/add/member": ESIGN,
};

const FAMILIES = new Set(["get", "post", "user"]);
/** SPEC §6's roles have fixed rights, whatever their menu_active holds; other roles are limited by it. */
export const SPEC_ROLES = ["superadmin", "admin", "eclaim", "provider", "e-materai", "sd"];

/** The call a request path makes, as CALL_RULES names it (null for a path outside the services). */
export function callName(pathname: string): string | null {
  const segments = pathname.split("/").filter(Boolean);
  const [service, first, second] = segments;
  if (service === "api" && first) return FAMILIES.has(first) && second ? `${first}/${second}` : first;
  if (service === "gateway" && first && second) return `gateway/${first}/${second}`;
  if (service === "reimbursement") return "reimbursement";
  if (service === "tickets") return "tickets";
  if (service === "tools" && first && !second) return `tools/${first}`;
  if (service === "v2" && first && !second) return `v2/${first}`;
  if (service === "e-sign" && first === "cms" && second) {
    const rest = segments.slice(2);
    if (rest.length === 1) return `e-sign/${second}`;
    // Corporate codes are upper-case, so a lower-case "add" is never one.
    return second === "add" ? `e-sign/add/${rest.slice(1).join("/")}` : `e-sign/${rest.slice(1).join("/")}`;
  }
  return null;
}

export function mayCall(caller: Pick<Caller, "role" | "menuActive">, call: string | null): boolean {
  const rule = call ? CALL_RULES[call] : undefined;
  if (!rule) return false;
  if ("everyone" in rule) return !rule.except?.includes(caller.role);
  if (rule.roles.includes(caller.role)) return true;
  return !SPEC_ROLES.includes(caller.role) && !!rule.menu?.some((key) => caller.menuActive.includes(key));
}
