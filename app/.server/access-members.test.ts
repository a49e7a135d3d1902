import { describe, expect, it } from "vitest";
import { buildMenu, inPayorScope, screenFor } from "./access";
import { memberListKey } from "./upstream/members";
import { menuLinks, opens, userWith } from "./kits/testing";

/** Access rules of the member and feature-visibility screens (issue 4). */
const open = opens;
const links = menuLinks;
const base = "B".repeat(50);

describe("member screens", () => {
  it("only the three member types exist; anything else is not a screen", () => {
    for (const type of ["all", "active", "inactive"]) expect(screenFor(`members/${type}`)).toBeDefined();
    expect(screenFor("members/deleted")).toBeUndefined();
    // SPEC §2 names the lists `members`: it is a screen (it opens the list of all members).
    expect(screenFor("members")?.screen.key).toBe("members");
  });

  it("superadmin, admin and eclaim (with a0004) open the member lists and core members", () => {
    for (const role of ["superadmin", "admin", "eclaim"]) {
      const user = userWith({ role, payor_code: role === "eclaim" ? "P001" : "*" });
      expect(open(user, "members/all")).toBe(true);
      expect(open(user, "coremedika-members")).toBe(true);
    }
    expect(open(userWith({ role: "eclaim", features: ["a0001"] }), "members/active")).toBe(false);
  });

  it("provider, e-materai and sd do not", () => {
    for (const role of ["provider", "e-materai", "sd"]) {
      expect(open(userWith({ role }), "members/all")).toBe(false);
      expect(open(userWith({ role }), "coremedika-members")).toBe(false);
      expect(open(userWith({ role }), "corporates")).toBe(false);
    }
  });

  it("other roles follow menu_active: members opens the lists, not core members", () => {
    const operator = userWith({ role: "operator", project_id: "PRJ002", menu_active: ["news", "members"], features: ["a0001", "a0004"] });
    expect(open(operator, "members/all")).toBe(true);
    expect(open(operator, "coremedika-members")).toBe(false);
    expect(open(operator, "feature/home-menu")).toBe(false);
    expect(open(operator, "corporates")).toBe(false);
  });

  it("the eclaim role lists by its whitelabel code, others by the app's mobile_id", () => {
    expect(memberListKey(userWith({ role: "eclaim", whitelable: "P001", payor_code: "P001" }))).toBe("P001");
    expect(memberListKey(userWith({ role: "eclaim", whitelable: null, payor_code: "P003,P004" }))).toBe("P003");
    expect(memberListKey(userWith({ role: "admin", whitelable: "P001" }))).toBe("MOB001");
  });

  it("payor scoping: a row of another payor never passes", () => {
    const eclaim = userWith({ role: "eclaim", payor_code: "P001" });
    expect(inPayorScope(eclaim, "P001")).toBe(true);
    expect(inPayorScope(eclaim, "P002")).toBe(false);
    expect(inPayorScope(eclaim, null)).toBe(false);
    expect(inPayorScope(userWith({ payor_code: "P001, P002" }), "P002")).toBe(true);
    expect(inPayorScope(userWith({ payor_code: "*" }), "P008")).toBe(true);
  });
});

describe("feature visibility screens", () => {
  it("superadmin and admin open feature/{name}, manual config, banner setting and the corporate search", () => {
    for (const role of ["superadmin", "admin"]) {
      const user = userWith({ role });
      for (const path of ["feature/home-menu", "manual-config", "my-banners", "corporates"]) expect(open(user, path)).toBe(true);
    }
  });

  it("eclaim may search corporates (core member filter) but not configure features", () => {
    const eclaim = userWith({ role: "eclaim", payor_code: "P001" });
    expect(open(eclaim, "corporates")).toBe(true);
    for (const path of ["feature/home-menu", "manual-config", "my-banners"]) expect(open(eclaim, path)).toBe(false);
  });

  it("another role with one of the picker screens in menu_active may use the corporate search", () => {
    const banners = userWith({ role: "operator", menu_active: ["my-banners"] });
    expect(open(banners, "my-banners")).toBe(true);
    expect(open(banners, "corporates")).toBe(true);
    expect(open(banners, "manual-config")).toBe(false);
  });

  it("the sidebar lists the feature routes, Manual Config, Banner Setting and the member lists", () => {
    const routes = [
      { id: "m0001", name: "home-menu" },
      { id: "m0002", name: "benefit-menu" },
    ];
    const admin = links(buildMenu(userWith({ role: "admin" }), base, routes));
    for (const path of ["feature/home-menu", "feature/benefit-menu", "manual-config", "my-banners", "members/all", "members/active", "members/inactive", "coremedika-members"]) {
      expect(admin).toContain(`/${base}/${path}`);
    }
    expect(admin).not.toContain(`/${base}/corporates`);
    const eclaim = links(buildMenu(userWith({ role: "eclaim", payor_code: "P001" }), base, routes));
    expect(eclaim).toContain(`/${base}/members/all`);
    expect(eclaim.some((l) => l.includes("/feature/") || l.endsWith("/manual-config") || l.endsWith("/my-banners"))).toBe(false);
  });
});
