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
