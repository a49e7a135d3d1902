// The demo files served under /files/demo/v1/…: news images, banners, guidebook covers, provider
// gallery photos (PNG, drawn in code), guidebooks and documents (PDF, pdf-lib), and the small
// reimbursement attachments. Generated deterministically; a file's content never changes for its
// path (bump DEMO_FILES_VERSION when the drawing changes), so /files can be cached forever.
import type { PDFDocument, PDFFont, PDFPage, rgb } from "pdf-lib";
import path from "node:path";
import { fileExists, sha256Hex, writeFileAtomic } from "../../lib/files.ts";
import { Canvas, hexColor, textWidth, wrap, type Rgb } from "../../lib/png.ts";
import { GUIDEBOOKS, NEWS_TITLES_CORE, NEWS_TITLES_MITRA, newsLabel, slugify } from "./content.ts";

export const DEMO_FILES_VERSION = "v1";
const BASE = `demo/${DEMO_FILES_VERSION}`;

export type DemoCategory = "news" | "banner" | "cover" | "gallery" | "guidebook" | "document" | "attachment" | "template";

export interface DemoFileSpec {
  /** relative to <dataDir>/files */
  path: string;
  kind: "image" | "pdf";
  mime: string;
  category: DemoCategory;
  /** human caption (Indonesian), the base of media descriptions */
  caption: string;
  /** original-looking file name for titleImage */
  fileName: string;
  draw: () => Promise<Uint8Array> | Uint8Array;
}

/** The public URL of a demo file path. */
export const fileUrl = (relPath: string) => `/files/${relPath}`;

const PALETTES: [string, string, string][] = [
  ["#0e7490", "#155e75", "#67e8f9"],
  ["#15803d", "#166534", "#86efac"],
  ["#b45309", "#92400e", "#fcd34d"],
  ["#7c3aed", "#5b21b6", "#c4b5fd"],
  ["#be123c", "#9f1239", "#fda4af"],
  ["#1d4ed8", "#1e3a8a", "#93c5fd"],
  ["#4d7c0f", "#365314", "#bef264"],
  ["#c2410c", "#9a3412", "#fdba74"],
  ["#0f766e", "#134e4a", "#5eead4"],
  ["#a21caf", "#701a75", "#f0abfc"],
];
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [15, 23, 42];

function palette(i: number): { a: Rgb; b: Rgb; light: Rgb } {
  const [a, b, light] = PALETTES[i % PALETTES.length]!;
  return { a: hexColor(a), b: hexColor(b), light: hexColor(light) };
}

/** A news picture: gradient, soft circles, a health cross, and the label on a dark band. */
function drawNews(label: string, i: number): Uint8Array {
  const c = new Canvas(640, 360);
  const p = palette(i);
  c.gradient(p.a, p.b);
  c.circle(540 - (i % 4) * 30, 70 + (i % 3) * 20, 130, WHITE, 0.1);
  c.circle(90 + (i % 5) * 25, 300, 90, p.light, 0.18);
  c.circle(520, 250, 40 + (i % 3) * 10, WHITE, 0.12);
  c.circle(110, 110, 56, WHITE, 0.92);
  c.cross(110, 110, 64, p.a);
  c.rect(0, 262, 640, 98, INK, 0.55);
  const scale = textWidth(label, 5) <= 600 ? 5 : 4;
  c.text(Math.round((640 - textWidth(label, scale)) / 2), 311 - Math.round((7 * scale) / 2), label, scale, WHITE);
  c.text(24, 24, "SEHAT", 3, WHITE, 0.85);
  return c.toPng();
}

/** A wide banner with a headline and a sub line. */
function drawBanner(headline: string, sub: string, i: number): Uint8Array {
  const c = new Canvas(960, 360);
  const p = palette(i + 3);
  c.gradient(p.b, p.a);
  c.circle(820, 180, 230, WHITE, 0.1);
  c.circle(820, 180, 150, p.light, 0.25);
  c.circle(820, 180, 70, WHITE, 0.95);
  c.cross(820, 180, 80, p.a);
  c.text(56, 110, headline, 6, WHITE);
  c.text(58, 190, sub, 3, WHITE, 0.9);
  c.rect(56, 250, textWidth("INFO SELENGKAPNYA", 3) + 40, 48, WHITE);
  c.text(76, 264, "INFO SELENGKAPNYA", 3, p.b);
  return c.toPng();
}

