/**
 * Screen labels (page headings, breadcrumbs, the tab's title) and sidebar groups, by the screen's key
 * in the access table (app/.server/access.ts): the catalogue of app/lib/messages.ts, for this area
 * only. Read on the server; the browser receives the labels of the screens a user may open. Names
 * SPEC gives a screen or menu (spec-strings.ts: Dashboard, E-Claim, Media Library, Premium Provider…)
 * are written in the access table as SPEC writes them, not here.
 */
export const screenLabels = {
  detail_logs: "Detail Log",
  profile: "Profil",
  news: "Berita",
  add_news: "Tambah Berita",
  detail_news: "Ubah Berita",
  about: "Tentang",
  guidebook: "Buku Panduan",
  notification: "URL Notifikasi",
  "media-library-reimbursement": "Lampiran Reimbursement",
  "media-items": "Daftar Media",
  "media-upload": "Unggah Media",
  feature: "Fitur",
  corporates: "Cari Corporate",
  "members-all": "Semua Member",
  "members-active": "Member Aktif",
  "members-inactive": "Member Tidak Aktif",
  "coremedika-members": "Member E-Claim",
  eclaim_status: "Klaim per Status",
  eclaim_detail: "Klaim Member",
  "eclaim-document": "Dokumen Klaim",
  dashboard_eclaim: "Dashboard Reimbursement",
  "manual-activation": "Aktivasi Manual",
  "ecard-transaction": "Transaksi",
  "ecard-activation": "Aktivasi",
  "ecard-export": "Unduh E-Card",
  "add-premium-provider": "Tambah Premium Provider",
  "detail-premium-provider": "Detail Premium Provider",
  "my-provider": "Provider Saya",
  "category-doctor": "Kategori Dokter",
  "add-category-doctor": "Tambah Kategori Dokter",
  "detail-category-doctor": "Detail Kategori Dokter",
  "all-doctor": "Dokter",
  "add-doctor": "Tambah Dokter",
  "detail-doctor": "Detail Dokter",
  "banner-ads": "Iklan Banner",
  "add-banner-ads": "Tambah Iklan Banner",
  "detail-banner-ads": "Detail Iklan Banner",
  reservation: "Reservasi",
  "reservation-export": "Unduh Reservasi",
  "add-ematerai": "Pendaftaran E-Materai",
  templating: "Daftar Template",
  "audit-log": "Log Audit",
  "audit-log-export": "Unduh Log Audit",
  "audit-log-detail": "Catatan Audit",
} as const;

/** Sidebar groups that SPEC does not name. */
export const menuGroups = {
  content: "Konten",
  members: "Member",
  customerService: "Layanan Pelanggan",
} as const;
