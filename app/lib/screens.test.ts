import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { findScreen, matchScreen } from "./screens";

const screens = [
  { key: "home", path: "/" },
  { key: "dashboard", path: "dashboard" },
  { key: "members", path: "members/:type" },
  { key: "status", path: "eclaim_status/:payorCode/:statusClaim" },
  { key: "esign-new", path: "e-sign/members/:corporate_code/new" },
  { key: "esign", path: "e-sign/members/:corporate_code" },
  { key: "any", path: ":anything/detail" },
];

/** What matchScreen skips must be what matchPath would refuse: the same answer as trying every pattern. */
function everyPattern(path: string) {
  for (const screen of screens) {
    const match = matchPath({ path: "/" + screen.path, end: true }, path);
    if (match) return { screen, params: match.params };
  }
  return undefined;
}

describe("matchScreen", () => {
  it.each([
    "/",
    "/dashboard",
    "/DashBoard",
    "/dashboard/",
    "/dashboards",
    "/members/all",
    "/Members/Active",
    "/members",
    "/eclaim_status/P001/3",
    "/eclaim_status/P%2F01/3",
    "/e-sign/members/K0001/new",
    "/e-sign/members/K0001",
    "/news/detail",
    "/unknown",
    "",
  ])("answers %s as matchPath over every pattern does", (path) => {
    expect(matchScreen(screens, path)).toEqual(everyPattern(path));
  });

  it("reads parameters and refuses other bases", () => {
    expect(matchScreen(screens, "/eclaim_status/P001/3")?.params).toEqual({ payorCode: "P001", statusClaim: "3" });
    expect(matchScreen(screens, "/news/detail")?.screen.key).toBe("any");
    expect(findScreen(screens.map((s) => ({ ...s, label: s.key })), "b", "/b/members/all")?.screen.key).toBe("members");
    expect(findScreen(screens.map((s) => ({ ...s, label: s.key })), "b", "/c/members/all")).toBeUndefined();
  });
});