/** A portrait guidebook cover. */
function drawCover(title: string, i: number): Uint8Array {
  const c = new Canvas(480, 640);
  const p = palette(i * 2 + 1);
  c.gradient(p.a, p.b);
  c.rect(0, 0, 480, 120, INK, 0.35);
  c.text(32, 44, "BUKU PANDUAN", 4, WHITE);
  c.circle(380, 520, 170, WHITE, 0.08);
  c.circle(240, 250, 80, WHITE, 0.95);
  c.cross(240, 250, 90, p.a);
  const lines = wrap(title.toUpperCase(), 16).slice(0, 4);
  lines.forEach((line, n) => c.text(32, 380 + n * 44, line, 4, WHITE));
  c.text(32, 600, "SEHAT CORE", 2, WHITE, 0.8);
  return c.toPng();
}

/** An abstract "photo" of a provider: a building with windows under a sky. */
function drawGallery(label: string, i: number): Uint8Array {
  const c = new Canvas(640, 480);
  const p = palette(i + 5);
  c.gradient([186, 230, 253], [224, 242, 254]);
  c.circle(560, 80, 40, [253, 224, 71]);
  c.rect(0, 400, 640, 80, [134, 239, 172]);
  const bx = 120 + (i % 3) * 20, bw = 400 - (i % 2) * 60, bh = 250 + (i % 4) * 20;
  c.rect(bx, 400 - bh, bw, bh, [241, 245, 249]);
  c.rect(bx, 400 - bh, bw, 36, p.a);
  for (let row = 0; row < Math.floor((bh - 60) / 50); row++) {
    for (let col = 0; col < Math.floor(bw / 60); col++) c.rect(bx + 20 + col * 60, 400 - bh + 56 + row * 50, 34, 28, p.light, 0.9);
  }
  c.rect(bx + bw / 2 - 30, 340, 60, 60, p.b);
  c.circle(bx + bw / 2, 400 - bh - 40, 30, WHITE);
  c.cross(bx + bw / 2, 400 - bh - 40, 36, [220, 38, 38]);
  c.rect(0, 440, 640, 40, INK, 0.5);
  c.text(16, 449, label, 3, WHITE);
  return c.toPng();
}

/** A photographed member card (reimbursement attachment D006). */
function drawCardPhoto(i: number): Uint8Array {
  const c = new Canvas(480, 300);
  c.gradient([226, 232, 240], [203, 213, 225]);
  const p = palette(i);
  c.rect(40, 40, 400, 220, p.a);
  c.rect(40, 200, 400, 60, p.b);
  c.text(60, 60, "KARTU PESERTA", 3, WHITE);
  c.text(60, 110, `8801 ${4000 + i * 137} 0000 ${10 + i}`, 3, WHITE);
  c.text(60, 150, i % 2 ? "A.N. PESERTA DEMO" : "A.N. ANGGOTA KELUARGA", 2, WHITE, 0.9);
  c.text(60, 222, "SEHAT CORE", 3, WHITE);
  return c.toPng();
}

// ── PDFs ───────────────────────────────────────────────────────────────────
const PDF_DATE = new Date("2025-01-02T03:00:00Z");

// pdf-lib is loaded when a PDF is first drawn (a new demo image), not with the platform: a quarter
// of a second of every start that reads no PDF.
async function newPdf(title: string): Promise<{ doc: PDFDocument; regular: PDFFont; bold: PDFFont; rgb: typeof rgb }> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setAuthor("Sehat Core");
  doc.setCreator("Sehat Console demo data");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(PDF_DATE);
  doc.setModificationDate(PDF_DATE);
  doc.setLanguage("id-ID");
  return { doc, regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold), rgb };
}

