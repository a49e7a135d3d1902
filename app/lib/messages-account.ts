/** The words of sign-in, sign-out and the profile (own password change): the catalogue of app/lib/messages.ts, for this area only. */

export const profileText = {
  akun: "Akun",
  username: "Username",
  nama: "Nama",
  role: "Peran",
  project: "Proyek",
  providerCode: "Kode Provider",
  providerName: "Nama Provider",
  alamat: "Alamat",
  telepon: "Telepon",
  changePassword: "Ubah Kata Sandi",
  oldPassword: "Kata sandi lama",
  newPassword: "Kata sandi baru",
  minimalKarakterBukanUsernameDan: (p1: string | number) => `Minimal ${p1} karakter, bukan username dan bukan kata sandi lama.`,
  confirmPassword: "Konfirmasi kata sandi",
};

export const loginText = {
  logInSehatConsole: "Log In · Sehat Console",
  sehatConsole: "Sehat Console",
  masukUntukMengelolaAplikasi: "Masuk untuk mengelola aplikasi.",
  loggingIn: "Sedang masuk…",
};

export const logoutText = {
  cancel: "Batal",
  yesLogOut: "Ya, keluar",
  kembali: "Kembali",
};
