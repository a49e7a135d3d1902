// The profile the demo provider keeps on its my-provider screen (SPEC §2): pictures from its own
// media library, a location, a description and an appointment button.
import type { RawSql } from "../client.ts";

export async function seedProviderProfiles(conn: RawSql): Promise<number> {
  const images = (await conn.query<{ image_url: string }>("SELECT image_url FROM media WHERE owner = 'PRV001' AND type = 'image' ORDER BY id")).map((r) => r.image_url);
  if (images.length < 3) return 0;
  await conn.query(
    `UPDATE premium_providers SET latlong = $1, profile = $2, link_button = $3, title_button = $4, logo = $5, banner = $6, gallery = $7::jsonb WHERE provider_code = 'PRV001'`,
    [
      "-6.2615,106.8106",
      "Rumah sakit umum dengan layanan gawat darurat 24 jam, poliklinik spesialis dan rawat inap untuk peserta asuransi.",
      "https://sehat-sentosa.example/janji-temu",
      "Buat Janji",
      images[0],
      images[1],
      JSON.stringify(images.slice(2, 6)),
    ],
  );
  return 1;
}
