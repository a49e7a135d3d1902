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

export interface Quota {
  total: number;
  usage: number;
  remain: number;
  /** percentages with one decimal */
  chartUsage: number;
  chartRemain: number;
}

// ── E-claim (SPEC §3 Claim header, Claim detail, Claim log, Member detail) ────
export interface ClaimHeader {
  request_id: string;
  claims_id: string;
  card_no: string;
  member_name: string;
  /** 0 Open … 8 Paid (SPEC §4) */
  status: number;
  claim_type: string;
  admission_date: string | null;
  discharge_date: string | null;
  hosp_inv_no: string;
  hosp_inv_date: string | null;
  provider_name: string;
  plan_id: string;
  /** ISO instant */
  request_time: string;
  diagnosis: string;
  remarks: string;
  /** bank details and payment date only when paid (status 8), else empty */
  bank_name: string;
  account_name: string;
  account_number: string;
  payment_date: string | null;
  incurred: number;
  approved: number;
  payor_id: string;
  payor_name: string;
}

export interface ClaimDocument {
  /** D001 … D006 */
  code: string;
  name: string;
  /** comma-separated URLs (/api/claimDocument/<request id>/<file>), "" when none was uploaded */
  file_source: string;
}

export interface ClaimLogEntry {
  log_at: string;
  request: { req_header: { claim_process_status: number; request_id: string } };
  submission_by: string;
}

export interface ClaimMember {
  name: string;
  card_no: string;
  payor_code: string;
  payor_name: string;
  employee_id: string;
  gender: string;
  member_since: string;
  dateofbirth: string;
  bank_account: string;
  help_line: string;
  member_type: string;
}

export interface ClaimDashboard {
  /** a payor code, or '*' for every payor of the caller */
  payor_code: string;
  total: number;
  byStatus: { status: number; total: number }[];
  /** the last 12 WIB months, oldest first (YYYY-MM) */
  byMonth: { month: string; total: number }[];
}

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
  recent: ClaimHeader[];
}

// ── E-card and reservations (issue 11) ───────────────────────────────────────
/** linkProjectEcard: the caller's project's public e-card page. */
export interface ProjectEcardPage {
  project_id: string;
  ecard_link: string;
}

/** SPEC §3 Reservation; status 1 New Request, 2 Reschedule, 3 Cancel, 4 Approve (§4). */
export interface ReservationItem {
  id: string;
  data: {
    card_no: string;
    payor_code: string;
    email: string;
    name: string;
    provider_name: string;
    poly_desc: string;
    /** ISO instant */
    reservation_date: string;
    status: number;
  };
}

export interface ReservationPage {
  total: number;
  result: ReservationItem[];
  /** keyset cursor of the row after this page (newest first), null on the last page */
  next: string | null;
}

/** GET /e-sign/cms/corporates (SPEC §3 "E-sign corporate"). */
export interface EsignCorporate {
  corporate_code: string;
  corporate_name: string;
  corporate_address: string;
  active_members: number;
  inactive_members: number;
  created_at: string;
}

/** GET /e-sign/cms/{corporate_code}/members (SPEC §3 "E-sign member"). */
export interface EsignMember {
  id: string;
  full_name: string;
  email: string;
  phone_number: string;
  nik: string;
  privy_id: string | null;
  is_active: boolean;
  is_verified: boolean;
  created_at: string;
}

/** GET getListPremiumProvider (SPEC §3 "Premium provider"). */
export interface PremiumProviderItem {
  app_id: string;
  username: string;
  meta: { id_prov: string; provider_name: string; provider_code: string; status: boolean };
  created_at: string;
}

/** GET getCategoryDoctor/{provId} (SPEC §3 "Doctor category"). */
export interface DoctorCategoryItem {
  id: string;
  id_prov: string;
  provider_code: string;
  data: { name: string };
  created_at: string;
}

/** GET getAllDoctor/{provId} (SPEC §3 "Doctor"). */
export interface DoctorItem {
  id_doctor: string;
  id_prov: string;
  category: { id: string; name: string };
  data_doctor: { name: string; image: string };
  created_at: string;
}

/** GET getMyProvider/{provId}: `data.data` (SPEC §2 my-provider). */
export interface ProviderProfile {
  id_prov: string;
  provider_code: string;
  provider_name: string;
  address: string;
  phone: string;
  latlong: string;
  profile: string;
  link_button: string;
  title_button: string;
  logo: string;
  banner: string;
  gallery: string[];
  status: boolean;
}

/** SPEC §3 "E-stamp vendor": prices in whole rupiah. */
export interface EmateraiVendor {
  vendor_id: string;
  vendor_name: string;
  unit_price: number;
  fee_price: number;
  description: string;
}

/** SPEC §3 "E-materai provider row" (getListUserMaterai), with the enrolment's bank and state. */
export interface EmateraiProviderRow {
  provider_code: string;
  long_name: string;
  /** the stamp account's email */
  user_code: string;
  vendor_name: string | null;
  va_number: string;
  price: number;
  npwp: string;
  price_fee: number;
  price_ematerai: number;
  parent_code: string | null;
  bank: string;
  active_flag: boolean;
}

/** SPEC §3 "Template" (listDataTemplate): the stamp box in PDF points, on a 1-based page. */
export interface EmateraiTemplate {
  template_id: number;
  provider_code: string;
  document_code: string;
  template_name: string;
  llx: number;
  lly: number;
  urx: number;
  ury: number;
  vis_signature_page: number;
  /** the template's PDF (a /files/ URL), "" when none is kept */
  file: string;
}
