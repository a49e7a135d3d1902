import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accessLogs, corporates, featureConfigs } from "../../db/schema.ts";
import { usePlatform } from "../../testing.ts";
import { FEATURE_MULTI_MAX } from "../../../contract/lists.ts";

const t = usePlatform(["superadmin", "admin", "eclaim", "operator", "ematerai", "provider"]);
const corp: Record<string, string> = {};
beforeAll(async () => {
  const db = t.platform.db;
  const firstOf = async (payor: string) => (await db.select({ c: corporates.corpCode }).from(corporates).where(eq(corporates.payorCode, payor)).orderBy(asc(corporates.corpCode)).limit(1))[0]!.c;
  corp.p001 = await firstOf("P001");
  corp.p002 = await firstOf("P002");
  corp.p007 = await firstOf("P007");
  const configured = (await db.select({ c: featureConfigs.corpCode }).from(featureConfigs)).map((r) => r.c);
  corp.plain = (await db.select({ c: corporates.corpCode }).from(corporates).where(and(inArray(corporates.payorCode, ["P004", "P005"]), notInArray(corporates.corpCode, configured))).orderBy(asc(corporates.corpCode)).limit(3)).map((r) => r.c).join(",");
});

const { get, post } = t;

const HOME_KEYS = ["eclaim", "ecard", "telemedicine", "reservation", "news", "benefit", "provider", "live-chat", "guidebook"];

