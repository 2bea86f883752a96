import { describe, expect, it } from 'vitest';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { errorOf, fixture, golden, itParsesItsOwnTemplate, row, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** The example row of the BCA template: also the first row of bca-template.csv. */
const BCA_EXAMPLE = row(2, '2026-06-27 14:05:10', 'CR', 25_000_000, 521_463_700, {
  description: 'TRSF E-BANKING CR 2706/FTSCY/WS95031 250000.00BUDI SANTOSO',
  channel: 'INTRABANK',
  counterpartyBank: 'BCA',
  counterpartyName: 'BUDI SANTOSO',
});

describe('BCA template', () => {
  it('reads every row: dates with and without time, plain amounts, DB/CR in any case, empty balance', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-template.csv')), { variant: 'bca-template' }), 'bca-template.csv')).toEqual([
      BCA_EXAMPLE,
      row(3, '2026-06-27 14:10:00', 'CR', 15_000_000, 536_463_700, {
        description: 'BI-FAST CR TRANSFER   DR 451 NUR HIDAYAH',
        channel: 'BI_FAST',
        counterpartyBank: 'BSI',
        counterpartyName: 'NUR HIDAYAH',
      }),
      row(4, '2026-06-27 15:00:00', 'DB', 250_000, 536_213_700, {
        description: 'BI-FAST DB BIAYA TXN KE 009 ANDI WIJAYA',
        channel: 'FEE',
        counterpartyBank: 'BNI',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(5, '2026-06-27 15:30:45', 'CR', 100_000_000, 636_213_700, { description: 'SETORAN TUNAI', channel: 'CASH' }),
      row(6, '2026-06-28 09:00:00', 'CR', 37_720_100, 673_933_800, {
        description: 'KR OTOMATIS MID : 885000000001 TOKO CONTOH TGH: 379500.00 DDR: 2299.00',
        channel: 'CARD',
        grossSen: 37_950_000,
        feeSen: 229_900,
      }),
      row(7, '2026-06-28', 'DB', 30_000_000, null, { description: 'BYR VIA E-BANKING 2806/FTSCY/WS95031 PLN', channel: 'OTHER' }),
    ]);
  });

  itParsesItsOwnTemplate(bcaFormat.template, parse, BCA_EXAMPLE);
});

