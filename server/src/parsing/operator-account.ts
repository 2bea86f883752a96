import { bankOfCell } from './banks.ts';

/**
 * The operator's account a BO cell names (`BCA - PT CONTOH MAKMUR - 0987654321`, `BCA`, `QRIS - TOKO - ID10...`): its
 * bank code and its number (the last part made of digits only, 6 or more), '' where the cell does not say.
 */
export function operatorAccount(cell: string): { bank: string; number: string } {
  const parts = cell
    .split(/\s+-\s+|\s*\|\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  const numbers = parts
    .slice(1)
    .map((p) => p.replace(/[\s.]/g, ''))
    .filter((p) => /^\d{6,}$/.test(p));
  return { bank: bankOfCell(cell), number: numbers.length > 0 ? numbers[numbers.length - 1]! : '' };
}
