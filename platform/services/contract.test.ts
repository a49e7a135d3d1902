// The contract (contract/, issue 25) against the platform that serves it: every declared call is a
// route the platform registers under its name, the real answer parses with the declared schema (a
// file answer: its declared type and disposition), and no route goes without a declaration.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { fillPath, type CallSpec } from "../../contract/define.ts";
import { auditLogEntry } from "../../contract/audit.ts";
import { EXTSERVICE_ENDPOINTS, registerCard, ticketOne } from "../../contract/chat.ts";
import { COREMDIKA_ENDPOINTS, createTemplateMaterai, updateTemplateMaterai } from "../../contract/estamp.ts";
import { CALLS } from "../../contract/index.ts";
import { claimAttachments, claims, coreMembers, ecardRegistrations, premiumProviders } from "../db/schema.ts";
import { hmacHex } from "../lib/crypto.ts";
import { Canvas } from "../lib/png.ts";
import { DAY_MS, wibDate } from "../lib/time.ts";
import { call, DEMO_PASSWORD_HASH, login, sha256, usePlatform } from "../testing.ts";
import { createApp } from "./app.ts";
import { SessionCache } from "./cache.ts";
import type { PlatformContext } from "./context.ts";
import { callName } from "./rules.ts";

const GATEWAY_KEY = "contract-test";
const t = usePlatform(["superadmin", "admin", "eclaim", "provider", "sd"], { gatewayKey: GATEWAY_KEY });

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

function platformRoutes() {
  const ctx: PlatformContext = { db: t.platform.db, filesDir: t.platform.filesDir, tokenRefreshSeconds: 3600, gatewayKey: GATEWAY_KEY, now: () => new Date(), sessionCache: new SessionCache(0), cacheMs: 0, chatReplyMs: 0 };
  return createApp(ctx).routes.filter((r) => r.method !== "ALL");
}

/** The schema an answer is checked with: a write's receipt as declared, without the console's fallback (contract/fields.ts receipt). */
function declared(answer: z.ZodType): z.ZodType {
  return answer instanceof z.ZodCatch ? (answer.unwrap() as z.ZodType) : answer;
}

/** A paid claim of payor P001 (its bank details filled). */
async function aClaim() {
  const [row] = await t.platform.db.select({ requestId: claims.requestId, cardNo: claims.cardNo }).from(claims).where(and(eq(claims.projectId, "PRJ001"), eq(claims.payorId, "P001"), eq(claims.status, 8))).limit(1);
  return row!;
}

/** A call's answer: its status, its body as JSON (a file's as text) and its headers. */
type Answered = { status: number; body: { data?: unknown; code?: number }; headers?: Headers };

/** A card of the admin's project with a corporate, not registered for an e-card. */
async function aCard(): Promise<string> {
  const [row] = await t.platform.db
    .select({ card: coreMembers.cardNo })
    .from(coreMembers)
    .leftJoin(ecardRegistrations, eq(ecardRegistrations.cardNo, coreMembers.cardNo))
    .where(and(eq(coreMembers.projectId, "PRJ001"), isNotNull(coreMembers.corpCode), isNull(ecardRegistrations.cardNo)))
    .limit(1);
  return row!.card;
}

/**
 * The endpoints of a call that names its endpoint in the body, one declaration each: each is
 * sent at the call's path with the body `bodies` makes, and its answer parses as declared.
 */
