/** Member list constants both sides use (SPEC §2 members, §3 Core member, §9 gender and member type codes). */
import { CORE_GENDERS, CORE_MEMBER_TYPES, MEMBER_TYPES } from "../../contract/lists";

export { CORE_MEMBER_TYPES, MEMBER_TYPES };
export const GENDERS = CORE_GENDERS;
export type MemberType = (typeof MEMBER_TYPES)[number];

export type CoreMemberFilters = { gender: (typeof GENDERS)[number]; type: (typeof CORE_MEMBER_TYPES)[number]; corp: string };
