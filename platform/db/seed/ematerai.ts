// E-stamp vendors and the providers enrolled with them (SPEC §3 "E-stamp vendor", "E-stamp
// enrolment"): the three providers that hold an e-stamp quota (extras.ts), one of them in the
// group of another. Prices in whole rupiah; the service price is the stamp plus the admin fee.
import type { RawSql } from "../client.ts";
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

/** The stamp templates of two enrolled providers (PRV003 has none yet). Boxes are 50 × 50 points on A4. */
const TEMPLATES = [
  { provider: "PRV002", doc: "INV", name: "Invoice Klaim Rawat Jalan", llx: 420, lly: 92, page: 1 },
  { provider: "PRV002", doc: "INV", name: "Invoice Klaim Rawat Inap", llx: 420, lly: 92, page: 2 },
  { provider: "PRV002", doc: "KWT", name: "Kwitansi Pembayaran Pasien", llx: 380, lly: 140, page: 1 },
  { provider: "PRV002", doc: "SPK", name: "Perjanjian Kerja Sama Asuransi", llx: 90, lly: 118, page: 3 },
  { provider: "PRV001", doc: "SKT", name: "Surat Keterangan Sehat", llx: 410, lly: 160, page: 1 },
  { provider: "PRV001", doc: "INV", name: "Invoice Klaim Gabungan", llx: 430, lly: 84, page: 1 },
] as const;

export async function seedEmateraiTemplates(conn: RawSql, now: Date): Promise<number> {
  await insertRows(conn, "ematerai_document_types", ["code", "description"], DOCUMENT_TYPES.map((d) => [d.code, d.description]));
  const rows = TEMPLATES.map((t, i) => [t.provider, t.doc, t.name, t.llx, t.lly, t.llx + 50, t.lly + 50, t.page, "", new Date(now.getTime() - (TEMPLATES.length - i) * 86_400_000)]);
  await insertRows(conn, "ematerai_templates", ["provider_code", "document_code", "template_name", "llx", "lly", "urx", "ury", "vis_signature_page", "file_url", "created_at"], rows);
  return rows.length;
}
