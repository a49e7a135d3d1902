// E-stamp vendors and the providers enrolled with them (SPEC §3 "E-stamp vendor", "E-stamp
// enrolment"): the three providers that hold an e-stamp quota (extras.ts), one of them in the
// group of another. Prices in whole rupiah; the service price is the stamp plus the admin fee.
import type { RawSql } from "../client.ts";
import { DEMO_TEMPLATE_PDFS, demoTemplatePdfUrl } from "./demo-files.ts";
import { insertRows } from "./sql-batch.ts";

export const EMATERAI_VENDORS = [
  { vendor_id: "VND001", vendor_name: "Peruri Digital Security", unit_price: 10000, fee_price: 1500, description: "Meterai elektronik resmi Peruri" },
  { vendor_id: "VND002", vendor_name: "Privy Identitas Digital", unit_price: 10000, fee_price: 2000, description: "Distributor meterai elektronik" },
  { vendor_id: "VND003", vendor_name: "VIDA Digital Identity", unit_price: 10000, fee_price: 1750, description: "Distributor meterai elektronik" },
] as const;

const ENROLLED = [
  { code: "PRV002", email: "materai@klinikpratamahusada.example", npwp: "012345678901000", vendor: "VND001", bank: "BCA", va: "8800120000002", group: false, parent: null, days: 40 },
  { code: "PRV001", email: "keuangan@rssehatsentosa.example", npwp: "023456789012000", vendor: "VND002", bank: "MANDIRI", va: "8800130000001", group: false, parent: null, days: 30 },
  { code: "PRV003", email: "admin@rsmedikapermata.example", npwp: "0345678901230001", vendor: "VND002", bank: "BNI", va: "8800130000003", group: true, parent: "PRV001", days: 20 },
] as const;

export async function seedEmaterai(conn: RawSql, now: Date): Promise<{ vendors: number; providers: number }> {
  await insertRows(conn, "ematerai_vendors", ["vendor_id", "vendor_name", "unit_price", "fee_price", "description"], EMATERAI_VENDORS.map((v) => [v.vendor_id, v.vendor_name, v.unit_price, v.fee_price, v.description]));
  const price = new Map<string, { unit: number; fee: number }>(EMATERAI_VENDORS.map((v) => [v.vendor_id, { unit: v.unit_price, fee: v.fee_price }]));
  const rows = ENROLLED.map((e) => {
    const p = price.get(e.vendor)!;
    return ["APP001", e.code, e.email, e.npwp, e.vendor, e.bank, e.va, p.unit, p.fee, p.unit + p.fee, e.group, e.parent, true, new Date(now.getTime() - e.days * 86_400_000)];
  });
  await insertRows(
    conn,
    "ematerai_users",
    ["app_id", "provider_code", "email", "npwp", "vendor_id", "bank", "vendor_va_id", "unit_price", "price_fee", "price_ematerai", "is_group", "parent_code", "active", "created_at"],
    rows,
  );
  return { vendors: EMATERAI_VENDORS.length, providers: rows.length };
}

export const DOCUMENT_TYPES = [
  { code: "INV", description: "Invoice Klaim" },
  { code: "KWT", description: "Kwitansi Pembayaran" },
  { code: "SKT", description: "Surat Keterangan" },
  { code: "SPK", description: "Surat Perjanjian Kerja Sama" },
] as const;

/** The stamp templates of two enrolled providers (PRV003 has none yet), with their PDFs (demo-files.ts). */
const TEMPLATES = [
  { provider: "PRV002", doc: "INV", pdf: "prv002-invoice-rawat-jalan" },
  { provider: "PRV002", doc: "INV", pdf: "prv002-invoice-rawat-inap" },
  { provider: "PRV002", doc: "KWT", pdf: "prv002-kwitansi-pembayaran" },
  { provider: "PRV002", doc: "SPK", pdf: "prv002-perjanjian-kerja-sama" },
  { provider: "PRV001", doc: "SKT", pdf: "prv001-surat-keterangan-sehat" },
  { provider: "PRV001", doc: "INV", pdf: "prv001-invoice-gabungan" },
] as const;

/** A seeded template's name, box (50 × 50 points on A4) and page, from its PDF's description. */
function templateOf(slug: string) {
  const t = DEMO_TEMPLATE_PDFS.find((d) => d.slug === slug)!;
  return { name: t.title, llx: t.stamp.llx, lly: t.stamp.lly, page: t.stamp.page, file: demoTemplatePdfUrl(slug) };
}

export async function seedEmateraiTemplates(conn: RawSql, now: Date): Promise<number> {
  await insertRows(conn, "ematerai_document_types", ["code", "description"], DOCUMENT_TYPES.map((d) => [d.code, d.description]));
  const rows = TEMPLATES.map((row, i) => {
    const t = templateOf(row.pdf);
    return [row.provider, row.doc, t.name, t.llx, t.lly, t.llx + 50, t.lly + 50, t.page, t.file, new Date(now.getTime() - (TEMPLATES.length - i) * 86_400_000)];
  });
  await insertRows(conn, "ematerai_templates", ["provider_code", "document_code", "template_name", "llx", "lly", "urx", "ury", "vis_signature_page", "file_url", "created_at"], rows);
  return rows.length;
}

/** Seed version 11: the templates seeded by version 10 get their PDFs (by name, where none is kept). */
export async function attachTemplatePdfs(conn: RawSql): Promise<number> {
  let attached = 0;
  for (const row of TEMPLATES) {
    const t = templateOf(row.pdf);
    const updated = await conn.query(`UPDATE ematerai_templates SET file_url = $1 WHERE provider_code = $2 AND template_name = $3 AND file_url = '' RETURNING template_id`, [t.file, row.provider, t.name]);
    attached += updated.length;
  }
  return attached;
}
