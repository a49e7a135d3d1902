// The demo's banner ads (SPEC §3 "Banner ad", content a0010 of the core app): each premium
// provider's promotions, live, expired and unpublished, pictured from the provider's own library
// (the app's when it has none). Ids are SPEC §9's random strings of 4, 5 or 9 characters. Dates are DD-MM-YYYY (SPEC §9), around the seed's anchor.
import type { RawSql } from "../client.ts";
import { insertRows } from "./sql-batch.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type Spec = { id: string; prov: string; owner: string; name: string; url: string; external: boolean; published: boolean; from: number; to: number; view: number; click: number };

const ADS: Spec[] = [
  { id: "k3m9x", prov: "prov_a1b2c3", owner: "PRV001", name: "Promo Medical Check Up 2026", url: "https://sehat-sentosa.example/promo/mcu", external: true, published: true, from: -20, to: 40, view: 4820, click: 203 },
  { id: "q7tz2", prov: "prov_a1b2c3", owner: "PRV001", name: "Vaksin Influenza Dewasa", url: "/provider/prov_a1b2c3", external: false, published: true, from: -90, to: -15, view: 9310, click: 412 },
  { id: "b8n4w", prov: "prov_a1b2c3", owner: "PRV001", name: "Paket Persalinan Normal", url: "https://sehat-sentosa.example/paket/persalinan", external: true, published: false, from: 5, to: 95, view: 0, click: 0 },
  { id: "h2r6", prov: "prov_g7h8i9", owner: "PRV003", name: "Skrining Jantung Gratis", url: "/provider/prov_g7h8i9", external: false, published: true, from: -10, to: 50, view: 2675, click: 139 },
  { id: "v5c1p", prov: "prov_g7h8i9", owner: "PRV003", name: "Konsultasi Gizi Anak", url: "https://medika-permata.example/gizi-anak", external: true, published: true, from: -3, to: 27, view: 1180, click: 41 },
  { id: "x9d3f7m2a", prov: "prov_d4e5f6", owner: "PRV002", name: "Cek Gula Darah Rp25.000", url: "/provider/prov_d4e5f6", external: false, published: true, from: -30, to: 60, view: 3544, click: 97 },
  { id: "j4s8", prov: "prov_j1k2l3", owner: "APP001", name: "Kelas Ibu Hamil", url: "https://bunda-kasih.example/kelas-ibu-hamil", external: true, published: true, from: -60, to: -1, view: 6021, click: 388 },
];

const pad2 = (n: number) => String(n).padStart(2, "0");
/** A day as DD-MM-YYYY, in Jakarta (UTC+7). */
function bannerDay(anchor: Date, offsetDays: number): string {
  const d = new Date(anchor.getTime() + offsetDays * DAY_MS + 7 * 60 * 60 * 1000);
  return `${pad2(d.getUTCDate())}-${pad2(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

export async function seedBannerAds(conn: RawSql, now: Date): Promise<number> {
  const pictures = new Map<string, string[]>();
  for (const owner of new Set(ADS.map((a) => a.owner))) {
    const rows = await conn.query<{ image_url: string }>("SELECT image_url FROM media WHERE owner = $1 AND type = 'image' ORDER BY id LIMIT 8", [owner]);
    pictures.set(owner, rows.map((r) => r.image_url));
  }
  const fallback = pictures.get("APP001") ?? [];
  const perProvider = new Map<string, number>();
  const rows = ADS.flatMap((ad, i) => {
    const index = (perProvider.get(ad.prov) ?? 0) + 1;
    perProvider.set(ad.prov, index);
    const own = pictures.get(ad.owner)?.length ? pictures.get(ad.owner)! : fallback;
    const banner = own[(index - 1) % Math.max(own.length, 1)];
    if (!banner) return [];
    const datajson = {
      id: ad.id,
      id_prov: ad.prov,
      name: ad.name,
      index,
      url: ad.url,
      external_url: ad.external,
      ads: true,
      published: ad.published,
      start: bannerDay(now, ad.from),
      expired: bannerDay(now, ad.to),
      view: ad.view,
      click: ad.click,
      ctr: ad.view > 0 ? `${((ad.click / ad.view) * 100).toFixed(1)}%` : "10%",
      banner,
    };
    // Distinct creation times keep the list's order stable.
    return [["APP001", "a0010", datajson, true, new Date(now.getTime() - (ADS.length - i) * 60 * 60 * 1000)]];
  });
  await insertRows(conn, "contents", ["app_id", "feature_id", "datajson", "status", "created_at"], rows);
  return rows.length;
}

/** Seed version 14: the demo's ads seeded before they had SPEC §9 ids get theirs (by name); others keep being named by their row. */
export async function giveBannerAdsIds(conn: RawSql): Promise<number> {
  let given = 0;
  for (const ad of ADS) {
    const rows = await conn.query<{ id: number }>(
      "UPDATE contents SET datajson = jsonb_set(datajson, '{id}', to_jsonb($1::text)) WHERE feature_id = 'a0010' AND app_id = 'APP001' AND datajson->>'name' = $2 AND datajson->>'id_prov' = $3 AND NOT datajson ? 'id' RETURNING id",
      [ad.id, ad.name, ad.prov],
    );
    given += rows.length;
  }
  return given;
}
