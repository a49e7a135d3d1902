// Drizzle pg-core schema of the embedded platform (SPEC §3 entities).
// Column names follow the field names the console reads, so raw SQL and JSON stay recognisable.
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Key/value facts about the database itself (seed state, scale units). */
export const platformMeta = pgTable("platform_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const projects = pgTable("projects", {
  projectId: text("project_id").primaryKey(),
  name: text("name").notNull(),
  payorcode: text("payorcode").array().notNull().default(sql`'{}'::text[]`),
  validStart: date("valid_start", { mode: "string" }).notNull(),
  validEnd: date("valid_end", { mode: "string" }).notNull(),
  descriptions: text("descriptions").notNull().default(""),
  ecardLink: text("ecard_link").notNull().default(""),
  createdAt: createdAt(),
});

export const apps = pgTable("apps", {
  appId: text("app_id").primaryKey(),
  mobileId: text("mobile_id").notNull().unique(),
  projectId: text("project_id").notNull().references(() => projects.projectId),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** Features enabled for an app (a0001 news, a0004 members, m0014 e-card …). */
export const appFeatures = pgTable(
  "app_features",
  {
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    featureId: text("feature_id").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.featureId] })],
);

/** Feature-visibility screens of an app (get/getRoutes). */
export const appRoutes = pgTable(
  "app_routes",
  {
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    id: text("id").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.id] })],
);

export const payors = pgTable("payors", {
  payorCode: text("payor_code").primaryKey(),
  payorName: text("payor_name").notNull(),
  helpLine: text("help_line").notNull().default(""),
  createdAt: createdAt(),
});

export const corporates = pgTable(
  "corporates",
  {
    corpCode: text("corp_code").primaryKey(),
    name: text("name").notNull(),
    payorCode: text("payor_code").notNull().references(() => payors.payorCode),
    address: text("address").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("corporates_payor_idx").on(t.payorCode)],
);

/** Members registered in the mobile app (SPEC §3 "Member"). */
export const members = pgTable(
  "members",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    noCard: text("no_card").notNull(),
    name: text("name").notNull(),
    /**
     * The name in lower case, kept by the database: the search compares it with LIKE, three times
     * faster than ILIKE on the name over a whole project (a one- or two-letter search reads every row).
     */
    nameLower: text("name_lower").generatedAlwaysAs(sql`lower(name)`),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    birthdate: date("birthdate", { mode: "string" }),
    isActive: boolean("is_active").notNull().default(true),
    projectId: text("project_id").notNull().references(() => projects.projectId),
    payorCode: text("payor_code").notNull(),
    corpCode: text("corp_code").notNull().default(""),
    /** [{ name, card_no, corp_code }] */
    policy: jsonb("policy").notNull().default(sql`'[]'::jsonb`),
    /** [{ user }] app accounts attached to the card */
    users: jsonb("users").notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    // getListMember walks one of these in order (sort key, then id) and stops after the page.
    index("members_project_created_idx").on(t.projectId, t.createdAt, t.id),
    index("members_project_name_idx").on(t.projectId, t.name, t.id),
    index("members_project_card_idx").on(t.projectId, t.noCard, t.id),
    index("members_project_phone_idx").on(t.projectId, t.phone, t.id),
    index("members_project_birthdate_idx").on(t.projectId, t.birthdate, t.id),
    index("members_project_active_idx").on(t.projectId, t.isActive, t.id),
    index("members_project_payor_idx").on(t.projectId, t.payorCode, t.createdAt, t.id),
    index("members_no_card_idx").on(t.noCard),
    // name search (case-insensitive substring, on the lower-case name); pg_trgm comes from migration 0001
    index("members_name_trgm_idx").using("gin", t.nameLower.op("gin_trgm_ops")),
    // A search counts its matches from members_project_search_idx (migration 0010, by hand: drizzle
    // cannot say INCLUDE).
  ],
);

/** Member counts per project, payor and state, kept exact by statement-level triggers on members
 * (migration 0003): getListMember's total without a search is a sum of a few rows, not a count of 100k. */
