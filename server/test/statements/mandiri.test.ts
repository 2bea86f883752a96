import { describe, expect, it } from 'vitest';
import { mandiriFormat } from '../../src/modules/statements/parsers/mandiri.ts';
import { errorOf, fixture, line, rowsOf, templateCsv } from './bank-support.ts';

const parse = (text: string) => mandiriFormat.parse(text, {});

describe('Mandiri template', () => {
  it('reads Dana Masuk / Dana Keluar rows and derives names and accounts from the Livin narratives', () => {
    const result = parse(fixture('mandiri-template.csv'));
    expect(result).toMatchObject({ ok: true, variant: 'mandiri-template', warnings: [] });
    expect(rowsOf(result)).toEqual([
      line({
        line: 2, date: '2026-06-27', time: '14:05:10', direction: 'CR', amountSen: 10_000_000, balanceSen: 200_450_000,
        description: 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123', channel: 'INTRABANK', counterpartyBank: 'MANDIRI',
        counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123',
      }),
      line({
        line: 3, date: '2026-06-27', time: '15:12:40', direction: 'CR', amountSen: 25_000_000, balanceSen: 225_450_000,
        description: 'Transfer BI Fast Dari BANK CENTRAL ASIA ANDI WIJAYA 0123456789 -', channel: 'BI_FAST', counterpartyBank: 'BCA',
        counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789',
      }),
      line({
        line: 4, date: '2026-06-27', time: '16:00:00', direction: 'DB', amountSen: 50_000_000, balanceSen: 175_450_000,
        description: 'Transfer BI Fast Ke BANK NEGARA INDONESIA RINA MARLINA 0987654321 -', channel: 'BI_FAST', counterpartyBank: 'BNI',
        counterpartyName: 'RINA MARLINA', counterpartyAccount: '0987654321',
      }),
      line({
        line: 5, date: '2026-06-27', time: '16:00:00', direction: 'DB', amountSen: 250_000, balanceSen: 175_200_000,
        description: 'Biaya transfer BI Fast', channel: 'FEE',
      }),
      line({
        line: 6, date: '2026-06-28', time: '08:30:00', direction: 'DB', amountSen: 30_000_000, balanceSen: 145_200_000,
        description: 'MCM InhouseTrf KE PT SUMBER REJEKI', channel: 'INTRABANK', counterpartyBank: 'MANDIRI', counterpartyName: 'PT SUMBER REJEKI',
      }),
      line({
        line: 7, date: '2026-06-28', time: '10:45:00', direction: 'CR', amountSen: 7_500_000, balanceSen: 152_700_000,
        description: 'Transfer dari Bank lain BANK BRI DEWI LESTARI 1122334455667', channel: 'SWITCHING', counterpartyBank: 'BRI',
        counterpartyName: 'DEWI LESTARI', counterpartyAccount: '1122334455667',
      }),
    ]);
  });

  it('parses its own template into the example line', () => {
    expect(rowsOf(parse(templateCsv(mandiriFormat.template)))).toEqual([
      line({
        line: 2, date: '2026-06-27', time: '14:05:10', direction: 'CR', amountSen: 10_000_000, balanceSen: 200_450_000,
        description: 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123', channel: 'INTRABANK', counterpartyBank: 'MANDIRI',
        counterpartyName: 'SITI AMINAH', counterpartyAccount: '1234567890123',
      }),
    ]);
  });
});

describe('Mandiri Kopra CSV', () => {
  it('reads the semicolon export: English and Indonesian month names, plain amounts, padded remarks', () => {
    const result = parse(fixture('mandiri-kopra.csv'));
    expect(result).toMatchObject({ ok: true, variant: 'mandiri-kopra', warnings: [] });
    expect(rowsOf(result)).toEqual([
      line({
        line: 2, date: '2026-03-16', time: '09:34:53', direction: 'CR', amountSen: 100_000_000, balanceSen: 1_483_893_264,
        description: 'PT CONTOH ABADI Trf Inw CN BANK CENTRAL ASIA', channel: 'OTHER', counterpartyBank: 'BCA', counterpartyName: 'PT CONTOH ABADI',
      }),
      line({
        line: 3, date: '2026-03-16', time: '10:02:11', direction: 'CR', amountSen: 35_000_000, balanceSen: 1_518_893_264,
        description: 'Transfer BI Fast Dari BANK BRI BAMBANG SUSILO 2233445566 -', channel: 'BI_FAST', counterpartyBank: 'BRI',
        counterpartyName: 'BAMBANG SUSILO', counterpartyAccount: '2233445566',
      }),
      line({
        line: 4, date: '2026-03-17', time: '08:00:00', direction: 'DB', amountSen: 1_250_000, balanceSen: 1_517_643_264,
        description: 'Biaya Adm', channel: 'FEE',
      }),
      line({
        line: 5, date: '2026-03-17', time: '11:20:05', direction: 'DB', amountSen: 200_000_000, balanceSen: 1_317_643_264,
        description: 'MCM InhouseTrf KE  LINDA KUSUMA G0750709 1703', channel: 'INTRABANK', counterpartyBank: 'MANDIRI', counterpartyName: 'LINDA KUSUMA',
      }),
    ]);
  });
});