function wrapPdf(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

interface Section {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

async function drawGuidebookPdf(title: string, subtitle: string, sections: Section[], colorIndex: number): Promise<Uint8Array> {
  const { doc, regular, bold, rgb } = await newPdf(title);
  const [r, g, b] = palette(colorIndex * 2 + 1).a.map((v) => v / 255) as [number, number, number];
  const accent = rgb(r, g, b);
  // cover
  const cover = doc.addPage(A4);
  cover.drawRectangle({ x: 0, y: A4[1] - 300, width: A4[0], height: 300, color: accent });
  cover.drawText("BUKU PANDUAN PESERTA", { x: MARGIN, y: A4[1] - 90, size: 12, font: bold, color: rgb(1, 1, 1) });
  wrapPdf(title, bold, 28, A4[0] - 2 * MARGIN).forEach((line, i) =>
    cover.drawText(line, { x: MARGIN, y: A4[1] - 160 - i * 34, size: 28, font: bold, color: rgb(1, 1, 1) }));
  wrapPdf(subtitle, regular, 13, A4[0] - 2 * MARGIN).forEach((line, i) =>
    cover.drawText(line, { x: MARGIN, y: A4[1] - 350 - i * 18, size: 13, font: regular, color: rgb(0.2, 0.2, 0.25) }));
  cover.drawText("Sehat Core  |  Edisi 2025", { x: MARGIN, y: 60, size: 10, font: regular, color: rgb(0.4, 0.4, 0.45) });

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const need = (h: number) => {
    if (y - h < MARGIN + 30) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  sections.forEach((s, n) => {
    need(60);
    page.drawText(`${n + 1}. ${s.heading}`, { x: MARGIN, y: y - 16, size: 16, font: bold, color: accent });
    y -= 34;
    for (const para of s.paragraphs) {
      for (const line of wrapPdf(para, regular, 11, width)) {
        need(16);
        page.drawText(line, { x: MARGIN, y: y - 11, size: 11, font: regular, color: rgb(0.12, 0.12, 0.16) });
        y -= 16;
      }
      y -= 8;
    }
    for (const bullet of s.bullets ?? []) {
      wrapPdf(bullet, regular, 11, width - 18).forEach((line, i) => {
        need(16);
        if (i === 0) page.drawText("-", { x: MARGIN + 4, y: y - 11, size: 11, font: bold, color: accent });
        page.drawText(line, { x: MARGIN + 18, y: y - 11, size: 11, font: regular, color: rgb(0.12, 0.12, 0.16) });
        y -= 16;
      });
    }
    y -= 14;
  });
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    if (i === 0) return;
    p.drawText(`${title}  -  Halaman ${i + 1} dari ${pages.length}`, { x: MARGIN, y: 30, size: 8, font: regular, color: rgb(0.45, 0.45, 0.5) });
  });
  return doc.save({ useObjectStreams: false });
}

/** A one-page document (form, receipt, letter) with labelled fields and a few lines of text. */
async function drawDocumentPdf(title: string, fields: [string, string][], body: string[], colorIndex: number): Promise<Uint8Array> {
  const { doc, regular, bold, rgb } = await newPdf(title);
  const [r, g, b] = palette(colorIndex).a.map((v) => v / 255) as [number, number, number];
  const page = doc.addPage(A4);
  page.drawRectangle({ x: 0, y: A4[1] - 80, width: A4[0], height: 80, color: rgb(r, g, b) });
  page.drawText(title.toUpperCase(), { x: MARGIN, y: A4[1] - 50, size: 18, font: bold, color: rgb(1, 1, 1) });
  let y = A4[1] - 130;
  for (const [label, value] of fields) {
    page.drawText(label, { x: MARGIN, y, size: 10, font: bold, color: rgb(0.3, 0.3, 0.35) });
    page.drawText(value, { x: MARGIN + 170, y, size: 11, font: regular, color: rgb(0.1, 0.1, 0.12) });
    page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: A4[0] - MARGIN, y: y - 6 }, thickness: 0.5, color: rgb(0.85, 0.85, 0.88) });
    y -= 26;
  }
  y -= 16;
  for (const para of body) {
    for (const line of wrapPdf(para, regular, 11, A4[0] - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: rgb(0.12, 0.12, 0.16) });
      y -= 16;
    }
    y -= 8;
  }
  page.drawText("Dokumen contoh untuk data demo Sehat Console. Bukan dokumen resmi.", { x: MARGIN, y: 40, size: 8, font: regular, color: rgb(0.5, 0.5, 0.55) });
  return doc.save({ useObjectStreams: false });
}

/**
 * A provider's stamp template: a letter of `pages` pages whose stamp page shows where the stamp
 * goes (the seeded box, drawn dashed), as an operator's own PDF would have a blank for it.
 */
