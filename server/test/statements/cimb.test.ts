import { describe, expect, it } from 'vitest';
import { cimbFormat } from '../../src/modules/statements/parsers/cimb.ts';
import { atLine, errorOf, expectReading, fixture, itParsesItsOwnTemplate, itRefusesDamaged, row, rowsOf, rowsReadAs } from './bank-support.ts';

const parse = (text: string) => cimbFormat.parse(text, {});

/** The example row of the CIMB template: also the first row of cimb-template.csv. */
const CIMB_EXAMPLE = row(2, '2026-06-27 10:15:00', 'CR', 15_000_000, 315_000_000, {
  description: 'TRANSFER DARI ANDI WIJAYA',
  channel: 'OTHER',
  reference: 'TRX20260627001',
});

describe('CIMB template', () => {
  it('reads Debit/Kredit and the reference; only unambiguous keywords of the text are interpreted', async () => {
    const rows = rowsReadAs(parse(fixture('cimb-template.csv')), { variant: 'cimb-template' });
    // line 3: no reference in its column, the BI-FAST reference in the text is used.
    expect(atLine(rows, 3)).toMatchObject({ channel: 'BI_FAST', reference: '20260627CENAIDJA010O0212345678' });
    await expectReading(rows, 'cimb-template.csv');
  });

  it('reads a return only from its opening words, never a bank it does not write', async () => {
    const rows = rowsOf(parse(fixture('cimb-returns.csv')));
    // line 4: RETUR at the end of the text: no return.
    expect(rows.map((l) => [l.line, l.channel, l.counterpartyBank])).toEqual([
      [2, 'BI_FAST', ''],
      [3, 'RETURN', ''],
      [4, 'OTHER', ''],
    ]);
    await expectReading(rows, 'cimb-returns.csv');
  });

  itParsesItsOwnTemplate(cimbFormat.template, parse, CIMB_EXAMPLE);
});

describe('CIMB Niaga OCTO CSV', () => {
  it('reads the `;` table below its title rows: Deskripsi as Keterangan, 01-Aug-2026 dates, 0 or - for no amount, optional reference', async () => {
    const rows = rowsReadAs(parse(fixture('cimb-octo.csv')), { variant: 'cimb-octo', layout: 'CSV CIMB Niaga OCTO' });
    // line 14: the payout of line 9 came back; a date without a time keeps no time.
    expect(atLine(rows, 14)).toMatchObject({ channel: 'RETURN', date: '2026-08-02', time: null });
    expect(atLine(rows, 11).reference).toBe('');
    await expectReading(rows, 'cimb-octo.csv');
  });

  it('reads it without Saldo and No. Referensi', () => {
    expect(rowsOf(parse('Tanggal;Deskripsi;Debit;Kredit\n01-Aug-2026 14:05;TRANSFER DARI SITI AMINAH;0;50000\n'))).toEqual([
      row(2, '2026-08-01 14:05:00', 'CR', 5_000_000, null, { description: 'TRANSFER DARI SITI AMINAH', channel: 'OTHER' }),
    ]);
  });

  itRefusesDamaged('cimb-octo.csv', parse, [
    ['a date that does not exist', ['02-Aug-2026 10:15:00', '31-Sep-2026 10:15:00'], "Baris 15: Tanggal '31-Sep-2026 10:15:00' tidak valid"],
    ['money on both sides', [';2500;0;', ';2500;2500;'], 'Baris 10: kolom Debit dan Kredit keduanya terisi; isi salah satu saja'],
    [
      'a lost column',
      [';Kredit;', ';'],
      'Header CSV CIMB Niaga OCTO di baris 6 tidak lengkap: kolom Kredit tidak ada. Kolom yang diharapkan: Tanggal, Deskripsi, Debit, ' +
        'Kredit. Ditemukan: Tanggal, Deskripsi, Debit, Saldo, No. Referensi.',
    ],
  ]);
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
        'Ccy, PostDate, Remarks, AdditionalDesc, Credit Amount, Debit Amount, Close Balance. Juga diterima: CSV CIMB Niaga OCTO. ' +
        'File ini tampaknya CSV Mandiri Kopra: pilih kategori Bank, bank Mandiri.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name)))).toBe(message);
  });
});
