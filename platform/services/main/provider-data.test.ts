import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { doctorCategories, doctors, users } from "../../db/schema.ts";
import { usePlatform } from "../../testing.ts";

// "provider" is PRV001 (id prov_a1b2c3); "ematerai" is PRV002 with role e-materai (no doctor pages);
// admin has no doctor pages either (SPEC §6: the provider's own).
const t = usePlatform(["provider", "ematerai", "admin"]);
const { get, post } = t;
const PROV = "prov_a1b2c3";
const key = () => `t${Math.random().toString(36).slice(2, 9)}`;

type Category = { id: string; id_prov: string; provider_code: string; data: { name: string } };
type Doctor = { id_doctor: string; id_prov: string; category: { id: string; name: string }; data_doctor: { name: string; image: string } };

describe("doctor categories", () => {
  it("lists the provider's own categories, newest first; another provider's id is not found", async () => {
    const res = await get<{ data: Category[] }>("provider", `/api/getCategoryDoctor/${PROV}`);
    expect(res.status).toBe(200);
    const rows = await t.platform.db.select().from(doctorCategories).where(eq(doctorCategories.idProv, PROV));
    expect(res.body.data.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(rows.length).toBe(6);
    expect(res.body.data[0]).toMatchObject({ id_prov: PROV, provider_code: "PRV001" });
    expect((await get("provider", "/api/getCategoryDoctor/prov_g7h8i9")).status).toBe(404);
    expect((await get("ematerai", `/api/getCategoryDoctor/${PROV}`)).body.reason).toBe("forbidden");
    expect((await get("admin", `/api/getCategoryDoctor/${PROV}`)).status).toBe(404);
  });

  it("creates and renames a category; a used id is 409, an empty name 400", async () => {
    const id = key();
    expect((await post("provider", "/api/createCategoryDoctor", { id, provId: PROV, data: { name: "Spesialis Kulit", provider_code: "PRV001" } })).status).toBe(200);
    expect((await post("provider", "/api/createCategoryDoctor", { id, provId: PROV, data: { name: "Lagi" } })).status).toBe(409);
    expect((await post("provider", "/api/createCategoryDoctor", { id: key(), provId: PROV, data: { name: " " } })).status).toBe(400);
    expect((await post("provider", "/api/updateCategoryDoctor", { id, provId: PROV, data: { name: "Spesialis Kulit dan Kelamin" } })).status).toBe(200);
    const listed = (await get<{ data: Category[] }>("provider", `/api/getCategoryDoctor/${PROV}`)).body.data;
    expect(listed[0]).toMatchObject({ id, data: { name: "Spesialis Kulit dan Kelamin" } });
    expect((await post("provider", "/api/updateCategoryDoctor", { id: "prv003c1", provId: PROV, data: { name: "x" } })).status).toBe(404);
  });
});

describe("doctors", () => {
  it("lists the provider's doctors with their category; creates and updates one in its own categories only", async () => {
    const list = async () => (await get<{ data: Doctor[] }>("provider", `/api/getAllDoctor/${PROV}`)).body.data;
    const before = await list();
    expect(before.length).toBe((await t.platform.db.select().from(doctors).where(eq(doctors.idProv, PROV))).length);
    expect(before.every((d) => d.id_prov === PROV && d.category.name && d.data_doctor.image.startsWith("/files/"))).toBe(true);
    const image = before[0]!.data_doctor.image;
    const id = key();
    expect((await post("provider", "/api/createDoctor", { id, provId: PROV, category: "prv001c2", data: { name: "drg. Sari", image } })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ id_doctor: id, category: { id: "prv001c2", name: "Dokter Gigi" }, data_doctor: { name: "drg. Sari", image } });
    expect((await post("provider", "/api/updateDoctor", { id, category: "prv001c3", data: { name: "dr. Sari, Sp.A", image } })).status).toBe(200);
    expect((await list()).find((d) => d.id_doctor === id)).toMatchObject({ category: { id: "prv001c3", name: "Spesialis Anak" }, data_doctor: { name: "dr. Sari, Sp.A" } });
    // Another provider's category, a missing image, an image that is no URL, a used id, someone else's doctor.
    expect((await post("provider", "/api/createDoctor", { id: key(), provId: PROV, category: "prv003c1", data: { name: "x", image } })).status).toBe(404);
    expect((await post("provider", "/api/createDoctor", { id: key(), provId: PROV, category: "prv001c1", data: { name: "x", image: "" } })).status).toBe(400);
    expect((await post("provider", "/api/createDoctor", { id: key(), provId: PROV, category: "prv001c1", data: { name: "x", image: "javascript:alert(1)" } })).status).toBe(400);
    expect((await post("provider", "/api/createDoctor", { id, provId: PROV, category: "prv001c1", data: { name: "x", image } })).status).toBe(409);
    expect((await post("provider", "/api/updateDoctor", { id: "prv003d11", category: "prv001c1", data: { name: "x", image } })).status).toBe(404);
  });
});

describe("my provider", () => {
  type Profile = { id_prov: string; provider_code: string; provider_name: string; latlong: string; logo: string; gallery: string[]; link_button: string };
  const profile = async () => (await get<{ code: number; data: { data: Profile } }>("provider", `/api/getMyProvider/${PROV}`)).body.data.data;

  it("reads the provider's own profile as data.data; another provider's is not found", async () => {
    const p = await profile();
    expect(p).toMatchObject({ id_prov: PROV, provider_code: "PRV001", provider_name: "RS Sehat Sentosa", latlong: "-6.2615,106.8106" });
    expect(p.logo).toMatch(/^\/files\//);
    expect(p.gallery.length).toBeGreaterThan(0);
    expect((await get("provider", "/api/getMyProvider/prov_g7h8i9")).status).toBe(404);
    expect((await get("admin", `/api/getMyProvider/${PROV}`)).status).toBe(404);
  });

  it("saves the profile (code '200'); the name reaches the provider's accounts; bad fields are 400", async () => {
    const before = await profile();
    const data = { ...before, provider_name: "RS Sehat Sentosa Baru", latlong: "-6.2, 106.8", gallery: before.gallery.slice(0, 2), link_button: "https://rs.example/janji" };
    const saved = await post("provider", "/api/updateMyProvider", { id: PROV, status_data: "update", data });
    expect(saved.status).toBe(200);
    expect(saved.body.code).toBe("200");
    const after = await profile();
    expect(after).toMatchObject({ provider_name: "RS Sehat Sentosa Baru", latlong: "-6.2,106.8", gallery: before.gallery.slice(0, 2) });
    const [account] = await t.platform.db.select().from(users).where(eq(users.username, "provider"));
    expect(account!.meta.provider_name).toBe("RS Sehat Sentosa Baru");
    for (const bad of [{ provider_name: "" }, { latlong: "north" }, { latlong: "91,10" }, { link_button: "javascript:alert(1)" }, { logo: "data:image/png;base64,AA" }, { gallery: Array(13).fill(before.logo) }]) {
      expect((await post("provider", "/api/updateMyProvider", { id: PROV, data: { ...data, ...bad } })).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect((await post("provider", "/api/updateMyProvider", { id: "prov_g7h8i9", data })).status).toBe(404);
    await post("provider", "/api/updateMyProvider", { id: PROV, data: before });
  });
});
