import { formatNumber } from "./format";

/**
 * The console's own words, in one catalogue (Indonesian; a second language is a second object of
 * the same shape per area). `ui` holds the table and pager kit, used by every list; the words of
 * the kits every screen loads (confirmation, date field) are in messages-kit.ts, and the words of
 * each area in messages-<area>.ts (shell, account, content, media, library, features, members,
 * claims, dashboard, service, provider, stamp, esign, audit), one object per screen or component.
 * A file imported by several pages becomes a chunk they all load: keep an area small.
 *
 * The rule for SPEC's strings (labels, columns, buttons, tabs, statuses, toasts and errors that
 * SPEC.md quotes or names): they stay verbatim, written in place where they are used, and are
 * listed in spec-strings.ts; nothing else is written in a component. messages.test.ts scans every
 * .tsx for literal words and fails on any that is neither from here nor one of SPEC's.
 */
export const ui = {
  table: {
    show: "Tampilkan",
    rows: "baris",
    rowsPerPage: "Baris per halaman",
    search: "Cari",
    apply: "Terapkan",
    empty: "Tidak ada data.",
    scroll: "Tabel (geser ke samping untuk kolom lain)",
  },
  pager: {
    label: "Halaman",
    showing: (from: number, to: number, total: number) => `Menampilkan ${formatNumber(from)}–${formatNumber(to)} dari ${formatNumber(total)} data`,
    trimmed: (n: number) => `${formatNumber(n)} baris payor lain tidak ditampilkan`,
    first: "Pertama",
    previous: "Sebelumnya",
    next: "Berikutnya",
    last: "Terakhir",
    page: "Halaman",
    of: (count: number) => `dari ${formatNumber(count)}`,
    go: "Buka",
    pageNumber: "Nomor halaman",
    newest: "Terbaru",
    keyset: (shown: number, total: number, exact: boolean) => `Menampilkan ${formatNumber(shown)} baris dari ${exact ? "" : "lebih dari "}${formatNumber(total)} data`,
    keysetShown: (shown: number) => `Menampilkan ${formatNumber(shown)} baris`,
  },
} as const;

/** Feature-visibility screens by their slug (get/getRoutes names), as operators call them. */
const FEATURE_TITLES: Record<string, string> = {
  "home-menu": "Menu Beranda",
  "benefit-menu": "Menu Benefit",
  "claim-menu": "Menu Klaim",
  "provider-menu": "Menu Provider",
  "profile-menu": "Menu Profil",
  banner: "Banner",
};

/** A feature's title for people; an unknown slug reads as its words ("promo-menu" → "Promo Menu"). */
export function featureTitle(slug: string): string {
  return FEATURE_TITLES[slug] ?? slug.split(/[-_]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ");
}
