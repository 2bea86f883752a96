/** Messages the server answers with; the web shows them verbatim. One place, so both sides agree. */
export const MSG = {
  whitelistAllowed: 'Success',
  whitelistRefused: 'Forbidden',
  /** What the web shows for `whitelistRefused` (the spec's bare word), e.g. when an IP loses access mid-session. */
  ipNotWhitelisted: 'Akses ditolak: IP Anda tidak ada di whitelist.',
  loginFailed: 'Username atau password salah.',
  /** A state-changing request sent by another site's page (second line of defence beside SameSite=Strict). */
  crossSiteRefused: 'Permintaan dari situs lain ditolak.',
  /** Only with the right password: a wrong one on a deactivated account stays `loginFailed`. */
  accountInactive: 'Akun ini tidak aktif. Hubungi admin.',
  loginThrottled: (minutes: number) => `Terlalu banyak percobaan login gagal. Coba lagi dalam ${minutes} menit.`,
  loggedOut: 'Berhasil keluar.',
  notSignedIn: 'Silakan login terlebih dahulu.',
  sessionEnded: 'Sesi berakhir. Silakan login kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  notFound: 'Tidak ditemukan.',
  websiteNotFound: 'Website tidak ditemukan.',
  invalidInput: 'Input tidak valid.',
  urlTooLong: 'Alamat terlalu panjang.',
  fileTooLarge: (maxMb: number) => `File terlalu besar (maksimal ${maxMb} MB).`,
  oneFile: 'Hanya 1 file per upload.',
  internal: 'Terjadi kesalahan pada server.',
  userCreated: 'User berhasil dibuat.',
  usernameTaken: (name: string) => `Username ${name} sudah digunakan.`,
  websiteRequiredForRole: 'Website wajib dipilih untuk role CHECKER dan CS.',
  adminHasNoWebsite: 'Akun ADMIN tidak terikat ke website.',
  accountNotFound: 'Akun tidak ditemukan.',
  statusChanged: (name: string, active: boolean) => `Status akun ${name} diubah menjadi ${active ? 'Active' : 'Inactive'}.`,
  accountDeleted: (name: string) => `Akun ${name} berhasil dihapus.`,
  passwordChanged: (name: string) => `Password untuk akun ${name} telah diperbarui.`,
  passwordRequired: 'Password tidak boleh kosong.',
  lastAdmin: 'Tidak dapat menonaktifkan atau menghapus ADMIN aktif terakhir.',
  notOwnAccount: 'Anda hanya dapat mengubah password akun sendiri.',
  notSelf: 'Tidak dapat menonaktifkan atau menghapus akun sendiri.',
  // Whitelist
  whitelistCreated: (ip: string) => `Whitelist IP ${ip} berhasil ditambahkan.`,
  whitelistExists: (ip: string) => `IP ${ip} sudah ada di whitelist.`,
  whitelistNotFound: 'Whitelist tidak ditemukan.',
  whitelistStatusChanged: (ip: string, active: boolean) => `Status whitelist IP ${ip} diubah menjadi ${active ? 'Active' : 'Inactive'}.`,
  whitelistDeleted: (ip: string) => `Whitelist IP ${ip} berhasil dihapus.`,
  whitelistOwnEntry: (ip: string) => `IP ${ip} adalah alamat yang sedang Anda gunakan. Menghapus atau menonaktifkannya akan mengunci akses Anda sendiri.`,
  // Website
  websiteCreated: 'Website berhasil ditambahkan.',
  websiteCodeTaken: (code: string) => `Website code ${code} sudah ada.`,
  websiteCodeReserved: (code: string) => `Website code ${code} tidak boleh dipakai.`,
  websiteDeleted: (code: string) => `Website ${code} berhasil dihapus.`,
  websiteInUse: (code: string, uses: readonly string[]) => `Website ${code} tidak dapat dihapus karena masih memiliki ${uses.join(', ')}.`,
  // Data Bank
  bankAccountCreated: 'Akun bank berhasil dibuat.',
  bankAccountExists: (bank: string, jenis: string, number: string, website: string) =>
    `Akun bank ${bank} ${jenis} ${number} sudah ada untuk website ${website}.`,
  bankAccountNotFound: 'Akun bank tidak ditemukan.',
  bankAccountInUse: (name: string, number: string, uses: readonly string[]) =>
    `Akun bank ${name} (${number}) tidak dapat dihapus karena masih memiliki ${uses.join(', ')}. Nonaktifkan saja agar tidak bisa dipilih lagi.`,
  bankAccountStatusChanged: (name: string, number: string, active: boolean) =>
    `Status akun bank ${name} (${number}) diubah menjadi ${active ? 'Active' : 'Inactive'}.`,
  bankAccountDeleted: (name: string, bank: string, number: string) => `Akun bank ${name} (${bank} - ${number}) berhasil dihapus.`,
  unknownBank: (segment: string) => `Bank ${segment} tidak dikenal.`,
} as const;
