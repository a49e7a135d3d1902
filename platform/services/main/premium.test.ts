import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { premiumProviders, users } from "../../db/schema.ts";
import { call, login, sha256, usePlatform } from "../../testing.ts";

// admin manages the premium providers of APP001; eclaim (a SPEC role without them) may not.
const t = usePlatform(["admin", "eclaim", "operator"]);
const { get, post } = t;

type Item = { app_id: string; username: string; meta: { id_prov: string; provider_name: string; provider_code: string; status: boolean } };
const list = async () => (await get<{ data: Item[] }>("admin", "/api/getListPremiumProvider")).body.data;
const suffix = () => Math.random().toString(36).slice(2, 8).padEnd(6, "0");

async function create(code: string, name = `rs.${code.toLowerCase()}`, password = "rahasia-123") {
  const provid = `prov_${suffix()}`;
  const res = await post("admin", "/api/createPremiumProviderStatus", { appid: "APP001", provid, provider_code: code, provider_name: `RS ${code}`, username: name, password: sha256(password) });
  return { res, provid };
}

describe("premium providers", () => {
  it("lists the app's providers in SPEC's shape, by code", async () => {
    const items = await list();
    const rows = await t.platform.db.select().from(premiumProviders).where(eq(premiumProviders.appId, "APP001"));
    expect(items.map((i) => i.meta.provider_code)).toEqual(rows.map((r) => r.providerCode).sort());
    expect(items.find((i) => i.meta.provider_code === "PRV001")).toMatchObject({ app_id: "APP001", username: "provider", meta: { id_prov: "prov_a1b2c3", provider_name: "RS Sehat Sentosa", status: true } });
    expect((await get("eclaim", "/api/getListPremiumProvider")).status).toBe(404);
  });

  it("adds a provider and its account, which signs in as a provider; codes and usernames are taken once", async () => {
    const { res, provid } = await create("pt100");
    expect(res.status).toBe(200);
    const item = (await list()).find((i) => i.meta.provider_code === "PT100")!;
    expect(item).toMatchObject({ username: "rs.pt100", meta: { id_prov: provid, provider_name: "RS pt100", status: true } });
    const token = await login(t.platform, "rs.pt100", sha256("rahasia-123"));
    const me = await call(t.platform, "GET", "/api/get/my_premium/PT100", { token });
    expect(me.body.data).toMatchObject({ provider_code: "PT100", status: true });
    expect((await create("PT100", "rs.other")).res).toMatchObject({ status: 409, body: { message: "Provider code PT100 sudah terdaftar." } });
    expect((await create("PT101", "RS.PT100")).res).toMatchObject({ status: 409, body: { message: "Username RS.PT100 sudah dipakai." } });
    expect((await create("PT102", "admin")).res.status).toBe(409);
  });

  it("refuses bad input by field and another app", async () => {
    for (const body of [
      { provid: "prov_123", provider_code: "X1", provider_name: "A", username: "abc", password: sha256("x") },
      { provid: `prov_${suffix()}`, provider_code: "X 1", provider_name: "A", username: "abc", password: sha256("x") },
      { provid: `prov_${suffix()}`, provider_code: "X1", provider_name: "", username: "abc", password: sha256("x") },
      { provid: `prov_${suffix()}`, provider_code: "X1", provider_name: "A", username: "a b", password: sha256("x") },
      { provid: `prov_${suffix()}`, provider_code: "X1", provider_name: "A", username: "abc", password: "plain" },
    ]) {
      expect((await post("admin", "/api/createPremiumProviderStatus", { appid: "APP001", ...body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post("admin", "/api/createPremiumProviderStatus", { appid: "APP002", provid: `prov_${suffix()}`, provider_code: "X9", provider_name: "A", username: "abcx", password: sha256("x") })).status).toBe(404);
  });

  it("edits name, username and password (blank keeps it); a new username or password ends the account's sessions", async () => {
    await create("PT200", "rs.pt200", "lama-12345");
    const before = await login(t.platform, "rs.pt200", sha256("lama-12345"));
    // Blank password: kept; the name changes; the session goes on.
    const kept = await post("admin", "/api/updatePremiumProvider", { appid: "APP001", provider_code: "PT200", provider_name: "RS Baru", username: "rs.pt200", username_old: "rs.pt200", password: "" });
    expect(kept.status).toBe(200);
    expect((await call(t.platform, "GET", "/api/get/getApp/APP001", { token: before })).status).toBe(200);
    const [account] = await t.platform.db.select().from(users).where(eq(users.username, "rs.pt200"));
    expect(account).toMatchObject({ name: "RS Baru", meta: expect.objectContaining({ provider_name: "RS Baru" }) });
    expect(await login(t.platform, "rs.pt200", sha256("lama-12345"))).toBeTruthy();

    const renamed = await post("admin", "/api/updatePremiumProvider", { appid: "APP001", provider_code: "PT200", provider_name: "RS Baru", username: "rs.pt200b", username_old: "rs.pt200", password: sha256("baru-12345") });
    expect(renamed.status).toBe(200);
    expect((await call(t.platform, "GET", "/api/get/getApp/APP001", { token: before })).status).toBe(401);
    expect(await login(t.platform, "rs.pt200b", sha256("baru-12345"))).toBeTruthy();
    expect((await list()).find((i) => i.meta.provider_code === "PT200")!.username).toBe("rs.pt200b");
    // A stale username_old (another operator renamed it first) and a taken username are refused.
    expect((await post("admin", "/api/updatePremiumProvider", { appid: "APP001", provider_code: "PT200", provider_name: "X", username: "x1x", username_old: "rs.pt200" })).status).toBe(404);
    expect((await post("admin", "/api/updatePremiumProvider", { appid: "APP001", provider_code: "PT200", provider_name: "X", username: "provider", username_old: "rs.pt200b" })).status).toBe(409);
  });

  it("deactivating a provider deactivates its account at once (421), activating gives it back", async () => {
    const { provid } = await create("PT300", "rs.pt300");
    const token = await login(t.platform, "rs.pt300", sha256("rahasia-123"));
    expect((await post("admin", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: provid, status: false })).status).toBe(200);
    expect((await list()).find((i) => i.meta.id_prov === provid)!.meta.status).toBe(false);
    const refused = await call(t.platform, "GET", "/api/get/getApp/APP001", { token });
    expect(refused.body.code).toBe(421);
    expect((await post("admin", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: provid, status: true })).status).toBe(200);
    expect(await login(t.platform, "rs.pt300", sha256("rahasia-123"))).toBeTruthy();
    expect((await post("admin", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: "prov_nope00", status: false })).status).toBe(404);
    expect((await post("admin", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: provid, status: "no" })).status).toBe(400);
    expect((await post("operator", "/api/updatePremiumProviderStatus", { appid: "APP001", id_prov: provid, status: false })).status).toBe(404);
  });
});
