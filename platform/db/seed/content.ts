// Editorial demo content: news (a0001), about (a0002), guidebooks (a0005) and the help pages.

export const NEWS_AUTHORS = ["Tim Redaksi Sehat", "dr. Andini Pratiwi", "dr. Bima Saputra, Sp.PD", "Ns. Wulan Lestari", "dr. Raka Hidayat", "Humas Sehat Core"] as const;

export const NEWS_TITLES_CORE = [
  "Tips Menjaga Kesehatan Jantung di Usia Produktif",
  "Kenali Gejala Demam Berdarah dan Cara Pencegahannya",
  "Cara Mengajukan Klaim Reimbursement Lewat Aplikasi",
  "Manfaat Medical Check-Up Rutin bagi Karyawan",
  "Panduan Aktivasi E-Card untuk Peserta Baru",
  "Pola Makan Sehat Selama Bulan Ramadan",
  "Mengelola Stres Kerja dengan Cara Sederhana",
  "Pentingnya Vaksinasi Influenza bagi Orang Dewasa",
  "Daftar Rumah Sakit Rekanan Terbaru di Jabodetabek",
  "Waspada Hipertensi: Si Pembunuh Diam-Diam",
  "Tips Tidur Berkualitas untuk Pekerja Shift",
  "Fitur Baru: Reservasi Dokter Langsung dari Aplikasi",
  "Mengenal Diabetes Tipe 2 dan Cara Mengendalikannya",
  "Olahraga Ringan 15 Menit di Sela Jam Kerja",
  "Kesehatan Gigi Anak: Kapan Harus ke Dokter?",
  "Persiapan Persalinan dan Manfaat Rawat Inap Maternitas",
  "Cara Membaca Rincian Manfaat Polis Anda",
  "Menjaga Kesehatan Mata di Depan Layar",
  "Cegah Infeksi Saluran Pernapasan Saat Musim Hujan",
  "Pentingnya Minum Air Putih yang Cukup",
  "Layanan Konsultasi Dokter 24 Jam Kini Tersedia",
  "Mengenal Gejala Awal Stroke dengan Metode SEGERA",
  "Tips Aman Berolahraga Lari untuk Pemula",
  "Perubahan Jadwal Layanan Selama Libur Nasional",
  "Skrining Kesehatan Gratis di Klinik Rekanan",
] as const;

export const NEWS_TITLES_MITRA = [
  "Selamat Datang di Aplikasi Klinik Mitra",
  "Jadwal Praktik Dokter Umum Bulan Ini",
  "Cara Mendaftar Antrean Online di Klinik",
  "Program Imunisasi Anak di Klinik Mitra",
  "Tips Menjaga Daya Tahan Tubuh Keluarga",
] as const;

