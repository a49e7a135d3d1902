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
