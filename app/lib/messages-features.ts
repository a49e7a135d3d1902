/** The words of feature visibility, Manual Config Feature, Banner Setting, the corporate picker: the catalogue of app/lib/messages.ts, for this area only. */

export const corporatePickerText = {
  cariBuka: "Cari / Buka",
  buka: "Buka",
  pilihCorporate: "— Pilih corporate —",
  cariNamaAtauKodeCorporate: "Cari nama atau kode corporate",
  hasilPencarian: ": hasil pencarian",
  hasilUntuk: (p1: string | number, p2: string | number) => `${p1} hasil untuk "${p2}".`,
  menampilkanCorporatePertamaCariUntuk: (p1: string | number) => `Menampilkan ${p1} corporate pertama; cari untuk yang lain.`,
  ketikNamaAtauKodeCorporate: "Ketik nama atau kode corporate",
  hapusPilihanCorporate: "Hapus pilihan corporate",
  gagalMencariCorporateCobaLagi: "Gagal mencari corporate. Coba lagi.",
  tidakAdaCorporateYangCocok: "Tidak ada corporate yang cocok.",
  mencari: "Mencari…",
  dari: "dari",
  ketikLebihSpesifik: "— ketik lebih spesifik.",
};

export const featureConfigText = {
  fiturIniTidakMemilikiSub: "Fitur ini tidak memiliki sub-fitur.",
  subFitur: "Sub-fitur",
  subFiturTampilDiAplikasi: "Sub-fitur (tampil di aplikasi)",
  invisibleIdTidakTampilUntuk: "Invisible ID — tidak tampil untuk ID ini",
  invisibleIdUntuk: "Invisible ID untuk",
  invisibleMis: (p1: string | number) => `invisible, mis. ${p1}`,
  invisibleIdUntuk2: (p1: string | number) => `Invisible ID untuk ${p1}`,
  pisahkanDenganKomaTanpaSpasi: (p1: string | number) => `Pisahkan dengan koma tanpa spasi, contoh: ${p1}`,
};

export const featureText = {
  featureVisibilitySehatConsole: (p1: string | number) => `${p1} · Feature Visibility · Sehat Console`,
  corporate: "corporate",
  ketikUntukMencari: "— ketik untuk mencari",
  save: (p1: string | number) => `Save ${p1}`,
};

export const manualConfigText = {
  errorUpdated: (p1: string | number, p2: string | number) => `${p1} Error Updated! ${p2}`,
  aturSatuFiturUntukBeberapa: "Atur satu fitur untuk beberapa corporate sekaligus.",
  fitur: "Fitur",
  pilihFitur: "— Pilih fitur —",
  pilih: "Pilih",
  corporateId: "Corporate ID",
  kodeCorporateYangDiaturDipisah: "Kode corporate yang diatur, dipisah koma tanpa spasi, contoh: K0001,K0002,K0003",
  k0001K0002K0003: "K0001,K0002,K0003",
  corporateDiperbarui: "corporate diperbarui",
  dilewati: "dilewati:",
  tidakDiperbarui: "tidak diperbarui",
  save: "Save",
};

export const myBannersText = {
  bannerRegular: "Banner Regular",
  bannerUtamaDiBerandaAplikasi: "Banner utama di beranda aplikasi.",
  bannerBenefit: "Banner Benefit",
  bannerDiHalamanBenefitPeserta: "Banner di halaman benefit peserta.",
  fiturBannerPerCorporate: "Fitur banner per corporate",
  tampilkanAtauSembunyikanBannerUntuk: "Tampilkan atau sembunyikan banner untuk corporate tertentu.",
  saveBannerFeatures: "Save banner features",
  bannerAplikasi: "Banner aplikasi",
  tersimpan: "Tersimpan",
  belumAdaPengaturanBanner: "Belum ada pengaturan banner",
  belumAdaBanner: "Belum ada banner.",
  tanpaJavascriptSalinUrlGambar: "Tanpa JavaScript: salin URL gambar dari",
  atauPilihDariGambarTerbaru: ", atau pilih dari gambar terbaru di bawah tiap kolom.",
  updateBanner: "Update Banner",
  saveBanner: "Save Banner",
};
