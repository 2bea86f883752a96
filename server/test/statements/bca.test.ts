import { describe, expect, it } from 'vitest';
import { bcaFormat } from '../../src/modules/statements/parsers/bca.ts';
import { atLine, errorOf, expectReading, fixture, itParsesItsOwnTemplate, row, rowsOf, rowsReadAs } from './bank-support.ts';
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
    const rows = rowsReadAs(parse(fixture('bca-template.csv')), { variant: 'bca-template' });
    // line 7: a date without a time, and no balance.
    expect(atLine(rows, 7)).toMatchObject({ date: '2026-06-28', time: null, balanceSen: null });
    await expectReading(rows, 'bca-template.csv');
  });

  itParsesItsOwnTemplate(bcaFormat.template, parse, BCA_EXAMPLE);
});

describe('KlikBCA individual CSV', () => {
  it('reads the "=" export: quote guards, dd/mm dates in the statement year, PEND, summary lines', async () => {
    // line 7: the memo "SBGP 02, 08 SEPTEM" fills one 18-character field; its unquoted comma split the row.
    const rows = rowsReadAs(parse(fixture('bca-klikbca.csv'), '2026-06-30'), { variant: 'bca-klikbca' });
    expect(atLine(rows, 15)).toMatchObject({ date: '2026-06-30', pending: true, balanceSen: null });
    await expectReading(rows, 'bca-klikbca.csv');
  });

  it('puts 31/12 in the year before a January statement date, and dates PEND rows from TANGGAL :dd/mm', async () => {
    const rows = rowsOf(parse(fixture('bca-klikbca-new-year.csv'), '2027-01-02'));
    expect(rows.map((l) => [l.line, l.date, l.pending])).toEqual([
      [6, '2026-12-31', false],
      [7, '2027-01-01', false],
      [8, '2027-01-02', true],
    ]);
    await expectReading(rows, 'bca-klikbca-new-year.csv');
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
    const rows = rowsReadAs(parse(fixture('bca-bisnis.csv')), { variant: 'bca-bisnis' });
    expect(atLine(rows, 14)).toMatchObject({ date: '2026-09-08', pending: true, balanceSen: null });
    await expectReading(rows, 'bca-bisnis.csv');
  });

  it('reads the export without a Saldo column; wallet payments carry the phone, wallet companies no name', async () => {
    const rows = rowsOf(parse(fixture('bca-bisnis-no-saldo.csv')));
    expect(atLine(rows, 3)).toMatchObject({ channel: 'VA_EWALLET', counterpartyBank: 'GOPAY', counterpartyAccount: '085712345678' });
    expect(atLine(rows, 4)).toMatchObject({ channel: 'VA_EWALLET', counterpartyBank: 'GOPAY', counterpartyName: '' });
    await expectReading(rows, 'bca-bisnis-no-saldo.csv');
  });

  // An amount without CR/DB behind it: bca-bisnis-dbcr.test.ts, beside the export that writes them in a column.
});

describe('BCA counterparty banks and money coming back', () => {
  it('names the other bank from the clearing code or the channel, and reads returns only where BCA writes the kind', async () => {
    // line 8: the payout of line 6 came back: same amount, same party and bank.
    // line 9: an 18-character name runs into the clearing code.
    // line 12: a deposit whose memo says RETUR is a deposit.
    // line 15: an unknown clearing code names no bank.
    const rows = rowsReadAs(parse(fixture('bca-klikbca-returns.csv'), '2026-07-03'), { variant: 'bca-klikbca' });
    expect(rows.filter((l) => l.channel === 'RETURN').map((l) => l.line)).toEqual([8, 11]);
    await expectReading(rows, 'bca-klikbca-returns.csv');
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
