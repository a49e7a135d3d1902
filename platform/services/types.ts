// Request and response shapes of the platform calls (docs/platform-contract.md).
// Every JSON answer is an Envelope; errors carry no `data`.

export interface Envelope<T = undefined> {
  code: number;
  message: string;
  data?: T;
}

export type ErrorBody = { code: number; message: string; success?: false };

// ── Session ────────────────────────────────────────────────────────────────
export interface LoginRequest {
  username: string;
  /** sha256 hex of the password */
  password: string;
}

export interface UserMeta {
  role: string;
  menu_active: string[];
  provider_code: string;
  provider_name: string;
  icon: string;
  whitelable: string;
  /** comma list or '*' */
  payor_code: string;
  /** access level: all | payor | provider | menu */
  access: string;
  flag_access: Record<string, boolean>;
  app_id: string;
}

export interface DataLogin {
  app_id: string;
  username: string;
  name: string;
  mobile_id: string;
  meta: UserMeta;
  // also at top level for convenience (SPEC §3 "Logged-in user")
  project_id: string;
  role: string;
  payor_code: string;
  menu_active: string[];
}

export interface DataApp {
  project_id: string;
  name: string;
  /** project valid_end, YYYY-MM-DD */
  to: string;
  Project: { payorcode: string[] };
}

export interface LoginResponse {
  success: true;
  code: 200;
  message: "Login Success";
  token: string;
  data: { dataLogin: DataLogin; dataApp: DataApp };
}

export interface UpdatePassRequest {
  username: string;
  oldpass: string;
  newpass: string;
}

export interface ReqAuthRequest {
  /** hex HMAC-SHA256 of project_id with the gateway key */
  signature: string;
  project_id: string;
}
export interface ReqAuthResponse {
  code: 200;
  message: string;
  token: string;
}

// ── Shell ──────────────────────────────────────────────────────────────────
export interface AppData {
  app_id: string;
  name: string;
  mobile_id: string;
  project_id: string;
  feature: { feature_id: string; name: string }[];
}

export interface PremiumProviderData {
  id_prov: string;
  provider_code: string;
  provider_name: string;
  address: string;
  phone: string;
  email: string;
  status: boolean;
}

export interface Additional {
  id: number;
  name: "termsconditional" | "helps" | "contact-us" | "mobile-apps" | string;
  title: string;
  /** HTML */
  content: string;
}

export interface RouteItem {
  id: string;
  name: string;
  title: string;
}

export interface Payor {
  payor_code: string;
  payor_name: string;
}

export interface CorporateRequest {
  /** payor codes; elements may also be comma lists */
  payercode: string[] | string;
}
export interface Corporate {
  corp_code: string;
  name: string;
  payor_code: string;
}

// ── Dashboard and logs ─────────────────────────────────────────────────────
export interface ChartPoint {
  /** YYYY-MM-DD (WIB) */
  tanggal: string;
  jumlah: number;
}

export interface Dashboard {
  newsCount: number;
  members: { total: number; active: number; inactive: number };
  claimTotal: number;
  dataChart: ChartPoint[];
  dataChart2: ChartPoint[];
}

export interface LogMonth {
  /** YYYY-MM (WIB) */
  month: string;
  total: number;
}

export interface LogEntry {
  id: number;
  project: string;
  endpoint: string;
  /** ISO 8601 UTC instant */
  log_time: string;
}

export interface DetailLogs {
  total: number;
  result: LogEntry[];
}

// ── Content and media (issue 3) ────────────────────────────────────────────
export interface ContentItem {
  /** numeric string */
  id: string;
  app_id: string;
  /** a0001 news, a0002 about, a0005 guidebook, a0006 about (provider side), a0010 banner ads, b0001 banner setting */
  feature_id: string;
  /** news { title, author, image, link, content }; about { content }; guidebook { title, image, guidebookapp };
   * banner setting { banner_regular: string[], banner_benefit: string[] } */
  datajson: Record<string, unknown>;
  status: boolean;
  /** ISO 8601 */
  created_at: string;
}

export interface Media {
  /** numeric string */
  id: string;
  type: "image" | "pdf";
  /** /files/… */
  image_url: string;
  description: string;
  /** ISO 8601 */
  createdAt: string;
  /** original file name */
  titleImage: string;
  /** the image's WebP thumbnail (at most 480×960 px); null for a PDF or an image that could not be read */
  thumbnail: Thumbnail | null;
}

