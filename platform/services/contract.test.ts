// The contract (contract/, issue 25) against the platform that serves it: every declared call is a
// route the platform registers under its name, the real answer parses with the declared schema, and
// no route goes without a declaration except those of headings not moved yet (listed, to shrink).
import { describe, expect, it } from "vitest";
import { fillPath } from "../../contract/define.ts";
import { CALLS } from "../../contract/index.ts";
import { usePlatform } from "../testing.ts";
import { createApp } from "./app.ts";
import { SessionCache } from "./cache.ts";
import type { PlatformContext } from "./context.ts";
import { callName } from "./rules.ts";

const t = usePlatform(["superadmin", "admin", "eclaim"]);

/** The calls of the SPEC §7 headings still declared by hand (platform/services/types.ts and handler schemas). */
const NOT_YET_IN_THE_CONTRACT = new Set([
  "get/getApp", "get/my_premium", "get/additionals", "get/getRoutes", "get/payor", "post/corporate", "linkProjectEcard",
  "gateway/member/reqauth", "gateway/tools/getCollectionAllByEvent",
  "getVisibility", "updateFeature", "updateFeatureMulti",
  "content", "createNews", "updateContent", "deleteContent", "library_images", "uploadFile", "uploadImage", "deleteImage", "updateImage",
  "getFileRembursment", "reimbursement", "getNotification",
  "getDashboard", "getClaimReimClient", "getClaimReimClientDetail", "getLogs", "getDetailLogs", "updatePass", "user/logout",
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
  "getCollectionLog", "getContent", "log", "claimDocument", "tools/ecardLogging", "tools/sendmail",
]);

function platformRoutes() {
  const ctx: PlatformContext = { db: t.platform.db, filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: "contract-test", now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 };
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
  };
  for (const [name, run] of Object.entries(cases)) {
    it(`answers ${name} as declared`, async () => {
      const spec = CALLS[name as keyof typeof CALLS];
      const res = await run();
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(200);
      if ("answer" in spec) {
        const parsed = spec.answer.safeParse(res.body.data);
        expect(parsed.error?.issues ?? []).toEqual([]);
      } else {
        expect(res.body.data).toBeUndefined();
      }
    });
  }

  it("refuses a search longer than the bound the console keeps (SEARCH_MAX), with a 400", async () => {
    const { SEARCH_MAX } = await import("../../contract/lists.ts");
    const at = (q: string) => t.get("admin", `${fillPath(CALLS.getListMember.path, { key: "MOB001" })}?q=${q}`);
    expect((await at("a".repeat(SEARCH_MAX))).status).toBe(200);
    expect((await at("a".repeat(SEARCH_MAX + 1))).status).toBe(400);
  });
});
