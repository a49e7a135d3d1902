import { describe, expect, it } from "vitest";
import type { MenuEntry } from "~/lib/menu";
import { buildMenu, can, canOpen, inPayorScope, openScreens, payorScope, screenByKey, screenFor, screens } from "./access";
import { menuLinks, opens, userWith } from "./kits/testing";

const open = opens;
const links = menuLinks;

function labels(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.kind === "link" ? [e.label] : [e.label, ...labels(e.items)]));
}

describe("screen catalogue", () => {
  it("resolves every SPEC §2 route with its parameters", () => {
    expect(screenFor("detail_news/42")?.screen.key).toBe("detail_news");
    expect(screenFor("eclaim_status/P001/3")?.params).toEqual({ payorCode: "P001", statusClaim: "3" });
    expect(screenFor("e-sign/members/K0001/new")?.screen.key).toBe("e-sign-member-new");
    expect(screenFor("e-sign/members/K0001")?.screen.key).toBe("e-sign-members");
    expect(screenFor("detail_logs/2026-06/")?.screen.key).toBe("detail_logs");
    expect(screenFor("no-such-screen")).toBeUndefined();
  });

  it("has unique keys and paths", () => {
    expect(new Set(screens.map((s) => s.key)).size).toBe(screens.length);
    expect(new Set(screens.map((s) => s.path)).size).toBe(screens.length);
  });
});

describe("SPEC §6 rules", () => {
  it("superadmin and admin see the insurer screens, not the provider's own", () => {
    for (const role of ["superadmin", "admin"]) {
      const user = userWith({ role });
      expect(open(user, "news")).toBe(true);
      expect(open(user, "members/all")).toBe(true);
      expect(open(user, "premium-provider")).toBe(true);
      expect(open(user, "my-provider")).toBe(false);
      expect(open(user, "template-list")).toBe(false);
    }
    expect(open(userWith({ role: "superadmin" }), "ematerai")).toBe(true);
    expect(open(userWith({ role: "admin" }), "ematerai")).toBe(false);
  });

  it("eclaim sees the dashboard, members (with a0004) and e-claim, not content", () => {
    const eclaim = userWith({ role: "eclaim", payor_code: "P001" });
    expect(open(eclaim, "dashboard")).toBe(true);
    expect(open(eclaim, "members/active")).toBe(true);
    expect(open(eclaim, "eclaim_detail/0001")).toBe(true);
    expect(open(eclaim, "news")).toBe(false);
    expect(open({ ...eclaim, features: ["a0001"] }, "members/all")).toBe(false);
  });

  it("provider sees its own pages only", () => {
    const provider = userWith({ role: "provider", provider_code: "PRV001" });
    expect(open(provider, "my-provider")).toBe(true);
    expect(open(provider, "all-doctor")).toBe(true);
    expect(open(provider, "banner-ads")).toBe(true);
    expect(open(provider, "news")).toBe(false);
    expect(open(provider, "members/all")).toBe(false);
    expect(open(provider, "detail_logs/2026-01")).toBe(false);
  });

  it("e-materai has the template list; sd has e-materai and e-sign", () => {
    const ematerai = userWith({ role: "e-materai" });
    expect(open(ematerai, "template-list")).toBe(true);
    expect(open(ematerai, "ematerai")).toBe(false);
    const sd = userWith({ role: "sd" });
    expect(open(sd, "ematerai")).toBe(true);
    expect(open(sd, "templating/PRV002")).toBe(true);
    expect(open(sd, "e-sign/corporates/new")).toBe(true);
    expect(open(sd, "news")).toBe(false);
  });

  it("other roles are limited to their menu_active list", () => {
    const operator = userWith({ role: "operator", project_id: "PRJ002", menu_active: ["news", "members"], features: ["a0001", "a0004"] });
    expect(open(operator, "news")).toBe(true);
    expect(open(operator, "detail_news/7")).toBe(true);
    expect(open(operator, "members/inactive")).toBe(true);
    expect(open(operator, "media-library")).toBe(false);
    expect(open(operator, "eclaim")).toBe(false);
    expect(open(operator, "profile")).toBe(true);
  });

  it("the Audit Log, its export and its records are superadmin's alone, whatever menu_active says", () => {
    expect(screenFor("audit-log/export")?.screen.key).toBe("audit-log-export");
    expect(screenFor("audit-log/42")?.params).toEqual({ id: "42" });
    expect(screenFor("audit-log/42")?.screen.key).toBe("audit-log-detail");
    const superadmin = userWith({ role: "superadmin" });
    for (const path of ["audit-log", "audit-log/export", "audit-log/42"]) {
      expect(open(superadmin, path), path).toBe(true);
      for (const role of ["admin", "eclaim", "provider", "e-materai", "sd"]) expect(open(userWith({ role }), path), `${role} ${path}`).toBe(false);
      expect(open(userWith({ role: "operator", menu_active: ["audit-log", "dashboard", "news"] }), path), path).toBe(false);
    }
    expect(links(buildMenu(superadmin, "B".repeat(50), []))).toContain(`/${"B".repeat(50)}/audit-log`);
    expect(labels(buildMenu(userWith({ role: "admin" }), "B".repeat(50), []))).not.toContain("Log Audit");
    expect(openScreens(superadmin).find((s) => s.key === "audit-log-detail")).toEqual({ key: "audit-log-detail", path: "audit-log/:id", label: "Catatan Audit", parent: "audit-log" });
  });

  it("core-project screens need the core project; E-Card needs m0014", () => {
    const elsewhere = userWith({ role: "admin", project_id: "PRJ002" });
    expect(open(elsewhere, "reservation")).toBe(false);
    expect(open(elsewhere, "dashboard_eclaim")).toBe(false);
    expect(open(elsewhere, "premium-provider")).toBe(false);
    expect(open(elsewhere, "banner-ads")).toBe(false);
    expect(open(elsewhere, "ecard/transaction")).toBe(true);
    expect(open(elsewhere, "ecard/dashboard")).toBe(false);
    expect(open(userWith({ features: ["a0001"] }), "ecard/transaction")).toBe(false);
  });
});

