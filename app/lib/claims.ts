/**
 * Claims of SPEC §4: status codes and labels, the history tabs, the claim process status of the
 * log, and the merge of a member's two claim lists. Shared by server and browser.
 */

export const CLAIM_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** SPEC §4 labels. */
export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = {
  0: "Open",
  1: "Complete",
  2: "Incomplete",
  3: "Revisi",
  4: "Invalid",
  5: "Reject",
  6: "Pending",
  7: "Approved",
  8: "Paid",
};

/** Badge colours: new, in process, refused, decided, paid. */
export const CLAIM_STATUS_COLOR: Record<ClaimStatus, "blue" | "amber" | "orange" | "red" | "gray" | "teal" | "green" | "indigo"> = {
  0: "blue",
  1: "indigo",
  2: "amber",
  3: "orange",
  4: "gray",
  5: "red",
  6: "amber",
  7: "teal",
  8: "green",
};

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 8;
}

/** A status code from a URL segment ("0"…"8"), or null for anything else ("1.0", "09", "x"). */
export function parseClaimStatus(segment: string | undefined): ClaimStatus | null {
  return segment && /^[0-8]$/.test(segment) ? (Number(segment) as ClaimStatus) : null;
}

export function claimStatusLabel(status: number): string {
  return isClaimStatus(status) ? CLAIM_STATUS_LABEL[status] : `Status ${status}`;
}

/** SPEC §4 history tabs of the member page. */
export const HISTORY_TABS = [
  { key: "new", label: "New", statuses: [0] },
  { key: "status", label: "Status", statuses: [1, 2, 3] },
  { key: "result", label: "Result", statuses: [4, 5, 6, 7, 8] },
  { key: "paid", label: "Paid", statuses: [8] },
  { key: "reject", label: "Reject", statuses: [5] },
  { key: "invalid", label: "Invalid", statuses: [4] },
] as const satisfies readonly { key: string; label: string; statuses: readonly ClaimStatus[] }[];
export type HistoryTab = (typeof HISTORY_TABS)[number]["key"];

/** The claims of each tab (a claim may be in several: Paid is also a Result). */
export function claimsByTab<Claim extends { status: number }>(claims: readonly Claim[]): Record<HistoryTab, Claim[]> {
  const tabs = {} as Record<HistoryTab, Claim[]>;
  for (const tab of HISTORY_TABS) tabs[tab.key] = claims.filter((c) => (tab.statuses as readonly number[]).includes(c.status));
  return tabs;
}

/** SPEC §4: the log's claim process status 1 is OPEN, 3 REVISI, anything else OTHER. */
export function claimProcessLabel(status: number | null | undefined): "OPEN" | "REVISI" | "OTHER" {
  return status === 1 ? "OPEN" : status === 3 ? "REVISI" : "OTHER";
}

/**
 * SPEC §7: a member's current claims and claim history are merged and deduplicated by request_id
 * (the first list wins: it is the fresher answer), newest request first.
 */
export function mergeClaims<Claim extends { request_id: string; request_time: string }>(current: readonly Claim[], history: readonly Claim[]): Claim[] {
  const byId = new Map<string, Claim>();
  for (const claim of [...current, ...history]) if (!byId.has(claim.request_id)) byId.set(claim.request_id, claim);
  return [...byId.values()].sort((a, b) => (a.request_time < b.request_time ? 1 : a.request_time > b.request_time ? -1 : a.request_id.localeCompare(b.request_id)));
}

/** The claim table's sort columns (the platform's whitelist). */
export { CLAIM_SORT_KEYS as CLAIM_SORT_COLUMNS } from "../../contract/lists";

/** SPEC §3 Claim detail codes, with the names operators know them by when the platform sends none. */
export const DOCUMENT_CODES = ["D001", "D002", "D003", "D004", "D005", "D006"] as const;

/** A file_source list (comma-separated) as its files. */
export function documentFiles(fileSource: string | null | undefined): string[] {
  return (fileSource ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Request IDs and card numbers as the console accepts them in a URL or a search box. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/;
export const CARD_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{2,39}$/;

/** SPEC §8 messages of the claim and member screens. */
export const CLAIM_MESSAGES = {
  claimNotFound: "Maaf, Request ID tidak ditemukan untuk akun anda",
  claimInvalid: "Maaf, Request ID tidak valid",
  cardNotFound: "Maaf, no kartu tidak ditemukan untuk akun anda",
  cardInvalid: "Maaf, no kartu tidak valid",
  documentNotFound: "Sorry, Dokumen Not Found",
} as const;