export const memberCounts = pgTable(
  "member_counts",
  {
    projectId: text("project_id").notNull(),
    payorCode: text("payor_code").notNull(),
    isActive: boolean("is_active").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.payorCode, t.isActive] })],
);

/** Insurer-side member master data (SPEC §3 "Core member" and "Member detail"). */
export const coreMembers = pgTable(
  "core_members",
  {
    cardNo: text("card_no").primaryKey(),
    memberId: text("member_id").notNull(),
    name: text("name").notNull(),
    gender: text("gender").notNull(),
    policyNo: text("policy_no").notNull(),
    memberType: text("member_type").notNull(),
    memberSince: date("member_since", { mode: "string" }).notNull(),
    dateofbirth: date("dateofbirth", { mode: "string" }).notNull(),
    employeeId: text("employee_id").notNull().default(""),
    bankAccount: text("bank_account").notNull().default(""),
    payorCode: text("payor_code").notNull().references(() => payors.payorCode),
    corpCode: text("corp_code").notNull(),
    projectId: text("project_id").notNull().references(() => projects.projectId),
  },
  (t) => [
    index("core_members_project_payor_idx").on(t.projectId, t.payorCode),
    index("core_members_corp_idx").on(t.corpCode),
  ],
);

/** Claim headers (SPEC §3 "Claim header"); status 0–8 as in SPEC §4. */
export const claims = pgTable(
  "claims",
  {
    requestId: text("request_id").primaryKey(),
    claimsId: text("claims_id").notNull(),
    cardNo: text("card_no").notNull(),
    projectId: text("project_id").notNull().references(() => projects.projectId),
    payorId: text("payor_id").notNull(),
    status: smallint("status").notNull(),
    claimType: text("claim_type").notNull().default("reimbursement"),
    admissionDate: date("admission_date", { mode: "string" }),
    dischargeDate: date("discharge_date", { mode: "string" }),
    hospInvNo: text("hosp_inv_no").notNull().default(""),
    hospInvDate: date("hosp_inv_date", { mode: "string" }),
    providerName: text("provider_name").notNull().default(""),
    planId: text("plan_id").notNull().default(""),
    requestTime: timestamp("request_time", { withTimezone: true, mode: "date" }).notNull(),
    diagnosis: text("diagnosis").notNull().default(""),
    remarks: text("remarks").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    accountName: text("account_name").notNull().default(""),
    accountNumber: text("account_number").notNull().default(""),
    paymentDate: date("payment_date", { mode: "string" }),
    incurred: bigint("incurred", { mode: "number" }).notNull().default(0),
    approved: bigint("approved", { mode: "number" }).notNull().default(0),
    /** the member's name, copied from core_members so the claim table sorts and searches without a join */
    memberName: text("member_name").notNull().default(""),
  },
  (t) => [
    // One index per sort column of the status table (getListClaimsCoreMedika), each ending in the
    // primary key as tie-breaker, so any page in either direction is an index range scan.
    index("claims_scope_request_time_idx").on(t.projectId, t.payorId, t.status, t.requestTime, t.requestId),
    index("claims_scope_request_id_idx").on(t.projectId, t.payorId, t.status, t.requestId),
    index("claims_scope_claims_id_idx").on(t.projectId, t.payorId, t.status, t.claimsId, t.requestId),
    index("claims_scope_card_no_idx").on(t.projectId, t.payorId, t.status, t.cardNo, t.requestId),
    index("claims_scope_member_name_idx").on(t.projectId, t.payorId, t.status, t.memberName, t.requestId),
    index("claims_scope_provider_name_idx").on(t.projectId, t.payorId, t.status, t.providerName, t.requestId),
    index("claims_scope_admission_date_idx").on(t.projectId, t.payorId, t.status, t.admissionDate, t.requestId),
    index("claims_scope_incurred_idx").on(t.projectId, t.payorId, t.status, t.incurred, t.requestId),
    index("claims_scope_approved_idx").on(t.projectId, t.payorId, t.status, t.approved, t.requestId),
    index("claims_card_idx").on(t.cardNo),
    // The claim table's name filter (case-insensitive substring); the pg_trgm extension comes from migration 0001.
    index("claims_member_name_trgm_idx").using("gin", t.memberName.op("gin_trgm_ops")),
    index("claims_provider_name_trgm_idx").using("gin", t.providerName.op("gin_trgm_ops")),
  ],
);

