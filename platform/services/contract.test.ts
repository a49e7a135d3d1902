// The contract (contract/, issue 25) against the platform that serves it: every declared call is a
// route the platform registers under its name, the real answer parses with the declared schema, and
// no route goes without a declaration except those of headings not moved yet (listed, to shrink).
import { describe, expect, it } from "vitest";
import { fillPath, type CallSpec } from "../../contract/define.ts";
import { CALLS } from "../../contract/index.ts";
import { hmacHex } from "../lib/crypto.ts";
import { call, DEMO_PASSWORD_HASH, login, sha256, usePlatform } from "../testing.ts";
import { createApp } from "./app.ts";
import { SessionCache } from "./cache.ts";
import type { PlatformContext } from "./context.ts";
import { callName } from "./rules.ts";

const GATEWAY_KEY = "contract-test";
const t = usePlatform(["superadmin", "admin", "eclaim"], { gatewayKey: GATEWAY_KEY });

/** The calls of the SPEC §7 headings still declared by hand (platform/services/types.ts and handler schemas). */
const NOT_YET_IN_THE_CONTRACT = new Set([
  "gateway/tools/getCollectionAllByEvent",
  "content", "createNews", "updateContent", "deleteContent", "library_images", "uploadFile", "uploadImage", "deleteImage", "updateImage",
  "getFileRembursment", "reimbursement", "getNotification",
  "getListChat", "getDetailChat", "updateCollection", "postMessage", "tickets",
  "v2/extservice", "getListEcard",
  "getListPremiumProvider", "updatePremiumProviderStatus", "updatePremiumProvider", "createPremiumProviderStatus",
  "getMyProvider", "updateMyProvider", "getCategoryDoctor", "createCategoryDoctor", "updateCategoryDoctor",
  "getAllDoctor", "createDoctor", "updateDoctor", "getListReservation",
  "getClaimsCoreMedika", "getLogClaims", "getMemberCoreMedika", "getListClaimsCardCoreMedika", "getListHistClaimsCardCoreMedika",
  "getClaimsDashboardPayorCoreMedika", "getListClaimsCoreMedika",
  "v2/coremdika", "linkExtService",
  "e-sign/corporates", "e-sign/add/corporate", "e-sign/members", "e-sign/add/member",
  "auditLog", "auditEvent",
  "getCollectionLog", "getContent", "claimDocument", "tools/ecardLogging", "tools/sendmail",
]);

function platformRoutes() {
  const ctx: PlatformContext = { db: t.platform.db, filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: GATEWAY_KEY, now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 };
  return createApp(ctx).routes.filter((r) => r.method !== "ALL");
}

