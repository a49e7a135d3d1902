// Indonesian-flavoured vocabulary for the demo data. All organisations are fictional.

export const MALE_NAMES = [
  "Budi", "Agus", "Andi", "Eko", "Joko", "Ahmad", "Rizky", "Dimas", "Hendra", "Yusuf", "Bayu", "Fajar",
  "Arif", "Bambang", "Dedi", "Fikri", "Gilang", "Hadi", "Irfan", "Kurniawan", "Lukman", "Muhammad",
  "Nanda", "Oki", "Putra", "Rahmat", "Slamet", "Taufik", "Wahyu", "Yoga", "Adi", "Bagus", "Danu",
  "Galih", "Hari", "Iwan", "Reza", "Rudi", "Sigit", "Teguh", "Umar", "Wawan", "Yudi", "Zainal",
] as const;

export const FEMALE_NAMES = [
  "Siti", "Dewi", "Rina", "Sri", "Putri", "Ayu", "Fitri", "Indah", "Wulan", "Citra", "Lestari", "Nur",
  "Anisa", "Bunga", "Dian", "Eka", "Fransiska", "Gita", "Hana", "Intan", "Kartika", "Larasati", "Maya",
  "Nadia", "Novi", "Ratna", "Rini", "Sari", "Tika", "Utami", "Vina", "Wati", "Yanti", "Yuni", "Zahra",
  "Aulia", "Desi", "Endah", "Mega", "Nia", "Okta", "Puspita", "Ratih", "Santi",
] as const;

export const FAMILY_NAMES = [
  "Santoso", "Wijaya", "Hidayat", "Saputra", "Pratama", "Kusuma", "Nugroho", "Siregar", "Nasution",
  "Simanjuntak", "Harahap", "Lubis", "Sitompul", "Hutapea", "Wibowo", "Setiawan", "Gunawan", "Halim",
  "Tanjung", "Purnomo", "Susanto", "Rahman", "Hakim", "Permana", "Rahayu", "Anggraini", "Maharani",
  "Suryadi", "Hartono", "Kurniasih", "Sembiring", "Ginting", "Panjaitan", "Manurung", "Sinaga",
  "Pangaribuan", "Tambunan", "Hasibuan", "Daulay", "Situmorang", "Prasetyo", "Firmansyah", "Ramadhan",
  "Syahputra", "Wahyudi", "Sulistyo", "Handoko", "Budiman", "Salim", "Effendi", "Matondang", "Lim",
] as const;

export const COMPANY_FIRST = [
  "Sumber", "Bumi", "Cahaya", "Karya", "Mitra", "Sinar", "Graha", "Mega", "Tirta", "Surya", "Bina",
  "Mulia", "Citra", "Anugerah", "Indo", "Nusa", "Prima", "Sarana", "Duta", "Mandala", "Panca", "Tunas",
] as const;
export const COMPANY_SECOND = [
  "Makmur", "Jaya", "Sentosa", "Sejahtera", "Perkasa", "Lestari", "Gemilang", "Utama", "Mandiri",
  "Persada", "Nusantara", "Raya", "Agung", "Kencana", "Cemerlang", "Bersama", "Harapan", "Sakti",
] as const;
export const COMPANY_THIRD = [
  "Abadi", "Indonesia", "Internasional", "Teknik", "Logistik", "Farma", "Energi", "Konstruksi", "Niaga",
  "Properti", "Solusi", "Digital", "Agro", "Tekstil", "Elektrik", "Pangan", "Semesta", "Tbk",
] as const;

export const STREETS = [
  "Jl. Jend. Sudirman", "Jl. M.H. Thamrin", "Jl. Gatot Subroto", "Jl. H.R. Rasuna Said", "Jl. Diponegoro",
  "Jl. Ahmad Yani", "Jl. Pemuda", "Jl. Asia Afrika", "Jl. Pahlawan", "Jl. Merdeka", "Jl. Gajah Mada",
  "Jl. Hayam Wuruk", "Jl. Kebon Sirih", "Jl. Imam Bonjol", "Jl. Veteran", "Jl. Teuku Umar", "Jl. Raya Darmo",
  "Jl. Dago", "Jl. Malioboro", "Jl. Sisingamangaraja", "Jl. Sam Ratulangi", "Jl. Basuki Rahmat",
] as const;

export const CITIES = [
  "Jakarta Selatan", "Jakarta Pusat", "Jakarta Barat", "Surabaya", "Bandung", "Medan", "Semarang",
  "Makassar", "Denpasar", "Yogyakarta", "Palembang", "Balikpapan", "Tangerang", "Bekasi", "Depok", "Bogor",
  "Malang", "Pekanbaru", "Batam", "Manado", "Pontianak", "Banjarmasin",
] as const;

export const PHONE_PREFIXES = ["0812", "0813", "0821", "0822", "0852", "0853", "0857", "0856", "0878", "0877", "0896", "0895", "0881"] as const;

export const EMAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "gmail.com", "ymail.com"] as const;

export const HOSPITALS = [
  "RS Sehat Sentosa", "RS Medika Permata", "RSIA Bunda Kasih", "RS Harapan Bangsa", "RS Mitra Keluarga Sejati",
  "RS Husada Utama", "RS Citra Medika", "Klinik Pratama Husada", "RS Bhakti Asih", "RS Graha Medika",
  "RS Cahaya Kasih", "RS Santa Maria Sejahtera", "Klinik Utama Sehat Bersama", "RS Islam Al-Falah",
  "RS Kartika Husada", "RS Pelita Insani", "RSIA Permata Hati", "Klinik Gigi Senyum Sehat",
] as const;

export const DIAGNOSES = [
  "J06.9 - Infeksi saluran pernapasan atas akut", "A09 - Diare dan gastroenteritis", "A91 - Demam berdarah dengue",
  "A01.0 - Demam tifoid", "I10 - Hipertensi esensial", "E11.9 - Diabetes melitus tipe 2", "K29.7 - Gastritis",
  "J18.9 - Pneumonia", "M54.5 - Nyeri punggung bawah", "K35.8 - Apendisitis akut", "O80 - Persalinan normal",
  "O82 - Persalinan dengan seksio sesarea", "H52.1 - Miopia", "K02.9 - Karies gigi", "N39.0 - Infeksi saluran kemih",
  "J45.9 - Asma", "B34.9 - Infeksi virus", "S52.5 - Fraktur radius distal", "I20.9 - Angina pektoris",
  "L20.9 - Dermatitis atopik",
] as const;

export const BANKS = ["BCA", "BNI", "BSI", "BRI", "MANDIRI", "PERMATA", "CIMB"] as const;

export const MEMBER_ENDPOINTS: readonly (readonly [string, number])[] = [
  ["/member/login", 30],
  ["/member/ecard", 18],
  ["/member/claim", 12],
  ["/member/profile", 9],
  ["/member/benefit", 8],
  ["/member/provider", 7],
  ["/member/news", 6],
  ["/member/register", 4],
  ["/member/reservation", 3],
  ["/member/claim/history", 2],
  ["/member/logout", 1],
];