describe("sidebar", () => {
  it("links only to built screens the user may open", () => {
    const base = "B".repeat(50);
    for (const role of ["superadmin", "admin", "eclaim", "provider", "e-materai", "sd", "operator"]) {
      const user = userWith({ role, menu_active: ["news", "members"] });
      for (const to of links(buildMenu(user, base, []))) {
        const match = screenFor(to.slice(base.length + 2))!;
        expect(match.screen.pending).toBeUndefined();
        expect(canOpen(user, match.screen)).toBe(true);
      }
    }
    expect(labels(buildMenu(userWith({ role: "provider" }), base, []))).toContain("Dashboard");
  });

  it("links carry the base segment", () => {
    const base = "x".repeat(50);
    const [first] = buildMenu(userWith({}), base, []);
    expect(first).toEqual({ kind: "link", label: "Dashboard", to: `/${base}/dashboard` });
    expect(screenByKey("dashboard").path).toBe("dashboard");
  });
});

describe("capabilities and payor scope (one place for what a user may do inside a screen)", () => {
  it("member delete is superadmin's, media management admin's and superadmin's", () => {
    expect(can(userWith({ role: "superadmin" }), "members.delete")).toBe(true);
    for (const role of ["admin", "eclaim", "editor", "operator"]) expect(can(userWith({ role }), "members.delete")).toBe(false);
    for (const role of ["superadmin", "admin"]) expect(can(userWith({ role }), "media.manage")).toBe(true);
    for (const role of ["editor", "provider", "operator"]) expect(can(userWith({ role }), "media.manage")).toBe(false);
  });

  it("one payor_code parser: '*' anywhere in the list is every payor", () => {
    expect(payorScope(userWith({ payor_code: "*" }))).toBe("*");
    expect(payorScope(userWith({ payor_code: "P001,*" }))).toBe("*");
    expect([...(payorScope(userWith({ payor_code: " P001 , P002,," })) as Set<string>)]).toEqual(["P001", "P002"]);
    expect(inPayorScope(userWith({ payor_code: "P001,*" }), "P008")).toBe(true);
    expect(inPayorScope(userWith({ payor_code: "P001" }), "P002")).toBe(false);
    expect(inPayorScope(userWith({ payor_code: "P001" }), null)).toBe(false);
    expect(inPayorScope(userWith({ payor_code: "" }), "P001")).toBe(false);
  });

  it("the browser learns only the screens the user may open (titles and breadcrumbs)", () => {
    const editor = openScreens(userWith({ role: "editor", menu_active: ["news"] }));
    expect(editor.map((s) => s.key)).toEqual(expect.arrayContaining(["news", "add_news", "detail_news", "dashboard", "profile"]));
    expect(editor.some((s) => s.key === "members-all" || s.key === "manual-config")).toBe(false);
    expect(editor.find((s) => s.key === "add_news")).toEqual({ key: "add_news", path: "add_news", label: "Tambah Berita", parent: "news" });
  });
});
