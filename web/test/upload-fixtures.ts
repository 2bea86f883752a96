/** The rows 'Konfirmasi Upload' lists for a Nexus BCA deposit statement of 05-Jan-2025 on Alpha (ABC), one account. */
export const bcaConfirmationRows = (file: string) => [
  ['Provider', 'Nexus'],
  ['Transaction Type', 'Deposit'],
  ['Upload Type', 'Bank Settlement'],
  ['Upload Category', 'Bank'],
  ['Website', 'Alpha (ABC)'],
  ['Bank', 'BCA'],
  ['Akun', 'PT Alpha - 1234567890'],
  ['Tanggal Mutasi', '05-Jan-2025'],
  ['File', file],
];

/** The banks the form offers for the category Bank, and for Manual Bank / Wallet, in the spec's order. */
export const BANK_LABELS = ['BCA', 'Mandiri', 'BNI Mobile', 'BNI Internet Banking', 'CIMB'];
export const MANUAL_BANK_LABELS = ['BRI Manual', 'Mandiri Manual', 'OVO Manual', 'DANA Manual', 'Link Aja Manual', 'Gopay Manual', 'QRIS Manual'];
