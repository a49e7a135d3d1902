import { describe, expect, it } from "vitest";
import { usePlatform } from "../testing.ts";

// E-stamp enrolment through POST /v2/coremdika (SPEC §7; docs/platform-contract.md "E-stamp enrolment").
const t = usePlatform(["sd", "superadmin", "admin", "ematerai", "provider"]);
const core = (user: string, body: Record<string, unknown>) => t.post(user, "/v2/coremdika", body);
const refused = { code: 404, reason: "forbidden" };
const enrolment = {
  endpoint: "createUserEmaterai",
  email_m_user: "materai@rsiabundakasih.example",
  provider_code: "PRV004",
  active_flag: true,
  vendor_id: "VND003",
  bank: "BRI",
  kuota: 50,
  vendor_va_id: "8800140000004",
  npwp: "045678901234000",
  is_group: false,
  provider_parent: null,
};

describe("e-stamp enrolment (/v2/coremdika)", () => {
  it("lists the vendors, the enrolled providers with their prices, and the parents a group may have", async () => {
    const vendors = (await core("sd", { endpoint: "getListVendor" })).body.data as { vendor_id: string; unit_price: number; fee_price: number }[];
    expect(vendors.map((v) => v.vendor_id).sort()).toEqual(["VND001", "VND002", "VND003"]);
    const rows = (await core("sd", { endpoint: "getListUserMaterai", app_id: "APP001", project_id: "PRJ001" })).body.data as Record<string, unknown>[];
    expect(rows.map((r) => r.provider_code).sort()).toEqual(["PRV001", "PRV002", "PRV003"]);
    const prv003 = rows.find((r) => r.provider_code === "PRV003")!;
    expect(prv003).toMatchObject({ long_name: "RS Medika Permata", user_code: "admin@rsmedikapermata.example", vendor_name: "Privy Identitas Digital", price: 10000, price_fee: 2000, price_ematerai: 12000, parent_code: "PRV001" });
    const parents = (await core("sd", { endpoint: "getListParent" })).body.data as { provider_code: string }[];
    expect(parents.map((p) => p.provider_code).sort()).toEqual(["PRV001", "PRV002"]);
  });

  it("searches the providers not enrolled yet, by code or name", async () => {
    const all = (await core("sd", { endpoint: "getSearchProvider", search: "" })).body.data as { provider_code: string }[];
    expect(all.map((p) => p.provider_code)).not.toContain("PRV001");
    expect(all.map((p) => p.provider_code)).toContain("PRV004");
    const some = (await core("sd", { endpoint: "getSearchProvider", search: "bunda" })).body.data as { provider_code: string; provider_name: string }[];
    expect(some).toEqual([{ provider_code: "PRV004", provider_name: "RSIA Bunda Kasih" }]);
    expect((await core("sd", { endpoint: "getSearchProvider", search: "%" })).body.data).toEqual([]);
  });

  it("enrols a provider with the vendor's prices and its quota; a second enrolment is refused", async () => {
    const res = await core("sd", { ...enrolment, materai_unit_price: 1, price_ematerai: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: "Success Enroll" });
    const row = ((await core("sd", { endpoint: "getListUserMaterai" })).body.data as Record<string, unknown>[]).find((r) => r.provider_code === "PRV004");
    // The prices are the vendor's, whatever the body said.
    expect(row).toMatchObject({ price: 10000, price_fee: 1750, price_ematerai: 11750, bank: "BRI", va_number: "8800140000004", parent_code: null });
    const again = await core("sd", enrolment);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Provider PRV004 sudah terdaftar e-materai.");
  });

  it("answers 400 naming the field for a bad enrolment", async () => {
    const bad = async (change: Record<string, unknown>, pattern: RegExp) => {
      const res = await core("superadmin", { ...enrolment, provider_code: "PRV005", ...change });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toMatch(pattern);
    };
    await bad({ email_m_user: "no-at" }, /email_m_user: must be an email address/);
    await bad({ npwp: "12.345" }, /npwp: must be 15 or 16 digits/);
    await bad({ bank: "XYZ" }, /bank: must be one of BCA/);
    await bad({ kuota: -1 }, /kuota: must be 0 or more/);
    await bad({ vendor_va_id: "VA-1" }, /vendor_va_id: must hold digits only/);
    await bad({ vendor_id: "NOPE" }, /vendor NOPE does not exist/);
    await bad({ is_group: true, provider_parent: null }, /provider_parent: is required for a provider in a group/);
    await bad({ is_group: true, provider_parent: "PRV003" }, /PRV003 is not an enrolled provider that heads a group/);
    expect((await core("superadmin", { ...enrolment, provider_code: "NOPE" })).status).toBe(404);
    expect((await core("superadmin", { endpoint: "noSuchThing" })).status).toBe(404);
  });

  it("is the e-stamp administrators': admin and provider are refused the service, e-materai the enrolment", async () => {
    for (const user of ["admin", "provider"]) expect((await core(user, { endpoint: "getListVendor" })).body, user).toMatchObject(refused);
    for (const endpoint of ["getListVendor", "getListUserMaterai", "getSearchProvider", "getListParent", "createUserEmaterai"]) {
      expect((await core("ematerai", { ...enrolment, endpoint })).body, endpoint).toMatchObject(refused);
    }
  });
});

describe("stamp templates (/v2/coremdika listDataTemplate, getListCodeTemplate)", () => {
  it("lists a provider's templates with their stamp boxes; the document types", async () => {
    const list = (await core("sd", { endpoint: "listDataTemplate", provider_code: "PRV002", document_code: "" })).body.data as Record<string, unknown>[];
    expect(list.map((t) => t.template_name)).toEqual(["Invoice Klaim Rawat Jalan", "Invoice Klaim Rawat Inap", "Kwitansi Pembayaran Pasien", "Perjanjian Kerja Sama Asuransi"]);
    expect(list[0]).toMatchObject({ provider_code: "PRV002", document_code: "INV", llx: 420, lly: 92, urx: 470, ury: 142, vis_signature_page: 1 });
    const invoices = (await core("sd", { endpoint: "listDataTemplate", provider_code: "PRV002", document_code: "INV" })).body.data as unknown[];
    expect(invoices).toHaveLength(2);
    expect((await core("sd", { endpoint: "listDataTemplate", provider_code: "PRV003" })).body.data).toEqual([]);
    const types = (await core("ematerai", { endpoint: "getListCodeTemplate" })).body.data as { code: string }[];
    expect(types.map((d) => d.code)).toEqual(["INV", "KWT", "SKT", "SPK"]);
  });

  it("role e-materai reads its own provider's templates only; an unknown provider is not found", async () => {
    expect(((await core("ematerai", { endpoint: "listDataTemplate", provider_code: "PRV002" })).body.data as unknown[]).length).toBe(4);
    expect((await core("ematerai", { endpoint: "listDataTemplate", provider_code: "PRV001" })).status).toBe(404);
    expect((await core("sd", { endpoint: "listDataTemplate", provider_code: "NOPE" })).status).toBe(404);
    expect((await core("sd", { endpoint: "listDataTemplate" })).status).toBe(400);
    expect((await core("provider", { endpoint: "listDataTemplate", provider_code: "PRV001" })).body).toMatchObject(refused);
  });
});
