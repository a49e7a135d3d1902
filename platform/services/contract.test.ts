// The contract (contract/, issue 25) against the platform that serves it: every declared call is a
// route the platform registers under its name, the real answer parses with the declared schema, and
// no route goes without a declaration except those of headings not moved yet (listed, to shrink).
import { describe, expect, it } from "vitest";
import { fillPath } from "../../contract/define.ts";
import { CALLS } from "../../contract/index.ts";
import { hmacHex } from "../lib/crypto.ts";
import { Canvas } from "../lib/png.ts";
import { DAY_MS, wibDate } from "../lib/time.ts";
import { call, usePlatform } from "../testing.ts";
import { createApp } from "./app.ts";
import { SessionCache } from "./cache.ts";
import type { PlatformContext } from "./context.ts";
import { callName } from "./rules.ts";

const GATEWAY_KEY = "contract-test";
const t = usePlatform(["superadmin", "admin", "eclaim"], { gatewayKey: GATEWAY_KEY });

/** The gateway's token for later gateway calls (SPEC §7 member/reqauth). */
async function gatewayToken(user: string, project: string): Promise<string> {
  const res = await t.post(user, "/gateway/member/reqauth", { project_id: project, signature: hmacHex(GATEWAY_KEY, project) });
  return res.body.token;
}

