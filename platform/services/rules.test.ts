// The platform's own SPEC §6 rules (issue 10, point 1): one table, deny by default, tested call by
// call with every demo account — the direct calls that used to leak included.
import { describe, expect, it } from "vitest";
import { usePlatform } from "../testing.ts";
import { createApp } from "./app.ts";
import { SessionCache } from "./cache.ts";
import type { PlatformContext } from "./context.ts";
import { CALL_RULES, callName, mayCall } from "./rules.ts";

const ACCOUNTS = ["superadmin", "admin", "eclaim", "provider", "ematerai", "sd", "operator", "editor"] as const;
const t = usePlatform(ACCOUNTS);

const refused = { code: 404, reason: "forbidden" };

describe("the rule table", () => {
  it("names a rule for every call the platform serves (a call without one is refused for everyone)", () => {
    // The app as the platform builds it (routers may start work when built, e.g. media's temp-file sweep).
    const ctx: PlatformContext = { db: t.platform.db, filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: "rules-test", now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 };
    const app = createApp(ctx);
    const calls = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => callName(r.path)).filter((c): c is string => !!c && c !== "user/login"));
    const missing = [...calls].filter((c) => !CALL_RULES[c]);
    expect(missing).toEqual([]);
    expect(calls.size).toBeGreaterThan(40);
    expect(mayCall({ role: "superadmin", menuActive: [] }, "noSuchCall")).toBe(false);
  });

  it("names calls as the table does", () => {
    expect(callName("/api/getListMember/MOB001/")).toBe("getListMember");
    expect(callName("/api/get/payor")).toBe("get/payor");
    expect(callName("/api/post/corporate/APP001/PRJ001")).toBe("post/corporate");
    expect(callName("/gateway/tools/getCollectionAllByEvent")).toBe("gateway/tools/getCollectionAllByEvent");
    expect(callName("/reimbursement/abc.zip")).toBe("reimbursement");
    expect(callName("/e-sign/cms/corporates")).toBe("e-sign/corporates");
    expect(callName("/e-sign/cms/add/corporate")).toBe("e-sign/add/corporate");
    expect(callName("/e-sign/cms/K0001/members")).toBe("e-sign/members");
    expect(callName("/e-sign/cms/K0001/add/member")).toBe("e-sign/add/member");
    // "add" is never a corporate code (codes are upper-case): its members are no call.
    expect(callName("/e-sign/cms/add/members")).toBe("e-sign/add/members");
    expect(CALL_RULES["e-sign/add/members"]).toBeUndefined();
    expect(callName("/files/a.png")).toBeNull();
  });

  it("gives SPEC §6 roles fixed rights whatever their menu_active holds; other roles follow their menu", () => {
    // The demo provider's menu_active lists every menu: it still has no member list.
    expect(mayCall({ role: "provider", menuActive: ["members", "news"] }, "getListMember")).toBe(false);
    expect(mayCall({ role: "operator", menuActive: ["members"] }, "getListMember")).toBe(true);
    expect(mayCall({ role: "operator", menuActive: ["news"] }, "getListMember")).toBe(false);
    expect(mayCall({ role: "e-materai", menuActive: [] }, "getDashboard")).toBe(false);
    expect(mayCall({ role: "operator", menuActive: [] }, "getDashboard")).toBe(true);
  });
});