describe('KlikBCA individual CSV', () => {
  it('reads the "=" export: quote guards, dd/mm dates in the statement year, PEND, summary lines', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-klikbca.csv'), '2026-06-30'), { variant: 'bca-klikbca' }), 'bca-klikbca.csv')).toEqual([
      row(6, '2026-06-27', 'CR', 10_000_000, 496_463_700, {
        description: 'TRSF E-BANKING CR 2706/FTSCY/WS95031 100000.00BUDI SANTOSO',
        channel: 'INTRABANK',
        counterpartyBank: 'BCA',
        counterpartyName: 'BUDI SANTOSO',
      }),
      // The memo "SBGP 02, 08 SEPTEM" fills one 18-character field; its unquoted comma split the row.
      row(7, '2026-06-27', 'CR', 25_000_000, 521_463_700, {
        description: 'TRSF E-BANKING CR 2706/FTSCY/WS95031 250000.00SBGP 02, 08 SEPTEMSITI AMINAH',
        channel: 'INTRABANK',
        counterpartyBank: 'BCA',
        counterpartyName: 'SITI AMINAH',
      }),
      row(8, '2026-06-27', 'DB', 50_000_000, 471_463_700, {
        description: 'BI-FAST DB TRANSFER   KE 009 ANDI WIJAYA  KBI',
        channel: 'BI_FAST',
        counterpartyBank: 'BNI',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(9, '2026-06-27', 'DB', 250_000, 471_213_700, {
        description: 'BI-FAST DB BIAYA TXN KE 009 ANDI WIJAYA',
        channel: 'FEE',
        counterpartyBank: 'BNI',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(10, '2026-06-28', 'CR', 7_500_000, 478_713_700, {
        description: 'SWITCHING CR TRANSFER DR 013 RINA MARLINA PERMATA',
        channel: 'SWITCHING',
        counterpartyBank: 'PERMATA',
        counterpartyName: 'RINA MARLINA',
      }),
      row(11, '2026-06-28', 'DB', 5_000_000, 473_713_700, {
        description: 'TRSF E-BANKING DB 2806/FTFVA/WS95011 39010/DANA - - 081234567890',
        channel: 'VA_EWALLET',
        counterpartyBank: 'DANA',
        counterpartyAccount: '081234567890',
      }),
      row(12, '2026-06-29', 'CR', 220_863_060, 694_576_760, {
        description: 'KR OTOMATIS TANGGAL :28/06 MID : 885000000002 TOKO CONTOH QR : 2224200.00 DDR: 15569.40',
        channel: 'QRIS',
        grossSen: 222_420_000,
        feeSen: 1_556_940,
      }),
      row(13, '2026-06-30', 'CR', 123_456, 694_700_216, { description: 'BUNGA', channel: 'INTEREST' }),
      row(14, '2026-06-30', 'DB', 24_691, 694_675_525, { description: 'PAJAK BUNGA', channel: 'TAX' }),
      row(15, '2026-06-30', 'CR', 5_000_000, null, {
        description: 'TRSF E-BANKING CR 3006/FTSCY/WS95031 50000.00DEWI LESTARI',
        channel: 'INTRABANK',
        pending: true,
        counterpartyBank: 'BCA',
        counterpartyName: 'DEWI LESTARI',
      }),
    ]);
  });

  it('puts 31/12 in the year before a January statement date, and dates PEND rows from TANGGAL :dd/mm', async () => {
    expect(await golden(rowsOf(parse(fixture('bca-klikbca-new-year.csv'), '2027-01-02')), 'bca-klikbca-new-year.csv')).toEqual([
      row(6, '2026-12-31', 'CR', 30_000_000, 130_000_000, {
        description: 'TRSF E-BANKING CR 3112/FTSCY/WS95051 300000.00HENDRA GUNAWAN',
        channel: 'INTRABANK',
        counterpartyBank: 'BCA',
        counterpartyName: 'HENDRA GUNAWAN',
      }),
      row(7, '2027-01-01', 'CR', 20_000_000, 150_000_000, {
        description: 'BI-FAST CR TRANSFER   DR 002 YULIA PRATIWI',
        channel: 'BI_FAST',
        counterpartyBank: 'BRI',
        counterpartyName: 'YULIA PRATIWI',
      }),
      row(8, '2027-01-02', 'CR', 12_500_000, null, {
        description: 'BI-FAST CR TANGGAL :02/01 TRANSFER DR 008 AGUS SETIAWAN',
        channel: 'BI_FAST',
        pending: true,
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'AGUS SETIAWAN',
      }),
    ]);
  });

  it('puts 01/01 in the year after a 31 December statement date', () => {
    const text = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'01/01,BUNGA,'0000,10.00,CR,10.00\n";
    expect(rowsOf(parse(text, '2026-12-31'))[0]!.date).toBe('2027-01-01');
  });

  it('takes the year from the Periode line when no statement date is given, and reads full dd/mm/yyyy dates', () => {
    const text = [
      "Periode,=,'01/06/2026 - 30/06/2026",
      'Tanggal,Keterangan,Cabang,Jumlah,,Saldo',
      "'27/06,BUNGA,'0000,10.00,CR,10.00",
      "'28/06/2026,BUNGA,'0000,10.00,CR,20.00",
    ].join('\n');
    expect(rowsOf(parse(text)).map((l) => l.date)).toEqual(['2026-06-27', '2026-06-28']);
  });

  it("reads year-less dates in the year of the file's Periode, not a statement date picked in the wrong year, and warns", () => {
    const text = [
      "Periode,=,'01/11/2026 - 25/11/2026",
      'Tanggal,Keterangan,Cabang,Jumlah,,Saldo',
      "'25/11,BUNGA,'0000,10.00,CR,10.00",
      "'PEND,BI-FAST CR TANGGAL :25/11 TRANSFER DR 008 AGUS SETIAWAN,'0000,10.00,CR,",
      "'PEND,SETORAN TUNAI,'0000,10.00,CR,",
    ].join('\n');
    const result = parse(text, '2025-11-25');
    expect(rowsOf(result).map((l) => l.date)).toEqual(['2026-11-25', '2026-11-25', '2026-11-25']);
    const pendWarning = 'Baris 5: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal akhir Periode file 2026-11-25.';
    expect(result).toMatchObject({
      warnings: ['Tanggal mutasi 2025-11-25 jauh dari Periode file (2026-11-01 s.d. 2026-11-25): periksa tanggal yang dipilih.', pendWarning],
    });
    // A statement date in or near the period says nothing of it.
    expect(parse(text, '2026-11-26')).toMatchObject({ ok: true, warnings: [pendWarning] });
  });

  it('dates a PEND row without a date in its text on the statement date, with a warning', () => {
    const text = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'PEND,SETORAN TUNAI,'0000,10.00,CR,\n";
    const result = parse(text, '2026-06-30');
    expect(result).toMatchObject({
      ok: true,
      warnings: ['Baris 2: tanggal baris PEND tidak tertulis di keterangan; dipakai tanggal mutasi 2026-06-30.'],
    });
    expect(rowsOf(result)[0]).toMatchObject({ date: '2026-06-30', pending: true });
  });

  it('refuses dates without a year when no statement date or period is known', () => {
    const text = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'27/06,BUNGA,'0000,10.00,CR,10.00\n";
    expect(errorOf(parse(text))).toBe("Baris 2: Tanggal '27/06' tanpa tahun, dan tanggal mutasi tidak diisi");
    const pend = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'PEND,SETORAN TUNAI,'0000,10.00,CR,\n";
    expect(errorOf(parse(pend))).toBe('Baris 2: tanggal baris PEND tidak dapat ditentukan: isi tanggal mutasi');
  });

  it('warns when the summary totals differ from the rows read', () => {
    const text = "Tanggal,Keterangan,Cabang,Jumlah,,Saldo\n'27/06,BUNGA,'0000,10.00,CR,10.00\nMutasi Kredit,=,15.00\nMutasi Debet,=,0.00\n";
    expect(parse(text, '2026-06-30')).toMatchObject({
      ok: true,
      warnings: ['Baris 3: Mutasi Kredit di file 15.00, jumlah baris yang terbaca 10.00.'],
    });
  });

  it('accepts semicolons, tabs and a byte order mark', () => {
    const rows = [
      "Tanggal;Keterangan;Cabang;Jumlah;;Saldo\n'27/06;BUNGA;'0000;10.00;CR;10.00\n",
      "\uFEFFTanggal\tKeterangan\tCabang\tJumlah\t\tSaldo\n'27/06\tBUNGA\t'0000\t10.00\tCR\t10.00\n",
    ].map((text) => parse(text, '2026-06-30'));
    for (const result of rows) {
      expect(rowsOf(result)).toEqual([row(2, '2026-06-27', 'CR', 1_000, 1_000, { description: 'BUNGA', channel: 'INTEREST' })]);
    }
  });
});

describe('KlikBCA Bisnis CSV', () => {
  it('reads the quoted export: suffixed English amounts, PEND with empty Saldo dated via the Periode, summary lines', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-bisnis.csv')), { variant: 'bca-bisnis' }), 'bca-bisnis.csv')).toEqual([
      row(7, '2026-09-07', 'CR', 150_000_000, 15_587_632_100, {
        description: 'KR OTOMATIS LLG-BRI HENDRA GUNAWAN     SETORAN MODAL',
        channel: 'SKN',
        counterpartyBank: 'BRI',
        counterpartyName: 'HENDRA GUNAWAN',
      }),
      row(8, '2026-09-07', 'CR', 2_500_000_000, 18_087_632_100, {
        description: 'KR OTOMATIS RTGS-PT. BANK MANDIRI BMRIIDJA/2026090712345 CV MAJU JAYA',
        channel: 'RTGS',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'CV MAJU JAYA',
        reference: '2026090712345',
      }),
      row(9, '2026-09-07', 'DB', 100_000_000, 17_987_632_100, {
        description: 'TRF ANDI WIJAYA 535 MYBCA 95271 SWITCHING DB',
        channel: 'SWITCHING',
        counterpartyBank: 'SEABANK',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(10, '2026-09-07', 'DB', 650_000, 17_986_982_100, {
        description: 'BIAYA TXN KE 535 ANDI WIJAYA MYBCA 95271',
        channel: 'FEE',
        counterpartyBank: 'SEABANK',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(11, '2026-09-08', 'CR', 852_000_000, 18_838_982_100, {
        description: 'BI-FAST CR TRANSFER   DR 008 ANDI WIJAYA',
        channel: 'BI_FAST',
        counterpartyBank: 'MANDIRI',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(12, '2026-09-08', 'DB', 35_000_000, 18_803_982_100, { description: 'KARTU DEBIT 0809 TOKO ELEKTRONIK MAJU', channel: 'CARD' }),
      row(13, '2026-09-08', 'DB', 50_000_000, 18_753_982_100, { description: 'TARIKAN ATM 08/09 WSID:Z1234', channel: 'CASH' }),
      row(14, '2026-09-08', 'CR', 10_000, null, {
        description: 'TRSF E-BANKING CR 0809/FTSCY/WS95031 100.00  SITI AMINAH',
        channel: 'INTRABANK',
        pending: true,
        counterpartyBank: 'BCA',
        counterpartyName: 'SITI AMINAH',
      }),
    ]);
  });

  it('reads the export without a Saldo column; wallet payments carry the phone, wallet companies no name', async () => {
    expect(await golden(rowsOf(parse(fixture('bca-bisnis-no-saldo.csv'))), 'bca-bisnis-no-saldo.csv')).toEqual([
      row(2, '2026-09-08', 'CR', 125_000_000, null, {
        description: 'BI-FAST CR TRANSFER   DR 014 RUDI HARTONO',
        channel: 'BI_FAST',
        counterpartyBank: 'BCA',
        counterpartyName: 'RUDI HARTONO',
      }),
      row(3, '2026-09-08', 'DB', 20_000_000, null, {
        description: 'TRSF E-BANKING DB 0809/FTFVA/WS95011 70001/GOPAY TOPUP - - 085712345678',
        channel: 'VA_EWALLET',
        counterpartyBank: 'GOPAY',
        counterpartyAccount: '085712345678',
      }),
      row(4, '2026-09-08', 'CR', 7_500_000, null, {
        description: 'TRSF E-BANKING CR 0809/FTSCY/WS95031 75000.00DOMPET ANAK BANGSA',
        channel: 'VA_EWALLET',
        counterpartyBank: 'GOPAY',
      }),
    ]);
  });

  // An amount without CR/DB behind it: bca-bisnis-dbcr.test.ts, beside the export that writes them in a column.
});

describe('BCA counterparty banks and money coming back', () => {
  it('names the other bank from the clearing code or the channel, and reads returns only where BCA writes the kind', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-klikbca-returns.csv'), '2026-07-03'), { variant: 'bca-klikbca' }), 'bca-klikbca-returns.csv')).toEqual([
      row(6, '2026-07-01', 'DB', 50_000_000, 950_000_000, {
        description: 'BI-FAST DB TRANSFER   KE 008 ANDI WIJAYA  KBI',
        channel: 'BI_FAST',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyBank: 'MANDIRI',
      }),
      row(7, '2026-07-01', 'DB', 250_000, 949_750_000, {
        description: 'BI-FAST DB BIAYA TXN KE 008 ANDI WIJAYA',
        channel: 'FEE',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyBank: 'MANDIRI',
      }),
      // The payout above came back: same amount, same party and bank.
      row(8, '2026-07-02', 'CR', 50_000_000, 999_750_000, {
        description: 'BI-FAST CR RETUR TRANSFER   DR 008 ANDI WIJAYA',
        channel: 'RETURN',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyBank: 'MANDIRI',
      }),
      // An 18-character name runs into the clearing code.
      row(9, '2026-07-02', 'DB', 9_350_000, 990_400_000, {
        description: 'TRF JENEVA PRINCESS ON535 MYBCA 95271 SWITCHING DB',
        channel: 'SWITCHING',
        counterpartyName: 'JENEVA PRINCESS ON',
        counterpartyBank: 'SEABANK',
      }),
      row(10, '2026-07-02', 'DB', 650_000, 989_750_000, {
        description: 'BIAYA TXN KE 535 JENEVA PRINCESS ONMYBCA 95271 SWITCHING DB',
        channel: 'FEE',
        counterpartyName: 'JENEVA PRINCESS ON',
        counterpartyBank: 'SEABANK',
      }),
      row(11, '2026-07-03', 'CR', 10_000_000, 999_750_000, { description: 'REVERSAL TRF E-BANKING', channel: 'RETURN' }),
      // A deposit whose memo says RETUR is a deposit.
      row(12, '2026-07-03', 'CR', 15_000_000, 1_014_750_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 150000.00RETUR             BUDI SANTOSO',
        channel: 'INTRABANK',
        counterpartyName: 'BUDI SANTOSO',
        counterpartyBank: 'BCA',
      }),
      row(13, '2026-07-03', 'CR', 20_000_000, 1_034_750_000, {
        description: 'TRF 531629653305 SURYANI SUKRI, S.K002 Web BRILink SWITCHING CR',
        channel: 'SWITCHING',
        counterpartyName: 'SURYANI SUKRI, S.K',
        counterpartyBank: 'BRI',
      }),
      row(14, '2026-07-03', 'CR', 1_234, 1_034_751_234, { description: 'CR KOREKSI BUNGA', channel: 'INTEREST' }),
      // An unknown clearing code names no bank.
      row(15, '2026-07-03', 'CR', 5_000_000, 1_039_751_234, {
        description: 'BI-FAST CR TRANSFER   DR 999 RINA MARLINA',
        channel: 'BI_FAST',
        counterpartyName: 'RINA MARLINA',
      }),
    ]);
  });
});

