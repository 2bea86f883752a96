/** Messages the server answers with; the web shows them verbatim. One place, so both sides agree. */
export const MSG = {
  whitelistAllowed: 'Success',
  whitelistRefused: 'Forbidden',
  loginFailed: 'Username atau password salah.',
  loginThrottled: (minutes: number) =>
    `Terlalu banyak percobaan login gagal. Coba lagi dalam ${minutes} menit.`,
  loggedOut: 'Berhasil keluar.',
  notSignedIn: 'Silakan login terlebih dahulu.',
  sessionEnded: 'Sesi berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  notFound: 'Tidak ditemukan.',
  websiteNotFound: 'Website tidak ditemukan.',
  invalidInput: 'Input tidak valid.',
  internal: 'Terjadi kesalahan pada server.',
  userCreated: 'User berhasil dibuat.',
  usernameTaken: (name: string) => `Username ${name} sudah digunakan.`,
  websiteRequiredForRole: 'Website wajib dipilih untuk role CHECKER dan CS.',
  adminHasNoWebsite: 'Akun ADMIN tidak terikat ke website.',
  accountNotFound: 'Akun tidak ditemukan.',
  statusChanged: (name: string, active: boolean) =>
    `Status akun ${name} diubah menjadi ${active ? 'Active' : 'Inactive'}.`,
  accountDeleted: (name: string) => `Akun ${name} berhasil dihapus.`,
  passwordChanged: (name: string) => `Password untuk akun ${name} telah diperbarui.`,
  passwordRequired: 'Password tidak boleh kosong.',
  lastAdmin: 'Tidak dapat menonaktifkan atau menghapus ADMIN aktif terakhir.',
  notOwnAccount: 'Anda hanya dapat mengubah password akun sendiri.',
  notSelf: 'Tidak dapat menonaktifkan atau menghapus akun sendiri.',
} as const;