function answersEachEndpoint<Name extends string>(call: keyof typeof CALLS, endpoints: Record<Name, CallSpec>, send: (body: Record<string, unknown>) => Promise<Answered>, bodies: Record<Name, () => Promise<Record<string, unknown>>>) {
  for (const [name, body] of Object.entries<() => Promise<Record<string, unknown>>>(bodies)) {
    it(`answers ${name} as declared, at the path of ${call}`, async () => {
      const spec = endpoints[name as Name];
      expect(spec.path).toBe(CALLS[call].path);
      const res = await send({ endpoint: name, ...(await body()) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(declared(spec.answer!).safeParse(res.body.data).error?.issues ?? []).toEqual([]);
      if (spec.envelope) expect(spec.envelope.safeParse(res.body).error?.issues ?? []).toEqual([]);
    });
  }
}

describe("the contract", () => {
  it("declares every call the platform serves", () => {
    const served = new Set(platformRoutes().map((r) => callName(r.path)).filter((c): c is string => !!c));
    expect([...served].filter((name) => !(name in CALLS))).toEqual([]);
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
  const cases: Record<keyof typeof CALLS, () => Promise<Answered>> = {
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
    // SPEC §7 "Premium provider and provider data": "provider" is PRV001 (prov_a1b2c3).
    getListPremiumProvider: () => t.get("admin", CALLS.getListPremiumProvider.path),
    createPremiumProviderStatus: () =>
      t.post("admin", CALLS.createPremiumProviderStatus.path, { appid: "APP001", provid: "prov_ct0001", provider_code: "CTPROV", provider_name: "Klinik Kontrak", username: "ctprov", password: "a".repeat(64) }),
    updatePremiumProvider: async () => {
      const [p] = await t.platform.db.select().from(premiumProviders).where(eq(premiumProviders.providerCode, "PRV001"));
      return t.post("admin", CALLS.updatePremiumProvider.path, { appid: "APP001", provider_code: p!.providerCode, provider_name: p!.providerName, username: p!.username, username_old: p!.username, password: "" });
    },
    updatePremiumProviderStatus: () => t.post("admin", CALLS.updatePremiumProviderStatus.path, { appid: "APP001", id_prov: "prov_a1b2c3", status: true }),
    getMyProvider: () => t.get("provider", fillPath(CALLS.getMyProvider.path, { provId: "prov_a1b2c3" })),
    updateMyProvider: async () => {
      const { data } = (await t.get("provider", fillPath(CALLS.getMyProvider.path, { provId: "prov_a1b2c3" }))).body.data;
      const { id_prov: _, status: __, ...profile } = data;
      return t.post("provider", CALLS.updateMyProvider.path, { id: "prov_a1b2c3", status_data: "update", data: profile });
    },
    getCategoryDoctor: () => t.get("provider", fillPath(CALLS.getCategoryDoctor.path, { provId: "prov_a1b2c3" })),
    createCategoryDoctor: () => t.post("provider", CALLS.createCategoryDoctor.path, { id: "ctcat01", provId: "prov_a1b2c3", data: { name: "Kontrak", provider_code: "PRV001" } }),
    updateCategoryDoctor: async () => {
      const [category] = (await t.get("provider", fillPath(CALLS.getCategoryDoctor.path, { provId: "prov_a1b2c3" }))).body.data;
      return t.post("provider", CALLS.updateCategoryDoctor.path, { id: category.id, provId: "prov_a1b2c3", data: { name: category.data.name } });
    },
    getAllDoctor: () => t.get("provider", fillPath(CALLS.getAllDoctor.path, { provId: "prov_a1b2c3" })),
    createDoctor: async () => {
      const [category] = (await t.get("provider", fillPath(CALLS.getCategoryDoctor.path, { provId: "prov_a1b2c3" }))).body.data;
      return t.post("provider", CALLS.createDoctor.path, { id: "ctdoc01", provId: "prov_a1b2c3", category: category.id, data: { name: "dr. Kontrak", image: "/files/kontrak.png" } });
    },
    updateDoctor: async () => {
      const [doctor] = (await t.get("provider", fillPath(CALLS.getAllDoctor.path, { provId: "prov_a1b2c3" }))).body.data;
      return t.post("provider", CALLS.updateDoctor.path, { id: doctor.id_doctor, category: doctor.category.id, data: doctor.data_doctor });
    },
    getListReservation: () => t.get("admin", `${fillPath(CALLS.getListReservation.path, { project: "PRJ001" })}?size=20`),
    // SPEC §7 "E-claim": eclaim sees payor P001 of PRJ001.
    getClaimsCoreMedika: async () => t.get("eclaim", fillPath(CALLS.getClaimsCoreMedika.path, { project: "PRJ001", requestId: (await aClaim()).requestId })),
    getLogClaims: async () => t.get("eclaim", fillPath(CALLS.getLogClaims.path, { project: "PRJ001", requestId: (await aClaim()).requestId })),
    getMemberCoreMedika: async () => t.get("eclaim", fillPath(CALLS.getMemberCoreMedika.path, { project: "PRJ001", card: (await aClaim()).cardNo })),
    getListClaimsCardCoreMedika: async () => t.get("eclaim", fillPath(CALLS.getListClaimsCardCoreMedika.path, { project: "PRJ001", card: (await aClaim()).cardNo })),
    getListHistClaimsCardCoreMedika: async () => t.get("eclaim", fillPath(CALLS.getListHistClaimsCardCoreMedika.path, { project: "PRJ001", card: (await aClaim()).cardNo })),
    getClaimsDashboardPayorCoreMedika: () => t.get("eclaim", fillPath(CALLS.getClaimsDashboardPayorCoreMedika.path, { project: "PRJ001", payor: "*" })),
    // SPEC §7 "E-stamp and e-sign": sd administers both (each coremdika endpoint: below).
    "v2/coremdika": () => t.post("sd", CALLS["v2/coremdika"].path, { endpoint: "getListUserMaterai" }),
    linkExtService: () => t.post("sd", CALLS.linkExtService.path, { method: "GET", path: "/quota", query: { provider_code: "PRV001" } }),
    "e-sign/corporates": () => t.get("sd", CALLS["e-sign/corporates"].path),
    "e-sign/add/corporate": () => t.post("sd", CALLS["e-sign/add/corporate"].path, { corporate_code: "CTCORP", corporate_name: "PT Kontrak", corporate_address: "Jl. Kontrak 1" }),
    "e-sign/members": async () => {
      const [corporate] = (await t.get("sd", CALLS["e-sign/corporates"].path)).body.data;
      return t.get("sd", fillPath(CALLS["e-sign/members"].path, { corporate_code: corporate.corporate_code }));
    },
    "e-sign/add/member": async () => {
      const [corporate] = (await t.get("sd", CALLS["e-sign/corporates"].path)).body.data;
      const at = fillPath(CALLS["e-sign/add/member"].path, { corporate_code: corporate.corporate_code });
      return t.post("sd", at, { full_name: "Kontrak Satu", email: "kontrak@example.com", phone_number: "081234567890", nik: "3171000000000001", privy_id: "" });
    },
    // The audit trail: superadmin reads its project's records; anyone may report a refused screen.
    auditLog: () => t.get("superadmin", `${CALLS.auditLog.path}?size=50&order=asc`),
    auditEvent: () => t.post("admin", CALLS.auditEvent.path, { action: "refused", screen: "members", path: "/x/members" }),
    claimDocument: async () => {
      const [attached] = await t.platform.db.select({ requestId: claimAttachments.requestId }).from(claimAttachments).where(and(eq(claimAttachments.projectId, "PRJ001"), eq(claimAttachments.payorId, "P001"))).limit(1);
      const claim = await t.get("eclaim", fillPath(CALLS.getClaimsCoreMedika.path, { project: "PRJ001", requestId: attached!.requestId }));
      const [file] = (claim.body.data.detail as { file_source: string }[]).flatMap((d) => d.file_source.split(",").filter(Boolean));
      expect(file, "a document of the demo claim").toBeDefined();
      return t.get("eclaim", file!);
    },
    getListClaimsCoreMedika: () => t.get("admin", `${fillPath(CALLS.getListClaimsCoreMedika.path, { project: "PRJ001", payor: "P001" })}?status=8&size=20&sort_column=incurred&sort_order=asc`),
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
    reimbursement: async () => {
      const day = (n: number) => wibDate(new Date(Date.now() - n * DAY_MS));
      const link = await t.post("admin", CALLS.getFileRembursment.path, { payors_code: "P002", from: day(6), to: day(0) });
      return t.get("admin", link.body.data);
    },
    getListChat: () => t.post("admin", CALLS.getListChat.path, { app_id: "APP001", msg_event: "open", search: "" }),
    getDetailChat: async () => t.post("admin", CALLS.getDetailChat.path, { msg_id: await openChat() }),
    postMessage: async () => t.post("admin", CALLS.postMessage.path, { data: { msgId: await openChat(), msg: "Baik, kami bantu cek.", type: "text" }, project_id: "PRJ001", app_id: "APP001", user_id: "admin" }),
    updateCollection: async () =>
      t.post("admin", CALLS.updateCollection.path, { collection: "chat", condition: { msgId: await openChat() }, update: { status: "close", summary: { category: "Klaim", description: "" } } }),
    getListEcard: () => t.get("admin", `${fillPath(CALLS.getListEcard.path, { project: "PRJ001" })}?event=activation&size=5`),
    getCollectionLog: () => t.post("admin", CALLS.getCollectionLog.path, { collection: "ecard_log", event: "transaction", filter: {} }),
    tickets: () => t.get("admin", `${fillPath(CALLS.tickets.path, { status: "open" })}?from=2021-08-01`),
    "v2/extservice": async () => t.post("admin", CALLS["v2/extservice"].path, { endpoint: "getMember", cardno: await aCard() }),
    "tools/ecardLogging": async () =>
      t.post("admin", CALLS["tools/ecardLogging"].path, { msg_event: "activation", body: { project_id: "PRJ001", corp_code: "", payor_code: "P001", card_no: await aCard(), name: "Kontrak" } }),
    "tools/sendmail": () => t.post("admin", CALLS["tools/sendmail"].path, { app_id: "APP001", type: "pin", email: "kontrak@example.com", body: { Name: "Kontrak", Pin: "1234" } }),
    "gateway/tools/getCollectionAllByEvent": async () => {
      const token = await gatewayToken("admin", "PRJ001");
      return call(t.platform, "POST", CALLS["gateway/tools/getCollectionAllByEvent"].path, { token, body: { event: "activation" } });
    },
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
      // a file: its body is the file, of a declared type and disposition
      if (spec.file) {
        expect(spec.file.types).toContain(res.headers?.get("content-type"));
        expect(res.headers?.get("content-disposition")).toMatch(new RegExp(`^${spec.file.disposition}; filename="[^"]+"$`));
        return;
      }
      // as text too: updateMyProvider answers code '200' (SPEC §7)
      expect(Number(res.body.code)).toBe(200);
      if (spec.answer) {
        const parsed = declared(spec.answer).safeParse(res.body.data);
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

describe("the endpoints of v2/coremdika, one declaration each", () => {
  const coremdika = (body: Record<string, unknown>) => t.post("sd", CALLS["v2/coremdika"].path, { app_id: "APP001", project_id: "PRJ001", ...body });
  const bodies: Record<keyof typeof COREMDIKA_ENDPOINTS, () => Promise<Record<string, unknown>>> = {
    getListVendor: async () => ({}),
    getSearchProvider: async () => ({ search: "" }),
    getListParent: async () => ({}),
    getListUserMaterai: async () => ({}),
    createUserEmaterai: async () => {
      const [vendor] = (await coremdika({ endpoint: "getListVendor" })).body.data;
      const [provider] = (await coremdika({ endpoint: "getSearchProvider", search: "" })).body.data;
      return { email_m_user: "kontrak@example.com", provider_code: provider.provider_code, vendor_id: vendor.vendor_id, bank: "BCA", kuota: 0, vendor_va_id: "880001", npwp: "123456789012345", is_group: false, provider_parent: null };
    },
    getListCodeTemplate: async () => ({}),
    listDataTemplate: async () => ({ provider_code: "PRV001", document_code: "" }),
  };
  answersEachEndpoint("v2/coremdika", COREMDIKA_ENDPOINTS, coremdika, bodies);

  it("answers createTemplateMaterai and updateTemplateMaterai (multipart, the PDF in `file`) as declared", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([595, 842]);
    const bytes = await pdf.save();
    const send = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set("file", new File([bytes as BlobPart], "kontrak.pdf", { type: "application/pdf" }));
      const res = await t.platform.fetch(new Request(`http://platform.test${createTemplateMaterai.path}`, { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens.sd}` } }));
      return { status: res.status, body: (await res.json()) as { data?: { template_id: number } } };
    };
    const fields = { provider_code: "PRV001", document_code: "KTR", template_name: "Kontrak", vis_llx: "400", vis_lly: "60", vis_urx: "450", vis_ury: "110", vis_signature_page: "1" };
    const created = await send({ endpoint: "createTemplateMaterai", ...fields });
    expect(created.status).toBe(200);
    expect(declared(createTemplateMaterai.answer).safeParse(created.body.data).error?.issues ?? []).toEqual([]);
    expect(createTemplateMaterai.multipart.safeParse({ endpoint: "createTemplateMaterai", ...fields }).success).toBe(true);
    const updated = await send({ endpoint: "updateTemplateMaterai", template_id: String(created.body.data!.template_id), ...fields });
    expect(updated.status).toBe(200);
    expect(declared(updateTemplateMaterai.answer).safeParse(updated.body.data).error?.issues ?? []).toEqual([]);
  });
});

describe("the endpoints of v2/extservice, one declaration each", () => {
  const ticket = async () => (await t.get("admin", fillPath(CALLS.tickets.path, { status: "open" }))).body.data[0].code as string;
  answersEachEndpoint("v2/extservice", EXTSERVICE_ENDPOINTS, (body) => t.post("admin", CALLS["v2/extservice"].path, body), {
    getMember: async () => ({ cardno: await aCard() }),
    verifyMember: async () => {
      const member = (await t.post("admin", CALLS["v2/extservice"].path, { endpoint: "getMember", cardno: await aCard() })).body.data;
      return { payormemberid: member.member_id, policyno: member.policy_no };
    },
    sendWhatsapp: async () => ({ ticket_code: await ticket(), message: "Mohon kirim foto KTP Anda." }),
  });

  it("answers the card registration (multipart, the photo in `uploadedFile`) as declared", async () => {
    const fields = { cardNo: await aCard(), mediaName: "KTP", mediaNo: "3174012345678901", userCode: "kontrak01", pinNo: "4821", email: "kontrak@example.com", ticketCode: await ticket() };
    expect(registerCard.multipart.safeParse(fields).error?.issues ?? []).toEqual([]);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("uploadedFile", png(5));
    const res = await postForm("admin", registerCard.path, form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(declared(registerCard.answer).safeParse(res.body.data).error?.issues ?? []).toEqual([]);
    expect(registerCard.envelope.safeParse(res.body).error?.issues ?? []).toEqual([]);
  });
});

// Declared beside the entry of their name in CALLS: the audit trail's one record and the one ticket.
describe("the calls that share a name with another path", () => {
  const beside: Record<string, { name: keyof typeof CALLS; spec: CallSpec & { answer: z.ZodType }; run: () => Promise<Answered> }> = {
    auditLogEntry: {
      name: "auditLog",
      spec: auditLogEntry,
      run: async () => {
        const [newest] = (await t.get("superadmin", `${CALLS.auditLog.path}?size=1`)).body.data.result;
        return t.get("superadmin", fillPath(auditLogEntry.path, { id: newest.id }));
      },
    },
    ticketOne: {
      name: "tickets",
      spec: ticketOne,
      run: async () => {
        const [ticket] = (await t.get("admin", fillPath(CALLS.tickets.path, { status: "closed" }))).body.data;
        return t.get("admin", fillPath(ticketOne.path, { code: ticket.code }));
      },
    },
  };
  for (const [declaration, { name, spec, run }] of Object.entries(beside)) {
    it(`serves ${declaration} as a route named ${name}, answered as declared`, async () => {
      expect(platformRoutes().some((r) => r.method === spec.method && r.path === spec.path)).toBe(true);
      expect(callName(spec.path)).toBe(name);
      const res = await run();
      expect(res.status).toBe(200);
      expect(spec.answer.safeParse(res.body.data).error?.issues ?? []).toEqual([]);
    });
  }
});