/** What happened to a claim (SPEC §3 "Claim log"): claim process status 1 OPEN, 3 REVISI, else OTHER. */
export const claimLogs = pgTable(
  "claim_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: text("request_id").notNull().references(() => claims.requestId, { onDelete: "cascade" }),
    logAt: timestamp("log_at", { withTimezone: true, mode: "date" }).notNull(),
    claimProcessStatus: smallint("claim_process_status").notNull(),
    submissionBy: text("submission_by").notNull().default(""),
  },
  (t) => [index("claim_logs_request_idx").on(t.requestId, t.logAt)],
);

/**
 * Claims per project, payor, claim type, status and WIB month, kept exact by statement-level triggers on
 * claims (migration 0004): the payor dashboard reads a few hundred rows instead of scanning claims.
 */
export const claimCounts = pgTable(
  "claim_counts",
  {
    projectId: text("project_id").notNull(),
    payorId: text("payor_id").notNull(),
    /** reimbursement or cashless (the reimbursement dashboard counts the first) */
    claimType: text("claim_type").notNull(),
    status: smallint("status").notNull(),
    /** YYYY-MM of request_time in WIB */
    month: text("month").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
    incurred: bigint("incurred", { mode: "number" }).notNull().default(0),
    approved: bigint("approved", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.payorId, t.claimType, t.status, t.month] })],
);

/** Mobile-app API calls made by members (dashboard "Log Members"). */
export const memberLogs = pgTable(
  "member_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: text("project_id").notNull(),
    endpoint: text("endpoint").notNull(),
    cardNo: text("card_no").notNull().default(""),
    logTime: timestamp("log_time", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("member_logs_project_time_idx").on(t.projectId, t.logTime)],
);

/** Generic content rows: a0001 news, a0002 about, a0005 guidebook, a0010 banner ads. */
export const contents = pgTable(
  "contents",
  {
    id: serial("id").primaryKey(),
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    featureId: text("feature_id").notNull(),
    datajson: jsonb("datajson").notNull(),
    status: boolean("status").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("contents_app_feature_idx").on(t.appId, t.featureId, t.createdAt)],
);

/** Static help pages: termsconditional, helps, contact-us, mobile-apps (HTML). */
export const additionals = pgTable(
  "additionals",
  {
    id: serial("id").primaryKey(),
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    name: text("name").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
  },
  (t) => [uniqueIndex("additionals_app_name_idx").on(t.appId, t.name)],
);

/** Console accounts (SPEC §3 "Logged-in user"). */
export const users = pgTable(
  "users",
  {
    username: text("username").primaryKey(),
    /** scrypt of the client-side sha256 hex, see platform/lib/crypto.ts */
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    mobileId: text("mobile_id").notNull(),
    appId: text("app_id").notNull().references(() => apps.appId),
    projectId: text("project_id").notNull().references(() => projects.projectId),
    /** comma list of payor codes, or '*' for all payors of the project */
    payorCode: text("payor_code").notNull(),
    menuActive: jsonb("menu_active").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** icon, provider_name, provider_code, whitelable, access, flag_access */
    meta: jsonb("meta").$type<UserMetaStored>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("users_project_idx").on(t.projectId)],
);

export interface UserMetaStored {
  icon: string;
  provider_name: string;
  provider_code: string;
  whitelable: string;
  access: string;
  flag_access: Record<string, boolean>;
}

