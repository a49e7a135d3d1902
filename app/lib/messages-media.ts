/**
 * The words of the media fields and tiles: the catalogue of app/lib/messages.ts, for this area
 * only. Every form with an image field loads them, so the picker dialog's words
 * (messages-media-dialog.ts) and the library page's (messages-library.ts) are apart. SPEC's own
 * stay in place: 'Media Library', the tabs 'Upload' and 'Select', the toasts.
 */

/** Media fields and tiles (media-library-parts, media-picker-field, media-list-field). */
export const mediaText = {
  /** What a media type is called in a sentence ("Pilih gambar …", "Belum ada PDF …"). */
  image: "gambar",
  /** The same, starting a button's name ("Pilih Gambar dari Media Library"). */
  imageTitle: "Gambar",
  pdf: "PDF",
  open: "Buka",
  openItem: (name: string) => `Buka ${name}`.trim(),
  nothingChosen: "Belum dipilih",
  imagePreview: "Pratinjau gambar",
  pickFromLibrary: (type: string) => `Pilih ${type} dari Media Library`,
  clearChoice: "Hapus pilihan",
  searchLabel: "Cari deskripsi",
  search: "Cari deskripsi…",
  /** One picture of a list field: its remove button, named with the list and its place. */
  removeItem: (item: string) => `Hapus ${item}`,
  removeItemOf: (item: string, list: string, at: number) => `Hapus ${item}: ${list} ${at}`,
  addTo: (list: string) => `+ Tambah ${list}`,
};
