import { describe, expect, it } from 'vitest';
import {
  bankNameAt,
  bankOfCell,
  bankOfClearingCode,
  bankOfName,
  banksNamedIn,
  leadingBank,
  walletOfBrivaCode,
  walletOfCompany,
  withoutTrailingBankName,
} from '../../src/parsing/banks.ts';

describe('bank names and codes (parsing/banks.ts)', () => {
  it('reads a name as people, panels and banks write it', () => {
    expect(['Bank Central Asia', 'bca', 'Go-Pay', 'PT. Bank Mandiri (Persero) Tbk', 'BCA Digital', 'SMBC'].map(bankOfName)).toEqual([
      'BCA',
      'BCA',
      'GOPAY',
      'MANDIRI',
      'BLU',
      'BTPN',
    ]);
    expect(['Bank Aceh', 'BCA Syariah', 'Bank Mandiri Taspen', ''].map(bankOfName)).toEqual(['', '', '', '']);
  });

  it('reads clearing codes, wallet companies and BRIVA biller codes; anything else gives nothing', () => {
    expect(['008', '014', '535', '999', '8'].map(bankOfClearingCode)).toEqual(['MANDIRI', 'BCA', 'SEABANK', '', '']);
    expect(['DOMPET ANAK BANGSA', 'AIRPAY INTERNATIONAL IN', 'ESPAY DEBIT INDONESIA KOE', 'DANA SETORAN'].map(walletOfCompany)).toEqual([
      'GOPAY',
      'SHOPEEPAY',
      'DANA',
      '',
    ]);
    expect(['88810', '30135', '88099', '91188', '112', '12345'].map(walletOfBrivaCode)).toEqual(['DANA', 'GOPAY', 'OVO', 'LINKAJA', 'SHOPEEPAY', '']);
  });

  it('finds the longest bank name a text starts with; a name that starts another bank gives no code', () => {
    expect(bankNameAt('BANK CENTRAL ASIA ANDI')).toEqual({ code: 'BCA', length: 17 });
    expect(bankNameAt('BANK MANDIRI TASPEN SITI')).toEqual({ code: '', length: 19 });
    expect(bankNameAt('BCA SYARIAH NUR')).toEqual({ code: '', length: 11 });
    expect(bankNameAt('BANK BJB SYARIAH NUR')).toEqual({ code: '', length: 16 });
    expect(bankNameAt('BRIAN')).toBeNull();
    expect(bankNameAt('DANA SAPUTRA')).toEqual({ code: 'DANA', length: 4 });
    expect(bankNameAt('DANA SAPUTRA', { wallets: false })).toBeNull();
    expect(leadingBank('BANK MANDIRI TUMINAH')).toEqual({ code: 'MANDIRI', length: 12 });
    expect(leadingBank('BANK MANDIRI TASPEN TUMINAH')).toBeNull();
  });

  it("reads a BO cell's bank, and no bank from a cell naming another one", () => {
    expect(['BCA - BUDI - 123', 'Bank BRI', 'GoPay | SITI | 0812', 'BCA Syariah - NUR - 123', 'Bank Aceh'].map(bankOfCell)).toEqual([
      'BCA',
      'BRI',
      'GOPAY',
      '',
      '',
    ]);
  });

  it('takes off a trailing name of the given bank only', () => {
    expect(withoutTrailingBankName('RINA MARLINA BANK BRI', 'BRI')).toBe('RINA MARLINA');
    expect(withoutTrailingBankName('AGUS SETIAWAN CIMB NIAGA', 'CIMB')).toBe('AGUS SETIAWAN');
    expect(withoutTrailingBankName('AGUS SETIAWAN PERMATA', 'BRI')).toBe('AGUS SETIAWAN PERMATA');
    expect(withoutTrailingBankName('AGUS SETIAWAN PERMATA', '')).toBe('AGUS SETIAWAN PERMATA');
  });

  it('lists the banks a free text names as words', () => {
    expect(banksNamedIn('Top up dari BCA ke Go-Pay')).toEqual(['BCA', 'GOPAY']);
    expect(banksNamedIn('Transfer dari Bank Aceh')).toEqual([]);
    expect(banksNamedIn('Kirim ke BCA Syariah')).toEqual(['']);
    expect(banksNamedIn('Terima dari 081234567890 ABRIANTO')).toEqual([]);
  });
});