/** Bearer tokens; only a sha256 of each token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    username: text("username")
      .notNull()
      .references(() => users.username, { onDelete: "cascade", onUpdate: "cascade" }),
    /** 'user' (main API) or 'gateway' (issued by member/reqauth) */
    kind: text("kind").notNull(),
    parentHash: text("parent_hash"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sessions_username_idx").on(t.username), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Premium healthcare providers (SPEC §3 "Premium provider"). */
export const premiumProviders = pgTable(
  "premium_providers",
  {
    idProv: text("id_prov").primaryKey(),
    providerCode: text("provider_code").notNull().unique(),
    providerName: text("provider_name").notNull(),
    appId: text("app_id").notNull().references(() => apps.appId),
    username: text("username").notNull(),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    status: boolean("status").notNull().default(true),
    /** The profile the provider keeps itself (SPEC §2 my-provider), shown in the app. */
    latlong: text("latlong").notNull().default(""),
    profile: text("profile").notNull().default(""),
    linkButton: text("link_button").notNull().default(""),
    titleButton: text("title_button").notNull().default(""),
    logo: text("logo").notNull().default(""),
    banner: text("banner").notNull().default(""),
    gallery: jsonb("gallery").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index("premium_providers_app_idx").on(t.appId)],
);

/** Every file the platform serves under /files/ (uploads and the generated demo files).
 * `path` is relative to <dataDir>/files; uploads are content-addressed, so a path never changes content. */
export const storedFiles = pgTable(
  "stored_files",
  {
    path: text("path").primaryKey(),
    /** image | pdf */
    kind: text("kind").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** app_id or provider code the upload was made for ('' = demo files, shared) */
    owner: text("owner").notNull().default(""),
    uploadedBy: text("uploaded_by").notNull().default(""),
    createdAt: createdAt(),
    /**
     * An image's WebP thumbnail beside it (lib/thumbnails.ts), relative to <dataDir>/files: null = not
     * made yet (made at start), '' = none (a PDF never has one; an image that could not be read).
     */
    thumbPath: text("thumb_path"),
    thumbWidth: integer("thumb_width"),
    thumbHeight: integer("thumb_height"),
  },
  (t) => [index("stored_files_sha_idx").on(t.sha256)],
);

/** Media library items (SPEC §3 "Media item"). `owner` is an app_id (app library) or a provider code. */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    owner: text("owner").notNull(),
    /** image | pdf */
    type: text("type").notNull(),
    imageUrl: text("image_url").notNull(),
    description: text("description").notNull().default(""),
    titleImage: text("title_image").notNull().default(""),
    createdBy: text("created_by").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_owner_created_idx").on(t.owner, t.createdAt, t.id),
    index("media_owner_type_created_idx").on(t.owner, t.type, t.createdAt, t.id),
  ],
);

/** Documents attached to a claim (SPEC §3 "Claim detail": code D001–D006 with file sources). */
export const claimAttachments = pgTable(
  "claim_attachments",
  {
    id: serial("id").primaryKey(),
    requestId: text("request_id").notNull().references(() => claims.requestId, { onDelete: "cascade" }),
    projectId: text("project_id").notNull(),
    payorId: text("payor_id").notNull(),
    /** copied from the claim, so range queries need no join */
    requestTime: timestamp("request_time", { withTimezone: true, mode: "date" }).notNull(),
    /** D001 … D006 */
    code: text("code").notNull(),
    fileName: text("file_name").notNull(),
    /** path relative to <dataDir>/files */
    filePath: text("file_path").notNull(),
  },
  (t) => [
    index("claim_attachments_scope_idx").on(t.projectId, t.payorId, t.requestTime),
    index("claim_attachments_request_idx").on(t.requestId),
  ],
);

/** The notification webhook of a project (read-only in the console). */
export const notificationSettings = pgTable("notification_settings", {
  projectId: text("project_id").primaryKey().references(() => projects.projectId, { onDelete: "cascade" }),
  url: text("url").notNull(),
  secretHint: text("secret_hint").notNull().default(""),
  description: text("description").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** Sub-feature catalogue of a visibility feature (a getRoutes id such as m0001, or 'banner'). */
export const featureItems = pgTable(
  "feature_items",
  {
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    featureId: text("feature_id").notNull(),
    key: text("key").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.featureId, t.key] })],
);

