import { describe, expect, it } from 'vitest';
import { mandiriFormat } from '../../src/modules/statements/parsers/mandiri.ts';
import { manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import { errorOf, fixture, golden, itParsesItsOwnTemplate, itRefusesDamaged, row, rowsOf, rowsReadAs } from './bank-support.ts';

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
    expect(await golden(rowsReadAs(parse(fixture('mandiri-template.csv')), { variant: 'mandiri-template' }), 'mandiri-template.csv')).toEqual([
      MANDIRI_EXAMPLE,
      row(3, '2026-06-27 15:12:40', 'CR', 25_000_000, 225_450_000, {
        description: 'Transfer BI Fast Dari BANK CENTRAL ASIA ANDI WIJAYA 0123456789 -',
        channel: 'BI_FAST',
        counterpartyBank: 'BCA',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '0123456789',
      }),
      row(4, '2026-06-27 16:00:00', 'DB', 50_000_000, 175_450_000, {
        description: 'Transfer BI Fast Ke BANK NEGARA INDONESIA RINA MARLINA 0987654321 -',
        channel: 'BI_FAST',
        counterpartyBank: 'BNI',
        counterpartyName: 'RINA MARLINA',
        counterpartyAccount: '0987654321',
      }),
      row(5, '2026-06-27 16:00:00', 'DB', 250_000, 175_200_000, { description: 'Biaya transfer BI Fast', channel: 'FEE' }),
      row(6, '2026-06-28 08:30:00', 'DB', 30_000_000, 145_200_000, {
        description: 'MCM InhouseTrf KE PT SUMBER REJEKI',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'PT SUMBER REJEKI',
      }),
      row(7, '2026-06-28 10:45:00', 'CR', 7_500_000, 152_700_000, {
        description: 'Transfer dari Bank lain BANK BRI DEWI LESTARI 1122334455667',
        channel: 'SWITCHING',
        counterpartyBank: 'BRI',
        counterpartyName: 'DEWI LESTARI',
        counterpartyAccount: '1122334455667',
      }),
    ]);
  });

  itParsesItsOwnTemplate(mandiriFormat.template, parse, MANDIRI_EXAMPLE);
});

describe('Mandiri Kopra CSV', () => {
  it('reads the semicolon export: English and Indonesian month names, plain amounts, padded remarks', async () => {
    expect(await golden(rowsReadAs(parse(fixture('mandiri-kopra.csv')), { variant: 'mandiri-kopra' }), 'mandiri-kopra.csv')).toEqual([
      row(2, '2026-03-16 09:34:53', 'CR', 100_000_000, 1_483_893_264, {
        description: 'PT CONTOH ABADI Trf Inw CN BANK CENTRAL ASIA',
        channel: 'OTHER',
        counterpartyBank: 'BCA',
        counterpartyName: 'PT CONTOH ABADI',
      }),
      row(3, '2026-03-16 10:02:11', 'CR', 35_000_000, 1_518_893_264, {
        description: 'Transfer BI Fast Dari BANK BRI BAMBANG SUSILO 2233445566 -',
        channel: 'BI_FAST',
        counterpartyBank: 'BRI',
        counterpartyName: 'BAMBANG SUSILO',
        counterpartyAccount: '2233445566',
      }),
      row(4, '2026-03-17 08:00:00', 'DB', 1_250_000, 1_517_643_264, { description: 'Biaya Adm', channel: 'FEE' }),
      row(5, '2026-03-17 11:20:05', 'DB', 200_000_000, 1_317_643_264, {
        description: 'MCM InhouseTrf KE  LINDA KUSUMA G0750709 1703',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'LINDA KUSUMA',
      }),
    ]);
  });
});

describe('Mandiri MCM CSV', () => {
  it('reads the legacy export: DD/MM/YY, both Description columns, Reference No., English amounts', async () => {
    expect(await golden(rowsReadAs(parse(fixture('mandiri-mcm.csv')), { variant: 'mandiri-mcm' }), 'mandiri-mcm.csv')).toEqual([
      row(2, '2026-01-22', 'CR', 4_130_000, null, {
        description: 'MCM InhouseTrf  DARI PT CONTOH G0750709 2201  WLST1e62',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'PT CONTOH',
        reference: 'WLST1e62',
      }),
      row(3, '2026-01-22', 'CR', 125_000_000, null, {
        description: 'Transfer BI Fast Dari BANK CENTRAL ASIA YULIA PRATIWI 0123456789 - 20260122CENAIDJA010O0212345678',
        channel: 'BI_FAST',
        counterpartyBank: 'BCA',
        counterpartyName: 'YULIA PRATIWI',
        counterpartyAccount: '0123456789',
        reference: 'BF260122001',
      }),
      row(4, '2026-01-23', 'DB', 50_000_000, null, {
        description: 'MCM InhouseTrf  KE HENDRA GUNAWAN G0750710 2301  WLST1e63',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'HENDRA GUNAWAN',
        reference: 'WLST1e63',
      }),
    ]);
  });
});