/** The short label printed on each article's generated picture (see demo-files.ts). */
const NEWS_LABELS: Record<string, string> = {
  "Tips Menjaga Kesehatan Jantung di Usia Produktif": "JANTUNG SEHAT",
  "Kenali Gejala Demam Berdarah dan Cara Pencegahannya": "WASPADA DBD",
  "Cara Mengajukan Klaim Reimbursement Lewat Aplikasi": "KLAIM ONLINE",
  "Manfaat Medical Check-Up Rutin bagi Karyawan": "MEDICAL CHECK-UP",
  "Panduan Aktivasi E-Card untuk Peserta Baru": "AKTIVASI E-CARD",
  "Pola Makan Sehat Selama Bulan Ramadan": "SEHAT RAMADAN",
  "Mengelola Stres Kerja dengan Cara Sederhana": "KELOLA STRES",
  "Pentingnya Vaksinasi Influenza bagi Orang Dewasa": "VAKSIN INFLUENZA",
  "Daftar Rumah Sakit Rekanan Terbaru di Jabodetabek": "RS REKANAN",
  "Waspada Hipertensi: Si Pembunuh Diam-Diam": "HIPERTENSI",
  "Tips Tidur Berkualitas untuk Pekerja Shift": "TIDUR CUKUP",
  "Fitur Baru: Reservasi Dokter Langsung dari Aplikasi": "RESERVASI DOKTER",
  "Mengenal Diabetes Tipe 2 dan Cara Mengendalikannya": "DIABETES TIPE 2",
  "Olahraga Ringan 15 Menit di Sela Jam Kerja": "OLAHRAGA 15 MENIT",
  "Kesehatan Gigi Anak: Kapan Harus ke Dokter?": "GIGI ANAK",
  "Persiapan Persalinan dan Manfaat Rawat Inap Maternitas": "MATERNITAS",
  "Cara Membaca Rincian Manfaat Polis Anda": "MANFAAT POLIS",
  "Menjaga Kesehatan Mata di Depan Layar": "MATA SEHAT",
  "Cegah Infeksi Saluran Pernapasan Saat Musim Hujan": "MUSIM HUJAN",
  "Pentingnya Minum Air Putih yang Cukup": "MINUM AIR PUTIH",
  "Layanan Konsultasi Dokter 24 Jam Kini Tersedia": "DOKTER 24 JAM",
  "Mengenal Gejala Awal Stroke dengan Metode SEGERA": "KENALI STROKE",
  "Tips Aman Berolahraga Lari untuk Pemula": "LARI PEMULA",
  "Perubahan Jadwal Layanan Selama Libur Nasional": "LIBUR NASIONAL",
  "Skrining Kesehatan Gratis di Klinik Rekanan": "SKRINING GRATIS",
  "Selamat Datang di Aplikasi Klinik Mitra": "SELAMAT DATANG",
  "Jadwal Praktik Dokter Umum Bulan Ini": "JADWAL DOKTER",
  "Cara Mendaftar Antrean Online di Klinik": "ANTREAN ONLINE",
  "Program Imunisasi Anak di Klinik Mitra": "IMUNISASI ANAK",
  "Tips Menjaga Daya Tahan Tubuh Keluarga": "DAYA TAHAN TUBUH",
};

export function newsLabel(title: string): string {
  return NEWS_LABELS[title] ?? title.toUpperCase().slice(0, 16);
}

