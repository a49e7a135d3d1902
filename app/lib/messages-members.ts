/** The words of member lists, core members, the column chooser: the catalogue of app/lib/messages.ts, for this area only. */

export const columnsText = {
  button: "Kolom",
  panel: "Pilih kolom",
  apply: "Terapkan",
};

export const membersText = {
  cardNo: "No. Kartu",
  name: "Nama",
  phone: "Telepon",
  birthdate: "Tanggal Lahir",
  policy: "Polis",
  appAccounts: "Akun Aplikasi",
  registered: "Terdaftar",
  /** The list of each member type: its heading and tab's title, its tab's short name. */
  lists: {
    all: { tab: "Semua" },
    active: { tab: "Aktif" },
    inactive: { tab: "Tidak aktif" },
  },
  active: "Aktif",
  inactive: "Tidak aktif",
  history: "Riwayat",
  intro: "Member terdaftar di aplikasi mobile",
  types: "Jenis member",
  search: "Nama atau no. kartu",
  searchWithPhone: "Nama, no. kartu, telepon",
  noMatch: (search: string) => `Tidak ada member yang cocok dengan "${search}".`,
  none: "Belum ada member.",
  deleteTitle: "Hapus Akun",
  /** `member` is the member's name, or null when the list no longer shows it. */
  deleteWarning: (member: string | null, card: string) =>
    `Akun member ${member ?? "ini"} (kartu ${card}) akan dihapus dari aplikasi. Tindakan ini tidak dapat dibatalkan. Ketik kode keamanan di bawah untuk melanjutkan.`,
  deleting: "Menghapus…",
  securityCodeIs: (code: string) => `Kode keamanan: ${code}`,
  securityCode: "Kode Keamanan",
};

export const coreMembersText = {
  cardNo: "No. Kartu",
  name: "Nama",
  gender: "Jenis Kelamin",
  memberId: "ID Member",
  policyNo: "No. Polis",
  type: "Tipe",
  memberSince: "Member Sejak",
  all: "Semua",
  allCorporates: "Semua corporate",
  male: "Laki-laki",
  female: "Perempuan",
  maleOption: "M — Laki-laki",
  femaleOption: "F — Perempuan",
  // SPEC §2 names the member types as they are: P Principal, D Dependent.
  principal: "Principal",
  dependent: "Dependent",
  principalOption: "P — Principal",
  dependentOption: "D — Dependent",
  detail: "Detail",
  memberType: "Tipe Member",
  intro: "Data peserta dari sistem payor (e-claim)",
  search: "Nama atau no. kartu",
  corporateUnknown: (corporate: string) => `Corporate ${corporate} tidak ditemukan untuk akun anda.`,
  caption: "Member E-Claim",
  noMatch: "Tidak ada member e-claim yang cocok.",
};
