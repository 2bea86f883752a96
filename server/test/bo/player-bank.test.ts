import { describe, expect, it } from 'vitest';
import { parsePlayerBank } from '../../src/modules/bo/player-bank.ts';

describe('parsePlayerBank', () => {
  it.each([
    ['BCA - BUDI SANTOSO - 1234567890', 'BCA', 'BUDI SANTOSO', '1234567890'],
    ['BCA-BUDI', 'BCA-BUDI', '', ''],
    // The first part is the bank even when another part is a bank's or wallet's name too: DANA is also a first name.
    ['BANK KALBAR - DANA - 1234567', 'BANK KALBAR', 'DANA', '1234567'],
    ['BNI - SITI NUR-AINI - 0123 456 789', 'BNI', 'SITI NUR-AINI', '0123456789'],
    ['DANA - 0812-3456-7890', 'DANA', '', '081234567890'],
    ['MANDIRI | ANDI WIJAYA | 1230004567890', 'MANDIRI', 'ANDI WIJAYA', '1230004567890'],
    ['OVO', 'OVO', '', ''],
    ['', '', '', ''],
  ])('%s', (raw, bank, accountName, accountNumber) => {
    expect(parsePlayerBank(raw)).toEqual({ raw, bank, accountName, accountNumber });
  });

  it('fills what the cell lacks from separate columns and insists they agree', () => {
    expect(parsePlayerBank('BRI', { accountName: 'RINA KARTIKA', accountNumber: '0123-0100-0123456' })).toEqual({
      raw: 'BRI',
      bank: 'BRI',
      accountName: 'RINA KARTIKA',
      accountNumber: '012301000123456',
    });
    expect(parsePlayerBank('BCA - budi santoso', { accountName: 'BUDI SANTOSO' }).accountName).toBe('budi santoso');
    // A bank's name with a hyphen is one part: its second word is no account name to disagree with the column.
    expect(parsePlayerBank('CIMB-NIAGA', { accountName: 'ANDI WIJAYA', accountNumber: '123456789' })).toEqual({
      raw: 'CIMB-NIAGA',
      bank: 'CIMB-NIAGA',
      accountName: 'ANDI WIJAYA',
      accountNumber: '123456789',
    });
    expect(() => parsePlayerBank('BCA - BUDI SANTOSO', { accountName: 'ANDI' })).toThrow(
      "nama rekening di 'BCA - BUDI SANTOSO' (BUDI SANTOSO) berbeda dengan kolomnya (ANDI)",
    );
  });
});
