// The lists' vocabulary both programs read, without zod (the console's list kit runs in the browser
// too): search bound, sort keys, filter values. The calls in the heading modules use them.

/** Searches of the lists: at most this many characters, on both sides. */
export const SEARCH_MAX = 100;

// SPEC §7 "Members, dashboards, logs"
export const MEMBER_TYPES = ["all", "active", "inactive"] as const;
export const MEMBER_SORT_KEYS = ["no_card", "name", "phone", "birthdate", "is_active", "created_at"] as const;
export const CORE_MEMBER_TYPES = ["all", "P", "D"] as const;
export const CORE_GENDERS = ["all", "M", "F"] as const;
export const CORE_MEMBER_SORT_KEYS = ["card_no", "name", "member_since", "member_type", "gender"] as const;

// SPEC §7 "Premium provider and provider data": the reservations, searched by card number.
export const RESERVATION_SEARCH_MAX = 40;
/** The table's page sizes (SPEC §9 general tables) and the export's page of 5,000. */
export const RESERVATION_PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000, 5000] as const;

// SPEC §7 "Features": at most this many corporates in one updateFeatureMulti.
export const FEATURE_MULTI_MAX = 500;

// SPEC §7 "E-claim": the claim table's sort columns (each served by an index) and page sizes.
export const CLAIM_SORT_KEYS = ["request_time", "request_id", "claims_id", "card_no", "member_name", "provider_name", "admission_date", "incurred", "approved"] as const;
export const CLAIM_PAGE_SIZES = [10, 20, 50, 100] as const;

// SPEC §7 "E-stamp and e-sign": the banks of an e-stamp enrolment (SPEC §9).
export const EMATERAI_BANKS = ["BCA", "BNI", "BSI", "BRI", "MANDIRI", "PERMATA", "CIMB"] as const;

// The audit trail (issue 26; not in SPEC §7): kinds and actions of its records, and its largest page.
export const AUDIT_KINDS = ["change", "security"] as const;
export const CHANGE_ACTIONS = ["insert", "update", "delete"] as const;
export const SECURITY_ACTIONS = ["sign-in", "sign-in-failed", "lock-out", "logout", "session-expired", "refused"] as const;
/** Every action the platform writes, changes first. */
export const AUDIT_ACTIONS = [...CHANGE_ACTIONS, ...SECURITY_ACTIONS, "retention"] as const;
export const AUDIT_PAGE_MAX = 1000;

// SPEC §7 "Content and media": the media library (a page of 40 by default, at most 200).
export const MEDIA_TYPES = ["image", "pdf"] as const;
export const MEDIA_PAGE_SIZE = 40;
export const MEDIA_PAGE_MAX = 200;

// SPEC §7 "Chat and activation"
/** The live chat list's search (name or card number) is shorter than the tables' (SEARCH_MAX). */
export const CHAT_SEARCH_MAX = 60;
/** SPEC §9: a chat message is at most 200 characters. */
export const CHAT_MESSAGE_MAX = 200;
export const ECARD_EVENTS = ["activation", "transaction"] as const;
/** The e-card list's page: 10 on screen, up to 5,000 per read of an export. */
export const ECARD_PAGE_MAX = 5000;
export const TICKET_STATUSES = ["open", "processing", "closed"] as const;
/** SPEC §7: tickets are read from this day (to today). */
export const TICKETS_FROM = "2021-08-01";