/** Per-corporate visibility configuration of one feature. */
export const featureConfigs = pgTable(
  "feature_configs",
  {
    id: serial("id").primaryKey(),
    appId: text("app_id").notNull().references(() => apps.appId, { onDelete: "cascade" }),
    featureId: text("feature_id").notNull(),
    corpCode: text("corp_code").notNull().references(() => corporates.corpCode, { onDelete: "cascade" }),
    /** { features: { key: boolean|null }, invisible_items: { key: string[] }, invisible: string[] } */
    jsonfeature: jsonb("jsonfeature").notNull(),
    updatedBy: text("updated_by").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feature_configs_app_feature_corp_idx").on(t.appId, t.featureId, t.corpCode)],
);

/** Console access log (POST /api/log: a user opened or closed a corporate's feature screen). */
export const accessLogs = pgTable(
  "access_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    projectId: text("project_id").notNull(),
    msgEvent: text("msg_event").notNull(),
    corpCode: text("corp_code").notNull(),
    corpName: text("corp_name").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("access_logs_project_created_idx").on(t.projectId, t.createdAt)],
);

/** E-stamp (e-materai) quota bought by a provider. */
export const emateraiQuotas = pgTable("ematerai_quotas", {
  providerCode: text("provider_code").primaryKey(),
  total: integer("total").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** E-stamp vendors a provider may buy stamps from (SPEC §3 "E-stamp vendor"); prices in whole rupiah. */
export const emateraiVendors = pgTable("ematerai_vendors", {
  vendorId: text("vendor_id").primaryKey(),
  vendorName: text("vendor_name").notNull(),
  unitPrice: integer("unit_price").notNull(),
  feePrice: integer("fee_price").notNull(),
  description: text("description").notNull().default(""),
});

/**
 * A provider enrolled for e-stamps (SPEC §3 "E-stamp enrolment", "E-materai provider row"): its
 * stamp account's email, vendor, bank and virtual account, and the prices agreed at enrolment.
 */
export const emateraiUsers = pgTable(
  "ematerai_users",
  {
    providerCode: text("provider_code").primaryKey(),
    appId: text("app_id").notNull(),
    email: text("email").notNull(),
    npwp: text("npwp").notNull(),
    vendorId: text("vendor_id").notNull(),
    bank: text("bank").notNull(),
    vendorVaId: text("vendor_va_id").notNull(),
    unitPrice: integer("unit_price").notNull(),
    priceFee: integer("price_fee").notNull(),
    priceEmaterai: integer("price_ematerai").notNull(),
    isGroup: boolean("is_group").notNull().default(false),
    parentCode: text("parent_code"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("ematerai_users_app_idx").on(t.appId, t.createdAt)],
);

/** Kinds of document a stamp template is for (SPEC §3 "Document type option"). */
export const emateraiDocumentTypes = pgTable("ematerai_document_types", {
  code: text("code").primaryKey(),
  description: text("description").notNull(),
});

/**
 * A provider's stamp template (SPEC §3 "Template"): where on which page of its PDF the stamp goes,
 * in PDF points from the lower left (llx, lly to urx, ury), on page vis_signature_page (1-based).
 */
export const emateraiTemplates = pgTable(
  "ematerai_templates",
  {
    templateId: serial("template_id").primaryKey(),
    providerCode: text("provider_code").notNull(),
    documentCode: text("document_code").notNull(),
    templateName: text("template_name").notNull(),
    llx: integer("llx").notNull(),
    lly: integer("lly").notNull(),
    urx: integer("urx").notNull(),
    ury: integer("ury").notNull(),
    visSignaturePage: integer("vis_signature_page").notNull().default(1),
    fileUrl: text("file_url").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("ematerai_templates_provider_idx").on(t.providerCode, t.templateId)],
);

/** One e-stamp affixed to a document (usage = count per provider). */
export const emateraiUsages = pgTable(
  "ematerai_usages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    providerCode: text("provider_code").notNull(),
    serialNo: text("serial_no").notNull(),
    documentCode: text("document_code").notNull().default(""),
    documentName: text("document_name").notNull().default(""),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("ematerai_usages_provider_idx").on(t.providerCode, t.usedAt)],
);

/**
 * E-card events (SPEC §3 "E-card log"): a member activated the card, or used it for a transaction
 * (body carries the claim and provider; both "" for activations). Every list filter has an index
 * ending in (registered_date, id), so a page in either direction is an index range scan (keyset).
 */
export const ecardLogs = pgTable(
  "ecard_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: text("project_id").notNull(),
    /** activation | transaction */
    event: text("event").notNull(),
    cardNo: text("card_no").notNull(),
    memberName: text("member_name").notNull().default(""),
    payorCode: text("payor_code").notNull(),
    corpCode: text("corp_code").notNull().default(""),
    registeredDate: timestamp("registered_date", { withTimezone: true, mode: "date" }).notNull(),
    /** { claim_id, provider } */
    body: jsonb("body").$type<{ claim_id: string; provider: string }>().notNull().default(sql`'{"claim_id":"","provider":""}'::jsonb`),
  },
  (t) => [
    check("ecard_logs_event_check", sql`${t.event} IN ('activation', 'transaction')`),
    index("ecard_logs_scope_idx").on(t.projectId, t.event, t.registeredDate, t.id),
    index("ecard_logs_payor_idx").on(t.projectId, t.event, t.payorCode, t.registeredDate, t.id),
    index("ecard_logs_corp_idx").on(t.projectId, t.event, t.corpCode, t.registeredDate, t.id),
    // q: the cards a search found in ecard_cards, each read in date order
    index("ecard_logs_card_idx").on(t.projectId, t.event, t.cardNo, t.registeredDate, t.id),
  ],
);

/**
 * E-card events per project, event, payor, corporate and WIB day, kept exact by statement-level
 * triggers on ecard_logs (migration 0006): totals and charts are sums over these rows, never a
 * count(*) over the logs.
 */
export const ecardCounts = pgTable(
  "ecard_counts",
  {
    projectId: text("project_id").notNull(),
    event: text("event").notNull(),
    payorCode: text("payor_code").notNull(),
    corpCode: text("corp_code").notNull(),
    /** WIB calendar day of registered_date */
    day: date("day", { mode: "string" }).notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.event, t.payorCode, t.corpCode, t.day] })],
);

