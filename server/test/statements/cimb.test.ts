import { describe, expect, it } from 'vitest';
import { cimbFormat } from '../../src/modules/statements/parsers/cimb.ts';
import { errorOf, fixture, line, rowsOf, templateCsv } from './bank-support.ts';

const parse = (text: string) => cimbFormat.parse(text, {});

describe('CIMB template', () => {
  it('reads Debit/Kredit and the reference; only unambiguous keywords of the text are interpreted', () => {
    const result = parse(fixture('cimb-template.csv'));
    expect(result).toMatchObject({ ok: true, variant: 'cimb-template', warnings: [] });
    expect(rowsOf(result)).toEqual([
      line({
        line: 2, date: '2026-06-27', time: '10:15:00', direction: 'CR', amountSen: 15_000_000, balanceSen: 315_000_000,
        description: 'TRANSFER DARI ANDI WIJAYA', channel: 'OTHER', reference: 'TRX20260627001',
      }),
      // No reference column value: the BI-FAST reference written in the text is used.
      line({
        line: 3, date: '2026-06-27', time: '11:00:00', direction: 'CR', amountSen: 30_000_000, balanceSen: 345_000_000,
        description: 'BI FAST CR 20260627CENAIDJA010O0212345678 SITI AMINAH', channel: 'BI_FAST',
        reference: '20260627CENAIDJA010O0212345678',
      }),
      line({
        line: 4, date: '2026-06-27', time: '11:00:00', direction: 'DB', amountSen: 250_000, balanceSen: 344_750_000,
        description: 'BIAYA BI FAST', channel: 'FEE', reference: 'TRX20260627003',
      }),
      line({
        line: 5, date: '2026-06-30', time: '23:59:59', direction: 'CR', amountSen: 152_075, balanceSen: 344_902_075,
        description: 'BUNGA', channel: 'INTEREST',
      }),
    ]);
  });

  it('reads a return only from its opening words, never a bank it does not write', () => {
    expect(rowsOf(parse(fixture('cimb-returns.csv')))).toEqual([
      line({
        line: 2, date: '2026-07-01', time: '10:00:00', direction: 'DB', amountSen: 50_000_000, balanceSen: 250_000_000,
        description: 'BI FAST DB 20260701BNIAIDJA010O0200000001 ANDI WIJAYA', channel: 'BI_FAST', reference: 'TRX20260701001',
      }),
      line({
        line: 3, date: '2026-07-02', time: '10:00:00', direction: 'CR', amountSen: 50_000_000, balanceSen: 300_000_000,
        description: 'RETUR BI FAST 20260701BNIAIDJA010O0200000001 ANDI WIJAYA', channel: 'RETURN', reference: 'TRX20260702001',
      }),
      line({
        line: 4, date: '2026-07-02', time: '11:00:00', direction: 'CR', amountSen: 15_000_000, balanceSen: 315_000_000,
        description: 'TRANSFER DARI ANDI WIJAYA RETUR', channel: 'OTHER', reference: 'TRX20260702002',
      }),
    ]);
  });

  it('parses its own template into the example line', () => {
    expect(rowsOf(parse(templateCsv(cimbFormat.template)))).toEqual([
      line({
        line: 2, date: '2026-06-27', time: '10:15:00', direction: 'CR', amountSen: 15_000_000, balanceSen: 315_000_000,
        description: 'TRANSFER DARI ANDI WIJAYA', channel: 'OTHER', reference: 'TRX20260627001',
      }),
    ]);
  });
});

describe('broken CIMB files', () => {
  it.each([
    ['cimb-bad-amount.csv', "Baris 2: nominal '150,000.00' di kolom Kredit tidak valid (format: 1500000.00)"],
    // Month first is refused: Indonesian files are day first, and 27 is no month.
    ['cimb-bad-date.csv', "Baris 2: Tanggal '06/27/2026 10:15:00' tidak valid"],
    [
      'cimb-missing-column.csv',
      'Header template CIMB di baris 1 tidak lengkap: kolom No. Referensi tidak ada. Kolom yang diharapkan: Tanggal, Keterangan, ' +
        'Debit, Kredit, Saldo, No. Referensi. Ditemukan: Tanggal, Keterangan, Debit, Kredit, Saldo.',
    ],
    ['cimb-empty.csv', 'File CIMB tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).'],
    [
      'mandiri-kopra.csv',
      'File bukan format CIMB. Kolom yang diharapkan: Tanggal, Keterangan, Debit, Kredit, Saldo, No. Referensi. Ditemukan: AccountNo, ' +
        'Ccy, PostDate, Remarks, AdditionalDesc, Credit Amount, Debit Amount, Close Balance. ' +
        'File ini tampaknya CSV Mandiri Kopra: pilih kategori Bank, bank Mandiri.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name)))).toBe(message);
  });
});