describe("direct calls with each account's token", () => {
  const get = (user: string, path: string) => t.get(user, path);
  const post = (user: string, path: string, body: unknown) => t.post(user, path, body);

  // The calls that leaked, each with the accounts the rule lets through; every other demo account is refused.
  const week = { payors_code: "P001", from: "2026-01-01", to: "2026-01-07" };
  const examples: { call: string; send: (user: string) => ReturnType<typeof get>; allowed: readonly string[] }[] = [
    { call: "getListMember", send: (u) => get(u, "/api/getListMember/MOB001/?size=1"), allowed: ["superadmin", "admin", "eclaim", "operator"] },
    { call: "getListCoreMember", send: (u) => get(u, "/api/getListCoreMember/PRJ001/*/?size=1"), allowed: ["superadmin", "admin", "eclaim"] },
    { call: "getDashboard", send: (u) => get(u, "/api/getDashboard/APP001"), allowed: ["superadmin", "admin", "eclaim", "sd", "operator", "editor"] },
    { call: "getFileRembursment", send: (u) => post(u, "/api/getFileRembursment", week), allowed: ["superadmin", "admin", "editor"] },
    { call: "createNews", send: (u) => post(u, "/api/createNews", { appid: "APP001", featureid: "a0001" }), allowed: ["superadmin", "admin", "operator", "editor"] },
    { call: "getVisibility", send: (u) => get(u, "/api/getVisibility/APP001/home-menu/K0001"), allowed: ["superadmin", "admin"] },
    { call: "getClaimsDashboardPayorCoreMedika", send: (u) => get(u, "/api/getClaimsDashboardPayorCoreMedika/PRJ001/*"), allowed: ["superadmin", "admin", "eclaim"] },
  ];
  it("answers each call that leaked by its rule, for every demo account", async () => {
    for (const { call, send, allowed } of examples) {
      for (const user of ACCOUNTS) {
        const res = await send(user);
        if (allowed.includes(user)) {
          // Let through: whatever the handler answers (a 400 for a partial body), never the refusal.
          expect(res.body?.reason, `${call} as ${user}`).not.toBe("forbidden");
          expect([401, 403], `${call} as ${user}`).not.toContain(res.status);
        } else {
          expect(res.status, `${call} as ${user}`).toBe(404);
          expect(res.body, `${call} as ${user}`).toEqual({ code: 404, message: "Not found for your account", reason: "forbidden" });
        }
      }
    }
    // The insurer roles get the data itself.
    for (const user of ["superadmin", "admin"]) {
      for (const { send } of examples.filter((e) => e.call !== "createNews")) expect((await send(user)).status, user).toBe(200);
    }
  });

  it("refuses the member lists, the core members and the dashboard to the roles SPEC §6 does not give them", async () => {
    for (const user of ["provider", "ematerai", "sd", "editor"]) {
      expect((await get(user, "/api/getListMember/MOB001/?size=1")).body, user).toMatchObject(refused);
    }
    expect((await get("provider", "/api/getListCoreMember/PRJ001/*/?size=1")).body).toMatchObject(refused);
    expect((await get("ematerai", "/api/getDashboard/APP001")).body).toMatchObject(refused);
    expect((await get("provider", "/api/getDashboard/APP001")).body).toMatchObject(refused);
    for (const user of ["superadmin", "admin", "eclaim"]) expect((await get(user, "/api/getListMember/MOB001/?size=1")).status, user).toBe(200);
    expect((await get("operator", "/api/getListMember/MOB002/?size=1")).status).toBe(200);
    expect((await get("sd", "/api/getDashboard/APP001")).status).toBe(200);
  });

  it("refuses reimbursement links, news writes and feature visibility outside their screens", async () => {
    for (const user of ["provider", "sd", "eclaim", "ematerai"]) {
      expect((await post(user, "/api/getFileRembursment", { payors_code: "P001", from: "2026-01-01", to: "2026-01-07" })).body, user).toMatchObject(refused);
    }
    for (const user of ["sd", "provider", "eclaim", "ematerai"]) {
      expect((await post(user, "/api/createNews", { appid: "APP001", featureId: "a0001", data: { title: "x" } })).body, user).toMatchObject(refused);
    }
    for (const user of ["provider", "sd", "eclaim", "ematerai", "editor"]) {
      expect((await get(user, "/api/getVisibility/APP001/home-menu/K0001")).body, user).toMatchObject(refused);
    }
    expect((await get("admin", "/api/getVisibility/APP001/home-menu/K0001")).status).toBe(200);
  });

  it("keeps e-claim to superadmin, admin and eclaim, and the e-stamp quota to its screens", async () => {
    for (const user of ["provider", "ematerai", "sd", "editor", "operator"]) {
      expect((await get(user, "/api/getClaimsDashboardPayorCoreMedika/PRJ001/*")).body, user).toMatchObject(refused);
    }
    expect((await get("eclaim", "/api/getClaimsDashboardPayorCoreMedika/PRJ001/*")).status).toBe(200);
    expect((await post("admin", "/api/linkExtService", { method: "GET", path: "/quota", query: { provider_code: "PRV002" } })).body).toMatchObject(refused);
    expect((await post("ematerai", "/api/linkExtService", { method: "GET", path: "/quota", query: { provider_code: "PRV002" } })).status).toBe(200);
  });

  it("leaves the shell to everyone", async () => {
    for (const user of ACCOUNTS) {
      expect((await get(user, "/api/get/payor")).status, user).toBe(200);
      expect((await get(user, "/api/get/getRoutes")).status, user).toBe(200);
    }
  });
});
