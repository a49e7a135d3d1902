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

export interface ProjectEcardLink {
  project_id: string;
  name: string;
  link: string;
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