describe("Livin' e-Statement saved from Excel as CSV", () => {
  it('reads it as Convert Mutasi does: preamble, English sub-header, two rows per transaction, Indonesian numbers', async () => {
    expect(
      await golden(rowsReadAs(parse(fixture('mandiri-livin.csv')), { variant: 'mandiri-livin', layout: "e-Statement Livin' Mandiri" }), 'mandiri-livin.csv'),
    ).toEqual(LIVIN_LINES);
  });

  it('reads the comma-separated save with its one transaction, and the same file under Manual Mandiri', async () => {
    // The template's example transaction, below the e-Statement's preamble.
    expect(await golden(rowsOf(parse(fixture('mandiri-livin-saved-as-csv.csv'))), 'mandiri-livin-saved-as-csv.csv')).toEqual([{ ...MANDIRI_EXAMPLE, line: 6 }]);
    const manual = manualFormats.MANDIRI.parse(fixture('mandiri-livin.csv'), {});
    expect(manual).toMatchObject({ ok: true, variant: 'mandiri-livin' });
    expect(rowsOf(manual)).toEqual(LIVIN_LINES);
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
    expect(await golden(rowsReadAs(parse(fixture('mandiri-mcm-memo.csv')), { variant: 'mandiri-mcm' }), 'mandiri-mcm-memo.csv')).toEqual([
      // GoPay's company paid in: the wallet, no person.
      row(2, '2026-08-01', 'CR', 4_130_000, null, {
        description: 'MCM InhouseTrf  DARI DOMPET ANAK BANGSA Transfer Fee            4029918273645501 G081120301 0108       WLST7f3a90c2d41b',
        channel: 'VA_EWALLET',
        counterpartyBank: 'GOPAY',
        reference: 'WLST7f3a90c2d41b',
      }),
      row(3, '2026-08-01', 'DB', 200_000_000, null, {
        description: 'MCM InhouseTrf KE MUHAMMAD RIZKY ANANDA Transfer Fee G075070945 0108  WLST2a7c',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'MUHAMMAD RIZKY ANANDA',
        reference: 'WLST2a7c',
      }),
      row(5, '2026-08-01', 'CR', 35_000_000, null, {
        description: 'MCM InhouseTrf CS-CS DARI HARUM MANIS, CV G075070946 0108  WLST3b8d',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'HARUM MANIS, CV',
        reference: 'WLST3b8d',
      }),
      row(6, '2026-08-02', 'CR', 45_368_400, null, { description: 'DR 0000031478820 KR 1370012345678 72940118823/SUMBER REJEKI/BKS', channel: 'OTHER' }),
      row(7, '2026-08-02', 'DB', 15_000_000, null, {
        description: 'MCM InhouseTrf KE BUDI SANTOSO        TRANSFER FEE G075070947 0208  WLST4c9e',
        channel: 'INTRABANK',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'BUDI SANTOSO',
        reference: 'WLST4c9e',
      }),
    ]);
  });
});

