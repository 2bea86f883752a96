import { describe, expect, it } from 'vitest';
import { parsePlayerBank } from '../../src/modules/bo/player-bank.ts';

describe('parsePlayerBank', () => {
  it.each([
    ['BCA - BUDI SANTOSO - 1234567890', 'BCA', 'BUDI SANTOSO', '1234567890'],
    ['BCA-BUDI', 'BCA', 'BUDI', ''],
    ['BCA-BUDI SANTOSO-1234567890', 'BCA', 'BUDI SANTOSO', '1234567890'],
    ['BCA/1234567890/BUDI SANTOSO', 'BCA', 'BUDI SANTOSO', '1234567890'],
    ['BRI-SITI NUR-AINI-0123 456 789', 'BRI', 'SITI NUR-AINI', '0123456789'],
    // Parts in another order: the bank is the part that names one, never an account name of the player.
    ['BUDI SANTOSO - BCA - 1234567890', 'BCA', 'BUDI SANTOSO', '1234567890'],
    ['1234567890 - BCA - BUDI SANTOSO', 'BCA', 'BUDI SANTOSO', '1234567890'],
    // A first part no bank is named, and nothing else names one, stays the bank as written.
    ['BANK KITA - BUDI SANTOSO - 1234567890', 'BANK KITA', 'BUDI SANTOSO', '1234567890'],
    ['NUR-AINI', 'NUR-AINI', '', ''],
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
    expect(() => parsePlayerBank('BCA - BUDI SANTOSO', { accountName: 'ANDI' })).toThrow(
      "nama rekening di 'BCA - BUDI SANTOSO' (BUDI SANTOSO) berbeda dengan kolomnya (ANDI)",
    );
  });
});
