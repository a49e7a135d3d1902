/**
 * The words of a provider's stamp template list (components/stamp-templates.tsx): the catalogue of
 * app/lib/messages.ts, apart from messages-stamp.ts, which the template editor loads too. LLX…URX,
 * Edit Template and Tambah Template are SPEC's and stay in place.
 */
export const templateListText = {
  documentCode: "Kode Dokumen",
  templateName: "Nama Template",
  page: "Halaman",
  actions: "Aksi",
  viewPdf: "Lihat PDF",
  viewPdfOf: (name: string) => `Lihat PDF ${name}`,
  about: (provider: string, code: string) => `${provider} (${code}): posisi meterai per template, dalam poin PDF dari kiri bawah.`,
  search: "Kode dokumen atau nama template",
  noMatch: "Tidak ada template yang cocok.",
  none: "Belum ada template.",
  caption: "Template e-materai",
};