async function drawTemplatePdf(t: DemoTemplatePdf, colorIndex: number): Promise<Uint8Array> {
  const { doc, regular, bold, rgb } = await newPdf(t.title);
  const [r, g, b] = palette(colorIndex).a.map((v) => v / 255) as [number, number, number];
  for (let n = 1; n <= t.pages; n++) {
    const page = doc.addPage(A4);
    page.drawRectangle({ x: 0, y: A4[1] - 64, width: A4[0], height: 64, color: rgb(r, g, b) });
    page.drawText(t.provider, { x: MARGIN, y: A4[1] - 40, size: 14, font: bold, color: rgb(1, 1, 1) });
    page.drawText(t.title.toUpperCase(), { x: MARGIN, y: A4[1] - 110, size: 16, font: bold, color: rgb(0.1, 0.1, 0.12) });
    let y = A4[1] - 150;
    for (const line of wrapPdf(TEMPLATE_BODY, regular, 11, A4[0] - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: rgb(0.12, 0.12, 0.16) });
      y -= 16;
    }
    if (n === t.stamp.page) {
      // SPEC §9: the saved box is 30 points below where it was placed.
      const box = { x: t.stamp.llx, y: t.stamp.lly + 30, width: 50, height: 50 };
      page.drawRectangle({ ...box, borderColor: rgb(0.55, 0.55, 0.6), borderWidth: 0.8, borderDashArray: [3, 3] });
      page.drawText("Meterai", { x: box.x + 8, y: box.y + 21, size: 8, font: regular, color: rgb(0.55, 0.55, 0.6) });
      page.drawText("Tanda tangan dan meterai", { x: Math.max(MARGIN, box.x - 40), y: box.y - 18, size: 9, font: regular, color: rgb(0.3, 0.3, 0.35) });
    }
    page.drawText(`Halaman ${n} dari ${t.pages} · Dokumen contoh untuk data demo Sehat Console.`, { x: MARGIN, y: 32, size: 8, font: regular, color: rgb(0.5, 0.5, 0.55) });
  }
  return doc.save({ useObjectStreams: false });
}

const TEMPLATE_BODY =
  "Yang bertanda tangan di bawah ini menyatakan bahwa data dan dokumen yang dilampirkan adalah benar dan dapat dipertanggungjawabkan. Dokumen ini dibubuhi meterai elektronik sesuai ketentuan yang berlaku.";

export type DemoTemplatePdf = { slug: string; title: string; provider: string; pages: number; stamp: { page: number; llx: number; lly: number } };

/** The seeded templates' PDFs (platform/db/seed/ematerai.ts): one per template, with its page count. */
export const DEMO_TEMPLATE_PDFS: readonly DemoTemplatePdf[] = [
  { slug: "prv002-invoice-rawat-jalan", title: "Invoice Klaim Rawat Jalan", provider: "Klinik Pratama Husada", pages: 1, stamp: { page: 1, llx: 420, lly: 92 } },
  { slug: "prv002-invoice-rawat-inap", title: "Invoice Klaim Rawat Inap", provider: "Klinik Pratama Husada", pages: 2, stamp: { page: 2, llx: 420, lly: 92 } },
  { slug: "prv002-kwitansi-pembayaran", title: "Kwitansi Pembayaran Pasien", provider: "Klinik Pratama Husada", pages: 1, stamp: { page: 1, llx: 380, lly: 140 } },
  { slug: "prv002-perjanjian-kerja-sama", title: "Perjanjian Kerja Sama Asuransi", provider: "Klinik Pratama Husada", pages: 3, stamp: { page: 3, llx: 90, lly: 118 } },
  { slug: "prv001-surat-keterangan-sehat", title: "Surat Keterangan Sehat", provider: "RS Sehat Sentosa", pages: 1, stamp: { page: 1, llx: 410, lly: 160 } },
  { slug: "prv001-invoice-gabungan", title: "Invoice Klaim Gabungan", provider: "RS Sehat Sentosa", pages: 1, stamp: { page: 1, llx: 430, lly: 84 } },
];

/** Where a seeded template's PDF is served (/files/…). */
export const demoTemplatePdfUrl = (slug: string) => `/files/${BASE}/template/${slug}.pdf`;

