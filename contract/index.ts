// Every call declared in the contract, by name (the platform's rules use the same names: CALL_RULES).
// platform/services/contract.test.ts fails when the platform serves a call not named here.
import * as audit from "./audit.ts";
import * as chat from "./chat.ts";
import * as content from "./content.ts";
import * as eclaim from "./eclaim.ts";
import * as esign from "./esign.ts";
import * as estamp from "./estamp.ts";
import * as features from "./features.ts";
import * as members from "./members.ts";
import * as provider from "./provider.ts";
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
  // SPEC §7 "Premium provider and provider data"
  getListPremiumProvider: provider.getListPremiumProvider,
  createPremiumProviderStatus: provider.createPremiumProviderStatus,
  updatePremiumProvider: provider.updatePremiumProvider,
  updatePremiumProviderStatus: provider.updatePremiumProviderStatus,
  getMyProvider: provider.getMyProvider,
  updateMyProvider: provider.updateMyProvider,
  getCategoryDoctor: provider.getCategoryDoctor,
  createCategoryDoctor: provider.createCategoryDoctor,
  updateCategoryDoctor: provider.updateCategoryDoctor,
  getAllDoctor: provider.getAllDoctor,
  createDoctor: provider.createDoctor,
  updateDoctor: provider.updateDoctor,
  getListReservation: provider.getListReservation,
  // SPEC §7 "E-claim"
  getClaimsCoreMedika: eclaim.getClaimsCoreMedika,
  getLogClaims: eclaim.getLogClaims,
  getMemberCoreMedika: eclaim.getMemberCoreMedika,
  getListClaimsCardCoreMedika: eclaim.getListClaimsCardCoreMedika,
  getListHistClaimsCardCoreMedika: eclaim.getListHistClaimsCardCoreMedika,
  getClaimsDashboardPayorCoreMedika: eclaim.getClaimsDashboardPayorCoreMedika,
  getListClaimsCoreMedika: eclaim.getListClaimsCoreMedika,
  claimDocument: eclaim.claimDocumentFile,
  // SPEC §7 "E-stamp and e-sign" (the endpoints of v2/coremdika one by one: estamp.COREMDIKA_ENDPOINTS)
  "v2/coremdika": estamp.coremdika,
  linkExtService: estamp.linkExtService,
  "e-sign/corporates": esign.esignCorporates,
  "e-sign/add/corporate": esign.esignAddCorporate,
  "e-sign/members": esign.esignMembers,
  "e-sign/add/member": esign.esignAddMember,
  // The audit trail (not in SPEC §7; its one record, GET auditLog/{id}, is audit.auditLogEntry)
  auditLog: audit.auditLog,
  auditEvent: audit.auditEvent,
  // SPEC §7 "Content and media"
  content: content.content,
  getContent: content.getContent,
  createNews: content.createNews,
  updateContent: content.updateContent,
  deleteContent: content.deleteContent,
  library_images: content.library_images,
  uploadFile: content.uploadFile,
  uploadImage: content.uploadImage,
  deleteImage: content.deleteImage,
  updateImage: content.updateImage,
  getFileRembursment: content.getFileRembursment,
  getNotification: content.getNotification,
  reimbursement: content.reimbursement,
  // SPEC §7 "Chat and activation"
  getListChat: chat.getListChat,
  getDetailChat: chat.getDetailChat,
  updateCollection: chat.updateCollection,
  postMessage: chat.postMessage,
  getListEcard: chat.getListEcard,
  getCollectionLog: chat.getCollectionLog,
  "gateway/tools/getCollectionAllByEvent": chat.getCollectionAllByEvent,
  // (the one ticket, GET tickets/one/{code}, is chat.ticketOne; the endpoints of v2/extservice one by one: chat.EXTSERVICE_ENDPOINTS and chat.registerCard)
  tickets: chat.tickets,
  "v2/extservice": chat.extservice,
  "tools/ecardLogging": chat.ecardLogging,
  "tools/sendmail": chat.sendmail,
};
