import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { usePlatform } from "../testing.ts";
import { templateFileName } from "./coremdika.ts";

// E-stamp enrolment through POST /v2/coremdika (SPEC §7; docs/platform-contract.md "E-stamp and e-sign").
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

  it("keeps a real PDF for every seeded template, with the page its stamp goes on", async () => {
    for (const provider of ["PRV001", "PRV002"]) {
      const list = (await core("sd", { endpoint: "listDataTemplate", provider_code: provider })).body.data as { file: string; vis_signature_page: number; template_name: string }[];
      for (const template of list) {
        expect(template.file, template.template_name).toMatch(/^\/files\/demo\/[^/]+\/template\/prv00[12]-[a-z-]+\.pdf$/);
        const res = await t.platform.fetch(new Request(`http://platform.test${template.file}`));
        expect(res.status).toBe(200);
        const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(template.vis_signature_page);
      }
    }
  });

  it("role e-materai reads its own provider's templates only; an unknown provider is not found", async () => {
    expect(((await core("ematerai", { endpoint: "listDataTemplate", provider_code: "PRV002" })).body.data as unknown[]).length).toBe(4);
    expect((await core("ematerai", { endpoint: "listDataTemplate", provider_code: "PRV001" })).status).toBe(404);
    expect((await core("sd", { endpoint: "listDataTemplate", provider_code: "NOPE" })).status).toBe(404);
    expect((await core("sd", { endpoint: "listDataTemplate" })).status).toBe(400);
    expect((await core("provider", { endpoint: "listDataTemplate", provider_code: "PRV001" })).body).toMatchObject(refused);
  });
});

/** A PDF of `pages` A4 pages (595 × 842 points). */
async function a4(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).drawText(`Halaman ${i + 1}`, { x: 50, y: 780 });
  return doc.save();
}

const box = { vis_llx: "400", vis_lly: "60", vis_urx: "450", vis_ury: "110", vis_signature_page: "2" };

async function saveTemplate(user: string, fields: Record<string, string>, pdf: Uint8Array | string | null, name = "Surat Pernyataan Sehat.pdf") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (pdf !== null) form.set("file", new File([pdf as BlobPart], name, { type: "application/pdf" }));
  const res = await t.platform.fetch(new Request("http://platform.test/v2/coremdika", { method: "POST", body: form, headers: { authorization: `Bearer ${t.tokens[user]}` } }));
  return { status: res.status, body: (await res.json()) as { code: number; message: string; reason?: string; data?: { template_id: number } } };
}
const listOf = async (user: string, provider: string) => (await core(user, { endpoint: "listDataTemplate", provider_code: provider })).body.data as (Record<string, unknown> & { template_id: number; file: string })[];

