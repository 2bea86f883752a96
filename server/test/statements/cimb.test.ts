import { describe, expect, it } from 'vitest';
import { cimbFormat } from '../../src/modules/statements/parsers/cimb.ts';
import { errorOf, fixture, golden, itParsesItsOwnTemplate, itRefusesDamaged, row, rowsOf, rowsReadAs } from './bank-support.ts';

const parse = (text: string) => cimbFormat.parse(text, {});

/** The example row of the CIMB template: also the first row of cimb-template.csv. */
const CIMB_EXAMPLE = row(2, '2026-06-27 10:15:00', 'CR', 15_000_000, 315_000_000, {
  description: 'TRANSFER DARI ANDI WIJAYA',
  channel: 'OTHER',
  reference: 'TRX20260627001',
});

describe('CIMB template', () => {
  it('reads Debit/Kredit and the reference; only unambiguous keywords of the text are interpreted', async () => {
    expect(await golden(rowsReadAs(parse(fixture('cimb-template.csv')), { variant: 'cimb-template' }), 'cimb-template.csv')).toEqual([
      CIMB_EXAMPLE,
      // No reference column value: the BI-FAST reference written in the text is used.
      row(3, '2026-06-27 11:00:00', 'CR', 30_000_000, 345_000_000, {
        description: 'BI FAST CR 20260627CENAIDJA010O0212345678 SITI AMINAH',
        channel: 'BI_FAST',
        reference: '20260627CENAIDJA010O0212345678',
      }),
      row(4, '2026-06-27 11:00:00', 'DB', 250_000, 344_750_000, { description: 'BIAYA BI FAST', channel: 'FEE', reference: 'TRX20260627003' }),
      row(5, '2026-06-30 23:59:59', 'CR', 152_075, 344_902_075, { description: 'BUNGA', channel: 'INTEREST' }),
    ]);
  });

  it('reads a return only from its opening words, never a bank it does not write', async () => {
    expect(await golden(rowsOf(parse(fixture('cimb-returns.csv'))), 'cimb-returns.csv')).toEqual([
      row(2, '2026-07-01 10:00:00', 'DB', 50_000_000, 250_000_000, {
        description: 'BI FAST DB 20260701BNIAIDJA010O0200000001 ANDI WIJAYA',
        channel: 'BI_FAST',
        reference: 'TRX20260701001',
      }),
      row(3, '2026-07-02 10:00:00', 'CR', 50_000_000, 300_000_000, {
        description: 'RETUR BI FAST 20260701BNIAIDJA010O0200000001 ANDI WIJAYA',
        channel: 'RETURN',
        reference: 'TRX20260702001',
      }),
      row(4, '2026-07-02 11:00:00', 'CR', 15_000_000, 315_000_000, {
        description: 'TRANSFER DARI ANDI WIJAYA RETUR',
        channel: 'OTHER',
        reference: 'TRX20260702002',
      }),
    ]);
  });

  itParsesItsOwnTemplate(cimbFormat.template, parse, CIMB_EXAMPLE);
});

describe('CIMB Niaga OCTO CSV', () => {
  it('reads the `;` table below its title rows: Deskripsi as Keterangan, 01-Aug-2026 dates, 0 or - for no amount, optional reference', async () => {
    expect(await golden(rowsReadAs(parse(fixture('cimb-octo.csv')), { variant: 'cimb-octo', layout: 'CSV CIMB Niaga OCTO' }), 'cimb-octo.csv')).toEqual([
      row(7, '2026-08-01 00:00:00', 'CR', 150_000_000, 650_000_000, {
        description: 'TRANSFER DARI MUHAMMAD RIZKY ANANDA PRATAMA, SE',
        channel: 'OTHER',
        reference: 'OCT2608010001',
      }),
      row(8, '2026-08-01 09:10:00', 'CR', 25_000_000, 675_000_000, {
        description: 'BI FAST CR 20260801CENAIDJA010O0212345678 SITI AMINAH',
        channel: 'BI_FAST',
        reference: '20260801CENAIDJA010O0212345678',
      }),
      row(9, '2026-08-01 09:30:00', 'DB', 200_000_000, 475_000_000, {
        description: 'TRANSFER KE ANDI WIJAYA; WD 0108',
        channel: 'OTHER',
        reference: 'OCT2608010003',
      }),
      row(10, '2026-08-01 09:30:00', 'DB', 250_000, 474_750_000, { description: 'BIAYA TRANSFER BI FAST', channel: 'FEE', reference: 'OCT2608010004' }),
      row(11, '2026-08-01 23:59:00', 'CR', 152_075, 474_902_075, { description: 'BUNGA', channel: 'INTEREST' }),
      row(12, '2026-08-01 23:59:00', 'DB', 30_415, 474_871_660, { description: 'PAJAK BUNGA', channel: 'TAX' }),
      // The payout of line 9 came back; a date without a time keeps no time.
      row(14, '2026-08-02', 'CR', 200_000_000, 674_871_660, {
        description: 'RETUR BI FAST 20260801BNIAIDJA010O0200000001 ANDI WIJAYA',
        channel: 'RETURN',
        reference: 'OCT2608020001',
      }),
      row(15, '2026-08-02 10:15:00', 'DB', 1_250_000, 673_621_660, { description: 'ADM BULANAN', channel: 'FEE', reference: 'OCT2608020002' }),
    ]);
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
