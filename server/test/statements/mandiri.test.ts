import { describe, expect, it } from 'vitest';
import { mandiriFormat } from '../../src/modules/statements/parsers/mandiri.ts';
import { manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import { atLine, errorOf, expectReading, fixture, itParsesItsOwnTemplate, itRefusesDamaged, row, rowsOf, rowsReadAs } from './bank-support.ts';

const parse = (text: string) => mandiriFormat.parse(text, {});

/** The example row of the Mandiri template, at line 2: also the first row of mandiri-template.csv. */
const MANDIRI_EXAMPLE = row(2, '2026-06-27 14:05:10', 'CR', 10_000_000, 200_450_000, {
  description: 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123',
  channel: 'INTRABANK',
  counterpartyBank: 'MANDIRI',
  counterpartyName: 'SITI AMINAH',
  counterpartyAccount: '1234567890123',
});

describe('Mandiri template', () => {
  it('reads Dana Masuk / Dana Keluar rows and derives names and accounts from the Livin narratives', async () => {
    const rows = rowsReadAs(parse(fixture('mandiri-template.csv')), { variant: 'mandiri-template' });
    expect(atLine(rows, 3)).toMatchObject({ counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA' });
    await expectReading(rows, 'mandiri-template.csv');
  });

  itParsesItsOwnTemplate(mandiriFormat.template, parse, MANDIRI_EXAMPLE);
});

describe('Mandiri Kopra CSV', () => {
  it('reads the semicolon export: English and Indonesian month names, plain amounts, padded remarks', async () => {
    await expectReading(rowsReadAs(parse(fixture('mandiri-kopra.csv')), { variant: 'mandiri-kopra' }), 'mandiri-kopra.csv');
  });
});

describe('Mandiri MCM CSV', () => {
  it('reads the legacy export: DD/MM/YY, both Description columns, Reference No., English amounts', async () => {
    const rows = rowsReadAs(parse(fixture('mandiri-mcm.csv')), { variant: 'mandiri-mcm' });
    expect(atLine(rows, 3)).toMatchObject({ date: '2026-01-22', reference: 'BF260122001' });
    await expectReading(rows, 'mandiri-mcm.csv');
  });
});

describe("Livin' e-Statement saved from Excel as CSV", () => {
  it('reads it as Convert Mutasi does: preamble, English sub-header, two rows per transaction, Indonesian numbers', async () => {
    const rows = rowsReadAs(parse(fixture('mandiri-livin.csv')), { variant: 'mandiri-livin', layout: "e-Statement Livin' Mandiri" });
    // Each transaction on the line of its first row, its time from the row below.
    expect(atLine(rows, 10)).toMatchObject({ date: '2026-08-01', time: '08:15:30', amountSen: 50_000_000 });
    // line 14: a second row with a time and no text: the text stays the first row's.
    // line 21: the payout of line 12 came back: same party, account and bank.
    await expectReading(rows, 'mandiri-livin.csv');
  });

  it('reads the comma-separated save with its one transaction, and the same file under Manual Mandiri', async () => {
    // The template's example transaction, below the e-Statement's preamble.
    await expectReading(rowsOf(parse(fixture('mandiri-livin-saved-as-csv.csv'))), 'mandiri-livin-saved-as-csv.csv');
    const manual = manualFormats.MANDIRI.parse(fixture('mandiri-livin.csv'), {});
    expect(manual).toMatchObject({ ok: true, variant: 'mandiri-livin' });
    // Exactly as the Mandiri category reads it (its golden: mandiri-livin.csv).
    expect(rowsOf(manual)).toEqual(rowsOf(parse(fixture('mandiri-livin.csv'))));
  });

  it('keeps no transaction from one file to the next: a time row without its transaction is refused', () => {
    const text = fixture('mandiri-livin.csv');
    expect(rowsOf(parse(text))).toHaveLength(9);
    const orphan = text.replace(/\r\n1;01 Agu 2026;[^\r]*/, '');
    expect(errorOf(parse(orphan))).toBe("Baris 8: jam '00:00:00 WIB' tanpa baris transaksi di atasnya");
  });

  itRefusesDamaged('mandiri-livin.csv', parse, [
    ['an amount written wrong', ['1.250.000,00', '1.25.000,00'], "Baris 8: nominal '1.25.000,00' di kolom Dana Masuk (IDR) tidak valid (format: 1.500.000,00)"],
    ['a date that does not exist', ['6;01 Agu 2026', '6;31 Sep 2026'], "Baris 18: Tanggal '31 Sep 2026' tidak valid"],
    [
      'money on a row that starts no transaction',
      ['6;01 Agu 2026;Pajak', ';;Pajak'],
      'Baris 18: ada nominal di baris tanpa No dan tanpa tanggal: tidak jelas milik transaksi mana',
    ],
    [
      'money on both sides',
      ['Pajak bunga;-;', 'Pajak bunga;1,00;'],
      'Baris 18: kolom Dana Keluar (IDR) dan Dana Masuk (IDR) keduanya terisi; isi salah satu saja',
    ],
    [
      'a lost column',
      [';Dana Keluar (IDR);', ';Keluar;'],
      "Header e-Statement Livin' Mandiri di baris 6 tidak lengkap: kolom Dana Keluar (IDR) tidak ada. Kolom yang diharapkan: Tanggal, " +
        'Keterangan, Dana Masuk (IDR), Dana Keluar (IDR). Ditemukan: No, Tanggal, Keterangan, Dana Masuk (IDR), Keluar, Saldo (IDR).',
    ],
  ]);
});

describe('Mandiri MCM memo', () => {
  it('keeps the memo `Transfer Fee` and what follows it out of the counterparty name', async () => {
    const rows = rowsReadAs(parse(fixture('mandiri-mcm-memo.csv')), { variant: 'mandiri-mcm' });
    // line 2: GoPay's company paid in: the wallet, no person.
    expect(atLine(rows, 3).counterpartyName).toBe('MUHAMMAD RIZKY ANANDA');
    expect(atLine(rows, 7).counterpartyName).toBe('BUDI SANTOSO');
    await expectReading(rows, 'mandiri-mcm-memo.csv');
  });
});

describe('Mandiri counterparty banks and money coming back', () => {
  it('names the sending bank or wallet where Livin writes it, and reads a return only where the kind stands', async () => {
    const rows = rowsOf(parse(fixture('mandiri-returns.csv')));
    // line 4: the payout of line 2 came back: the return names the same party, account and bank.
    expect(atLine(rows, 4)).toMatchObject({ channel: 'RETURN', counterpartyName: 'ANDI WIJAYA', counterpartyBank: 'BCA' });
    // line 5: the sender's memo says retur: still a deposit.
    expect(atLine(rows, 5).channel).toBe('BI_FAST');
    expect(atLine(rows, 6).counterpartyBank).toBe('DANA');
    // line 7: Bank Mandiri Taspen is another bank: no code, and not an intrabank transfer.
    expect(atLine(rows, 7)).toMatchObject({ channel: 'OTHER', counterpartyBank: '' });
    await expectReading(rows, 'mandiri-returns.csv');
  });
});

describe('broken Mandiri files', () => {
  it.each([
    ['mandiri-bad-date.csv', "Baris 3: PostDate '31 Februari 2026 10:02:11' tidak valid"],
    ['mandiri-bad-amount.csv', "Baris 2: nominal '41.300,00' di kolom Credit tidak valid (format: 1,500,000.00)"],
    ['mandiri-both-sides.csv', 'Baris 2: kolom Dana Keluar dan Dana Masuk keduanya terisi; isi salah satu saja'],
    [
      'mandiri-missing-column.csv',
      'Header template Mandiri di baris 1 tidak lengkap: kolom Dana Keluar tidak ada. Kolom yang diharapkan: Tanggal, Keterangan, ' +
        'Dana Masuk, Dana Keluar, Saldo. Ditemukan: Tanggal, Keterangan, Dana Masuk, Saldo.',
    ],
    [
      'bca-bisnis.csv',
      'File bukan format Mandiri. Kolom yang diharapkan: Tanggal, Keterangan, Dana Masuk, Dana Keluar, Saldo. Ditemukan: Tanggal Transaksi, ' +
        "Keterangan, Cabang, Jumlah, Saldo. Juga diterima: CSV Mandiri Kopra, CSV Mandiri MCM, e-Statement Livin' Mandiri. " +
        'File ini tampaknya CSV KlikBCA Bisnis: pilih kategori Bank, bank BCA.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name)))).toBe(message);
  });

  it('refuses a row whose both amount columns are empty, and a header without rows', () => {
    const header = 'Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo\n';
    expect(errorOf(parse(`${header}27/06/2026,Biaya Adm,,0,\n`))).toBe('Baris 2: nominal kosong: kolom Dana Keluar dan Dana Masuk keduanya kosong atau 0');
    expect(errorOf(parse(header))).toBe('File Mandiri tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).');
  });
});
