// Request and response shapes of the platform calls (docs/platform-contract.md).
// Every JSON answer is an Envelope; errors carry no `data`.

export interface Envelope<T = undefined> {
  code: number;
  message: string;
  data?: T;
}

export type ErrorBody = { code: number; message: string; success?: false };

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
