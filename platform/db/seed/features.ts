// Sub-feature catalogue of the feature-visibility screens (getRoutes ids, plus 'banner'), and the
// demo per-corporate configurations.
import type { CorporateSeed } from "./corporates.ts";

import { BANNER_FEATURE } from "../../constants.ts";

type Items = [key: string, name: string][];

const HOME_CORE: Items = [
  ["eclaim", "E-Claim"], ["ecard", "E-Card"], ["telemedicine", "Telemedicine"], ["reservation", "Reservasi Dokter"],
  ["news", "Berita"], ["benefit", "Manfaat"], ["provider", "Provider Rekanan"], ["live-chat", "Live Chat"], ["guidebook", "Buku Panduan"],
];
const BENEFIT: Items = [
  ["rawat-jalan", "Rawat Jalan"], ["rawat-inap", "Rawat Inap"], ["gigi", "Perawatan Gigi"], ["kacamata", "Kacamata"],
  ["persalinan", "Persalinan"], ["mcu", "Medical Check-Up"],
];
const CLAIM: Items = [
  ["reimbursement", "Klaim Reimbursement"], ["cashless", "Klaim Cashless"], ["history", "Riwayat Klaim"],
  ["tracking", "Lacak Klaim"], ["upload-docs", "Unggah Dokumen"],
];
const PROVIDER: Items = [
  ["rumah-sakit", "Rumah Sakit"], ["klinik", "Klinik"], ["apotek", "Apotek"], ["laboratorium", "Laboratorium"],
  ["optik", "Optik"], ["dokter-gigi", "Dokter Gigi"],
];
const PROFILE: Items = [
  ["data-diri", "Data Diri"], ["keluarga", "Anggota Keluarga"], ["kartu", "Kartu Peserta"],
  ["ganti-password", "Ganti Password"], ["bantuan", "Bantuan"], ["syarat", "Syarat dan Ketentuan"],
];
const HOME_MITRA: Items = [
  ["ecard", "E-Card"], ["reservation", "Reservasi Dokter"], ["antrean", "Antrean Online"], ["news", "Berita"], ["live-chat", "Live Chat"],
];
const BANNER: Items = [["banner-regular", "Banner Reguler"], ["banner-benefit", "Banner Manfaat"], ["banner-ads", "Banner Iklan Provider"]];

/** app → feature id → items. */
export const FEATURE_ITEMS: Record<string, Record<string, Items>> = {
  APP001: { m0001: HOME_CORE, m0002: BENEFIT, m0003: CLAIM, m0004: PROVIDER, m0005: PROFILE, [BANNER_FEATURE]: BANNER },
  APP002: { m0001: HOME_MITRA, m0005: PROFILE },
};

export function featureItemRows(): unknown[][] {
  return Object.entries(FEATURE_ITEMS).flatMap(([app, features]) =>
    Object.entries(features).flatMap(([feature, items]) => items.map(([key, name], i) => [app, feature, key, name, i])));
}

export interface JsonFeature {
  features: Record<string, boolean | null>;
  invisible_items: Record<string, string[]>;
  invisible: string[];
}

/** Full config: every catalogue item present (true unless overridden). */
function config(app: string, feature: string, off: Record<string, boolean | null>, invisibleItems: Record<string, string[]> = {}, invisible: string[] = []): JsonFeature {
  const features: Record<string, boolean | null> = {};
  for (const [key] of FEATURE_ITEMS[app]![feature]!) features[key] = key in off ? off[key]! : true;
  return { features, invisible_items: invisibleItems, invisible };
}

/** Demo configurations: [app, feature, corp_code, jsonfeature]. Corporates are picked per payor so that
 * scoped accounts (eclaim = P001, operator = P007/P008) also see configured corporates. */
export function demoFeatureConfigs(corporates: CorporateSeed[]): [string, string, string, JsonFeature][] {
  const first = (payor: string, n = 0) => corporates.filter((c) => c.payor_code === payor)[n]!.corp_code;
  const p001 = first("P001"), p001b = first("P001", 1), p002 = first("P002"), p003 = first("P003"), p007 = first("P007");
  return [
    ["APP001", "m0001", p001, config("APP001", "m0001", { telemedicine: false, reservation: false }, { eclaim: ["KT0080", "K008-9"] }, ["DIV-HR", "KT0081"])],
    ["APP001", "m0003", p001, config("APP001", "m0003", { cashless: false, "upload-docs": null })],
    ["APP001", BANNER_FEATURE, p001, config("APP001", BANNER_FEATURE, { "banner-benefit": false })],
    ["APP001", "m0001", p001b, config("APP001", "m0001", { "live-chat": false }, {}, ["CABANG-SBY"])],
    ["APP001", "m0002", p002, config("APP001", "m0002", { kacamata: false, persalinan: false }, { gigi: ["GOL-1", "GOL-2"] })],
    ["APP001", "m0001", p003, config("APP001", "m0001", { ecard: false, eclaim: null }, {}, ["KT0100", "KT0101", "KT0102"])],
    ["APP001", "m0005", p003, config("APP001", "m0005", { keluarga: false })],
    ["APP002", "m0001", p007, config("APP002", "m0001", { reservation: false }, { antrean: ["KLINIK-02"] })],
  ];
}
