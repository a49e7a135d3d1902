/**
 * The words of e-claim: lookup, claim dialog, claims by status, member claims, reimbursement
 * dashboard: the catalogue of app/lib/messages.ts, for this area only. SPEC's status labels and tab
 * names (Open … Paid, New … Invalid, OPEN/REVISI/OTHER) and "Request ID" stay as SPEC writes them.
 */

/** A payor code of the URL that is not among the user's payors. */
const payorNotFound = (payor: string) => `Payor "${payor}" tidak ditemukan untuk akun anda.`;

/** A claim's fields, as every claim screen names them. */
export const claimFields = {
  claimsId: "ID Klaim",
  cardNo: "No. Kartu",
  name: "Nama",
  plan: "Paket",
  diagnosis: "Diagnosis",
  admission: "Tanggal Masuk",
  discharge: "Tanggal Keluar",
  invoiceNo: "No. Invoice RS",
  invoiceDate: "Tanggal Invoice",
  submitted: "Diajukan",
  incurred: "Tagihan",
  approved: "Disetujui",
  paid: "Dibayar",
  remarks: "Keterangan",
  bank: "Bank",
  accountName: "Nama Rekening",
  accountNo: "No. Rekening",
  paidOn: "Tanggal Bayar",
  openClaim: (requestId: string) => `Buka klaim ${requestId}`,
};

export const eclaimText = {
  payorNotFound,
  findMember: "Cari member",
  memberCardNo: "No. Kartu Member",
  cardExample: "Contoh: 8001234500011",
  findMemberButton: "Cari Member",
  trackClaim: "Lacak klaim",
  requestIdExample: "Contoh: RQ20261101000123",
  trackClaimButton: "Lacak Klaim",
  noPayor: "Tidak ada payor untuk akun ini.",
  show: "Tampilkan",
  claimCount: "klaim",
  byStatusNav: "Klaim per status",
  byMonth: "Klaim per Bulan",
  byMonthOf: (payor: string) => `Klaim per bulan ${payor}`,
  byStatus: "Klaim per Status",
  byStatusChart: (payor: string, slices: string) => `Klaim per status ${payor}: ${slices}`,
};

export const claimDialogText = {
  title: (requestId: string) => `Klaim ${requestId}`,
  loading: "Memuat klaim…",
  payment: "Pembayaran",
  documents: "Dokumen",
  openFile: (code: string, n: number) => `Buka ${code} file ${n}`,
  file: (n: number) => `File ${n}`,
  log: "Log Klaim",
  noLog: "Belum ada log.",
  time: "Waktu",
  processStatus: "Status Proses",
  by: "Oleh",
  close: "Tutup",
};

export const claimStatusText = {
  unknownStatus: (status: string) => `Status klaim "${status}" tidak dikenal: gunakan 0 sampai 8.`,
  payorNotFound,
  title: (status: string, payor: string) => `Klaim ${status} · ${payor}`,
  /** The screen's name, while its status and payor are not known. */
  heading: (status: string) => `Klaim ${status}`,
  tabs: "Status klaim",
  search: "Request ID, ID klaim, no. kartu, nama, provider",
  caption: (status: string, payor: string) => `Klaim ${status} ${payor}`,
  noMatch: (search: string) => `Tidak ada klaim yang cocok dengan "${search}".`,
  none: "Tidak ada klaim pada status ini.",
};

export const claimMemberText = {
  /** The screen's name, while its member is not known. */
  findAnother: "← Cari kartu lain",
  card: (card: string) => `Kartu ${card}`,
  employeeId: "ID Karyawan",
  gender: "Jenis Kelamin",
  male: "Laki-laki",
  female: "Perempuan",
  type: "Tipe",
  // SPEC §3 names the member types as they are.
  principal: "Principal",
  dependent: "Dependent",
  birthdate: "Tanggal Lahir",
  memberSince: "Member Sejak",
  bankAccount: "Rekening",
  helpLine: "Layanan Bantuan",
  profile: "Profil Member",
  history: "Riwayat klaim",
  caption: (member: string) => `Klaim ${member}`,
  none: "Tidak ada klaim pada tab ini.",
};

export const reimbursementText = {
  payorNotFound,
  intro: "Klaim reimbursement per payor",
  allPayors: "Semua payor",
  show: "Tampilkan",
  perPayor: "Reimbursement per payor",
  claims: "Klaim",
  inProcess: "Dalam proses",
  detail: "Detail",
  noneYet: "Belum ada klaim reimbursement.",
  title: (payor: string) => `Reimbursement ${payor}`,
  payorInvalid: (payor: string) => `Payor "${payor}" tidak valid.`,
  perStatus: "Per Status",
  perMonth: "Per Bulan",
  latest: "Klaim Terbaru",
  none: "Belum ada klaim.",
  close: "Tutup",
};