/** A multipart post, as the console streams an upload through. */
async function postForm(user: string, at: string, form: FormData) {
  const res = await t.platform.fetch(new Request(`http://platform.test${at}`, { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens[user]}` } }));
  return { status: res.status, body: (await res.json()) as { data?: unknown; code?: number } };
}

/** A small PNG, different for each seed (an upload of the same bytes is the same file). */
function png(seed: number): File {
  const canvas = new Canvas(16, 12);
  canvas.gradient([seed % 256, 40, 90], [200, (seed * 7) % 256, 30]);
  return new File([new Uint8Array(canvas.toPng())], `contract-${seed}.png`);
}

/** The newest open chat of the admin's app. */
async function openChat(): Promise<string> {
  const list = await t.post("admin", CALLS.getListChat.path, { msg_event: "open" });
  return list.body.data[0].msgId;
}

/** An uploaded image registered in the admin's library: its id. */
async function newMediaItem(seed: number): Promise<string> {
  const form = new FormData();
  form.set("image", png(seed));
  const up = await postForm("admin", CALLS.uploadFile.path, form);
  const item = await t.post("admin", CALLS.uploadImage.path, { appid: "APP001", image: (up.body.data as { url: string }).url, type: "image", description: `contract ${seed}` });
  return item.body.data.id;
}

/** The calls of the SPEC §7 headings still declared by hand (platform/services/types.ts and handler schemas). */
const NOT_YET_IN_THE_CONTRACT = new Set([
  "get/getApp", "get/my_premium", "get/additionals", "get/getRoutes", "get/payor", "post/corporate", "linkProjectEcard",
  "gateway/member/reqauth",
  "getVisibility", "updateFeature", "updateFeatureMulti",
  "reimbursement",
  "getDashboard", "getClaimReimClient", "getClaimReimClientDetail", "getLogs", "getDetailLogs", "updatePass", "user/logout",
  "tickets",
  "v2/extservice",
  "getListPremiumProvider", "updatePremiumProviderStatus", "updatePremiumProvider", "createPremiumProviderStatus",
  "getMyProvider", "updateMyProvider", "getCategoryDoctor", "createCategoryDoctor", "updateCategoryDoctor",
  "getAllDoctor", "createDoctor", "updateDoctor", "getListReservation",
  "getClaimsCoreMedika", "getLogClaims", "getMemberCoreMedika", "getListClaimsCardCoreMedika", "getListHistClaimsCardCoreMedika",
  "getClaimsDashboardPayorCoreMedika", "getListClaimsCoreMedika",
  "v2/coremdika", "linkExtService",
  "e-sign/corporates", "e-sign/add/corporate", "e-sign/members", "e-sign/add/member",
  "auditLog", "auditEvent",
  "log", "claimDocument", "tools/ecardLogging", "tools/sendmail",
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
    content: () => t.get("admin", fillPath(CALLS.content.path, { app: "APP001", featureId: "a0001", shape: "array" })),
    getContent: () => t.get("admin", fillPath(CALLS.getContent.path, { mobileId: "MOB001", featureId: "a0002", shape: "object" })),
    createNews: () => t.post("admin", CALLS.createNews.path, { appid: "APP001", featureid: "a0002", datajson: { content: "<p>Tentang kami</p>" } }),
    updateContent: async () => {
      const created = await t.post("admin", CALLS.createNews.path, { appid: "APP001", featureid: "a0002", datajson: { content: "<p>Lama</p>" } });
      return t.post("admin", CALLS.updateContent.path, { idContent: created.body.data.id, appid: "APP001", featureid: "a0002", datajson: { content: "<p>Baru</p>" } });
    },
    deleteContent: async () => {
      const created = await t.post("admin", CALLS.createNews.path, { appid: "APP001", featureid: "a0002", datajson: { content: "<p>Hapus</p>" } });
      return t.post("admin", CALLS.deleteContent.path, { idContent: created.body.data.id, appid: "APP001", featureid: "a0002" });
    },
    library_images: () => t.get("admin", `${fillPath(CALLS.library_images.path, { owner: "APP001" })}?type=image&page=2&size=5`),
    uploadFile: () => {
      const form = new FormData();
      form.set("image", png(1));
      return postForm("admin", `${CALLS.uploadFile.path}?type=image&name=contract-1.png`, form);
    },
    uploadImage: async () => {
      const form = new FormData();
      form.set("image", png(2));
      const up = await postForm("admin", CALLS.uploadFile.path, form);
      return t.post("admin", CALLS.uploadImage.path, { appid: "APP001", image: (up.body.data as { url: string }).url, titleImage: "contract-2.png", type: "image", description: "Kontrak" });
    },
    deleteImage: async () => t.post("admin", CALLS.deleteImage.path, { imageid: await newMediaItem(3) }),
    updateImage: async () => t.post("admin", CALLS.updateImage.path, { imageid: await newMediaItem(4), description: "Deskripsi baru" }),
    getFileRembursment: () => {
      const day = (n: number) => wibDate(new Date(Date.now() - n * DAY_MS));
      return t.post("admin", CALLS.getFileRembursment.path, { payors_code: "P002", from: day(6), to: day(0) });
    },
    getNotification: () => t.get("admin", fillPath(CALLS.getNotification.path, { project: "PRJ001" })),
    getListChat: () => t.post("admin", CALLS.getListChat.path, { app_id: "APP001", msg_event: "open", search: "" }),
    getDetailChat: async () => t.post("admin", CALLS.getDetailChat.path, { msg_id: await openChat() }),
    postMessage: async () => t.post("admin", CALLS.postMessage.path, { data: { msgId: await openChat(), msg: "Baik, kami bantu cek.", type: "text" }, project_id: "PRJ001", app_id: "APP001", user_id: "admin" }),
    updateCollection: async () =>
      t.post("admin", CALLS.updateCollection.path, { collection: "chat", condition: { msgId: await openChat() }, update: { status: "close", summary: { category: "Klaim", description: "" } } }),
    getListEcard: () => t.get("admin", `${fillPath(CALLS.getListEcard.path, { project: "PRJ001" })}?event=activation&size=5`),
    getCollectionLog: () => t.post("admin", CALLS.getCollectionLog.path, { collection: "ecard_log", event: "transaction", filter: {} }),
    "gateway/tools/getCollectionAllByEvent": async () => {
      const token = await gatewayToken("admin", "PRJ001");
      return call(t.platform, "POST", CALLS["gateway/tools/getCollectionAllByEvent"].path, { token, body: { event: "activation" } });
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
