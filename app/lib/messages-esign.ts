/** The words of e-sign corporates and their members: the catalogue of app/lib/messages.ts, for this area only. */

export const esignCorporatesText = {
  searchHint: "Kode, nama atau alamat",
  corporatesESignSehatConsole: "Corporate List · E-Sign · Sehat Console",
  activeMembers: "Anggota Aktif",
  inactiveMembers: "Anggota Tidak Aktif",
  action: "Aksi",
  corporateYangAnggotanyaMenandatanganiDokumen: "Corporate yang anggotanya menandatangani dokumen secara elektronik.",
  tidakAdaCorporateYangCocok: "Tidak ada corporate yang cocok.",
  belumAdaCorporate: "Belum ada corporate.",
};

export const esignCorporateNewText = {
  newCorporateESignSehat: "New Corporate · E-Sign · Sehat Console",
  kolomBertandaWajibDiisi: "Kolom bertanda * wajib diisi.",
  misK0001: "mis. K0001",
  cancel: "Batal",
};

export const esignMembersText = {
  searchHint: "Nama, email, NIK atau Privy ID",
  corporateTidakDitemukan: "Corporate tidak ditemukan.",
  membersOfESignSehat: (p1: string | number) => `Members of ${p1} · E-Sign · Sehat Console`,
  fullName: "Nama Lengkap",
  phoneNumber: "Nomor Telepon",
  tidakAdaAnggotaYangCocok: "Tidak ada anggota yang cocok.",
  belumAdaAnggota: "Belum ada anggota.",
};

export const esignMemberNewText = {
  corporateTidakDitemukan: "Corporate tidak ditemukan.",
  newMemberESignSehat: (p1: string | number) => `New Member · ${p1} · E-Sign · Sehat Console`,
  anggotaBaruUntukKolomBertanda: (p1: string | number) => `Anggota baru untuk ${p1}. Kolom bertanda * wajib diisi.`,
  fullName: "Nama Lengkap",
  phoneNumber: "Nomor Telepon",
  text16Angka: "16 angka.",
  privyIdOptional: "Privy ID (opsional)",
  cancel: "Batal",
};
