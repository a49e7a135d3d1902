/** Member list constants both sides use (SPEC §2 members, §3 Core member, §9 gender and member type codes). */
export const MEMBER_TYPES = ["all", "active", "inactive"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export const GENDERS = ["all", "M", "F"] as const;
export const CORE_MEMBER_TYPES = ["all", "P", "D"] as const;
export type CoreMemberFilters = { gender: (typeof GENDERS)[number]; type: (typeof CORE_MEMBER_TYPES)[number]; corp: string };