describe('Mandiri counterparty banks and money coming back', () => {
  it('names the sending bank or wallet where Livin writes it, and reads a return only where the kind stands', async () => {
    expect(await golden(rowsOf(parse(fixture('mandiri-returns.csv'))), 'mandiri-returns.csv')).toEqual([
      row(2, '2026-07-01 10:00:00', 'DB', 50_000_000, 150_000_000, {
        description: 'Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789 -',
        channel: 'BI_FAST',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '0123456789',
        counterpartyBank: 'BCA',
      }),
      row(3, '2026-07-01 10:00:00', 'DB', 250_000, 149_750_000, { description: 'Biaya transfer BI Fast', channel: 'FEE' }),
      // The payout above came back: the return names the same party, account and bank.
      row(4, '2026-07-02 09:15:00', 'CR', 50_000_000, 199_750_000, {
        description: 'Pengembalian dana Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789',
        channel: 'RETURN',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '0123456789',
        counterpartyBank: 'BCA',
      }),
      // The sender's memo says retur: still a deposit.
      row(5, '2026-07-02 11:20:00', 'CR', 15_000_000, 214_750_000, {
        description: 'Transfer BI Fast Dari BCA SITI AMINAH 0234567890 - retur',
        channel: 'BI_FAST',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '0234567890',
        counterpartyBank: 'BCA',
      }),
      row(6, '2026-07-02 12:00:00', 'CR', 5_000_000, 219_750_000, {
        description: 'Transfer BI Fast Dari KANISAH 6285283743827 DANA20260702',
        channel: 'BI_FAST',
        counterpartyName: 'KANISAH',
        counterpartyAccount: '6285283743827',
        counterpartyBank: 'DANA',
      }),
      // Bank Mandiri Taspen is another bank: no code, and not an intrabank transfer.
      row(7, '2026-07-02 13:00:00', 'CR', 7_500_000, 227_250_000, {
        description: 'Transfer dari BANK MANDIRI TASPEN RUDI HARTONO 1234567890',
        channel: 'OTHER',
        counterpartyName: 'RUDI HARTONO',
        counterpartyAccount: '1234567890',
      }),
    ]);
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

/** mandiri-livin.csv as read: each transaction on the line of its first row, its time from the row below. */
const LIVIN_LINES = [
  row(8, '2026-08-01 00:00:00', 'CR', 125_000_000, 625_000_000, {
    description: 'Transfer BI Fast Dari BANK CENTRAL ASIA MUHAMMAD RIZKY ANANDA PRATAMA 0123456789 - deposit, top up',
    channel: 'BI_FAST',
    counterpartyName: 'MUHAMMAD RIZKY ANANDA PRATAMA',
    counterpartyAccount: '0123456789',
    counterpartyBank: 'BCA',
  }),
  row(10, '2026-08-01 08:15:30', 'CR', 50_000_000, 675_000_000, {
    description: 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123',
    channel: 'INTRABANK',
    counterpartyName: 'SITI AMINAH',
    counterpartyAccount: '1234567890123',
    counterpartyBank: 'MANDIRI',
  }),
  row(12, '2026-08-01 10:02:11', 'DB', 200_000_000, 475_000_000, {
    description: 'Transfer BI Fast Ke BCA ANDI WIJAYA 0987654321 -',
    channel: 'BI_FAST',
    counterpartyName: 'ANDI WIJAYA',
    counterpartyAccount: '0987654321',
    counterpartyBank: 'BCA',
  }),
  // A second row with a time and no text: the text stays the first row's.
  row(14, '2026-08-01 10:02:11', 'DB', 250_000, 474_750_000, { description: 'Biaya transfer BI Fast', channel: 'FEE' }),
  row(16, '2026-08-01 23:59:59', 'CR', 1_500_050, 476_250_050, { description: 'Bunga', channel: 'INTEREST' }),
  row(18, '2026-08-01 23:59:59', 'DB', 300_010, 475_950_040, { description: 'Pajak bunga', channel: 'TAX' }),
  // The payout of line 12 came back: same party, account and bank.
  row(21, '2026-08-02 09:40:00', 'CR', 200_000_000, 675_950_040, {
    description: 'Pengembalian dana Transfer BI Fast Ke BCA ANDI WIJAYA 0987654321',
    channel: 'RETURN',
    counterpartyName: 'ANDI WIJAYA',
    counterpartyAccount: '0987654321',
    counterpartyBank: 'BCA',
  }),
  row(23, '2026-08-02 11:05:00', 'CR', 75_000_000, 750_950_040, {
    description: 'Transfer dari Bank lain BANK BRI DEWI LESTARI 1122334455667 WD; 0208',
    channel: 'SWITCHING',
    counterpartyName: 'DEWI LESTARI',
    counterpartyAccount: '1122334455667',
    counterpartyBank: 'BRI',
  }),
  row(25, '2026-08-02 12:30:00', 'CR', 10_000_000, 760_950_040, {
    description: 'Transfer antar Mandiri DARI DOMPET ANAK BANGSA GoPay Bank Transfer 0812345678901',
    channel: 'VA_EWALLET',
    counterpartyBank: 'GOPAY',
  }),
];
