// Every call declared in the contract, by name (the platform's rules use the same names: CALL_RULES).
// Headings of SPEC §7 move here one at a time; platform/services/contract.test.ts lists the platform
// routes still declared by hand, and fails when a new one is added without a contract entry.
import * as features from "./features.ts";
import * as members from "./members.ts";
import * as session from "./session.ts";

export const CALLS = {
  getListMember: members.getListMember,
  deleteAccounts: members.deleteAccounts,
  getListCoreMember: members.getListCoreMember,
  getDashboard: members.getDashboard,
  getClaimReimClient: members.getClaimReimClient,
  getClaimReimClientDetail: members.getClaimReimClientDetail,
  getLogs: members.getLogs,
  getDetailLogs: members.getDetailLogs,
  updatePass: members.updatePass,
  // SPEC §7 "Session and shell"
  "user/login": session.login,
  "user/logout": session.logout,
  "gateway/member/reqauth": session.reqauth,
  "get/getApp": session.getApp,
  "get/my_premium": session.getMyPremium,
  "get/additionals": session.getAdditionals,
  "get/getRoutes": session.getRoutes,
  "get/payor": session.getPayor,
  "post/corporate": session.postCorporate,
  linkProjectEcard: session.linkProjectEcard,
  // SPEC §7 "Features"
  getVisibility: features.getVisibility,
  updateFeature: features.updateFeature,
  updateFeatureMulti: features.updateFeatureMulti,
  log: features.log,
};
