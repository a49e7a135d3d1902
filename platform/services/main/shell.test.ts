import { describe, expect, it } from "vitest";
import { usePlatform } from "../../testing.ts";

const t = usePlatform(["superadmin", "eclaim", "operator", "provider"]);

const { get, post } = t;

describe("shell calls", () => {
  it("get/getApp lists the app's features", async () => {
    const core = await get("superadmin", "/api/get/getApp/APP001");
    expect(core.body.data.feature.map((f: { feature_id: string }) => f.feature_id)).toEqual(["a0001", "a0002", "a0004", "a0005", "a0010", "m0014"]);
    expect(core.body.data).toMatchObject({ app_id: "APP001", name: "Sehat Core" });
    const mitra = await get("operator", "/api/get/getApp/APP002");
    expect(mitra.body.data.feature.map((f: { feature_id: string }) => f.feature_id)).toEqual(["a0001", "a0004"]);
    expect((await get("operator", "/api/get/getApp/APP001")).status).toBe(404);
  });

  it("get/getRoutes lists the feature-visibility screens", async () => {
    const res = await get("superadmin", "/api/get/getRoutes");
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0]).toMatchObject({ id: "m0001", name: "home-menu" });
    for (const r of res.body.data) expect(r.name).toMatch(/^[a-z0-9-]+$/);
  });

  it("get/payor lists the project's payors", async () => {
    expect((await get("superadmin", "/api/get/payor")).body.data.map((p: { payor_code: string }) => p.payor_code)).toEqual(["P001", "P002", "P003", "P004", "P005", "P006"]);
    expect((await get("operator", "/api/get/payor")).body.data.map((p: { payor_code: string }) => p.payor_code)).toEqual(["P007", "P008"]);
  });

  it("get/additionals has the four help pages", async () => {
    const res = await get("operator", "/api/get/additionals");
    expect(res.body.data.map((a: { name: string }) => a.name)).toEqual(["termsconditional", "helps", "contact-us", "mobile-apps"]);
    expect(res.body.data[0].content).toMatch(/^<h2>/);
  });

  it("get/my_premium: staff read any provider of the app; a provider only its own", async () => {
    const own = await get("provider", "/api/get/my_premium/PRV001");
    expect(own.body.data).toMatchObject({ id_prov: "prov_a1b2c3", provider_code: "PRV001", provider_name: "RS Sehat Sentosa", status: true });
    expect((await get("provider", "/api/get/my_premium/PRV003")).status).toBe(404);
    expect((await get("superadmin", "/api/get/my_premium/PRV003")).status).toBe(200);
    expect((await get("superadmin", "/api/get/my_premium/PRV999")).status).toBe(404);
    expect((await get("operator", "/api/get/my_premium/PRV001")).status).toBe(404);
  });

  it("post/corporate returns corporates of the requested payors, within the caller's scope", async () => {
    const all = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["P001", "P002", "P003", "P004", "P005", "P006"] });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(150);
    expect(all.body.data[0]).toEqual({ corp_code: "K0001", name: expect.any(String), payor_code: expect.any(String) });
    const joined = await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["P001,P002"] });
    expect(new Set(joined.body.data.map((c: { payor_code: string }) => c.payor_code))).toEqual(new Set(["P001", "P002"]));
    // eclaim sees only P001, whatever it asks for
    const eclaim = await post("eclaim", "/api/post/corporate/APP001/PRJ001", { payercode: ["P001", "P002"] });
    expect(new Set(eclaim.body.data.map((c: { payor_code: string }) => c.payor_code))).toEqual(new Set(["P001"]));
    // payors of another project are never returned
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["P007"] })).body.data).toEqual([]);
    // The corporate search serves feature visibility, core members and e-card: none is the operator's.
    expect((await post("operator", "/api/post/corporate/APP002/PRJ002", { payercode: "*" })).body).toMatchObject({ code: 404, reason: "forbidden" });
  });

  it("post/corporate validates", async () => {
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", {})).status).toBe(400);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: [1] })).status).toBe(400);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ001", { payercode: ["x".repeat(10_000)] })).status).toBe(400);
    expect((await post("superadmin", "/api/post/corporate/APP001/PRJ002", { payercode: ["P001"] })).status).toBe(404);
  });

});
