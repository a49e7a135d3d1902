/**
 * The words of the dashboards and the log detail: the catalogue of app/lib/messages.ts, for this
 * area only. SPEC's chart names ('Total Member Register 30 Hari Terakhir', Log Members) and the
 * quota's USAGE and REMAIN stay as SPEC writes them.
 */

export const dashboardText = {
  welcome: "Selamat datang,",
  whatYouManage: "Yang dapat Anda kelola di sini:",
  /** The provider's starter page: its screens, by path. */
  places: {
    "my-provider": "Profil provider",
    "all-doctor": "Dokter",
    "category-doctor": "Kategori dokter",
    "banner-ads": "Iklan banner",
    profile: "Akun dan kata sandi",
  },
  quotaTitle: "Dashboard E-Materai",
  quotaTotal: "Total Kuota",
  quotaChart: "Kuota E-Materai: USAGE vs REMAIN",
  membersTotal: "Total Member Terdaftar",
  membersActive: "Member Aktif",
  membersInactive: "Member Tidak Aktif",
  news: "Berita",
  claimsTotal: "Total E-Claim",
  seeClaims: "Lihat E-Claim →",
  activeVsInactive: "Member Aktif vs Tidak Aktif",
  activeCount: (n: string) => `Aktif ${n}`,
  inactiveCount: (n: string) => `Tidak Aktif ${n}`,
  active: "Aktif",
  inactive: "Tidak Aktif",
  registrations: "Registrasi",
  busiestDays: "Tanggal Registrasi Terbanyak",
  logHint: "Klik satu titik untuk melihat detail log bulan itu.",
  logLinks: "Detail log per bulan",
};

export const logsText = {
  heading: (month: string) => `Log Members · ${month}`,
  project: "Proyek",
  endpoint: "Endpoint",
  logTime: "Waktu Log",
  back: "← Dashboard",
  caption: (month: string) => `Log members ${month}`,
  none: "Tidak ada log pada bulan ini.",
};
