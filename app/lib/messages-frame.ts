/**
 * The words of the frame around every screen (sidebar, topbar, logout question, error screen, idle
 * warning): the catalogue of app/lib/messages.ts, for this area only. Only the frame's components
 * import it, as `import * as frameText`: its words then sit in the frame's own chunk, and one export
 * each costs every page nothing by name (an object's keys would be sent as they are).
 */
// Sidebar and topbar
export const brand = "Sehat Console";
/** The topbar's help menu and the static pages it opens (SPEC §2), by path. */
export const helpPages = {
  termsconditional: "Syarat & Ketentuan",
  helps: "Bantuan",
  "contact-us": "Hubungi Kami",
  "mobile-apps": "Aplikasi Mobile",
} as const;
export const skipToContent = "Lewati ke konten utama";
export const sidebar = "Menu utama";
export const menu = "Menu";
export const closeMenu = "Tutup menu";
export const darkMode = "Tampilan gelap";
export const lightMode = "Tampilan terang";
export const profileOf = (name: string, role: string) => `Profil: ${name} (${role})`;
export const confirmLogout = "Ya, keluar";
export const cancel = "Batal";
// The error screen
export const errorTitle = "Terjadi kesalahan";
export const errorDetail = "Silakan muat ulang halaman atau coba lagi nanti.";
export const notFoundDetail = "Halaman yang Anda cari tidak ditemukan.";
export const forbidden = "Akses ditolak";
export const forbiddenDetail = "Anda tidak memiliki akses ke halaman ini.";
export const refused = "Permintaan tidak dapat diproses";
export const platformDown = "Platform sedang bermasalah";
export const requestId = "Kode permintaan:";
export const backToDashboard = "Kembali ke Dashboard";
// The session's idle limit
export const idleTitle = "Sesi hampir berakhir";
export const idleDetail = "Sesi Anda akan berakhir sebentar lagi karena tidak ada aktivitas.";
export const endedTitle = "Sesi berakhir";
export const endedDetail = "Sesi Anda sudah berakhir. Tekan Simpan: setelah login kembali, isian Anda dikembalikan.";
export const close = "Tutup";
export const stay = "Tetap masuk";
