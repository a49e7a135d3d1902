// Seed version 2: files and media library, more content (a fourth guidebook, about pages for
// APP002 and the provider side, the banner setting), reimbursement attachments, notification
// webhooks, feature-visibility catalogue and configs, and the e-stamp quota. Runs inside the first
// seed, or once on a database seeded by version 1 (upgrade = true rewrites the old SVG pictures).
import type { RawSql } from "../client.ts";
import { DAY_MS, pad, wibDate } from "../../lib/time.ts";
import { ABOUT_HTML_MITRA, ABOUT_PROVIDER_HTML, GUIDEBOOKS, NEWS_TITLES_CORE, NEWS_TITLES_MITRA, guidebookCoverUrl, guidebookPdfUrl, newsImageUrl, newsLabel } from "./content.ts";
import type { CorporateSeed } from "./corporates.ts";
import { ATTACHMENT_KINDS, demoFileSpecs, fileUrl, generateDemoFiles, type DemoCategory, type DemoFileSpec } from "./demo-files.ts";
import { demoFeatureConfigs, featureItemRows } from "./features.ts";
import { Rng } from "./prng.ts";
import { PREMIUM_PROVIDERS } from "./reference.ts";
import { insertRows } from "./sql-batch.ts";

export const MONTHS_ID = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/** Library sizes: owner → item count. */
export const MEDIA_COUNTS: Record<string, number> = { APP001: 1560, APP002: 90, PRV001: 48, PRV002: 14, PRV003: 12 };
/** Share of reimbursement claims whose documents were uploaded through the app. */
const ATTACHED_SHARE = 0.35;

export const NOTIFICATIONS = [
  { project_id: "PRJ001", url: "https://hooks.sehat-core.example/v1/notifications", secret_hint: "whsec_****************3f9a", description: "Webhook status klaim, aktivasi e-card dan pesan live chat ke sistem payor. Dikirim dengan tanda tangan HMAC-SHA256 pada header X-Sehat-Signature." },
  { project_id: "PRJ002", url: "https://api.klinikmitra.example/webhooks/sehat", secret_hint: "whsec_****************71c2", description: "Webhook aktivasi e-card dan reservasi dokter untuk Klinik Mitra." },
] as const;

/** E-stamp quota per provider: total bought and how many stamps were used. */
export const EMATERAI_QUOTAS = [
  { provider_code: "PRV002", total: 5000, used: 1873 },
  { provider_code: "PRV003", total: 250, used: 250 },
  { provider_code: "PRV001", total: 1000, used: 112 },
] as const;

const STAMPED_DOCUMENTS = [
  ["SPK", "Surat Perjanjian Kerja Sama"], ["KWT", "Kuitansi Pembayaran"], ["SKT", "Surat Keterangan"], ["INV", "Invoice Layanan"], ["BAP", "Berita Acara Pemeriksaan"],
] as const;

