// Every call declared in the contract, by name (the platform's rules use the same names: CALL_RULES).
// Headings of SPEC §7 move here one at a time; platform/services/contract.test.ts lists the platform
// routes still declared by hand, and fails when a new one is added without a contract entry.
import * as members from "./members.ts";

export const CALLS = {
  getListMember: members.getListMember,
  deleteAccounts: members.deleteAccounts,
  getListCoreMember: members.getListCoreMember,
};