describe('Mandiri MCM CSV', () => {
  it('reads the legacy export: DD/MM/YY, both Description columns, Reference No., English amounts', () => {
    const result = parse(fixture('mandiri-mcm.csv'));
    expect(result).toMatchObject({ ok: true, variant: 'mandiri-mcm', warnings: [] });
    expect(rowsOf(result)).toEqual([
      line({
        line: 2, date: '2026-01-22', direction: 'CR', amountSen: 4_130_000,
        description: 'MCM InhouseTrf  DARI PT CONTOH G0750709 2201  WLST1e62', channel: 'INTRABANK', counterpartyBank: 'MANDIRI',
        counterpartyName: 'PT CONTOH', reference: 'WLST1e62',
      }),
      line({
        line: 3, date: '2026-01-22', direction: 'CR', amountSen: 125_000_000,
        description: 'Transfer BI Fast Dari BANK CENTRAL ASIA YULIA PRATIWI 0123456789 - 20260122CENAIDJA010O0212345678',
        channel: 'BI_FAST', counterpartyBank: 'BCA', counterpartyName: 'YULIA PRATIWI', counterpartyAccount: '0123456789', reference: 'BF260122001',
      }),
      line({
        line: 4, date: '2026-01-23', direction: 'DB', amountSen: 50_000_000,
        description: 'MCM InhouseTrf  KE HENDRA GUNAWAN G0750710 2301  WLST1e63', channel: 'INTRABANK', counterpartyBank: 'MANDIRI',
        counterpartyName: 'HENDRA GUNAWAN', reference: 'WLST1e63',
      }),
    ]);
  });
});

describe('Mandiri counterparty banks and money coming back', () => {
  it('names the sending bank or wallet where Livin writes it, and reads a return only where the kind stands', () => {
    expect(rowsOf(parse(fixture('mandiri-returns.csv')))).toEqual([
      line({
        line: 2, date: '2026-07-01', time: '10:00:00', direction: 'DB', amountSen: 50_000_000, balanceSen: 150_000_000,
        description: 'Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789 -', channel: 'BI_FAST',
        counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA',
      }),
      line({
        line: 3, date: '2026-07-01', time: '10:00:00', direction: 'DB', amountSen: 250_000, balanceSen: 149_750_000,
        description: 'Biaya transfer BI Fast', channel: 'FEE',
      }),
      // The payout above came back: the return names the same party, account and bank.
      line({
        line: 4, date: '2026-07-02', time: '09:15:00', direction: 'CR', amountSen: 50_000_000, balanceSen: 199_750_000,
        description: 'Pengembalian dana Transfer BI Fast Ke BCA ANDI WIJAYA 0123456789', channel: 'RETURN',
        counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '0123456789', counterpartyBank: 'BCA',
      }),
      // The sender's memo says retur: still a deposit.
      line({
        line: 5, date: '2026-07-02', time: '11:20:00', direction: 'CR', amountSen: 15_000_000, balanceSen: 214_750_000,
        description: 'Transfer BI Fast Dari BCA SITI AMINAH 0234567890 - retur', channel: 'BI_FAST',
        counterpartyName: 'SITI AMINAH', counterpartyAccount: '0234567890', counterpartyBank: 'BCA',
      }),
      line({
        line: 6, date: '2026-07-02', time: '12:00:00', direction: 'CR', amountSen: 5_000_000, balanceSen: 219_750_000,
        description: 'Transfer BI Fast Dari KANISAH 6285283743827 DANA20260702', channel: 'BI_FAST',
        counterpartyName: 'KANISAH', counterpartyAccount: '6285283743827', counterpartyBank: 'DANA',
      }),
      // Bank Mandiri Taspen is another bank: no code, and not an intrabank transfer.
      line({
        line: 7, date: '2026-07-02', time: '13:00:00', direction: 'CR', amountSen: 7_500_000, balanceSen: 227_250_000,
        description: 'Transfer dari BANK MANDIRI TASPEN RUDI HARTONO 1234567890', channel: 'OTHER',
        counterpartyName: 'RUDI HARTONO', counterpartyAccount: '1234567890',
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
      'mandiri-livin-saved-as-csv.csv',
      'File bukan format Mandiri. Kolom yang diharapkan: Tanggal, Keterangan, Dana Masuk, Dana Keluar, Saldo. Ditemukan: No, Tanggal, ' +
        'Keterangan, Dana Masuk (IDR), Dana Keluar (IDR), Saldo (IDR). Juga diterima: CSV Mandiri Kopra, CSV Mandiri MCM. ' +
        "File ini tampaknya e-Statement Livin' Mandiri yang disimpan sebagai CSV: konversi dulu file Excel aslinya di menu Convert Mutasi (Mandiri).",
    ],
    [
      'bca-bisnis.csv',
      'File bukan format Mandiri. Kolom yang diharapkan: Tanggal, Keterangan, Dana Masuk, Dana Keluar, Saldo. Ditemukan: Tanggal Transaksi, ' +
        'Keterangan, Cabang, Jumlah, Saldo. Juga diterima: CSV Mandiri Kopra, CSV Mandiri MCM. ' +
        'File ini tampaknya CSV KlikBCA Bisnis: pilih kategori Bank, bank BCA.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(parse(fixture(name)))).toBe(message);
  });

  it('refuses a row whose both amount columns are empty, and a header without rows', () => {
    const header = 'Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo\n';
    expect(errorOf(parse(`${header}27/06/2026,Biaya Adm,,0,\n`))).toBe(
      'Baris 2: nominal kosong: kolom Dana Keluar dan Dana Masuk keduanya kosong atau 0',
    );
    expect(errorOf(parse(header))).toBe('File Mandiri tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).');
  });
});