describe("stamp templates (createTemplateMaterai, updateTemplateMaterai: multipart with the PDF)", () => {
  it("creates a template with a new document type and keeps its PDF under /files", async () => {
    const res = await saveTemplate("sd", { endpoint: "createTemplateMaterai", provider_code: "PRV001", document_code: "SRT", template_name: "Surat Pernyataan Sehat", ...box, project_id: "PRJ001", app_id: "APP001" }, await a4(2));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: "Success Create Template" });
    const created = (await listOf("sd", "PRV001")).find((r) => r.template_id === res.body.data!.template_id)!;
    expect(created).toMatchObject({ document_code: "SRT", template_name: "Surat Pernyataan Sehat", llx: 400, lly: 60, urx: 450, ury: 110, vis_signature_page: 2 });
    // SPEC §5: spaces in the file name become underscores.
    expect(created.file).toMatch(/^\/files\/templates\/[0-9a-f]{64}\/Surat_Pernyataan_Sehat\.pdf$/);
    const served = await t.platform.fetch(new Request(`http://platform.test${created.file}`));
    expect(served.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await served.arrayBuffer()))).getPageCount()).toBe(2);
    const types = (await core("sd", { endpoint: "getListCodeTemplate" })).body.data as { code: string; description: string }[];
    expect(types).toContainEqual({ code: "SRT", description: "SRT" });
  });

  it("updates a template: name, type, box and page, with its PDF sent again", async () => {
    const [first] = await listOf("ematerai", "PRV002");
    const res = await saveTemplate("ematerai", { endpoint: "updateTemplateMaterai", template_id: String(first.template_id), provider_code: "PRV002", document_code: "KWT", template_name: "Kwitansi Baru", vis_llx: "10", vis_lly: "-30", vis_urx: "90", vis_ury: "40", vis_signature_page: "1" }, await a4(1), "kwitansi.pdf");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: "Success Edit Template", data: { template_id: first.template_id } });
    const [after] = await listOf("ematerai", "PRV002");
    expect(after).toMatchObject({ template_id: first.template_id, document_code: "KWT", template_name: "Kwitansi Baru", llx: 10, lly: -30, urx: 90, ury: 40, vis_signature_page: 1 });
    expect(after.file).toMatch(/\/kwitansi\.pdf$/);
  });

  it("refuses a box off the page, a page the PDF lacks, a file that is not a PDF and a PDF with scripts", async () => {
    const fields = { endpoint: "createTemplateMaterai", provider_code: "PRV001", document_code: "INV", template_name: "Salah" };
    const offPage = await saveTemplate("sd", { ...fields, ...box, vis_signature_page: "1", vis_urx: "600" }, await a4(1));
    expect(offPage.status).toBe(400);
    expect(offPage.body.message).toContain("the stamp box must lie on page 1 (595 × 842 points)");
    // The top edge is 30 points lower (SPEC §9's offset): ury 812 fits, 813 does not.
    expect((await saveTemplate("sd", { ...fields, vis_llx: "0", vis_lly: "762", vis_urx: "50", vis_ury: "813", vis_signature_page: "1" }, await a4(1))).status).toBe(400);
    expect((await saveTemplate("sd", { ...fields, vis_llx: "0", vis_lly: "762", vis_urx: "50", vis_ury: "812", vis_signature_page: "1" }, await a4(1))).status).toBe(200);
    const noPage = await saveTemplate("sd", { ...fields, ...box, vis_signature_page: "3" }, await a4(2));
    expect(noPage.body.message).toBe("Invalid request: vis_signature_page: the PDF has 2 pages");
    expect((await saveTemplate("sd", { ...fields, ...box }, "not a pdf at all")).body.message).toBe("Invalid request: file: must be a PDF");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect((await saveTemplate("sd", { ...fields, ...box }, png, "stempel.pdf")).body.message).toBe("Invalid request: file: must be a PDF");
    const scripted = await PDFDocument.load(await a4(2));
    scripted.catalog.set(PDFName.of("OpenAction"), scripted.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") }));
    expect((await saveTemplate("sd", { ...fields, ...box }, await scripted.save())).body.message).toMatch(/JavaScript/);
    expect((await saveTemplate("sd", { ...fields, ...box }, null)).body.message).toBe("Invalid request: file: a PDF is required");
  });

  it("answers 400, never a 500, for a malformed PDF and for a control character in the name", async () => {
    const fields = { endpoint: "createTemplateMaterai", provider_code: "PRV001", document_code: "INV", ...box };
    // A PDF header and nothing a reader can use; a PDF whose page tree points nowhere.
    const garbage = new TextEncoder().encode("%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 9 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");
    for (const pdf of [garbage, new TextEncoder().encode("%PDF-1.4\n%\xff\xff\nthis is not a document\n%%EOF")]) {
      const answer = await saveTemplate("sd", { ...fields, template_name: "Rusak" }, pdf);
      expect(answer.status).toBe(400);
    }
    const nul = await saveTemplate("sd", { ...fields, template_name: "Surat\u0000Nol" }, await a4(2));
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain("template_name: must not contain control characters");
  });

  it("answers 400 naming the field for bad fields, and refuses JSON for a template", async () => {
    const pdf = await a4(2);
    const bad = await saveTemplate("sd", { endpoint: "createTemplateMaterai", provider_code: "PRV001", document_code: "", template_name: " ", ...box, vis_llx: "4.5" }, pdf);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("document_code: is required");
    expect(bad.body.message).toContain("template_name: is required");
    expect(bad.body.message).toContain("vis_llx: must be a whole number");
    const inverted = await saveTemplate("sd", { endpoint: "createTemplateMaterai", provider_code: "PRV001", document_code: "INV", template_name: "X", ...box, vis_urx: "300" }, pdf);
    expect(inverted.body.message).toContain("the box needs llx < urx and lly < ury");
    expect((await saveTemplate("sd", { endpoint: "updateTemplateMaterai", provider_code: "PRV001", document_code: "INV", template_name: "X", ...box }, pdf)).body.message).toContain("template_id: is required to update a template");
    const json = await core("sd", { endpoint: "createTemplateMaterai", provider_code: "PRV001" });
    expect(json.status).toBe(400);
    expect(json.body.message).toContain("multipart/form-data");
  });

  it("role e-materai writes its own provider's templates only; other roles and foreign templates are refused", async () => {
    const pdf = await a4(2);
    const fields = { endpoint: "createTemplateMaterai", document_code: "INV", template_name: "Milik orang lain", ...box };
    expect((await saveTemplate("ematerai", { ...fields, provider_code: "PRV001" }, pdf)).body).toMatchObject(refused);
    expect((await saveTemplate("provider", { ...fields, provider_code: "PRV001" }, pdf)).body).toMatchObject(refused);
    expect((await saveTemplate("admin", { ...fields, provider_code: "PRV001" }, pdf)).body).toMatchObject(refused);
    // Not enrolled (PRV005), or the template of another provider.
    expect((await saveTemplate("sd", { ...fields, provider_code: "PRV005" }, pdf)).status).toBe(404);
    const [prv002] = await listOf("sd", "PRV002");
    expect((await saveTemplate("sd", { ...fields, endpoint: "updateTemplateMaterai", template_id: String(prv002.template_id), provider_code: "PRV001" }, pdf)).status).toBe(404);
    expect((await listOf("sd", "PRV001")).map((r) => r.template_name)).not.toContain("Milik orang lain");
  });

  it("names stored PDFs safely", () => {
    expect(templateFileName("Surat Pernyataan Sehat.pdf")).toBe("Surat_Pernyataan_Sehat.pdf");
    expect(templateFileName("../../etc/passwd")).toBe("etcpasswd.pdf");
    expect(templateFileName("a..b c.PDF")).toBe("a.b_c.pdf");
    expect(templateFileName("???.pdf")).toBe("template.pdf");
  });
});