/**
 * The same counts without the corporate (kept by the same triggers): a total over every corporate
 * of a year reads a few thousand rows here instead of ~60,000 in ecard_counts.
 */
export const ecardPayorCounts = pgTable(
  "ecard_payor_counts",
  {
    projectId: text("project_id").notNull(),
    event: text("event").notNull(),
    payorCode: text("payor_code").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.event, t.payorCode, t.day] })],
);

/**
 * E-card events per card and member name (and payor, corporate), kept by the same triggers: a
 * search (card prefix or name anywhere) finds its cards here, a few thousand rows with a trigram
 * index on the name, instead of in a million events; without dates its total is the sum of `n`.
 */
export const ecardCards = pgTable(
  "ecard_cards",
  {
    projectId: text("project_id").notNull(),
    event: text("event").notNull(),
    cardNo: text("card_no").notNull(),
    memberName: text("member_name").notNull(),
    payorCode: text("payor_code").notNull(),
    corpCode: text("corp_code").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.event, t.cardNo, t.memberName, t.payorCode, t.corpCode] }),
    index("ecard_cards_member_name_trgm_idx").using("gin", t.memberName.op("gin_trgm_ops")),
  ],
);

/** Provider reservations made in the app (SPEC §3 "Reservation"); status 1 New Request, 2 Reschedule, 3 Cancel, 4 Approve (§4). */
export const reservations = pgTable(
  "reservations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    projectId: text("project_id").notNull(),
    cardNo: text("card_no").notNull(),
    payorCode: text("payor_code").notNull(),
    email: text("email").notNull().default(""),
    name: text("name").notNull().default(""),
    providerName: text("provider_name").notNull().default(""),
    polyDesc: text("poly_desc").notNull().default(""),
    reservationDate: timestamp("reservation_date", { withTimezone: true, mode: "date" }).notNull(),
    status: smallint("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("reservations_status_check", sql`${t.status} BETWEEN 1 AND 4`),
    index("reservations_project_created_idx").on(t.projectId, t.createdAt, t.id),
    index("reservations_project_payor_created_idx").on(t.projectId, t.payorCode, t.createdAt, t.id),
    index("reservations_project_card_idx").on(t.projectId, t.cardNo),
  ],
);

