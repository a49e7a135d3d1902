/**
 * The words of content: news, About, guidebook, notification URL and the rich-text editor: the
 * catalogue of app/lib/messages.ts, for this area only (the media library's are in messages-media.ts).
 * SPEC's own words on these screens (About's and Notification URL's Save, the guidebook's Cancel,
 * 'Please FIll Data!') stay in place, verbatim.
 */

export const editorText = {
  toolbar: "Format",
  // The letter a button shows, then what it does: the accessible name starts with what is seen.
  boldKey: "B",
  bold: "Tebal",
  italicKey: "I",
  italic: "Miring",
  underlineKey: "U",
  underline: "Garis bawah",
  heading1Key: "H1",
  heading1: "Judul 1",
  heading2Key: "H2",
  heading2: "Judul 2",
  heading3Key: "H3",
  heading3: "Judul 3",
  bulletedKey: "• Daftar",
  bulleted: "Daftar berbutir",
  numberedKey: "1. Daftar",
  numbered: "Daftar bernomor",
  quote: "Kutipan",
  link: "Tautan",
  linkPrompt: "Alamat tautan (https://…)",
};

export const aboutText = {
  lastSaved: "Terakhir disimpan",
  intro: "Halaman Tentang yang tampil di aplikasi mobile. Tanda kutip disimpan sebagai tanda kutip ganda (\").",
  content: "Isi halaman Tentang",
  preview: "Pratinjau",
};

export const newsText = {
  image: "Gambar",
  title: "Judul",
  author: "Penulis",
  created: "Dibuat",
  actions: "Aksi",
  edit: "Ubah",
  delete: "Hapus",
  add: "+ Tambah Berita",
  deleteTitle: "Hapus berita?",
  search: "Cari judul atau penulis",
  noMatch: "Tidak ada berita yang cocok.",
  none: "Belum ada berita.",
  caption: "Berita",
};

export const newsEditorText = {
  created: "Dibuat",
  preview: "Pratinjau",
  title: "Judul",
  author: "Penulis",
  link: "URL Tautan",
  image: "Gambar",
  content: "Isi",
  cancel: "Batal",
  update: "Perbarui",
  save: "Simpan",
  /** The page's name while the news is not (yet) read. */
};

export const guidebookText = {
  add: "+ Tambah Buku Panduan",
  deleteTitle: "Hapus buku panduan?",
  list: "Daftar Buku Panduan",
  none: "Belum ada buku panduan.",
  formHeading: "Formulir",
  pickOrAdd: "Pilih buku panduan di daftar untuk mengubahnya, atau tambah buku panduan baru.",
  editHeading: "Ubah Buku Panduan",
  addHeading: "Tambah Buku Panduan",
  openPdf: "Buka PDF",
  delete: "Hapus",
  title: "Judul",
  pdf: "PDF Buku Panduan",
  cover: "Gambar Sampul",
  update: "Perbarui",
  save: "Simpan",
};

export const notificationText = {
  url: "URL",
  about: (project: string) => `Alamat yang menerima notifikasi dari platform untuk proyek ${project}. Nilai ini diatur oleh platform dan tidak dapat diubah dari konsol.`,
  description: "Deskripsi",
  secret: "Kunci rahasia",
  updated: "Diperbarui",
};

export const reimbursementText = {
  heading: "Unduh Lampiran Reimbursement",
  about: "Lampiran klaim reimbursement satu payor dalam rentang tanggal, sebagai satu file ZIP (maks. 31 hari).",
  choosePayor: "Pilih payor",
};
