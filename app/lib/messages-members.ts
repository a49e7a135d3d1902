/** The words of member lists, core members, the column chooser: the catalogue of app/lib/messages.ts, for this area only. */

export const columnsText = {
  kolom: "Kolom",
  pilihKolom: "Pilih kolom",
  terapkan: "Terapkan",
};

export const membersText = {
  noKartu: "No. Kartu",
  nama: "Nama",
  telepon: "Telepon",
  tanggalLahir: "Tanggal Lahir",
  polis: "Polis",
  akunAplikasi: "Akun Aplikasi",
  terdaftar: "Terdaftar",
  sehatConsole: (p1: string | number) => `${p1} · Sehat Console`,
  active: "Active",
  inactive: "Inactive",
  history: "History",
  memberTerdaftarDiAplikasiMobile: "Member terdaftar di aplikasi mobile",
  jenisMember: "Jenis member",
  tidakAdaMemberYangCocok: (p1: string | number) => `Tidak ada member yang cocok dengan "${p1}".`,
  belumAdaMember: "Belum ada member.",
  deleteAccount: "Delete Account",
  akunMember: "Akun member",
  ini: "ini",
  kartu: "(kartu",
  akanDihapusDariAplikasiTindakan: ") akan dihapus dari aplikasi. Tindakan ini tidak dapat dibatalkan. Ketik kode keamanan di bawah untuk melanjutkan.",
  deleting: "Deleting...",
  kodeKeamanan: (p1: string | number) => `Kode keamanan: ${p1}`,
  kodeKeamanan2: "Kode Keamanan",
};

export const coreMembersText = {
  noKartu: "No. Kartu",
  nama: "Nama",
  gender: "Gender",
  memberId: "Member ID",
  noPolis: "No. Polis",
  tipe: "Tipe",
  memberSejak: "Member Sejak",
  semua: "Semua",
  mLakiLaki: "M — Laki-laki",
  fPerempuan: "F — Perempuan",
  pPrincipal: "P — Principal",
  dDependent: "D — Dependent",
  detail: "Detail",
  tipeMember: "Tipe Member",
  dataPesertaDariSistemPayor: "Data peserta dari sistem payor (e-claim)",
  tidakDitemukanUntukAkunAnda: "tidak ditemukan untuk akun anda.",
  coreMembers: "Core members",
  tidakAdaCoreMemberYang: "Tidak ada core member yang cocok.",
};