/**
 * Login attempts per username (lower-cased) and client address within the current window, and the
 * lock they set on that pair (services/main/session.ts). An attempt is counted before its password
 * is checked; a success deletes its row. Unknown usernames are counted too, so a 429 says nothing
 * about who exists. A username's attempts from all addresses slow it down; they never lock it.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    username: text("username").notNull(),
    address: text("address").notNull().default(""),
    attempts: integer("attempts").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] }), index("login_attempts_window_start_idx").on(t.windowStart), index("login_attempts_address_idx").on(t.address, t.windowStart)],
);

/**
 * E-sign corporates (SPEC §3 "E-sign corporate"): the companies whose members sign documents
 * electronically, one list per project. `corporate_code` is kept upper-case: it is a path segment
 * of the e-sign calls, and "ABC" and "abc" are one corporate.
 */
export const esignCorporates = pgTable(
  "esign_corporates",
  {
    id: serial("id").primaryKey(),
    projectId: text("project_id").notNull(),
    corporateCode: text("corporate_code").notNull(),
    corporateName: text("corporate_name").notNull(),
    corporateAddress: text("corporate_address").notNull(),
    createdBy: text("created_by").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("esign_corporates_project_code_idx").on(t.projectId, t.corporateCode),
    check("esign_corporates_code_check", sql`${t.corporateCode} ~ '^[A-Z0-9][A-Z0-9_-]{0,29}$'`),
  ],
);

/** E-sign members of a corporate (SPEC §3 "E-sign member"); a NIK appears once per corporate. */
export const esignMembers = pgTable(
  "esign_members",
  {
    id: serial("id").primaryKey(),
    corporateId: integer("corporate_id")
      .notNull()
      .references(() => esignCorporates.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    nik: text("nik").notNull(),
    privyId: text("privy_id"),
    isActive: boolean("is_active").notNull().default(true),
    isVerified: boolean("is_verified").notNull().default(false),
    createdBy: text("created_by").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("esign_members_corporate_nik_idx").on(t.corporateId, t.nik),
    check("esign_members_nik_check", sql`${t.nik} ~ '^[0-9]{16}$'`),
  ],
);

/** A provider's doctor categories (SPEC §3 "Doctor category"); ids are made by the console (SPEC §9). */
export const doctorCategories = pgTable(
  "doctor_categories",
  {
    id: text("id").primaryKey(),
    idProv: text("id_prov")
      .notNull()
      .references(() => premiumProviders.idProv, { onDelete: "cascade" }),
    providerCode: text("provider_code").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("doctor_categories_prov_idx").on(t.idProv)],
);

/** A provider's doctors (SPEC §3 "Doctor"), each in one of its categories. */
export const doctors = pgTable(
  "doctors",
  {
    id: text("id").primaryKey(),
    idProv: text("id_prov")
      .notNull()
      .references(() => premiumProviders.idProv, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => doctorCategories.id),
    name: text("name").notNull(),
    image: text("image").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("doctors_prov_idx").on(t.idProv)],
);

/**
 * A live customer-service chat (SPEC §3 "Chat message"): one member's conversation with the app's
 * customer service, open until an operator closes the case with a category and a description.
 */
export const chats = pgTable(
  "chats",
  {
    msgId: text("msg_id").primaryKey(),
    appId: text("app_id").notNull(),
    name: text("name").notNull(),
    noCard: text("no_card").notNull(),
    status: text("status").notNull().default("open"),
    /** the newest message's time (lists are newest first) */
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
    closedBy: text("closed_by"),
    closeCategory: text("close_category"),
    closeDescription: text("close_description"),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("chats_app_status_idx").on(t.appId, t.status, t.lastAt)],
);

/** One message of a chat: from the member (`user`) or customer service (`cs`); text, image or document. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    msgId: text("msg_id").notNull(),
    frm: text("frm").notNull(),
    type: text("type").notNull().default("text"),
    msg: text("msg").notNull().default(""),
    doc: text("doc").notNull().default(""),
    sender: text("sender").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("chat_messages_chat_idx").on(t.msgId, t.id)],
);

/**
 * A WhatsApp ticket of customer service (SPEC §7 "Ticket service"): open when the member writes,
 * processing ("On Going") once customer service answers, closed when the e-card is activated.
 */
export const tickets = pgTable(
  "tickets",
  {
    code: text("code").primaryKey(),
    appId: text("app_id").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("tickets_app_status_idx").on(t.appId, t.status, t.createdAt)],
);

/** One WhatsApp message of a ticket: from the member (`user`) or customer service (`cs`). */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ticketCode: text("ticket_code").notNull(),
    frm: text("frm").notNull(),
    msg: text("msg").notNull(),
    sender: text("sender").notNull().default(""),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketCode, t.id)],
);