export interface Thumbnail {
  /** /files/….thumb.webp */
  url: string;
  width: number;
  height: number;
}

export interface MediaPage {
  data: Media[];
  total: number;
}

export interface UploadResult {
  /** /files/… */
  url: string;
  type: "image" | "pdf";
  mime: string;
  size: number;
  /** as in Media */
  thumbnail: Thumbnail | null;
}

export interface NotificationSetting {
  url: string;
  secret_hint: string;
  description: string;
  /** ISO 8601 */
  updated_at: string;
}

// ── Members and features (issue 4) ─────────────────────────────────────────

export interface JsonFeature {
  features: Record<string, boolean | null>;
  invisible_items: Record<string, string[]>;
  invisible: string[];
}

export interface Visibility {
  /** the feature id (m0001 …, or "banner") */
  confid: string;
  /** the corporate code */
  corpid: string;
  /** numeric string, or null when the corporate has no configuration yet */
  id: string | null;
  items: { key: string; name: string }[];
  jsonfeature: JsonFeature;
}

export interface FeatureMultiResult {
  updated: string[];
  skipped: { corp_code: string; reason: string }[];
}

// ── E-claim (SPEC §3): the reimbursement figures; the claim header is the contract's (contract/eclaim.ts).
export interface ReimbursementRow {
  payor_code: string;
  payor_name: string;
  total: number;
  incurred: number;
  approved: number;
  paid: number;
  pending: number;
}

export interface ReimbursementDetail {
  payor_code: string;
  payor_name: string;
  byStatus: { status: number; total: number; incurred: number; approved: number }[];
  byMonth: { month: string; total: number; incurred: number; approved: number }[];
  /** the ten newest reimbursement claims */
  recent: import("./main/eclaim.ts").ClaimHeader[];
}

// ── E-card and reservations (issue 11) ───────────────────────────────────────
export type EcardEvent = "activation" | "transaction";

/** SPEC §3 E-card log. */
export interface EcardLog {
  /** numeric id as a string */
  id: string;
  card_no: string;
  member_name: string;
  payor_code: string;
  corp_code: string;
  /** ISO instant */
  registered_date: string;
  event: EcardEvent;
  /** claim_id and provider are "" for activations */
  body: { claim_id: string; provider: string };
}

/** getListEcard: one keyset page; cursors are opaque strings (null at either end). */
export interface EcardPage {
  total: number;
  /** false when `q` matched more than the count cap (total is then the cap) */
  total_exact: boolean;
  result: EcardLog[];
  next: string | null;
  prev: string | null;
}

/** getCollectionLog: events per WIB day of the range, oldest first, zero days included. */
export interface EcardCollectionLog {
  total: number;
  byDay: { day: string; total: number }[];
}

/** getCollectionAllByEvent (gateway): events and corporates with events, per project. */
export interface EcardSummary {
  projects: { project_id: string; project_name: string; total: number; corporates: number }[];
  total: number;
  corporates: number;
}

/** linkProjectEcard: the caller's project's public e-card page. */
export interface ProjectEcardPage {
  project_id: string;
  ecard_link: string;
}

/** A live chat's message (SPEC §3 "Chat message"): from the member (`user`) or customer service (`cs`). */
export interface ChatMessage {
  id: number;
  frm: "user" | "cs";
  /** ISO time; shown in Asia/Jakarta */
  date: string;
  msg: string;
  type: "text" | "image" | "doc";
  /** the attachment's /files/ path for image and doc, else "" */
  doc: string;
  /** the operator who wrote a `cs` message */
  sender: string;
}

/** getListChat: a chat with its newest message. */
export interface ChatSummary {
  msgId: string;
  data: { status: "open" | "close"; name: string; no_card: string; frm: ChatMessage["frm"]; date: string; msg: string; type: ChatMessage["type"] };
  /** the member's newest message, ISO (the console marks chats with new ones) */
  last_user_at: string | null;
}

/** getDetailChat: the conversation, and the case's summary once closed. */
export interface ChatDetail {
  msgId: string;
  data: { status: "open" | "close"; name: string; no_card: string };
  messages: ChatMessage[];
  summary: { username: string; category: string; description: string; date: string | null } | null;
}