describe('broken BCA files', () => {
  it.each([
    [
      'bca-missing-column.csv',
      'Header template BCA di baris 1 tidak lengkap: kolom DB/CR tidak ada. Kolom yang diharapkan: Tanggal, Keterangan, Jumlah, DB/CR, Saldo. Ditemukan: Tanggal, Keterangan, Jumlah, Saldo.',
    ],
    ['bca-bad-date.csv', "Baris 3: Tanggal '31/02/2026 09:00:00' tidak valid"],
    ['bca-bad-amount.csv', "Baris 2: nominal '250.000' di kolom Jumlah tidak valid (format: 1500000.00)"],
    ['bca-missing-dbcr.csv', 'Baris 3: kolom DB/CR kosong (isi CR atau DB)'],
    ['bca-empty.csv', 'File BCA tidak berisi transaksi: tidak ada baris data di bawah header (baris 5).'],
    [
      'bri.csv',
      'File bukan format BCA. Kolom yang diharapkan: Tanggal, Keterangan, Jumlah, DB/CR, Saldo. Ditemukan: ID, NOREK, TGL_TRAN, TGL_EFEKTIF, ' +
        'JAM_TRAN, SEQ, DESK_TRAN, SALDO_AWAL_MUTASI, MUTASI_DEBET, MUTASI_KREDIT, SALDO_AKHIR_MUTASI, GLSIGN. ' +
        'Juga diterima: CSV KlikBCA, CSV KlikBCA (English), CSV KlikBCA Bisnis, CSV KlikBCA Bisnis (kolom DB/CR), Pratinjau Data KlikBCA. ' +
        'File ini tampaknya CSV BRI: pilih kategori Manual Bank / Wallet, bank BRI.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name), '2026-06-30'))).toBe(message);
  });

  it('refuses an empty text and a text that is no table of ours', () => {
    expect(errorOf(parse(''))).toBe('File kosong.');
    expect(errorOf(parse('hello world\nthis is not a statement\n'))).toBe(
      'File bukan format BCA. Kolom yang diharapkan: Tanggal, Keterangan, Jumlah, DB/CR, Saldo. Ditemukan: hello world. ' +
        'Juga diterima: CSV KlikBCA, CSV KlikBCA (English), CSV KlikBCA Bisnis, CSV KlikBCA Bisnis (kolom DB/CR), Pratinjau Data KlikBCA.',
    );
  });

  it('refuses a zero or negative amount and an unknown direction', () => {
    const header = 'Tanggal,Keterangan,Jumlah,DB/CR,Saldo\n';
    expect(errorOf(parse(`${header}27/06/2026,BUNGA,0.00,CR,\n`))).toBe("Baris 2: nominal '0.00' di kolom Jumlah harus lebih dari 0");
    expect(errorOf(parse(`${header}27/06/2026,BUNGA,-5.00,CR,\n`))).toBe("Baris 2: nominal '-5.00' di kolom Jumlah tidak boleh negatif");
    expect(errorOf(parse(`${header}27/06/2026,BUNGA,5.00,MASUK,\n`))).toBe("Baris 2: kolom DB/CR berisi 'MASUK', bukan CR atau DB");
    expect(errorOf(parse(`${header}27/06/2026,BUNGA,5.00,CR,"1.234,00"\n`))).toBe(
      "Baris 2: nominal '1.234,00' di kolom Saldo tidak valid (format: 1500000.00)",
    );
  });
});