// ── The catalogue ──────────────────────────────────────────────────────────
const GUIDEBOOK_TEXT: Record<string, { subtitle: string; sections: Section[] }> = {
  "panduan-klaim-reimbursement": {
    subtitle: "Langkah demi langkah mengajukan penggantian biaya pengobatan melalui aplikasi Sehat Core.",
    sections: [
      { heading: "Kapan klaim reimbursement diajukan?", paragraphs: ["Klaim reimbursement diajukan bila Anda berobat di fasilitas kesehatan yang bukan rekanan, atau ketika layanan cashless tidak dapat digunakan. Biaya dibayar terlebih dahulu oleh peserta, lalu diganti sesuai manfaat polis."] },
      { heading: "Dokumen yang perlu disiapkan", paragraphs: ["Siapkan dokumen asli berikut dan foto dengan jelas sebelum mengajukan klaim:"], bullets: ["Kuitansi asli dari rumah sakit atau klinik (D001).", "Resume medis atau surat keterangan dokter (D002).", "Hasil pemeriksaan laboratorium atau penunjang bila ada (D003).", "Salinan resep obat (D004) dan surat rujukan bila ada (D005).", "Foto kartu peserta atau KTP (D006)."] },
      { heading: "Mengajukan klaim di aplikasi", paragraphs: ["Buka menu Klaim, pilih Klaim Reimbursement, lalu isi tanggal perawatan, jenis layanan dan nomor rekening tujuan. Unggah dokumen satu per satu dan periksa kembali sebelum menekan tombol Kirim.", "Setiap pengajuan mendapat nomor Request ID yang dapat dipakai untuk melacak status klaim."] },
      { heading: "Status klaim", paragraphs: ["Status klaim dapat dipantau di menu Riwayat Klaim:"], bullets: ["Open: pengajuan baru diterima.", "Complete, Incomplete atau Revisi: dokumen sedang diperiksa; bila diminta revisi, unggah ulang dokumen yang kurang.", "Pending atau Approved: klaim sedang ditinjau atau sudah disetujui.", "Paid: dana sudah ditransfer ke rekening Anda.", "Reject atau Invalid: klaim tidak dapat diproses; alasan tertera pada catatan klaim."] },
      { heading: "Batas waktu dan pembayaran", paragraphs: ["Klaim diajukan paling lambat 90 hari setelah tanggal perawatan. Klaim yang disetujui dibayarkan dalam 14 hari kerja ke rekening atas nama peserta utama."] },
    ],
  },
  "panduan-e-card": {
    subtitle: "Cara mengaktifkan, menampilkan dan menggunakan kartu peserta digital.",
    sections: [
      { heading: "Apa itu e-card?", paragraphs: ["E-card adalah kartu peserta digital yang berlaku sama seperti kartu fisik di seluruh fasilitas kesehatan rekanan. Kartu tersedia untuk peserta utama dan anggota keluarga yang terdaftar."] },
      { heading: "Aktivasi", paragraphs: ["Masuk ke aplikasi, pilih menu E-Card, lalu masukkan nomor kartu dan NIK sesuai KTP (16 digit). Kode verifikasi dikirim ke email terdaftar."], bullets: ["NIK harus 16 digit dan tidak diawali angka 0.", "Bila data tidak cocok, hubungi layanan pelanggan untuk aktivasi manual."] },
      { heading: "Menggunakan e-card", paragraphs: ["Tunjukkan e-card beserta KTP di meja pendaftaran rumah sakit rekanan. Petugas akan memindai kode QR pada kartu untuk memeriksa kepesertaan dan manfaat Anda."] },
      { heading: "Kendala umum", paragraphs: ["Bila kartu tidak tampil, pastikan aplikasi sudah versi terbaru dan koneksi internet stabil. Kartu yang tidak aktif karena masa polis berakhir akan ditandai tidak aktif."] },
    ],
  },
  "buku-saku-rawat-inap": {
    subtitle: "Ringkasan manfaat dan prosedur rawat inap untuk peserta dan keluarga.",
    sections: [
      { heading: "Manfaat kamar dan perawatan", paragraphs: ["Manfaat rawat inap menanggung biaya kamar sesuai kelas polis, biaya dokter, obat-obatan, pemeriksaan penunjang dan tindakan medis selama dirawat."] },
      { heading: "Prosedur cashless", paragraphs: ["Di rumah sakit rekanan, tunjukkan e-card di bagian admisi. Rumah sakit mengajukan jaminan awal kepada asuransi, dan Anda cukup membayar selisih biaya di luar manfaat."], bullets: ["Bila memilih kamar di atas hak kelas, selisih biaya ditanggung peserta.", "Simpan salinan resume medis untuk keperluan kontrol."] },
      { heading: "Pengecualian", paragraphs: ["Perawatan kosmetik, pengobatan eksperimental dan kondisi yang dikecualikan polis tidak ditanggung. Bacalah ketentuan polis Anda untuk daftar lengkap."] },
    ],
  },
  "panduan-reservasi-dokter": {
    subtitle: "Membuat janji temu dengan dokter di klinik dan rumah sakit rekanan langsung dari aplikasi.",
    sections: [
      { heading: "Mencari dokter", paragraphs: ["Pilih menu Reservasi, cari berdasarkan nama dokter, spesialisasi atau lokasi, lalu lihat jadwal praktik yang tersedia."] },
      { heading: "Membuat reservasi", paragraphs: ["Pilih tanggal dan jam, periksa data peserta, lalu konfirmasi. Status reservasi dapat berupa New Request, Reschedule, Cancel atau Approve."] },
      { heading: "Di hari kunjungan", paragraphs: ["Datang 15 menit sebelum jadwal dan tunjukkan bukti reservasi beserta e-card di meja pendaftaran."] },
    ],
  },
};

