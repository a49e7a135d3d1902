/** The words of content: news, About, guidebook, notification URL, media library, the rich-text editor: the catalogue of app/lib/messages.ts, for this area only. */

export const editorText = {
  format: "Format",
  b: "B",
  bold: "Bold",
  i: "I",
  italic: "Italic",
  u: "U",
  underline: "Underline",
  h1: "H1",
  heading1: "Heading 1",
  h2: "H2",
  heading2: "Heading 2",
  h3: "H3",
  heading3: "Heading 3",
  list: "• List",
  bulletedList: "Bulleted list",
  text1List: "1. List",
  numberedList: "Numbered list",
  quote: "Quote",
  link: "Link",
};

export const aboutText = {
  terakhirDisimpan: "Terakhir disimpan",
  halamanAboutYangTampilDi: "Halaman About yang tampil di aplikasi mobile. Tanda kutip disimpan sebagai tanda kutip ganda (\").",
  aboutContent: "About content",
  pratinjau: "Pratinjau",
};

export const newsText = {
  image: "Image",
  title: "Title",
  author: "Author",
  created: "Created",
  action: "Action",
  edit: "Edit",
  delete: "Delete",
  addNews: "+ Add News",
  deleteNews: "Delete news?",
  willBeDeletedAreYou: (p1: string | number) => `"${p1}" will be deleted. Are you sure?`,
  tidakAdaNewsYangCocok: "Tidak ada news yang cocok.",
  belumAdaNews: "Belum ada news.",
  news: "News",
};

export const newsEditorText = {
  dibuat: "Dibuat",
  pratinjau: "Pratinjau",
  title: "Title",
  author: "Author",
  linkUrl: "Link URL",
  image: "Image",
  content: "Content",
  cancel: "Cancel",
  update: "Update",
  save: "Save",
  sehatConsole: (p1: string | number) => `${p1} · Sehat Console`,
};

export const guidebookText = {
  addGuidebook: "+ Add Guidebook",
  deleteGuidebook: "Delete guidebook?",
  willBeDeletedAreYou: (p1: string | number) => `"${p1}" will be deleted. Are you sure?`,
  daftarGuidebook: "Daftar Guidebook",
  belumAdaGuidebook: "Belum ada guidebook.",
  editor: "Editor",
  pilihGuidebookDiDaftarUntuk: "Pilih guidebook di daftar untuk mengubahnya, atau tambah guidebook baru.",
  editGuidebook: "Edit Guidebook",
  addGuidebook2: "Add Guidebook",
  openPdf: "Open PDF",
  delete: "Delete",
  title: "Title",
  guidebookPdf: "Guidebook PDF",
  coverImage: "Cover Image",
  update: "Update",
  save: "Save",
};

export const notificationText = {
  url: "URL",
  alamatYangMenerimaNotifikasiDari: "Alamat yang menerima notifikasi dari platform untuk project",
  deskripsi: "Deskripsi",
  secret: "Secret",
  diperbarui: "Diperbarui",
};

export const reimbursementText = {
  heading: "Unduh Lampiran Reimbursement",
  about: "Lampiran klaim reimbursement satu payor dalam rentang tanggal, sebagai satu file ZIP (maks. 31 hari).",
  choosePayor: "Pilih payor",
};
