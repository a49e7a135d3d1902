// Every call declared in the contract, by name (the platform's rules use the same names: CALL_RULES).
// Headings of SPEC §7 move here one at a time; platform/services/contract.test.ts lists the platform
// routes still declared by hand, and fails when a new one is added without a contract entry.
import * as chat from "./chat.ts";
import * as content from "./content.ts";
import * as members from "./members.ts";

export const CALLS = {
  getListMember: members.getListMember,
  deleteAccounts: members.deleteAccounts,
  getListCoreMember: members.getListCoreMember,
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
  // SPEC §7 "Chat and activation"
  getListChat: chat.getListChat,
  getDetailChat: chat.getDetailChat,
  updateCollection: chat.updateCollection,
  postMessage: chat.postMessage,
  getListEcard: chat.getListEcard,
  getCollectionLog: chat.getCollectionLog,
  "gateway/tools/getCollectionAllByEvent": chat.getCollectionAllByEvent,
};