const BANNERS: { slug: string; headline: string; sub: string; caption: string; benefit: boolean }[] = [
  { slug: "promo-mcu", headline: "MEDICAL CHECK-UP", sub: "DISKON 20% DI KLINIK REKANAN", caption: "Banner promo medical check-up karyawan", benefit: false },
  { slug: "klaim-online", headline: "KLAIM LEBIH CEPAT", sub: "AJUKAN REIMBURSEMENT DARI APLIKASI", caption: "Banner ajakan klaim reimbursement online", benefit: false },
  { slug: "telekonsultasi", headline: "DOKTER 24 JAM", sub: "KONSULTASI GRATIS UNTUK PESERTA", caption: "Banner layanan telekonsultasi 24 jam", benefit: false },
  { slug: "vaksin-influenza", headline: "VAKSIN INFLUENZA", sub: "LINDUNGI DIRI DAN KELUARGA", caption: "Banner kampanye vaksinasi influenza", benefit: false },
  { slug: "manfaat-rawat-inap", headline: "RAWAT INAP", sub: "CEK MANFAAT KAMAR SESUAI POLIS", caption: "Banner manfaat rawat inap", benefit: true },
  { slug: "manfaat-gigi", headline: "PERAWATAN GIGI", sub: "MANFAAT GIGI TAHUNAN", caption: "Banner manfaat perawatan gigi", benefit: true },
  { slug: "manfaat-kacamata", headline: "KACAMATA", sub: "PENGGANTIAN LENSA DAN BINGKAI", caption: "Banner manfaat kacamata", benefit: true },
  { slug: "manfaat-persalinan", headline: "PERSALINAN", sub: "MANFAAT MATERNITAS LENGKAP", caption: "Banner manfaat persalinan dan maternitas", benefit: true },
];

const GALLERY: { slug: string; label: string; caption: string }[] = [
  { slug: "gedung-utama", label: "GEDUNG UTAMA", caption: "Foto gedung utama rumah sakit" },
  { slug: "lobi", label: "LOBI PENDAFTARAN", caption: "Foto lobi dan meja pendaftaran" },
  { slug: "igd", label: "IGD 24 JAM", caption: "Foto pintu masuk instalasi gawat darurat" },
  { slug: "rawat-inap", label: "RUANG RAWAT INAP", caption: "Foto gedung ruang rawat inap" },
  { slug: "poliklinik", label: "POLIKLINIK", caption: "Foto gedung poliklinik spesialis" },
  { slug: "laboratorium", label: "LABORATORIUM", caption: "Foto gedung laboratorium klinik" },
  { slug: "apotek", label: "APOTEK", caption: "Foto apotek rumah sakit" },
  { slug: "parkir", label: "AREA PARKIR", caption: "Foto area parkir dan akses masuk" },
];

const DOCUMENTS: { slug: string; title: string; caption: string; fields: [string, string][]; body: string[] }[] = [
  {
    slug: "formulir-klaim", title: "Formulir Pengajuan Klaim", caption: "Formulir pengajuan klaim reimbursement (PDF)",
    fields: [["Nama peserta", "...................................."], ["Nomor kartu", "...................................."], ["Tanggal perawatan", "...................................."], ["Nama fasilitas kesehatan", "...................................."], ["Nomor rekening", "...................................."]],
    body: ["Isi formulir ini dengan lengkap dan lampirkan kuitansi asli serta resume medis. Formulir yang tidak lengkap akan dikembalikan untuk direvisi."],
  },
  {
    slug: "daftar-rs-rekanan", title: "Daftar Rumah Sakit Rekanan", caption: "Daftar rumah sakit rekanan Jabodetabek (PDF)",
    fields: [["Jakarta Selatan", "RS Sehat Sentosa"], ["Jakarta Barat", "RS Medika Permata"], ["Tangerang", "RS Bhakti Asih"], ["Bandung", "Klinik Pratama Husada"], ["Surabaya", "RSIA Bunda Kasih"]],
    body: ["Daftar ini diperbarui setiap bulan. Hubungi layanan pelanggan untuk memastikan status kerja sama sebelum berobat."],
  },
  {
    slug: "brosur-rawat-jalan", title: "Brosur Manfaat Rawat Jalan", caption: "Brosur manfaat rawat jalan (PDF)",
    fields: [["Konsultasi dokter umum", "Sesuai tagihan"], ["Konsultasi dokter spesialis", "Sesuai tagihan"], ["Obat-obatan", "Sesuai resep"], ["Pemeriksaan penunjang", "Sesuai limit polis"]],
    body: ["Manfaat rawat jalan dapat digunakan secara cashless di klinik dan rumah sakit rekanan dengan menunjukkan e-card."],
  },
  {
    slug: "ringkasan-polis", title: "Ringkasan Ketentuan Polis", caption: "Ringkasan ketentuan polis kesehatan kumpulan (PDF)",
    fields: [["Masa tunggu", "30 hari untuk penyakit umum"], ["Batas pengajuan klaim", "90 hari setelah perawatan"], ["Wilayah pertanggungan", "Indonesia"], ["Mata uang", "Rupiah"]],
    body: ["Ringkasan ini bukan pengganti polis. Ketentuan lengkap tercantum pada dokumen polis yang diterbitkan untuk perusahaan Anda."],
  },
];