/**
 * A card registered by hand (SPEC §7 card registration upload): the member's ID card photo and
 * number, the user code; the PIN is mailed to the member and kept only as a hash.
 */
export const ecardRegistrations = pgTable("ecard_registrations", {
  cardNo: text("card_no").primaryKey(),
  projectId: text("project_id").notNull(),
  mediaName: text("media_name").notNull(),
  mediaNo: text("media_no").notNull(),
  userCode: text("user_code").notNull(),
  email: text("email").notNull(),
  photo: text("photo").notNull(),
  pinHash: text("pin_hash").notNull(),
  registeredBy: text("registered_by").notNull(),
  ticketCode: text("ticket_code"),
  createdAt: createdAt(),
});

/** Mail the platform sent (SPEC §7 /tools/sendmail): to whom, which kind; never the PIN it carried. */
export const sentMails = pgTable("sent_mails", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  appId: text("app_id").notNull(),
  type: text("type").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  sentBy: text("sent_by").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * The audit trail (issue 26): one row per changed record or security event, append-only. Rows of the
 * audited tables are written by the triggers of migration 0019 in the transaction of the change
 * itself (services/audit.ts sets who and where); security events by the platform's own code. Each
 * row carries the hash of the one before (`prev_hash`), so a removed or edited row shows
 * (`npm run audit:verify`).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    /** given by the chain trigger under its lock, so ids follow the chain order */
    id: bigint("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** change | security */
    kind: text("kind").notNull(),
    /** insert | update | delete; sign-in | sign-in-failed | lock-out | logout | session-expired | refused | retention */
    action: text("action").notNull(),
    username: text("username").notNull().default(""),
    role: text("role").notNull().default(""),
    projectId: text("project_id").notNull().default(""),
    address: text("address").notNull().default(""),
    requestId: text("request_id").notNull().default(""),
    /** the console screen the operator was on (its access-table key), '' for a direct call */
    screen: text("screen").notNull().default(""),
    /** the platform call (services/rules.ts names) */
    call: text("call").notNull().default(""),
    /** the table of a change, '' for a security event */
    entity: text("entity").notNull().default(""),
    recordId: text("record_id").notNull().default(""),
    /** the fields that changed, before and after (a deleted record whole in before, an inserted one in after) */
    before: jsonb("before"),
    after: jsonb("after"),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    index("audit_log_project_idx").on(t.projectId, t.id),
    index("audit_log_user_idx").on(t.projectId, t.username, t.id),
    index("audit_log_record_idx").on(t.projectId, t.entity, t.recordId, t.id),
    index("audit_log_screen_idx").on(t.projectId, t.screen, t.id),
    // Security events are few among the changes: a partial index finds them, and a change (the path
    // a save takes) does not pay for it. A filter by a change's action reads the project's index in
    // id order (a third of the changes each). bench/audit.ts: each index cost a save about 0.15 ms.
    index("audit_log_security_idx").on(t.projectId, t.id).where(sql`kind = 'security'`),
    // Retention and date filters; BRIN: rows arrive in time order, and it costs a save next to nothing.
    index("audit_log_at_idx").using("brin", t.at),
  ],
);
