// Doctor categories and doctors of two premium providers (SPEC §3), the doctors pictured with
// images of their provider's own media library.
import type { RawSql } from "../client.ts";
import { fullName } from "./people.ts";
import { Rng } from "./prng.ts";
import { PREMIUM_PROVIDERS } from "./reference.ts";
import { insertRows } from "./sql-batch.ts";

const CATEGORIES: [name: string, title: (name: string) => string][] = [
  ["Dokter Umum", (n) => `dr. ${n}`],
  ["Dokter Gigi", (n) => `drg. ${n}`],
  ["Spesialis Anak", (n) => `dr. ${n}, Sp.A`],
  ["Spesialis Penyakit Dalam", (n) => `dr. ${n}, Sp.PD`],
  ["Spesialis Kandungan", (n) => `dr. ${n}, Sp.OG`],
  ["Spesialis Mata", (n) => `dr. ${n}, Sp.M`],
];
const PER_PROVIDER: Record<string, number> = { PRV001: 6, PRV003: 3 };

export async function seedDoctors(conn: RawSql, now: Date): Promise<{ categories: number; doctors: number }> {
  const rng = new Rng("doctors");
  const categories: unknown[][] = [];
  const doctors: unknown[][] = [];
  const day = 86_400_000;
  for (const [code, count] of Object.entries(PER_PROVIDER)) {
    const provider = PREMIUM_PROVIDERS.find((p) => p.provider_code === code)!;
    const images = (await conn.query<{ image_url: string }>("SELECT image_url FROM media WHERE owner = $1 AND type = 'image' ORDER BY id", [code])).map((r) => r.image_url);
    if (!images.length) continue;
    CATEGORIES.slice(0, count).forEach(([name, title], c) => {
      const categoryId = `${code.toLowerCase()}c${c + 1}`;
      categories.push([categoryId, provider.id_prov, code, name, new Date(now.getTime() - (300 - c) * day)]);
      const count = rng.int(1, 4);
      for (let d = 0; d < count; d++) {
        doctors.push([`${code.toLowerCase()}d${c + 1}${d + 1}`, provider.id_prov, categoryId, title(fullName(rng, rng.chance(0.5) ? "M" : "F")), rng.pick(images), new Date(now.getTime() - rng.int(1, 290) * day)]);
      }
    });
  }
  await insertRows(conn, "doctor_categories", ["id", "id_prov", "provider_code", "name", "created_at"], categories);
  await insertRows(conn, "doctors", ["id", "id_prov", "category_id", "name", "image", "created_at"], doctors);
  return { categories: categories.length, doctors: doctors.length };
}