/** Reimbursement attachment kinds (SPEC §3 claim detail codes). */
export const ATTACHMENT_KINDS: { code: string; name: string; fileName: string; variants: number; image: boolean }[] = [
  { code: "D001", name: "Kuitansi", fileName: "kuitansi", variants: 3, image: false },
  { code: "D002", name: "Resume Medis", fileName: "resume-medis", variants: 2, image: false },
  { code: "D003", name: "Hasil Laboratorium", fileName: "hasil-laboratorium", variants: 2, image: false },
  { code: "D004", name: "Resep Obat", fileName: "resep-obat", variants: 2, image: false },
  { code: "D005", name: "Surat Rujukan", fileName: "surat-rujukan", variants: 1, image: false },
  { code: "D006", name: "Kartu Peserta", fileName: "kartu-peserta", variants: 2, image: true },
];

const HOSPITAL_SAMPLES = ["RS Sehat Sentosa", "RS Medika Permata", "Klinik Pratama Husada", "RS Harapan Bangsa"];

function attachmentPdf(kind: (typeof ATTACHMENT_KINDS)[number], v: number): Promise<Uint8Array> {
  const hospital = HOSPITAL_SAMPLES[v % HOSPITAL_SAMPLES.length]!;
  const byCode: Record<string, [[string, string][], string[]]> = {
    D001: [[["Diterima dari", "Peserta Sehat Core"], ["Fasilitas kesehatan", hospital], ["Untuk pembayaran", v === 0 ? "Konsultasi dan obat" : v === 1 ? "Rawat inap 3 hari" : "Perawatan gigi"], ["Jumlah", v === 0 ? "Rp 450.000" : v === 1 ? "Rp 12.750.000" : "Rp 1.200.000"], ["Nomor kuitansi", `KW/${2025}/${1000 + v * 77}`]], ["Kuitansi ini sah sebagai bukti pembayaran biaya pelayanan kesehatan."]],
    D002: [[["Fasilitas kesehatan", hospital], ["Dokter pemeriksa", v ? "dr. Bima Saputra, Sp.PD" : "dr. Andini Pratiwi"], ["Diagnosis", v ? "Demam berdarah dengue" : "Infeksi saluran pernapasan atas"], ["Tindakan", v ? "Rawat inap dan infus" : "Rawat jalan"]], ["Pasien datang dengan keluhan demam dan lemas. Kondisi membaik setelah perawatan, pasien diperbolehkan pulang dengan obat jalan."]],
    D003: [[["Laboratorium", hospital], ["Hemoglobin", v ? "13,2 g/dL" : "14,1 g/dL"], ["Leukosit", v ? "4.100 /uL" : "9.800 /uL"], ["Trombosit", v ? "98.000 /uL" : "245.000 /uL"]], ["Hasil pemeriksaan laboratorium ini hanya berlaku untuk keperluan klaim."]],
    D004: [[["Dokter", v ? "dr. Raka Hidayat" : "dr. Andini Pratiwi"], ["R/ 1", "Paracetamol 500 mg  No. X"], ["R/ 2", v ? "Amoksisilin 500 mg  No. XV" : "Vitamin C 500 mg  No. X"], ["Aturan pakai", "3 x 1 sesudah makan"]], ["Salinan resep untuk keperluan pengajuan klaim."]],
    D005: [[["Dari", "Klinik Pratama Husada"], ["Kepada", "Dokter Spesialis Penyakit Dalam"], ["Alasan rujukan", "Pemeriksaan lanjutan"]], ["Mohon pemeriksaan dan penanganan lebih lanjut untuk pasien tersebut. Atas perhatiannya kami ucapkan terima kasih."]],
  };
  const [fields, body] = byCode[kind.code]!;
  return drawDocumentPdf(kind.name, fields, body, v + 2);
}

