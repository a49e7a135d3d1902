import { helpPages } from "./messages-frame";
import { menuGroups, screenLabels } from "./messages-screens";
import type { ScreenKey } from "./screen-table";

/**
 * Each screen's label, by the keys of `screen-table.ts`: the sidebar, breadcrumbs and page titles
 * (through the access table), and the few pages that name a screen in the browser. Labels SPEC
 * names are written as SPEC writes them; the others are the message catalogue's.
 */
export const screenLabel = {
  dashboard: "Dashboard",
  detail_logs: screenLabels.detail_logs,
  profile: screenLabels.profile,
  termsconditional: helpPages.termsconditional,
  helps: helpPages.helps,
  "contact-us": helpPages["contact-us"],
  "mobile-apps": helpPages["mobile-apps"],

  news: screenLabels.news,
  add_news: screenLabels.add_news,
  detail_news: screenLabels.detail_news,
  about: screenLabels.about,
  guidebook: screenLabels.guidebook,
  notification: screenLabels.notification,
  "media-library": "Media Library",
  "media-library-reimbursement": screenLabels["media-library-reimbursement"],
  "media-items": screenLabels["media-items"],
  "media-upload": screenLabels["media-upload"],

  feature: screenLabels.feature,
  "manual-config": "Manual Config Feature",
  "my-banners": "Banner Setting",
  corporates: screenLabels.corporates,

  members: menuGroups.members,
  "members-all": screenLabels["members-all"],
  "members-active": screenLabels["members-active"],
  "members-inactive": screenLabels["members-inactive"],
  "coremedika-members": screenLabels["coremedika-members"],

  eclaim: "E-Claim",
  eclaim_status: screenLabels.eclaim_status,
  eclaim_detail: screenLabels.eclaim_detail,
  "eclaim-document": screenLabels["eclaim-document"],
  dashboard_eclaim: screenLabels.dashboard_eclaim,

  "live_chat-open": "Open",
  "live_chat-closed": "Closed",
  "manual-activation": screenLabels["manual-activation"],

  "ecard-transaction": screenLabels["ecard-transaction"],
  "ecard-activation": screenLabels["ecard-activation"],
  "ecard-dashboard": "Dashboard",
  "ecard-export": screenLabels["ecard-export"],

  "premium-provider": "Premium Provider",
  "add-premium-provider": screenLabels["add-premium-provider"],
  "detail-premium-provider": screenLabels["detail-premium-provider"],
  "my-provider": screenLabels["my-provider"],
  "category-doctor": screenLabels["category-doctor"],
  "add-category-doctor": screenLabels["add-category-doctor"],
  "detail-category-doctor": screenLabels["detail-category-doctor"],
  "all-doctor": screenLabels["all-doctor"],
  "add-doctor": screenLabels["add-doctor"],
  "detail-doctor": screenLabels["detail-doctor"],
  "banner-ads": screenLabels["banner-ads"],
  "add-banner-ads": screenLabels["add-banner-ads"],
  "detail-banner-ads": screenLabels["detail-banner-ads"],

  reservation: screenLabels.reservation,
  "reservation-export": screenLabels["reservation-export"],

  ematerai: "E-Materai",
  "add-ematerai": screenLabels["add-ematerai"],
  templating: screenLabels.templating,
  "template-list": "E-Materai Template",
  "add-template": "Tambah Template",
  "edit-template": "Edit Template",
  "e-sign-corporates": "Corporate List",
  "e-sign-corporate-new": "New Corporate",
  "e-sign-members": "Members of Corporate",
  "e-sign-member-new": "New Member",

  "audit-log": screenLabels["audit-log"],
  // Before the detail, whose :id would match "export".
  "audit-log-export": screenLabels["audit-log-export"],
  "audit-log-detail": screenLabels["audit-log-detail"],
} as const satisfies Record<ScreenKey, string>;
