/** The words of the provider's doctor categories and doctors: the catalogue of app/lib/messages.ts, for those screens only (their pages load nothing else of the provider's). */

export const categoriesText = {
  name: "Nama Kategori",
  created: "Dibuat",
  action: "Aksi",
  edit: "Ubah",
  add: "+ Tambah Kategori",
  searchHint: "Nama kategori",
  noMatch: "Tidak ada kategori yang cocok.",
  none: "Belum ada kategori dokter.",
  caption: "Kategori dokter",
};

export const categoryEditorText = {
  name: "Nama Kategori",
  nameHint: "mis. Spesialis Anak",
  cancel: "Batal",
  save: "Simpan",
};

export const doctorsText = {
  image: "Foto",
  name: "Nama Dokter",
  category: "Kategori",
  action: "Aksi",
  edit: "Ubah",
  add: "+ Tambah Dokter",
  searchHint: "Nama dokter atau kategori",
  noMatch: "Tidak ada dokter yang cocok.",
  none: "Belum ada dokter.",
  caption: "Dokter",
};

export const doctorEditorText = {
  intro: "Nama, kategori dan foto dokter wajib diisi; foto dipilih dari Media Library.",
  /** The link's words sit inside the sentence: before, the link, after. */
  noCategories: { before: "Belum ada kategori dokter.", link: "Tambah kategori", after: "dulu." },
  name: "Nama Dokter",
  nameHint: "mis. dr. Sari, Sp.A",
  category: "Kategori",
  pickCategory: "Pilih kategori",
  image: "Foto",
  cancel: "Batal",
  save: "Simpan",
};
