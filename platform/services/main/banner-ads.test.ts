import { describe, expect, it } from "vitest";
import { usePlatform } from "../../testing.ts";

// Banner ads: content a0010 (SPEC §3, §7; decision 021). The insurer works every provider's ads,
// a provider only its own; the seed gives the demo provider (PRV001, prov_a1b2c3) three.
const t = usePlatform(["admin", "provider", "editor", "operator"]);
const { get, post } = t;

type Ad = { id: string; datajson: Record<string, unknown> };
const ad = {
  id_prov: "prov_g7h8i9",
  name: "Promo Uji",
  index: 4,
  url: "https://medika-permata.example/promo",
  external_url: true,
  ads: true,
  published: true,
  start: "01-11-2026",
  expired: "31-12-2026",
  view: 0,
  click: 0,
  ctr: "10%",
  banner: "/files/demo/v1/banner/promo-mcu.png",
};
const refused = { code: 404, reason: "forbidden" };
const list = async (user: string) => (await get(user, "/api/content/APP001/a0010/array")).body.data as Ad[];

describe("banner ads (a0010)", () => {
  it("the seed holds live, expired and unpublished ads of several providers", async () => {
    const ads = await list("admin");
    expect(ads.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ads.map((a) => a.datajson.id_prov))).toEqual(new Set(["prov_a1b2c3", "prov_g7h8i9", "prov_d4e5f6", "prov_j1k2l3"]));
    expect(ads.some((a) => a.datajson.published === false)).toBe(true);
    for (const a of ads) {
      expect(a.datajson.start).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(a.datajson.banner).toMatch(/^\/files\//);
    }
  });

  it("seeded ads carry SPEC §9's random ids of 4, 5 or 9 characters", async () => {
    const ids = (await list("admin")).map((a) => a.datajson.id);
    expect(ids.length).toBeGreaterThanOrEqual(7);
    for (const id of ids) expect(String(id)).toMatch(/^(?:[a-z0-9]{4,5}|[a-z0-9]{9})$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("an ad's id is refused when malformed or taken, and cannot change on update", async () => {
    const bad = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: { ...ad, id: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/datajson\.id: must be 4, 5 or 9 letters or digits/);
    const created = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: { ...ad, id: "t3st9" } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const again = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: { ...ad, id: "t3st9" } });
    expect(again.status).toBe(409);
    const rowId = created.body.data.id as string;
    const renamed = await post("admin", "/api/updateContent", { idContent: rowId, appid: "APP001", featureid: "a0010", datajson: { ...ad, id: "other" } });
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toMatch(/datajson\.id cannot change/);
    expect((await post("admin", "/api/updateContent", { idContent: rowId, appid: "APP001", featureid: "a0010", datajson: { ...ad, id: "t3st9", name: "Promo Uji 2" } })).status).toBe(200);
    expect((await post("admin", "/api/deleteContent", { idContent: rowId, appid: "APP001", featureid: "a0010" })).status).toBe(200);
  });

  it("the admin creates, updates and deletes any provider's ad", async () => {
    const created = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: ad });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    expect((await list("admin")).find((a) => a.id === id)?.datajson).toEqual(ad);
    const updated = await post("admin", "/api/updateContent", { idContent: id, appid: "APP001", featureid: "a0010", datajson: { ...ad, published: false } });
    expect(updated.status).toBe(200);
    expect((await list("admin")).find((a) => a.id === id)?.datajson.published).toBe(false);
    expect((await post("admin", "/api/deleteContent", { idContent: id, appid: "APP001", featureid: "a0010" })).status).toBe(200);
  });

  it("answers 400 with the field named for a bad ad", async () => {
    const bad = async (datajson: Record<string, unknown>, pattern: RegExp) => {
      const res = await post("admin", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(pattern);
    };
    const { name: _name, ...noName } = ad;
    await bad(noName, /datajson\.name/);
    await bad({ ...ad, index: 1.5 }, /datajson\.index: must be a whole number/);
    await bad({ ...ad, index: "2" }, /datajson\.index/);
    await bad({ ...ad, start: "2026-11-01" }, /datajson\.start: must be a day as DD-MM-YYYY/);
    await bad({ ...ad, start: "30-02-2026" }, /datajson\.start: must be a real calendar day/);
    await bad({ ...ad, expired: "31-10-2026" }, /datajson\.expired: must not be before start/);
    await bad({ ...ad, url: "javascript:alert(1)" }, /datajson\.url/);
    await bad({ ...ad, url: "//evil.example" }, /datajson\.url/);
    await bad({ ...ad, banner: "data:image/png;base64,AAAA" }, /datajson\.banner/);
    await bad({ ...ad, published: "yes" }, /datajson\.published/);
    await bad({ ...ad, id_prov: "prov_nope00" }, /id_prov is not a premium provider of this app/);
  });

  it("a provider reads and writes only its own ads", async () => {
    const own = await list("provider");
    expect(own.length).toBe(3);
    expect(own.every((a) => a.datajson.id_prov === "prov_a1b2c3")).toBe(true);

    const mine = await post("provider", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: { ...ad, id_prov: "prov_a1b2c3" } });
    expect(mine.status).toBe(200);
    expect((await post("provider", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: ad })).body).toMatchObject(refused);
    // No other content: news is the insurer's.
    expect((await post("provider", "/api/createNews", { appid: "APP001", featureid: "a0001", datajson: {} })).body).toMatchObject(refused);

    const theirs = (await list("admin")).find((a) => a.datajson.id_prov === "prov_g7h8i9")!;
    expect((await post("provider", "/api/updateContent", { idContent: theirs.id, appid: "APP001", featureid: "a0010", datajson: { ...ad, id_prov: "prov_a1b2c3" } })).status).toBe(404);
    expect((await post("provider", "/api/deleteContent", { idContent: theirs.id, appid: "APP001", featureid: "a0010" })).status).toBe(404);
    // Its own ad cannot be handed to another provider.
    expect((await post("provider", "/api/updateContent", { idContent: mine.body.data.id, appid: "APP001", featureid: "a0010", datajson: ad })).body).toMatchObject(refused);
    expect((await post("provider", "/api/updateContent", { idContent: mine.body.data.id, appid: "APP001", featureid: "a0010", datajson: { ...ad, id_prov: "prov_a1b2c3", name: "Promo Saya" } })).status).toBe(200);
    expect((await post("provider", "/api/deleteContent", { idContent: mine.body.data.id, appid: "APP001", featureid: "a0010" })).status).toBe(200);
    expect((await list("admin")).some((a) => a.id === theirs.id)).toBe(true);
  });

  it("another role writes a feature only with that feature's menu key", async () => {
    // The editor's menu holds news, about, guidebook and the library: not banner ads.
    expect((await post("editor", "/api/createNews", { appid: "APP001", featureid: "a0010", datajson: ad })).body).toMatchObject(refused);
    expect((await post("editor", "/api/createNews", { appid: "APP001", featureid: "b0001", datajson: { banner_regular: [], banner_benefit: [] } })).body).toMatchObject(refused);
  });
});