/** URL of an article's generated picture in the media library. */
export function newsImageUrl(title: string): string {
  return `/files/demo/v1/news/${slugify(title)}.png`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export function newsHtml(title: string, author: string): string {
  return [
    `<h2>${title}</h2>`,
    `<p>Kesehatan adalah investasi jangka panjang. Dalam artikel ini, ${author} membagikan informasi praktis yang dapat langsung Anda terapkan bersama keluarga.</p>`,
    `<p>Sebagai peserta, Anda dapat memanfaatkan fasilitas yang tersedia di aplikasi: melihat kartu peserta digital, mencari rumah sakit rekanan, hingga memantau status klaim secara <em>real time</em>.</p>`,
    `<ul><li>Lakukan pemeriksaan kesehatan secara berkala.</li><li>Simpan kuitansi dan hasil pemeriksaan untuk keperluan klaim.</li><li>Hubungi layanan pelanggan bila membutuhkan bantuan.</li></ul>`,
    `<p>Informasi lebih lanjut dapat dibaca pada menu <strong>Bantuan</strong> di aplikasi.</p>`,
  ].join("");
}

export const ABOUT_HTML =
  `<h2>Tentang Sehat Core</h2><p>Sehat Core adalah aplikasi layanan kesehatan bagi peserta asuransi kesehatan korporasi di Indonesia. ` +
  `Melalui aplikasi ini peserta dapat mengakses kartu peserta digital (e-card), mengajukan dan memantau klaim, mencari fasilitas kesehatan rekanan, serta membaca informasi kesehatan terkini.</p>` +
  `<p>Kami bekerja sama dengan lebih dari 1.500 rumah sakit dan klinik di seluruh Indonesia.</p>`;

export const ABOUT_HTML_MITRA =
  `<h2>Tentang Klinik Mitra</h2><p>Klinik Mitra adalah aplikasi bagi peserta asuransi ritel dan UMKM untuk berobat di jaringan klinik pratama rekanan. ` +
  `Peserta dapat mendaftar antrean, melihat jadwal dokter dan menampilkan kartu peserta digital.</p>` +
  `<ul><li>Jam layanan klinik: Senin sampai Sabtu, 07.00 sampai 21.00 WIB.</li><li>Layanan pelanggan: 1500-777.</li></ul>`;

/** a0006: the About text of the provider-side screen. */
export const ABOUT_PROVIDER_HTML =
  `<h2>Tentang Layanan Provider</h2><p>Halaman ini ditujukan bagi rumah sakit dan klinik rekanan Sehat Core. ` +
  `Melalui konsol, provider dapat memperbarui profil, galeri, daftar dokter, kategori dokter dan banner iklan yang tampil di aplikasi peserta.</p>` +
  `<h3>Kontak kemitraan</h3><p>Email <a href="mailto:provider@sehat-console.example">provider@sehat-console.example</a>, telepon 021-5550-1234 (Senin sampai Jumat, 08.00 sampai 17.00 WIB).</p>`;

export const GUIDEBOOKS = [
  { title: "Panduan Pengajuan Klaim Reimbursement", slug: "panduan-klaim-reimbursement" },
  { title: "Panduan Penggunaan E-Card", slug: "panduan-e-card" },
  { title: "Buku Saku Manfaat Rawat Inap", slug: "buku-saku-rawat-inap" },
  { title: "Panduan Reservasi Dokter", slug: "panduan-reservasi-dokter" },
] as const;

export const guidebookPdfUrl = (slug: string) => `/files/demo/v1/guidebook/${slug}.pdf`;
export const guidebookCoverUrl = (slug: string) => `/files/demo/v1/cover/${slug}.png`;

export function additionalPages(appName: string, helpLine: string): { name: string; title: string; content: string }[] {
  return [
    {
      name: "termsconditional",
      title: "Syarat dan Ketentuan",
      content:
        `<h2>Syarat dan Ketentuan Penggunaan ${appName}</h2>` +
        `<ol><li>Aplikasi hanya dapat digunakan oleh peserta terdaftar yang memiliki nomor kartu aktif.</li>` +
        `<li>Peserta wajib menjaga kerahasiaan kata sandi dan PIN akun masing-masing.</li>` +
        `<li>Data pribadi peserta diproses sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</li>` +
        `<li>Pengajuan klaim tunduk pada ketentuan polis yang berlaku.</li>` +
        `<li>Penyelenggara berhak memperbarui syarat dan ketentuan ini sewaktu-waktu; perubahan diumumkan melalui aplikasi.</li></ol>`,
    },
    {
      name: "helps",
      title: "Bantuan",
      content:
        `<h2>Pusat Bantuan</h2><h3>Bagaimana cara mengaktifkan e-card?</h3><p>Masuk ke aplikasi, pilih menu <strong>E-Card</strong>, lalu masukkan nomor kartu dan NIK sesuai KTP.</p>` +
        `<h3>Bagaimana cara mengajukan klaim?</h3><p>Pilih menu <strong>Klaim</strong>, unggah kuitansi asli, resume medis dan hasil penunjang, lalu kirim.</p>` +
        `<h3>Lupa kata sandi?</h3><p>Gunakan tautan <em>Lupa Kata Sandi</em> pada halaman masuk; tautan pemulihan dikirim ke email terdaftar.</p>`,
    },
    {
      name: "contact-us",
      title: "Hubungi Kami",
      content:
        `<h2>Hubungi Kami</h2><p>Layanan pelanggan 24 jam: <strong>${helpLine}</strong></p>` +
        `<p>Email: <a href="mailto:layanan@sehat-console.example">layanan@sehat-console.example</a></p>` +
        `<p>Alamat: Menara Sehat Lt. 12, Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190</p>`,
    },
    {
      name: "mobile-apps",
      title: "Aplikasi Mobile",
      content:
        `<h2>Unduh Aplikasi ${appName}</h2><p>Aplikasi tersedia untuk Android dan iOS.</p>` +
        `<ul><li>Android: cari <strong>${appName}</strong> di Google Play</li><li>iOS: cari <strong>${appName}</strong> di App Store</li></ul>` +
        `<p>Versi minimum: Android 8.0 dan iOS 14.</p>`,
    },
  ];
}