function monthYear(d: Date): string {
  const local = new Date(d.getTime() + 7 * 3600_000);
  return `${MONTHS_ID[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

function titleCase(label: string): string {
  return label.toLowerCase().replace(/(^|\s|-)([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()).replace(/\bDbd\b/, "DBD").replace(/\bRs\b/, "RS").replace(/\bE-card\b/i, "E-Card");
}

function description(rng: Rng, spec: DemoFileSpec, at: Date, providerName: string): string {
  const when = monthYear(at);
  const newsTitle = [...NEWS_TITLES_CORE, ...NEWS_TITLES_MITRA].find((t) => spec.caption.endsWith(t));
  switch (spec.category) {
    case "news": {
      const label = titleCase(newsLabel(newsTitle ?? ""));
      return rng.pick([
        `Ilustrasi artikel "${newsTitle}"`,
        `Gambar sampul berita ${label}, ${when}`,
        `Thumbnail ${label} untuk beranda aplikasi, ${when}`,
        `Materi edukasi ${label} untuk media sosial, ${when}`,
        `Poster ${label} ukuran 16:9 (revisi ${rng.int(1, 4)})`,
      ]);
    }
    case "banner":
      return rng.pick([`${spec.caption}, ${when}`, `${spec.caption} (versi beranda)`, `${spec.caption} untuk kampanye ${when}`, `${spec.caption}, ukuran 960x360`]);
    case "cover":
      return rng.pick([`${spec.caption}`, `${spec.caption} (edisi ${when})`]);
    case "gallery":
      return `${spec.caption} ${providerName}${rng.chance(0.4) ? `, ${when}` : ""}`;
    case "guidebook":
      return rng.pick([`${spec.caption} (edisi ${when})`, `${spec.caption}, versi cetak`, `${spec.caption}`]);
    case "document":
      return rng.pick([`${spec.caption.replace(" (PDF)", "")}, pembaruan ${when}`, spec.caption, `${spec.caption.replace(" (PDF)", "")} untuk dibagikan ke HR, ${when}`]);
    default:
      return spec.caption;
  }
}

/** Which kinds of file each library holds, with weights. */
const LIBRARY_MIX: Record<"app" | "provider", [DemoCategory, number][]> = {
  app: [["news", 46], ["banner", 18], ["cover", 6], ["gallery", 6], ["guidebook", 12], ["document", 12]],
  provider: [["gallery", 60], ["banner", 25], ["document", 15]],
};

function mediaRows(now: Date): unknown[][] {
  const rng = new Rng("media-library");
  const specs = demoFileSpecs();
  const byCategory = new Map<DemoCategory, DemoFileSpec[]>();
  for (const s of specs) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  const rows: unknown[][] = [];
  for (const [owner, count] of Object.entries(MEDIA_COUNTS)) {
    const isApp = owner.startsWith("APP");
    const app = isApp ? owner : "APP001";
    const providerName = PREMIUM_PROVIDERS.find((p) => p.provider_code === owner)?.provider_name ?? "";
    const mix = LIBRARY_MIX[isApp ? "app" : "provider"].filter(([cat]) => owner !== "APP002" || cat !== "guidebook");
    // Creation times spread over the last two years, oldest first (ids follow creation order).
    const times = Array.from({ length: count }, () => now.getTime() - rng.int(60, 730 * DAY_MS / 1000) * 1000).sort((a, b) => a - b);
    // The first items of the core library are the pictures the seeded content uses.
    const fixed = owner === "APP001" ? specs.filter((s) => ["news", "banner", "cover", "guidebook"].includes(s.category) && !NEWS_TITLES_MITRA.some((t) => s.caption.endsWith(t))) : owner === "APP002" ? specs.filter((s) => NEWS_TITLES_MITRA.some((t) => s.caption.endsWith(t))) : [];
    times.forEach((t, i) => {
      const at = new Date(t);
      const spec = i < fixed.length ? fixed[i]! : rng.pick(byCategory.get(rng.weighted(mix))!);
      const stem = spec.fileName.replace(/\.(png|pdf)$/, "");
      const titleImage = i < fixed.length ? spec.fileName : `${stem}-${pad(rng.int(1, 999), 3)}.${spec.kind === "pdf" ? "pdf" : "png"}`;
      rows.push([app, owner, spec.kind, fileUrl(spec.path), description(rng, spec, at, providerName).slice(0, 200), titleImage, isApp ? "admin" : "", at]);
    });
  }
  rows.sort((a, b) => (a[7] as Date).getTime() - (b[7] as Date).getTime());
  return rows;
}

async function seedFiles(conn: RawSql): Promise<void> {
  const files = await generateDemoFiles();
  await insertRows(conn, "stored_files", ["path", "kind", "mime", "size", "sha256", "owner", "uploaded_by"],
    files.map((f) => [f.spec.path, f.spec.kind, f.spec.mime, f.size, f.sha256, "", "seed"]));
}

async function seedContents(conn: RawSql, now: Date, upgrade: boolean): Promise<void> {
  if (upgrade) {
    // Version 1 drew news and guidebook pictures as SVG data URIs and linked guidebooks to an example site.
    const rows = await conn.query<{ id: number; feature_id: string; datajson: Record<string, unknown> | string }>(
      "SELECT id, feature_id, datajson FROM contents WHERE feature_id IN ('a0001', 'a0005')",
    );
    for (const row of rows) {
      const data = typeof row.datajson === "string" ? (JSON.parse(row.datajson) as Record<string, unknown>) : row.datajson;
      const title = String(data.title ?? "");
      let next: Record<string, unknown> | null = null;
      if (row.feature_id === "a0001" && String(data.image ?? "").startsWith("data:") && [...NEWS_TITLES_CORE, ...NEWS_TITLES_MITRA].includes(title as never)) {
        next = { ...data, image: newsImageUrl(title) };
      }
      const guide = GUIDEBOOKS.find((g) => g.title === title);
      if (row.feature_id === "a0005" && guide && String(data.image ?? "").startsWith("data:")) {
        next = { ...data, image: guidebookCoverUrl(guide.slug), guidebookapp: guidebookPdfUrl(guide.slug) };
      }
      if (next) await conn.query("UPDATE contents SET datajson = $1::jsonb WHERE id = $2", [JSON.stringify(next), row.id]);
    }
  }
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const g4 = GUIDEBOOKS[3];
  await insertRows(conn, "contents", ["app_id", "feature_id", "datajson", "status", "created_at"], [
    ["APP001", "a0005", { title: g4.title, image: guidebookCoverUrl(g4.slug), guidebookapp: guidebookPdfUrl(g4.slug) }, true, day(45)],
    ["APP002", "a0002", { content: ABOUT_HTML_MITRA }, true, day(120)],
    ["APP001", "a0006", { content: ABOUT_PROVIDER_HTML }, true, day(90)],
    // No banner setting (b0001) yet: the screen starts empty and its first save is a create (SPEC §4).
  ]);
}

async function seedAttachments(conn: RawSql): Promise<number> {
  const rng = new Rng("claim-attachments");
  const specs = demoFileSpecs().filter((s) => s.category === "attachment");
  const claims = await conn.query<{ request_id: string; project_id: string; payor_id: string; request_time: Date | string }>(
    "SELECT request_id, project_id, payor_id, request_time FROM claims WHERE claim_type = 'reimbursement' ORDER BY request_id",
  );
  const share: Record<string, number> = { D001: 1, D002: 0.7, D003: 0.3, D004: 0.4, D005: 0.15, D006: 0.25 };
  function* rows(): Generator<unknown[]> {
    for (const c of claims) {
      if (!rng.chance(ATTACHED_SHARE)) continue;
      for (const kind of ATTACHMENT_KINDS) {
        if (!rng.chance(share[kind.code]!)) continue;
        const variant = rng.int(1, kind.variants);
        const spec = specs.find((s) => s.path.endsWith(`/${kind.code.toLowerCase()}-${kind.fileName}-${variant}.${kind.image ? "png" : "pdf"}`))!;
        yield [c.request_id, c.project_id, c.payor_id, new Date(c.request_time), kind.code, `${kind.fileName}.${kind.image ? "png" : "pdf"}`, spec.path];
      }
    }
  }
  return insertRows(conn, "claim_attachments", ["request_id", "project_id", "payor_id", "request_time", "code", "file_name", "file_path"], rows());
}

async function seedQuota(conn: RawSql, now: Date): Promise<void> {
  const rng = new Rng("ematerai-usage");
  await insertRows(conn, "ematerai_quotas", ["provider_code", "total"], EMATERAI_QUOTAS.map((q) => [q.provider_code, q.total]));
  function* usages(): Generator<unknown[]> {
    let serial = 0;
    for (const q of EMATERAI_QUOTAS) {
      const times = Array.from({ length: q.used }, () => now.getTime() - rng.int(1, 180 * 24 * 3600) * 1000).sort((a, b) => a - b);
      for (const t of times) {
        serial++;
        const [code, name] = rng.pick(STAMPED_DOCUMENTS);
        const at = new Date(t);
        yield [q.provider_code, `MT${wibDate(at).replaceAll("-", "")}${pad(serial, 8)}`, code, `${name} ${q.provider_code}/${wibDate(at).slice(0, 7)}/${pad(rng.int(1, 9999), 4)}`, at];
      }
    }
  }
  await insertRows(conn, "ematerai_usages", ["provider_code", "serial_no", "document_code", "document_name", "used_at"], usages());
}

export interface ExtrasSummary {
  media: number;
  attachments: number;
}

export async function seedExtras(conn: RawSql, now: Date, corporates: CorporateSeed[], opts: { upgrade?: boolean } = {}): Promise<ExtrasSummary> {
  await seedFiles(conn);
  const media = await insertRows(conn, "media", ["app_id", "owner", "type", "image_url", "description", "title_image", "created_by", "created_at"], mediaRows(now));
  await seedContents(conn, now, opts.upgrade === true);
  const attachments = await seedAttachments(conn);
  await insertRows(conn, "notification_settings", ["project_id", "url", "secret_hint", "description", "updated_at"],
    NOTIFICATIONS.map((n, i) => [n.project_id, n.url, n.secret_hint, n.description, new Date(now.getTime() - (40 + i * 17) * DAY_MS)]));
  await insertRows(conn, "feature_items", ["app_id", "feature_id", "key", "name", "position"], featureItemRows());
  await insertRows(conn, "feature_configs", ["app_id", "feature_id", "corp_code", "jsonfeature", "updated_by", "updated_at"],
    demoFeatureConfigs(corporates).map(([app, feature, corp, json], i) => [app, feature, corp, json, "admin", new Date(now.getTime() - (3 + i * 5) * DAY_MS)]));
  await seedQuota(conn, now);
  return { media, attachments };
}