describe("getVisibility", () => {
  it("answers defaults (id null, every item on, empty lists) for an unconfigured corporate", async () => {
    const plain = corp.plain!.split(",")[0]!;
    const res = await get("admin", `/api/getVisibility/APP001/home-menu/${plain}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      confid: "m0001",
      corpid: plain,
      id: null,
      items: expect.arrayContaining([{ key: "eclaim", name: "E-Claim" }, { key: "telemedicine", name: "Telemedicine" }]),
      jsonfeature: { features: Object.fromEntries(HOME_KEYS.map((k) => [k, true])), invisible_items: {}, invisible: [] },
    });
    expect(res.body.data.items.map((i: { key: string }) => i.key)).toEqual(HOME_KEYS);
    // by id or by name, and by mobile id
    expect((await get("admin", `/api/getVisibility/MOB001/m0001/${plain}`)).body.data).toEqual(res.body.data);
  });

  it("answers the seeded configuration of a corporate", async () => {
    const res = await get("admin", `/api/getVisibility/APP001/home-menu/${corp.p001}`);
    expect(res.body.data.id).toMatch(/^\d+$/);
    expect(res.body.data.jsonfeature.features).toMatchObject({ telemedicine: false, reservation: false, eclaim: true });
    expect(res.body.data.jsonfeature.invisible_items).toEqual({ eclaim: ["KT0080", "K008-9"] });
    expect(res.body.data.jsonfeature.invisible).toEqual(["DIV-HR", "KT0081"]);
    const claim = await get("admin", `/api/getVisibility/APP001/m0003/${corp.p001}`);
    expect(claim.body.data.jsonfeature.features["upload-docs"]).toBeNull();
    const banner = await get("admin", `/api/getVisibility/APP001/banner/${corp.p001}`);
    expect(banner.body.data).toMatchObject({ confid: "banner", items: expect.arrayContaining([{ key: "banner-regular", name: "Banner Reguler" }]) });
    expect(banner.body.data.jsonfeature.features["banner-benefit"]).toBe(false);
    const mitra = await get("superadmin", `/api/getVisibility/APP002/home-menu/${corp.p007}`);
    expect(mitra.status).toBe(404); // another app
    expect((await get("operator", `/api/getVisibility/APP002/home-menu/${corp.p007}`)).body).toMatchObject({ code: 404, reason: "forbidden" });
  });

  it("is 404 for unknown features and corporates outside the caller's scope", async () => {
    expect((await get("admin", `/api/getVisibility/APP001/claim-center/${corp.p001}`)).status).toBe(404);
    expect((await get("admin", "/api/getVisibility/APP001/home-menu/K9999")).status).toBe(404);
    expect((await get("eclaim", `/api/getVisibility/APP001/home-menu/${corp.p002}`)).status).toBe(404);
    expect((await get("admin", `/api/getVisibility/APP001/home-menu/${corp.p007}`)).status).toBe(404);
    expect((await get("operator", `/api/getVisibility/APP002/banner/${corp.p007}`)).status).toBe(404);
    expect((await get("operator", `/api/getVisibility/APP002/benefit-menu/${corp.p007}`)).status).toBe(404);
    expect((await get("admin", "/api/getVisibility/APP001/home menu/K0001")).status).toBe(400);
  });
});

describe("updateFeature", () => {
  it("creates, then updates a configuration", async () => {
    const target = corp.plain!.split(",")[1]!;
    const json = { features: { telemedicine: false, news: null }, invisible_items: { ecard: ["K0001", "KT-9"] }, invisible: ["K0001", "K008-9", "KT0080"] };
    const created = await post("admin", "/api/updateFeature", { confid: "home-menu", corpid: target, id: null, jsonfeature: json });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ code: 200, message: "Success Updated!", data: { id: expect.stringMatching(/^\d+$/) } });
    const read = (await get("admin", `/api/getVisibility/APP001/m0001/${target}`)).body.data;
    expect(read.id).toBe(created.body.data.id);
    expect(read.jsonfeature).toEqual({ features: { ...Object.fromEntries(HOME_KEYS.map((k) => [k, true])), telemedicine: false, news: null }, invisible_items: json.invisible_items, invisible: json.invisible });

    const updated = await post("admin", "/api/updateFeature", { confid: "m0001", corpid: target, id: read.id, jsonfeature: { features: { telemedicine: true }, invisible_items: {}, invisible: [] } });
    expect(updated.body.data.id).toBe(read.id);
    expect((await get("admin", `/api/getVisibility/APP001/m0001/${target}`)).body.data.jsonfeature).toEqual({ features: Object.fromEntries(HOME_KEYS.map((k) => [k, true])), invisible_items: {}, invisible: [] });
    // the id must be that corporate's configuration
    expect((await post("admin", "/api/updateFeature", { confid: "m0001", corpid: target, id: 999999, jsonfeature: { features: {} } })).status).toBe(404);
  });

  it("answers 400 for invalid IDs and items, 404 out of scope", async () => {
    const base = { confid: "home-menu", corpid: corp.p001, id: null, jsonfeature: { features: {}, invisible_items: {}, invisible: [] as string[] } };
    const bad = async (body: unknown, pattern: RegExp, user = "admin") => {
      const res = await post(user, "/api/updateFeature", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(pattern);
    };
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible: ["K0001", "K 002"] } }, /invisible\.1: IDs must match/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible: ["K_001"] } }, /IDs must match/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible: ["K".repeat(21)] } }, /IDs must match/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible: [""] } }, /IDs must match/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible: "K0001,K0002" } }, /invisible: must be a list of IDs/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, invisible_items: { ecard: ["ok", "not ok"] } } }, /invisible_items\.ecard\.1: IDs must match/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, features: { teleport: true } } }, /unknown item\(s\) of m0001: teleport/);
    await bad({ ...base, jsonfeature: { ...base.jsonfeature, features: { news: "yes" } } }, /features\.news: must be true, false or null/);
    await bad({ ...base, id: "abc" }, /id/);
    await bad({ ...base, jsonfeature: null }, /jsonfeature/);
    await bad({ ...base, corpid: "K 001" }, /corpid/);
    expect((await post("eclaim", "/api/updateFeature", { ...base, corpid: corp.p002 })).status).toBe(404);
    expect((await post("admin", "/api/updateFeature", { ...base, confid: "nope" })).status).toBe(404);
  });
});

describe("updateFeatureMulti", () => {
  it("updates every corporate in scope and reports the others as skipped", async () => {
    const [a, b, c] = corp.plain!.split(",");
    const res = await post("admin", "/api/updateFeatureMulti", { confid: "benefit-menu", corpid: `${a},${b},K9999,${corp.p007},${a}`, id: null, jsonfeature: { features: { gigi: false }, invisible_items: {}, invisible: ["KT0100"] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      updated: [a, b],
      skipped: [
        { corp_code: "K9999", reason: expect.stringMatching(/not found/) },
        { corp_code: corp.p007, reason: expect.stringMatching(/not found/) },
      ],
    });
    for (const code of [a, b]) {
      const v = (await get("admin", `/api/getVisibility/APP001/benefit-menu/${code}`)).body.data;
      expect(v.jsonfeature.features.gigi).toBe(false);
      expect(v.jsonfeature.invisible).toEqual(["KT0100"]);
    }
    expect((await get("admin", `/api/getVisibility/APP001/benefit-menu/${c}`)).body.data.id).toBeNull();
  });

  it("answers 400 for a corporate list with spaces or bad IDs", async () => {
    const json = { features: {}, invisible_items: {}, invisible: [] };
    for (const corpid of ["K0001, K0002", "K0001,,K0002", "", "K0001;K0002"]) {
      const res = await post("admin", "/api/updateFeatureMulti", { confid: "m0001", corpid, jsonfeature: json });
      expect(res.status, corpid).toBe(400);
      expect(res.body.message).toMatch(/corpid/);
    }
    expect((await post("admin", "/api/updateFeatureMulti", { confid: "m0001", corpid: "K0001", jsonfeature: { ...json, invisible: ["a b"] } })).status).toBe(400);
  });

  it(`answers 400 for more than ${FEATURE_MULTI_MAX} distinct corporates; repeats count once`, async () => {
    const json = { features: {}, invisible_items: {}, invisible: [] };
    const codes = (n: number) => Array.from({ length: n }, (_, i) => `KX${i}`);
    const over = await post("admin", "/api/updateFeatureMulti", { confid: "m0001", corpid: codes(FEATURE_MULTI_MAX + 1).join(","), jsonfeature: json });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(`Invalid request: corpid: at most ${FEATURE_MULTI_MAX} corporates at once`);
    // Unknown codes are skipped, not refused: the bound is on the list's size only.
    const repeated = await post("admin", "/api/updateFeatureMulti", { confid: "m0001", corpid: [...codes(FEATURE_MULTI_MAX), "KX0"].join(","), jsonfeature: json });
    expect(repeated.status).toBe(200);
  });
});

describe("POST /log", () => {
  it("stores an access log row for the caller", async () => {
    const res = await post("admin", "/api/log", { msg_event: "open_access", body: { project_id: "PRJ001", corp_code: corp.p001, corp_name: "PT Contoh" } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const [row] = await t.platform.db.select().from(accessLogs).orderBy(desc(accessLogs.id)).limit(1);
    expect(row).toMatchObject({ username: "admin", projectId: "PRJ001", msgEvent: "open_access", corpCode: corp.p001, corpName: "PT Contoh" });
    expect((await post("admin", "/api/log", { msg_event: "peek", body: { project_id: "PRJ001", corp_code: "K0001" } })).status).toBe(400);
    expect((await post("admin", "/api/log", { msg_event: "close_access" })).status).toBe(400);
    expect((await post("operator", "/api/log", { msg_event: "close_access", body: { project_id: "PRJ001", corp_code: "K0001", corp_name: "x" } })).status).toBe(404);
  });
});

describe("linkExtService /quota", () => {
  const quota = (user: string, provider_code: unknown, extra: Record<string, unknown> = {}) =>
    post(user, "/api/linkExtService", { method: "GET", path: "/quota", query: { provider_code }, ...extra });

  it("answers the e-materai provider's quota", async () => {
    const res = await quota("ematerai", "PRV002");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ total: 5000, usage: 1873, remain: 3127, chartUsage: 37.5, chartRemain: 62.5 });
    expect((await quota("superadmin", "PRV003")).body.data).toEqual({ total: 250, usage: 250, remain: 0, chartUsage: 100, chartRemain: 0 });
    expect((await quota("superadmin", "PRV001")).body.data).toEqual({ total: 1000, usage: 112, remain: 888, chartUsage: 11.2, chartRemain: 88.8 });
    expect((await quota("superadmin", "PRV004")).body.data).toEqual({ total: 0, usage: 0, remain: 0, chartUsage: 0, chartRemain: 0 });
  });

  it("keeps e-materai and provider accounts to their own provider; bad calls are 400/404", async () => {
    expect((await quota("ematerai", "PRV001")).status).toBe(404);
    expect((await quota("provider", "PRV002")).status).toBe(404);
    expect((await quota("superadmin", "PRV999")).status).toBe(404);
    expect((await quota("ematerai", undefined)).status).toBe(400);
    expect((await quota("ematerai", "PRV 2")).status).toBe(400);
    expect((await quota("ematerai", "PRV002", { method: "DELETE" })).status).toBe(400);
    expect((await quota("ematerai", "PRV002", { path: "/documents/secret" })).status).toBe(404);
    expect((await post("ematerai", "/api/linkExtService", {})).status).toBe(400);
  });
});
