import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../src/parsing/amount.ts';
import { detectDelimiter } from '../../src/parsing/table.ts';
import { errorOf, fixture, golden, row, rowsOf, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/** KlikBCA's "Pratinjau Data" copied into a .txt or .tsv file (docs/formats-banks.md, BCA, "Pratinjau Data"). */
describe('Pratinjau Data KlikBCA', () => {
  it('is found by its tabs, below its two preamble lines and a blank one, also with `,00` amounts', () => {
    expect(detectDelimiter(fixture('bca-pratinjau.txt'))).toBe('\t');
    expect(detectDelimiter(fixture('bca-pratinjau-partial.tsv'))).toBe('\t');
  });

  it('reads every row: Rp amounts with dots, `-` for empty, names from the words, exact amounts from the narrative', async () => {
    expect(
      await golden(
        rowsReadAs(parse(fixture('bca-pratinjau.txt'), '2026-07-02'), { variant: 'bca-pratinjau', layout: 'Pratinjau Data KlikBCA' }),
        'bca-pratinjau.txt',
      ),
    ).toEqual([
      // A memo with a digit before a name cut at 18 characters by BCA.
      row(5, '2026-07-01', 'CR', 25_000_000, 1_025_000_000, {
        description: 'TRSF E-BANKING CR 0107/FTSCY/WS95051 250000.00 DEPO USER88 MUHAMMAD WAHYU RIZ',
        channel: 'INTRABANK',
        counterpartyName: 'MUHAMMAD WAHYU RIZ',
        counterpartyBank: 'BCA',
      }),
      // The memo's padding collapsed to one space: the name is the words at the end that fit 18 characters.
      row(6, '2026-07-01', 'CR', 15_000_000, 1_040_000_000, {
        description: 'TRSF E-BANKING CR 0107/FTSCY/WS95051 150000.00 PINJAMAN BULANAN DEWI LESTARIAN',
        channel: 'INTRABANK',
        counterpartyName: 'DEWI LESTARIAN',
        counterpartyBank: 'BCA',
      }),
      row(7, '2026-07-01', 'CR', 50_000_000, 1_090_000_000, {
        description: 'BI-FAST CR TRANSFER DR 008 ANDI PRASETYO',
        channel: 'BI_FAST',
        counterpartyName: 'ANDI PRASETYO',
        counterpartyBank: 'MANDIRI',
      }),
      // Shown `Rp 1.241.250`: the view rounds to the rupiah; the narrative's gross less fee is the exact 1241249.65.
      row(8, '2026-07-01', 'CR', 124_124_965, 1_214_125_000, {
        description: 'KR OTOMATIS TANGGAL :30/06 MID : 885000000077 WARUNG SEJAHTERA QR : 1250000.00 DDR: 8750.35',
        channel: 'QRIS',
        grossSen: 125_000_000,
        feeSen: 875_035,
      }),
      // A comma in the text; the reference number before the name ends the name.
      row(9, '2026-07-01', 'DB', 175_000_000, 1_039_125_000, {
        description: 'TRSF E-BANKING DB 0107/FTSCY/WS95271 1750000.00 WD 0107, ID 4471 SITI NURHALIZA',
        channel: 'INTRABANK',
        counterpartyName: 'SITI NURHALIZA',
        counterpartyBank: 'BCA',
      }),
      row(10, '2026-07-02', 'DB', 1_000_000, 1_038_125_000, { description: 'BIAYA ADM', channel: 'FEE' }),
      // Interest of 1234.56 shows as `Rp 1.235`: nothing in the text says the sen, so the row keeps what it shows.
      row(11, '2026-07-02', 'CR', 123_500, 1_038_248_400, { description: 'BUNGA', channel: 'INTEREST' }),
      // A stray tab at the end of the row changes nothing.
      row(12, '2026-07-02', 'DB', 24_700, 1_038_223_700, { description: 'PAJAK BUNGA', channel: 'TAX' }),
      row(13, '2026-07-02', 'CR', 30_000_000, 1_068_223_700, {
        description: 'BI-FAST CR RETUR TRANSFER DR 009 HENDRA KUSUMA',
        channel: 'RETURN',
        counterpartyName: 'HENDRA KUSUMA',
        counterpartyBank: 'BNI',
      }),
      row(14, '2026-07-02', 'DB', 10_000_000, 1_058_223_700, {
        description: 'TRSF E-BANKING DB 0207/FTFVA/WS95031 39010/DANA - - 081377889900',
        channel: 'VA_EWALLET',
        counterpartyAccount: '081377889900',
        counterpartyBank: 'DANA',
      }),
      row(15, '2026-07-02', 'CR', 135_950_000, 1_194_173_700, {
        description: 'TRSF E-BANKING CR 0207/FTSCY/WS95051 1359500.00 G174209911 0207 WLSTa81c2e04b71f39 DOMPET ANAK BANGSA',
        channel: 'VA_EWALLET',
        counterpartyBank: 'GOPAY',
      }),
      row(16, '2026-07-02', 'DB', 200_000_000, 994_173_700, {
        description: 'BI-FAST DB TRANSFER KE 451 NUR AINI RAHMAWATI',
        channel: 'BI_FAST',
        counterpartyName: 'NUR AINI RAHMAWATI',
        counterpartyBank: 'BSI',
      }),
      row(17, '2026-07-02', 'DB', 250_000, 993_923_700, {
        description: 'BI-FAST DB BIAYA TXN KE 451 NUR AINI RAHMAWATI',
        channel: 'FEE',
        counterpartyName: 'NUR AINI RAHMAWATI',
        counterpartyBank: 'BSI',
      }),
    ]);
  });

  it('reads `Rp1.359.500,00`, dates a PEND row from its transfer code, and warns of rows the copy left out', async () => {
    const result = parse(fixture('bca-pratinjau-partial.tsv'), '2026-07-28');
    expect(result).toMatchObject({
      ok: true,
      variant: 'bca-pratinjau',
      warnings: [
        'Baris 7: data No 1200 tidak ada di file dan tidak ikut diunggah.',
        'Baris 2: Pratinjau Data menyebut 1204 data, yang terbaca 4 baris; data yang tidak tersalin tidak ikut diunggah.',
      ],
    });
    expect(await golden(rowsOf(result), 'bca-pratinjau-partial.tsv')).toEqual([
      // RAHMAT HIDAYATULLAH, cut by BCA at 18 characters.
      row(5, '2026-07-28', 'CR', 135_950_000, 2_542_022_100, {
        description: 'TRSF E-BANKING CR 2807/FTSCY/WS95051 1359500.00 RAHMAT HIDAYATULLA',
        channel: 'INTRABANK',
        counterpartyName: 'RAHMAT HIDAYATULLA',
        counterpartyBank: 'BCA',
      }),
      row(6, '2026-07-28', 'CR', 90_342_670, 2_632_364_770, {
        description: 'KR OTOMATIS MID : 885002200709 TOKO SUMBER REJEKI TGH: 909700.00 DDR: 6273.30',
        channel: 'CARD',
        grossSen: 90_970_000,
        feeSen: 627_330,
      }),
      row(7, '2026-07-28', 'CR', 3_819_100_000, 6_451_464_770, { description: 'SETORAN TUNAI SETORAN TUNAI', channel: 'CASH' }),
      row(8, '2026-07-28', 'CR', 5_000_000, null, {
        description: 'TRSF E-BANKING CR 2807/FTSCY/WS95051 50000.00 YOGI ADITYA PRATAM',
        channel: 'INTRABANK',
        pending: true,
        counterpartyName: 'YOGI ADITYA PRATAM',
        counterpartyBank: 'BCA',
      }),
    ]);
  });

  it('says when the count above the table is smaller than the rows read', () => {
    const text =
      'Menampilkan semua 1 data\nNo\tTanggal\tKeterangan\tDebit\tKredit\tSaldo\n1\t05/07/2026\tBUNGA\t-\tRp 10\t-\n2\t05/07/2026\tBUNGA\t-\tRp 10\t-\n';
    expect(parse(text)).toMatchObject({ ok: true, warnings: ['Baris 1: Pratinjau Data menyebut 1 data, yang terbaca 2 baris.'] });
  });

  it('takes `Rp` behind a sign as well', () => {
    expect(parseAmount('-Rp 25.000', 'id')).toEqual({ ok: true, sen: -2_500_000 });
    expect(parseAmount('Rp -25.000', 'id')).toEqual({ ok: true, sen: -2_500_000 });
    expect(parseAmount('(Rp 25.000,50)', 'id')).toEqual({ ok: true, sen: -2_500_050 });
    expect(parseAmount('Rp', 'id')).toEqual({ ok: false, error: "nominal 'Rp' tidak valid" });
  });
});

describe('broken Pratinjau Data copies', () => {
  it.each([
    // The same data pasted twice would count its money twice.
    ['bca-pratinjau-twice.txt', 'Baris 8: No 2 sudah ada di baris 6: data yang sama tersalin dua kali'],
    // The narrative says 500000.00, the Debit column Rp 50.000: which one is the money is not for us to guess.
    ['bca-pratinjau-amount-differs.txt', "Baris 7: nominal 'Rp 50.000' di kolom Debit tidak sama dengan nominal 500000.00 di keterangan"],
    [
      'bca-pratinjau-wrapped.txt',
      'Baris 6: baris ini hanya berisi 3 dari 6 kolom (No, Tanggal, Keterangan, Debit, Kredit, Saldo): satu data terpecah ke beberapa ' +
        'baris karena ganti baris di dalam keterangan; salin ulang tabelnya',
    ],
    [
      'bca-pratinjau-missing-column.txt',
      'Header Pratinjau Data KlikBCA di baris 4 tidak lengkap: kolom Kredit tidak ada. Kolom yang diharapkan: No, Tanggal, Keterangan, ' +
        'Debit, Kredit, Saldo. Ditemukan: No, Tanggal, Keterangan, Debit, Saldo.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name), '2026-07-05'))).toBe(message);
  });

  it('refuses a No that is no number, both amounts filled, and an amount in another number style', () => {
    const header = 'No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo\n';
    expect(errorOf(parse(`${header}1a\t05/07/2026\tBUNGA\t-\tRp 10\t-\n`))).toBe("Baris 2: kolom No berisi '1a', bukan nomor urut data");
    expect(errorOf(parse(`${header}1\t05/07/2026\tBUNGA\tRp 10\tRp 10\t-\n`))).toBe('Baris 2: kolom Debit dan Kredit keduanya terisi; isi salah satu saja');
    expect(errorOf(parse(`${header}1\t05/07/2026\tBUNGA\t-\t1,359,500.00\t-\n`))).toBe(
      "Baris 2: nominal '1,359,500.00' di kolom Kredit tidak valid (format: 1.500.000,00)",
    );
  });
});
