/** The words of the dashboards and the log detail: the catalogue of app/lib/messages.ts, for this area only. */

export const dashboardText = {
  selamatDatang: "Selamat datang,",
  yangDapatAndaKelolaDi: "Yang dapat Anda kelola di sini:",
  dashboardEMaterai: "Dashboard E-Materai",
  totalKuota: "Total Kuota",
  usage: "Usage",
  remain: "Remain",
  kuotaEMateraiUsageVs: "Kuota E-Materai: USAGE vs REMAIN",
  totalMemberTerdaftar: "Total Member Terdaftar",
  memberAktif: "Member Aktif",
  memberTidakAktif: "Member Tidak Aktif",
  berita: "Berita",
  totalEClaim: "Total E-Claim",
  lihatEClaim: "Lihat E-Claim →",
  memberAktifVsTidakAktif: "Member Aktif vs Tidak Aktif",
  aktif: (p1: string | number) => `Aktif ${p1}`,
  tidakAktif: (p1: string | number) => `Tidak Aktif ${p1}`,
  aktif2: "Aktif",
  tidakAktif2: "Tidak Aktif",
  tanggalRegistrasiTerbanyak: "Tanggal Registrasi Terbanyak",
  klikSatuTitikUntukMelihat: "Klik satu titik untuk melihat detail log bulan itu.",
  detailLogPerBulan: "Detail log per bulan",
};

export const logsText = {
  logSehatConsole: (p1: string | number) => `Log ${p1} · Sehat Console`,
  project: "Project",
  endpoint: "Endpoint",
  logTime: "Log Time",
  dashboard: "← Dashboard",
  logMembers: (p1: string | number) => `Log members ${p1}`,
  tidakAdaLogPadaBulan: "Tidak ada log pada bulan ini.",
};
