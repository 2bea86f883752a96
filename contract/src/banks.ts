/** Corporate bank and wallet kinds a bank account can be (Data Bank), with their labels. */
export const BANKS = ['BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY'] as const;
export type Bank = (typeof BANKS)[number];

export const BANK_LABELS: Record<Bank, string> = {
  BCA: 'BCA',
  BRI: 'BRI',
  MANDIRI: 'MANDIRI',
  BNI: 'BNI',
  CIMB: 'CIMB',
  OVO: 'OVO',
  DANA: 'DANA',
  LINKAJA: 'LinkAja',
  GOPAY: 'GoPay',
};

/** Transaction types: the account receives deposits or pays withdrawals. */
export const JENIS_TRANSAKSI = ['DEPO', 'WD'] as const;
export type JenisTransaksi = (typeof JENIS_TRANSAKSI)[number];
export const JENIS_LABELS: Record<JenisTransaksi, string> = { DEPO: 'Deposit', WD: 'Withdraw' };

/**
 * The bank segment of GET /api/akunbanklist/{website}/{bank}/{depo|wd}, as the upload page sends it,
 * to the stored bank: mandiri-excel is Mandiri, bni-mobile and bni-internet are BNI.
 */
export function bankOfListSegment(segment: string): Bank | undefined {
  const s = segment.trim().toLowerCase();
  const aliases: Record<string, Bank> = { 'mandiri-excel': 'MANDIRI', 'bni-mobile': 'BNI', 'bni-internet': 'BNI', 'link-aja': 'LINKAJA', linkaja: 'LINKAJA' };
  const bank = aliases[s] ?? s.toUpperCase();
  return (BANKS as readonly string[]).includes(bank) ? (bank as Bank) : undefined;
}
