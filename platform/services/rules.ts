// Who may make each platform call (SPEC §6), enforced by the platform itself: the console's access
// table guards its screens, but a token read from anywhere must not reach more than those screens
// do. One table, deny by default: a call missing here is refused for everyone.
import type { AuditedTable } from "./audit.ts";
import type { Caller } from "./context.ts";

export type AccessRule =
  /** every signed-in user (session, shell, help pages) */
  | { everyone: true; except?: readonly string[] }
  /** these roles always; a role SPEC §6 does not name, with one of these menu keys in menu_active */
  | { roles: readonly string[]; menu?: readonly string[] };

/**
 * Who may make a call, and what it changes (issue 26): the audited tables it may write, none for a
 * call that only reads. A call that writes runs in one transaction whose every changed row is
 * recorded (services/audit.ts); one declared as reading that writes an audited table is an error.
 */
export type CallRule = AccessRule & { writes: readonly AuditedTable[] };

const reads = (rule: AccessRule): CallRule => ({ ...rule, writes: [] });
const writes = (rule: AccessRule, ...tables: AuditedTable[]): CallRule => ({ ...rule, writes: tables });

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
  "user/logout": reads(EVERYONE),
  updatePass: writes(EVERYONE, "users"),
  "get/additionals": reads(EVERYONE),
  "get/getApp": reads(EVERYONE),
  "get/getRoutes": reads(EVERYONE),
  "get/payor": reads(EVERYONE),
  "get/my_premium": reads(EVERYONE),
  linkProjectEcard: reads(EVERYONE),
  "gateway/member/reqauth": reads(EVERYONE),

  // The audit trail (issue 26): superadmin reads it; any signed-in console reports a screen it refused.
  auditLog: reads({ roles: ["superadmin"] }),
  auditEvent: reads(EVERYONE),

  // Dashboard: every role's dashboard but the provider's welcome and the e-materai quota (SPEC §6).
  getDashboard: reads({ everyone: true, except: ["provider", "e-materai"] }),
  getLogs: reads({ everyone: true, except: ["provider", "e-materai"] }),
  // Manual e-card activation (SPEC §6: the insurer's customer service): tickets, the member calls, registration.
  tickets: reads({ roles: INSURER, menu: ["manual-activation"] }),
  "v2/extservice": writes({ roles: INSURER, menu: ["manual-activation"] }, "ecard_registrations", "tickets", "ticket_messages"),
  "tools/ecardLogging": writes({ roles: INSURER, menu: ["manual-activation"] }, "ecard_logs"),
  "tools/sendmail": writes({ roles: INSURER, menu: ["manual-activation"] }, "sent_mails"),
  // Live chat (SPEC §6: the insurer's customer service).
  getListChat: reads({ roles: INSURER, menu: ["live_chat"] }),
  getDetailChat: reads({ roles: INSURER, menu: ["live_chat"] }),
  updateCollection: writes({ roles: INSURER, menu: ["live_chat"] }, "chats"),
  postMessage: writes({ roles: INSURER, menu: ["live_chat"] }, "chat_messages", "chats"),
  getDetailLogs: reads({ roles: ["superadmin", "admin", "eclaim", "sd"], menu: ["dashboard"] }),
  linkExtService: reads({ roles: ["superadmin", "sd", "e-materai"], menu: ["ematerai"] }),

  // Content and media.
  // Reading content: the provider reads its own about page (a0006); what members read in the app anyway.
  content: reads({ roles: [...INSURER, "provider"], menu: CONTENT }),
  getContent: reads({ roles: [...INSURER, "provider"], menu: CONTENT }),
  // A provider writes its own banner ads only (content.ts checks the feature and the provider).
  createNews: writes({ roles: [...INSURER, "provider"], menu: CONTENT }, "contents"),
  updateContent: writes({ roles: [...INSURER, "provider"], menu: CONTENT }, "contents"),
  deleteContent: writes({ roles: [...INSURER, "provider"], menu: CONTENT }, "contents"),
  getNotification: reads({ roles: INSURER, menu: ["notification"] }),
  library_images: reads({ roles: [...INSURER, "provider"], menu: MEDIA_USERS }),
  // Stores a file only (stored_files: content-addressed, in no screen until uploadImage registers it).
  uploadFile: reads({ roles: [...INSURER, "provider"], menu: MEDIA_USERS }),
  uploadImage: writes({ roles: [...INSURER, "provider"], menu: MEDIA_USERS }, "media"),
  updateImage: writes({ roles: [...INSURER, "provider"], menu: MEDIA_USERS }, "media"),
  deleteImage: writes({ roles: [...INSURER, "provider"], menu: MEDIA_USERS }, "media"),
  getFileRembursment: reads({ roles: INSURER, menu: ["media-library"] }),
  reimbursement: reads({ roles: INSURER, menu: ["media-library"] }),

  // Members and feature visibility.
  getListMember: reads({ roles: CLAIMS, menu: ["members"] }),
  // The members screen; the call itself refuses anyone but a superadmin with its own message.
  deleteAccounts: writes({ roles: CLAIMS, menu: ["members"] }, "members"),
  getListCoreMember: reads({ roles: CLAIMS, menu: ["coremedika-members"] }),
  getVisibility: reads({ roles: INSURER, menu: FEATURES }),
  updateFeature: writes({ roles: INSURER, menu: FEATURES }, "feature_configs"),
  updateFeatureMulti: writes({ roles: INSURER, menu: FEATURES }, "feature_configs"),
  log: reads({ roles: INSURER, menu: FEATURES }),
  "post/corporate": reads({ roles: CLAIMS, menu: [...FEATURES, "coremedika-members", "ecard"] }),

  // E-claim.
  getClaimsCoreMedika: reads(ECLAIM),
  getLogClaims: reads(ECLAIM),
  claimDocument: reads(ECLAIM),
  getMemberCoreMedika: reads(ECLAIM),
  getListClaimsCardCoreMedika: reads(ECLAIM),
  getListHistClaimsCardCoreMedika: reads(ECLAIM),
  getClaimsDashboardPayorCoreMedika: reads(ECLAIM),
  getListClaimsCoreMedika: reads(ECLAIM),
  getClaimReimClient: reads(ECLAIM),
  getClaimReimClientDetail: reads(ECLAIM),

  // E-card and reservations.
  getListEcard: reads({ roles: INSURER, menu: ["ecard"] }),
  getCollectionLog: reads({ roles: INSURER, menu: ["ecard"] }),
  "gateway/tools/getCollectionAllByEvent": reads({ roles: INSURER, menu: ["ecard"] }),
  getListReservation: reads({ roles: INSURER, menu: ["reservation"] }),

  // Premium providers (core project on the console; SPEC §6).
  // Also the banner ad form's choice of provider.
  getListPremiumProvider: reads({ roles: INSURER, menu: ["premium-provider", "banner-ads"] }),
  createPremiumProviderStatus: writes({ roles: INSURER, menu: ["premium-provider"] }, "premium_providers", "users"),
  updatePremiumProvider: writes({ roles: INSURER, menu: ["premium-provider"] }, "premium_providers", "users"),
  updatePremiumProviderStatus: writes({ roles: INSURER, menu: ["premium-provider"] }, "premium_providers", "users"),

  // A provider's own profile, doctor categories and doctors (SPEC §6 provider: "my-provider … and doctor pages").
  getMyProvider: reads(PROVIDER_ONLY),
  updateMyProvider: writes(PROVIDER_ONLY, "premium_providers", "users"),
  getCategoryDoctor: reads(PROVIDER_ONLY),
  createCategoryDoctor: writes(PROVIDER_ONLY, "doctor_categories"),
  updateCategoryDoctor: writes(PROVIDER_ONLY, "doctor_categories"),
  getAllDoctor: reads(PROVIDER_ONLY),
  createDoctor: writes(PROVIDER_ONLY, "doctors"),
  updateDoctor: writes(PROVIDER_ONLY, "doctors"),

  // E-stamp (SPEC §6: sd enrols providers; e-materai works its own templates). The service checks
  // each endpoint of /v2/coremdika itself (coremdika.ts): enrolment is superadmin's and sd's.
  "v2/coremdika": writes({ roles: ["superadmin", "sd", "e-materai"], menu: ["ematerai"] }, "ematerai_users", "ematerai_quotas", "ematerai_templates", "ematerai_document_types"),

  // E-sign (role sd, SPEC §6).
  "e-sign/corporates": reads(ESIGN),
  "e-sign/add/corporate": writes(ESIGN, "esign_corporates"),
  "e-sign/members": reads(ESIGN),
  "e-sign/add/member": writes(ESIGN, "esign_members"),
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

/** The audited tables a call may change ([] for a call that reads, or an unknown one). */
export const writesOf = (call: string): readonly AuditedTable[] => CALL_RULES[call]?.writes ?? [];

export function mayCall(caller: Pick<Caller, "role" | "menuActive">, call: string | null): boolean {
  const rule = call ? CALL_RULES[call] : undefined;
  if (!rule) return false;
  if ("everyone" in rule) return !rule.except?.includes(caller.role);
  if (rule.roles.includes(caller.role)) return true;
  return !SPEC_ROLES.includes(caller.role) && !!rule.menu?.some((key) => caller.menuActive.includes(key));
}