let catalogue: DemoFileSpec[] | null = null;

export function demoFileSpecs(): DemoFileSpec[] {
  if (catalogue) return catalogue;
  const specs: DemoFileSpec[] = [];
  const png = (category: DemoCategory, slug: string, caption: string, draw: () => Uint8Array) =>
    specs.push({ path: `${BASE}/${category}/${slug}.png`, kind: "image", mime: "image/png", category, caption, fileName: `${slug}.png`, draw });
  const pdf = (category: DemoCategory, slug: string, caption: string, draw: () => Promise<Uint8Array>) =>
    specs.push({ path: `${BASE}/${category}/${slug}.pdf`, kind: "pdf", mime: "application/pdf", category, caption, fileName: `${slug}.pdf`, draw });

  [...NEWS_TITLES_CORE, ...NEWS_TITLES_MITRA].forEach((title, i) =>
    png("news", slugify(title), `Ilustrasi artikel: ${title}`, () => drawNews(newsLabel(title), i)));
  BANNERS.forEach((b, i) => png("banner", b.slug, b.caption, () => drawBanner(b.headline, b.sub, i)));
  GUIDEBOOKS.forEach((g, i) => {
    png("cover", g.slug, `Sampul buku panduan: ${g.title}`, () => drawCover(g.title, i));
    const text = GUIDEBOOK_TEXT[g.slug]!;
    pdf("guidebook", g.slug, `Buku panduan: ${g.title}`, () => drawGuidebookPdf(g.title, text.subtitle, text.sections, i));
  });
  GALLERY.forEach((g, i) => png("gallery", g.slug, g.caption, () => drawGallery(g.label, i)));
  DOCUMENTS.forEach((d, i) => pdf("document", d.slug, d.caption, () => drawDocumentPdf(d.title, d.fields, d.body, i + 4)));
  for (const kind of ATTACHMENT_KINDS) {
    for (let v = 0; v < kind.variants; v++) {
      const slug = `${kind.code.toLowerCase()}-${kind.fileName}-${v + 1}`;
      if (kind.image) png("attachment", slug, `Lampiran klaim: ${kind.name}`, () => drawCardPhoto(v));
      else pdf("attachment", slug, `Lampiran klaim: ${kind.name}`, () => attachmentPdf(kind, v));
    }
  }
  DEMO_TEMPLATE_PDFS.forEach((t, i) => pdf("template", t.slug, `Template e-materai: ${t.title}`, () => drawTemplatePdf(t, i + 1)));
  catalogue = specs;
  return specs;
}

export const demoBanners = () => BANNERS;
export const demoGallery = () => GALLERY;
export const demoDocuments = () => DOCUMENTS;

export interface GeneratedFile {
  spec: DemoFileSpec;
  bytes: Uint8Array;
  size: number;
  sha256: string;
}

let generated: Promise<GeneratedFile[]> | null = null;

/** Every demo file's bytes (generated once per process). */
export function generateDemoFiles(): Promise<GeneratedFile[]> {
  generated ??= (async () => {
    const out: GeneratedFile[] = [];
    for (const spec of demoFileSpecs()) {
      const bytes = await spec.draw();
      out.push({ spec, bytes, size: bytes.length, sha256: sha256Hex(bytes) });
    }
    return out;
  })();
  return generated;
}

/** Frees the generated bytes (after the seed and ensureDemoFiles have used them). */
export function forgetGeneratedDemoFiles(): void {
  generated = null;
}

/** Writes every missing demo file under `filesDir` (cheap when they are all there). Returns how many were written. */
export async function ensureDemoFiles(filesDir: string): Promise<number> {
  const specs = demoFileSpecs();
  const missing: DemoFileSpec[] = [];
  for (const spec of specs) if (!(await fileExists(path.join(filesDir, spec.path)))) missing.push(spec);
  if (missing.length === 0) return 0;
  const files = missing.length > specs.length / 2 ? await generateDemoFiles() : null;
  for (const spec of missing) {
    const bytes = files?.find((f) => f.spec.path === spec.path)?.bytes ?? (await spec.draw());
    await writeFileAtomic(filesDir, spec.path, bytes);
  }
  return missing.length;
}