describe("the contract", () => {
  it("declares every call the platform serves, but for the headings listed as not moved yet", () => {
    const served = new Set(platformRoutes().map((r) => callName(r.path)).filter((c): c is string => !!c && c !== "user/login"));
    const undeclared = [...served].filter((name) => !(name in CALLS) && !NOT_YET_IN_THE_CONTRACT.has(name));
    expect(undeclared).toEqual([]);
    // a call moved into the contract leaves the list
    expect(Object.keys(CALLS).filter((name) => NOT_YET_IN_THE_CONTRACT.has(name))).toEqual([]);
    // and the list names only calls that exist
    expect([...NOT_YET_IN_THE_CONTRACT].filter((name) => !served.has(name))).toEqual([]);
  });

  it("is served as declared: each call's method and path are a platform route of that name", () => {
    const routes = platformRoutes();
    for (const [name, spec] of Object.entries(CALLS)) {
      const match = routes.find((r) => r.method === spec.method && r.path.replace(/\/$/, "") === spec.path.replace(/\/$/, ""));
      expect(match, `${spec.method} ${spec.path}`).toBeDefined();
      expect(callName(spec.path), name).toBe(name);
    }
  });

  // One case per call: the real answer (demo data) parses with the declared schema.
  const cases: Record<keyof typeof CALLS, () => Promise<{ status: number; body: { data?: unknown; code?: number } }>> = {
    getListMember: () => t.get("admin", `${fillPath(CALLS.getListMember.path, { key: "MOB001" })}?type=all&page=1&size=10&sort=name&order=asc&q=a`),
    getListCoreMember: () => t.get("admin", `${fillPath(CALLS.getListCoreMember.path, { project: "PRJ001", payor: "*" })}?gender=F&size=5`),
    deleteAccounts: async () => {
      const list = await t.get("superadmin", `${fillPath(CALLS.getListMember.path, { key: "MOB001" })}?size=1`);
      const member = list.body.data.result[0];
      return t.post("superadmin", CALLS.deleteAccounts.path, { appid: "APP001", memberId: member.id, nocard: member.no_card });
    },
    getDashboard: () => t.get("eclaim", fillPath(CALLS.getDashboard.path, { app: "APP001" })),
    getClaimReimClient: () => t.get("eclaim", `${fillPath(CALLS.getClaimReimClient.path, { project: "PRJ001" })}?payorCode=*`),
    getClaimReimClientDetail: async () => {
      const rows = await t.get("eclaim", fillPath(CALLS.getClaimReimClient.path, { project: "PRJ001" }));
      const payor = (rows.body.data as { payor_code: string; total: number }[]).find((r) => r.total > 0);
      expect(payor, "a payor of the demo data with reimbursements").toBeDefined();
      return t.get("eclaim", fillPath(CALLS.getClaimReimClientDetail.path, { project: "PRJ001", payor: payor!.payor_code }));
    },
    getLogs: () => t.get("admin", fillPath(CALLS.getLogs.path, { project: "PRJ001" })),
    getDetailLogs: async () => {
      const months = await t.get("admin", fillPath(CALLS.getLogs.path, { project: "PRJ001" }));
      const logged = (months.body.data as { month: string; total: number }[]).find((m) => m.total > 0);
      expect(logged, "a month of the demo data with member logs").toBeDefined();
      const [year, month] = logged!.month.split("-");
      return t.get("admin", `${fillPath(CALLS.getDetailLogs.path, { project: "PRJ001" })}?month=${Number(month)}&year=${year}&page_number=1&page_size=5`);
    },
    // an account of its own: the new password ends its other sessions
    updatePass: async () => {
      const token = await login(t.platform, "editor");
      return call(t.platform, "POST", CALLS.updatePass.path, { token, body: { username: "editor", oldpass: DEMO_PASSWORD_HASH, newpass: sha256("contract-test") } });
    },
    "user/login": () => call(t.platform, "POST", CALLS["user/login"].path, { body: { username: "admin", password: DEMO_PASSWORD_HASH } }),
    "user/logout": async () => call(t.platform, "POST", CALLS["user/logout"].path, { token: await login(t.platform, "admin"), body: {} }),
    "gateway/member/reqauth": () => t.post("admin", CALLS["gateway/member/reqauth"].path, { project_id: "PRJ001", signature: hmacHex(GATEWAY_KEY, "PRJ001") }),
    "get/getApp": () => t.get("admin", fillPath(CALLS["get/getApp"].path, { app_id: "APP001" })),
    "get/my_premium": async () => {
      const providers = await t.get("superadmin", "/api/getListPremiumProvider");
      return t.get("superadmin", fillPath(CALLS["get/my_premium"].path, { id: providers.body.data[0].meta.provider_code }));
    },
    "get/additionals": () => t.get("admin", CALLS["get/additionals"].path),
    "get/getRoutes": () => t.get("admin", CALLS["get/getRoutes"].path),
    "get/payor": () => t.get("eclaim", CALLS["get/payor"].path),
    "post/corporate": () => t.post("admin", fillPath(CALLS["post/corporate"].path, { app: "APP001", project: "PRJ001" }), { payercode: ["*"], limit: 5 }),
    linkProjectEcard: () => t.get("admin", CALLS.linkProjectEcard.path),
    getVisibility: async () => t.get("admin", fillPath(CALLS.getVisibility.path, { app: "APP001", feature: "banner", corp: await aCorporate() })),
    updateFeature: async () => t.post("admin", CALLS.updateFeature.path, { confid: "banner", corpid: await aCorporate(), id: null, jsonfeature: { invisible: ["X1"] } }),
    updateFeatureMulti: async () => t.post("admin", CALLS.updateFeatureMulti.path, { confid: "banner", corpid: `${await aCorporate()},NOPE-1`, jsonfeature: { invisible: [] } }),
    log: async () => t.post("admin", CALLS.log.path, { msg_event: "open_access", body: { project_id: "PRJ001", corp_code: await aCorporate(), corp_name: "Contract" } }),
  };
  /** A corporate of the admin's project. */
  async function aCorporate(): Promise<string> {
    const corporates = await t.post("admin", fillPath(CALLS["post/corporate"].path, { app: "APP001", project: "PRJ001" }), { payercode: ["*"], limit: 1 });
    return corporates.body.data[0].corp_code;
  }
  for (const [name, run] of Object.entries(cases)) {
    it(`answers ${name} as declared`, async () => {
      const spec: CallSpec = CALLS[name as keyof typeof CALLS];
      const res = await run();
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      if (spec.answer) {
        const parsed = spec.answer.safeParse(res.body.data);
        expect(parsed.error?.issues ?? []).toEqual([]);
      } else {
        expect(res.body.data).toBeUndefined();
      }
      // the fields beside `data` (a token, a total)
      if (spec.envelope) expect(spec.envelope.safeParse(res.body).error?.issues ?? []).toEqual([]);
    });
  }

  it("refuses a search longer than the bound the console keeps (SEARCH_MAX), with a 400", async () => {
    const { SEARCH_MAX } = await import("../../contract/lists.ts");
    const at = (q: string) => t.get("admin", `${fillPath(CALLS.getListMember.path, { key: "MOB001" })}?q=${q}`);
    expect((await at("a".repeat(SEARCH_MAX))).status).toBe(200);
    expect((await at("a".repeat(SEARCH_MAX + 1))).status).toBe(400);
  });
});
