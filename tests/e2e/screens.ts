import type { DemoUser } from "./fixtures";

/** Every screen of every role, with a dialog open where a screen has one: the walk of the accessibility and language checks. */
export const SCREENS: Record<string, { account: DemoUser; paths: string[] }> = {
  admin: {
    account: "admin",
    paths: [
      "dashboard",
      "news",
      "add_news",
      "about",
      "guidebook?new",
      "notification",
      "media-library",
      "feature/home-menu?corp=K0001",
      "manual-config?feature=home-menu",
      "my-banners",
      "members/all",
      "coremedika-members",
      "profile",
      "helps",
      "detail_logs/2026-01",
      "eclaim",
      "eclaim_status/P001/8",
      "dashboard_eclaim",
      "ecard/transaction?payor=P001",
      "ecard/activation",
      "ecard/dashboard",
      "reservation",
      "premium-provider",
      "premium-provider?toggle=prov_g7h8i9",
      "premium-provider?toggle=prov_s1t2u3",
      "add-premium-provider",
      "detail-premium-provider/rs.medikapermata",
      "banner-ads",
      "add-banner-ads",
      "no-such-screen",
    ],
  },
  // The admin's customer-service screens, apart (a dialog open on each).
  "customer service": {
    account: "admin",
    paths: ["live_chat/open?chat=CHT000006", "live_chat/open?chat=CHT000006&close=1", "live_chat/closed?chat=CHT000010", "manual-activation?tab=open&ticket=TCK-00003", "manual-activation?tab=closed&ticket=TCK-00010"],
  },
  provider: { account: "provider", paths: ["dashboard", "profile", "my-provider", "category-doctor", "add-category-doctor", "detail-category-doctor/prv001c1", "all-doctor", "add-doctor", "detail-doctor/prv001d11", "banner-ads", "add-banner-ads"] },
  ematerai: { account: "ematerai", paths: ["dashboard", "template-list", "add-template/PRV002"] },
  sd: { account: "sd", paths: ["ematerai", "add-ematerai", "templating/PRV002", "add-template/PRV001", "e-sign/corporates", "e-sign/corporates/new", "e-sign/members/K0001", "e-sign/members/K0001/new", "e-sign/members/NOPE404"] },
  editor: { account: "editor", paths: ["members/all"] },
  // The Audit Log (issue 26): the list, a filtered one, and a reversed range said beside the filters.
  superadmin: { account: "superadmin", paths: ["audit-log", "audit-log?kind=security&user=superadmin", "audit-log?from=2026-03-02&to=2026-03-01", "audit-log/999999999"] },
};
