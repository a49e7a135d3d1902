/** The words of feature visibility, Manual Config Feature, Banner Setting, the corporate picker: the catalogue of app/lib/messages.ts, for this area only. */

export const corporatePickerText = {
  searchOrOpen: "Cari / Buka",
  open: "Buka",
  pick: "— Pilih corporate —",
  searchHint: "Cari nama atau kode corporate",
  /** The result list's name for screen readers, after the field's label. */
  resultsOf: (label: string) => `${label}: hasil pencarian`,
  resultsFor: (n: number, query: string) => `${n} hasil untuk "${query}".`,
  firstShown: (n: number) => `Menampilkan ${n} corporate pertama; cari untuk yang lain.`,
  typeHint: "Ketik nama atau kode corporate",
  clear: "Hapus pilihan corporate",
  searchFailed: "Gagal mencari corporate. Coba lagi.",
  noMatch: "Tidak ada corporate yang cocok.",
  searching: "Mencari…",
  moreThanShown: (shown: number, total: number) => `${shown} dari ${total} — ketik lebih spesifik.`,
};

export const featureConfigText = {
  noSubFeatures: "Fitur ini tidak memiliki sub-fitur.",
  subFeatures: "Sub-fitur",
  subFeaturesHead: "Sub-fitur (tampil di aplikasi)",
  invisibleHead: "Invisible ID — tidak tampil untuk ID ini",
  invisibleFor: (name: string) => `Invisible ID untuk ${name}`,
  invisibleHint: (example: string) => `invisible, mis. ${example}`,
  idListHint: (example: string) => `Pisahkan dengan koma tanpa spasi, contoh: ${example}`,
};

export const featureText = {
  title: (feature: string) => `${feature} · Feature Visibility · Sehat Console`,
  feature: "Fitur",
  corporateCount: (n: string) => `${n} corporate`,
  typeToSearch: "— ketik untuk mencari",
  save: (feature: string) => `Simpan ${feature}`,
  pickCorporate: "Pilih corporate terlebih dahulu untuk melihat dan mengubah pengaturan fitur.",
  saved: "Konfigurasi tersimpan",
  unsaved: "Belum dikonfigurasi — semua tampil",
  invisible: "Invisible ID (umum)",
};

export const manualConfigText = {
  /** SPEC §8's '{feature} Error Updated!' with the platform's reason after it. */
  errorUpdated: (feature: string, reason: string) => `${feature} Error Updated! ${reason}`,
  intro: "Atur satu fitur untuk beberapa corporate sekaligus.",
  feature: "Fitur",
  pickFeature: "— Pilih fitur —",
  pickFeatureFirst: "Pilih fitur terlebih dahulu.",
  pick: "Pilih",
  corporateIds: "Corporate ID",
  corporateIdsHint: "Kode corporate yang diatur, dipisah koma tanpa spasi, contoh: K0001,K0002,K0003",
  corporateIdsExample: "K0001,K0002,K0003",
  updated: (n: number) => `${n} corporate diperbarui`,
  skipped: (n: number) => `${n} dilewati:`,
  /** Why a corporate was skipped: the platform's reason (SPEC §7 updateFeatureMulti) in our words, when we know it. */
  skipReason: (reason: string | null | undefined) => (!reason ? "tidak diperbarui" : reason === "Corporate not found for your account" ? "tidak ditemukan untuk akun anda" : reason),
  save: "Simpan",
};

export const myBannersText = {
  regular: "Banner Reguler",
  regularHint: "Banner utama di beranda aplikasi.",
  benefit: "Banner Manfaat",
  benefitHint: "Banner di halaman manfaat peserta.",
  features: "Fitur banner per corporate",
  featuresHint: "Tampilkan atau sembunyikan banner untuk corporate tertentu.",
  pickCorporate: "Pilih corporate untuk mengatur fitur banner.",
  saveFeatures: "Simpan fitur banner",
  saved: "Tersimpan",
  allShown: "Bawaan — semua tampil",
  banners: "Banner aplikasi",
  noSetting: "Belum ada pengaturan banner",
  none: "Belum ada banner.",
  item: "banner",
  /** Without JavaScript: the words around the Media Library link. */
  noJs: { before: "Tanpa JavaScript: salin URL gambar dari", after: ", atau pilih dari gambar terbaru di bawah tiap kolom." },
  save: "Simpan Banner",
  emptyRow: "Pilih gambar untuk banner ini, atau hapus barisnya.",
  noBanners: "Tambahkan minimal satu banner sebelum menyimpan.",
  urlTooLong: "URL gambar terlalu panjang.",
  notLibraryImage: "Pilih gambar dari Media Library (URL /files/…).",
  tooMany: (max: number) => `Maksimal ${max} banner.`,
};
