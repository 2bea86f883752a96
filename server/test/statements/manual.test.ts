import { describe, expect, it } from 'vitest';
import { MANUAL_PROVIDERS, manualFormat, manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import type { Channel } from '../../src/modules/statements/statement-line.ts';
import { errorOf, fixture, golden, itRefusesDamaged, row, rowsOf, rowsReadAs, templateCsv, withFeeTwin } from './bank-support.ts';

const parse = (provider: (typeof MANUAL_PROVIDERS)[number], name: string) => manualFormats[provider].parse(fixture(name), {});
const bri = (text: string) => manualFormats.BRI.parse(text, {});

describe('Manual Bank / Wallet template', () => {
  it('is one template for every provider, each with its own id', () => {
    expect(MANUAL_PROVIDERS.map((p) => manualFormat(p).template)).toEqual(MANUAL_PROVIDERS.map(() => manualFormats.BRI.template));
    expect(MANUAL_PROVIDERS.map((p) => manualFormats[p].id)).toEqual([
      'manual-bri',
      'manual-mandiri',
      'manual-ovo',
      'manual-dana',
      'manual-linkaja',
      'manual-gopay',
      'manual-qris',
    ]);
  });

  it('reads wallet rows: Nama and No Rekening/HP as written, the phone from the text otherwise, fees by keyword', async () => {
    expect(await golden(rowsReadAs(parse('DANA', 'manual-dana.csv'), { variant: 'manual-template' }), 'manual-dana.csv')).toEqual([
      row(2, '2026-06-27 14:05:10', 'CR', 5_000_000, 125_000_000, {
        description: 'Terima dana dari 0812****7890',
        channel: 'VA_EWALLET',
        counterpartyBank: 'DANA',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '081234567890',
        reference: 'DN20260627001',
      }),
      row(3, '2026-06-27 14:30:00', 'DB', 2_500_000, 122_500_000, {
        description: 'Kirim ke 085712345678',
        channel: 'VA_EWALLET',
        counterpartyBank: 'DANA',
        counterpartyAccount: '085712345678',
        reference: 'DN20260627002',
      }),
      row(4, '2026-06-27 14:30:00', 'DB', 100_000, 122_400_000, { description: 'Biaya transfer', channel: 'FEE', reference: 'DN20260627003' }),
    ]);
  });

  it('gives QRIS rows the QRIS channel', async () => {
    expect(await golden(rowsOf(parse('QRIS', 'manual-qris.csv')), 'manual-qris.csv')).toEqual([
      row(2, '2026-06-27 20:15:00', 'CR', 10_000_000, null, { description: 'QRIS PAYMENT RRN 123456789012', channel: 'QRIS', reference: '123456789012' }),
      row(3, '2026-06-27 20:17:41', 'CR', 3_500_000, null, {
        description: 'QRIS PAYMENT RRN 123456789013',
        channel: 'QRIS',
        counterpartyName: 'SITI AMINAH',
        reference: '123456789013',
      }),
    ]);
  });

  it('reads BRI narratives in the template, with the BRIVA fee twin tagged', async () => {
    expect(await golden(rowsOf(parse('BRI', 'manual-bri-template.csv')), 'manual-bri-template.csv')).toEqual([
      row(2, '2026-06-27 10:00:00', 'CR', 2_000_000_000, 2_411_665_200, {
        description: 'NBMB ANDI WIJAYA TO PT CONTOH MAKMUR ESB:NBMB:0001500F:151700000001',
        channel: 'INTRABANK',
        counterpartyBank: 'BRI',
        counterpartyName: 'ANDI WIJAYA',
      }),
      ...withFeeTwin(
        row(3, '2026-06-27 11:00:00', 'DB', 10_000_000, 2_401_665_200, {
          description: 'BRIVA88810081234567890NBMB',
          channel: 'VA_EWALLET',
          counterpartyBank: 'DANA',
          counterpartyAccount: '081234567890',
        }),
        { line: 4, amountSen: 100_000, balanceSen: 2_401_565_200 },
      ),
    ]);
  });

  /** The example's text has no bank convention: banks say OTHER, wallets and QRIS are what they are. */
  const TEMPLATE_CHANNEL: Record<(typeof MANUAL_PROVIDERS)[number], Channel> = {
    BRI: 'OTHER',
    MANDIRI: 'OTHER',
    OVO: 'VA_EWALLET',
    DANA: 'VA_EWALLET',
    LINKAJA: 'VA_EWALLET',
    GOPAY: 'VA_EWALLET',
    QRIS: 'QRIS',
  };
  /** A wallet's own statement: the sender uses the same wallet. A bank's loose `Transfer dari` and QRIS name none. */
  const TEMPLATE_BANK: Record<(typeof MANUAL_PROVIDERS)[number], string> = {
    BRI: '',
    MANDIRI: '',
    OVO: 'OVO',
    DANA: 'DANA',
    LINKAJA: 'LINKAJA',
    GOPAY: 'GOPAY',
    QRIS: '',
  };

  it.each(MANUAL_PROVIDERS)('parses its own template for %s', (provider) => {
    const format = manualFormats[provider];
    expect(rowsOf(format.parse(templateCsv(format.template), {}))).toEqual([
      row(2, '2026-06-27 14:05:10', 'CR', 5_000_000, 125_000_000, {
        description: 'Transfer dari ANDI WIJAYA',
        channel: TEMPLATE_CHANNEL[provider],
        counterpartyBank: TEMPLATE_BANK[provider],
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '081234567890',
        reference: 'TRX123456',
      }),
    ]);
  });
});

describe('Manual wallet statements: counterparty wallet and money coming back', () => {
  it("gives the provider as the other side's wallet unless the text names another bank; a refund is a return", async () => {
    expect(await golden(rowsOf(parse('OVO', 'manual-ovo.csv')), 'manual-ovo.csv')).toEqual([
      row(2, '2026-07-01 09:00:00', 'CR', 5_000_000, 55_000_000, {
        description: 'Terima dari 081234567890',
        channel: 'VA_EWALLET',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyAccount: '081234567890',
        counterpartyBank: 'OVO',
        reference: 'OVO001',
      }),
      row(3, '2026-07-01 10:00:00', 'CR', 10_000_000, 65_000_000, { description: 'Top up dari BCA', channel: 'VA_EWALLET', reference: 'OVO002' }),
      row(4, '2026-07-01 11:00:00', 'DB', 2_500_000, 62_500_000, {
        description: 'Transfer ke 085712345678',
        channel: 'VA_EWALLET',
        counterpartyAccount: '085712345678',
        counterpartyBank: 'OVO',
        reference: 'OVO003',
      }),
      row(5, '2026-07-02 09:00:00', 'CR', 2_500_000, 65_000_000, {
        description: 'Refund dari 085712345678',
        channel: 'RETURN',
        counterpartyAccount: '085712345678',
        counterpartyBank: 'OVO',
        reference: 'OVO004',
      }),
    ]);
  });
});

describe('BRI CSV under Manual BRI', () => {
  it('reads the export: .00 zeros, unpadded JAM_TRAN, NOREK-SEQ reference, sender or receiver by direction, fee rows', async () => {
    expect(await golden(rowsReadAs(parse('BRI', 'bri.csv'), { variant: 'bri-csv' }), 'bri.csv')).toEqual([
      row(2, '2026-06-27 00:04:26', 'CR', 2_000_000_000, 2_411_665_200, {
        description: 'NBMB ANDI WIJAYA TO PT CONTOH MAKMUR ESB:NBMB:0001500F:151700000001',
        channel: 'INTRABANK',
        counterpartyBank: 'BRI',
        counterpartyName: 'ANDI WIJAYA',
        reference: '012301000123456-4074000',
      }),
      row(3, '2026-06-27 09:15:02', 'DB', 75_000_000, 2_336_665_200, {
        description: 'NBMB PT CONTOH MAKMUR TO SITI AMINAH',
        channel: 'INTRABANK',
        counterpartyBank: 'BRI',
        counterpartyName: 'SITI AMINAH',
        reference: '012301000123456-4074101',
      }),
      row(4, '2026-06-27 09:15:02', 'DB', 250_000, 2_336_415_200, {
        description: 'BFST2061125016 NBMB:X',
        channel: 'FEE',
        counterpartyAccount: '2061125016',
        reference: '012301000123456-4074102',
      }),
      ...withFeeTwin(
        row(5, '2026-06-27 12:00:00', 'DB', 10_000_000, 2_326_415_200, {
          description: 'BRIVA88810081234567890NBMB ESB:NBMB:0001500F',
          channel: 'VA_EWALLET',
          counterpartyBank: 'DANA',
          counterpartyAccount: '081234567890',
          reference: '012301000123456-4075001',
        }),
        { line: 6, amountSen: 100_000, balanceSen: 2_326_315_200, reference: '012301000123456-4075002' },
      ),
      row(7, '2026-06-27 15:30:05', 'DB', 650_000, 2_325_665_200, {
        description: 'ATMSTRPRM 0123 BUDI SANTOSO',
        channel: 'FEE',
        reference: '012301000123456-4076000',
      }),
    ]);
  });

  it("keeps the payee's account on a BI-FAST payout and its reversal; a sender called Revi sends a deposit", async () => {
    expect(await golden(rowsOf(parse('BRI', 'bri-returns.csv')), 'bri-returns.csv')).toEqual([
      ...withFeeTwin(
        row(2, '2026-07-01 10:00:00', 'DB', 50_000_000, 450_000_000, {
          description: 'BFST2037645783 NBMB:0001500F:151731713566',
          channel: 'BI_FAST',
          counterpartyAccount: '2037645783',
          reference: '012301000123456-5000001',
        }),
        { line: 3, amountSen: 250_000, balanceSen: 449_750_000, reference: '012301000123456-5000002' },
      ),
      row(4, '2026-07-02 09:30:00', 'CR', 50_000_000, 499_750_000, {
        description: 'REVERSAL BFST2037645783 NBMB:0001500F:151731713566',
        channel: 'RETURN',
        counterpartyAccount: '2037645783',
        reference: '012301000123456-5000101',
      }),
      row(5, '2026-07-02 11:00:00', 'CR', 10_000_000, 509_750_000, {
        description: 'NBMB REVI ANDRIANI TO PT CONTOH MAKMUR ESB:NBMB:0001500F:151700000009',
        channel: 'INTRABANK',
        counterpartyName: 'REVI ANDRIANI',
        counterpartyBank: 'BRI',
        reference: '012301000123456-5000150',
      }),
    ]);
  });

  it('accepts the Mandiri exports under Manual Mandiri', () => {
    expect(parse('MANDIRI', 'mandiri-kopra.csv')).toMatchObject({ ok: true, variant: 'mandiri-kopra' });
    expect(parse('MANDIRI', 'mandiri-mcm.csv')).toMatchObject({ ok: true, variant: 'mandiri-mcm' });
  });
});

describe('BRI CSV of 8 columns', () => {
  const N = '034101000222333';
  it('reads the day and time from TGL_TRAN, the narrative from TRREMK and the counterparty BRImo writes only in REMARK_CUSTOM', async () => {
    expect(await golden(rowsReadAs(parse('BRI', 'bri-csv-8.csv'), { variant: 'bri-csv' }), 'bri-csv-8.csv')).toEqual([
      // The bank's narrative is a code; BRImo names the sender, the account and that the bank is another (no code).
      row(2, '2026-08-01 00:00:00', 'CR', 150_000_000, null, {
        description: 'WBNKTRF412907300125874T | Transfer BI-Fast dari Bank Lain - 902815374460 - Muhammad Rizky Ananda Pratama',
        channel: 'BI_FAST',
        counterpartyName: 'Muhammad Rizky Ananda Pratama',
        counterpartyAccount: '902815374460',
      }),
      // An incoming BI-FAST names the sender before the sending bank's BIC: the fuller name wins over BRImo's.
      row(3, '2026-08-01 06:14:36', 'CR', 20_000_000, null, {
        description: `BFST${N}YOGA PRASETYA:SSPIIDJA | Transfer BI-Fast - Yoga`,
        channel: 'BI_FAST',
        counterpartyName: 'YOGA PRASETYA',
      }),
      row(4, '2026-08-01 09:15:02', 'DB', 75_000_000, null, {
        description: 'NBMB PT CONTOH MAKMUR TO SITI AMINAH | Transfer Ke Siti Aminah via BRImo',
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyBank: 'BRI',
      }),
      ...withFeeTwin(
        row(5, '2026-08-01 10:00:00', 'DB', 100_000_000, null, {
          description: 'BFST7730184452 NBMB:CENAIDJA ESB:NBMB:0008G00F:900000000005 | Transfer BI-Fast ke BANK CENTRAL ASIA - 7730184452 - Andi Wijaya, SE',
          channel: 'BI_FAST',
          counterpartyName: 'Andi Wijaya, SE',
          counterpartyAccount: '7730184452',
          counterpartyBank: 'BCA',
        }),
        { line: 6, amountSen: 250_000 },
      ),
      ...withFeeTwin(
        row(7, '2026-08-01 12:00:00', 'DB', 10_000_000, null, {
          description: 'BRIVA88810081234567890NBMB ESB:NBMB:000CD00P:900000000008 | Top Up DANA 081234567890 via BRImo',
          channel: 'VA_EWALLET',
          counterpartyAccount: '081234567890',
          counterpartyBank: 'DANA',
        }),
        { line: 8, amountSen: 100_000 },
      ),
      // BRI's charges are fees, never payouts; the empty line 10 is skipped.
      row(9, '2026-08-01 23:59:59', 'DB', 600_000, null, { description: 'Admin Fee', channel: 'FEE' }),
      row(11, '2026-08-01 23:59:59', 'DB', 300_000, null, { description: 'Monthly Fee ATM', channel: 'FEE' }),
      row(12, '2026-08-01 23:59:59', 'DB', 250_000, null, { description: 'Biaya Adm', channel: 'FEE' }),
      row(13, '2026-08-01 23:59:59', 'CR', 123_456, null, { description: 'Interest on Account', channel: 'INTEREST' }),
      row(14, '2026-08-01 23:59:59', 'DB', 24_691, null, { description: 'Tax', channel: 'TAX' }),
      // The payout of line 5 came back.
      row(15, '2026-08-02 00:00:00', 'CR', 100_000_000, null, {
        description: 'REVERSAL BFST7730184452 NBMB:CENAIDJA',
        channel: 'RETURN',
        counterpartyAccount: '7730184452',
      }),
      row(16, '2026-08-02 08:30:00', 'CR', 25_000_000, null, {
        description: 'NBMB BUDI HARTONO TO PT CONTOH MAKMUR ESB:NBMB:0001500F:900000000009 | Transfer Dari Budi Hartono via BRImo',
        channel: 'INTRABANK',
        counterpartyName: 'BUDI HARTONO',
        counterpartyBank: 'BRI',
      }),
    ]);
  });

  itRefusesDamaged('bri-csv-8.csv', bri, [
    [
      'GLSIGN against the amount column',
      ['"1,500,000.00","Cr"', '"1,500,000.00","Db"'],
      "Baris 2: kolom GLSIGN berisi 'Db', tetapi nominalnya di kolom MUTASI_KREDIT",
    ],
    ['a date that does not exist', ['2026-08-01 06:14:36', '2026-08-32 06:14:36'], "Baris 3: TGL_TRAN '2026-08-32 06:14:36' tidak valid"],
    [
      'a lost column',
      ['"MUTASI_KREDIT",', ''],
      'Header CSV BRI di baris 1 tidak lengkap: kolom MUTASI_KREDIT tidak ada. Kolom yang diharapkan: TGL_TRAN, MUTASI_DEBET, ' +
        'MUTASI_KREDIT. Ditemukan: ID, NOREK, TGL_TRAN, MUTASI_DEBET, GLSIGN, TRREMK, REMARK_CUSTOM.',
    ],
  ]);
});

describe('BRI internet banking', () => {
  it('reads the statement below its preamble up to Saldo Awal, skipping the English header, with BRImo and bank narratives', async () => {
    expect(
      await golden(
        rowsReadAs(parse('BRI', 'bri-internet-banking.csv'), { variant: 'bri-internet-banking', layout: 'CSV BRI Internet Banking' }),
        'bri-internet-banking.csv',
      ),
    ).toEqual([
      row(8, '2026-08-01 00:00:00', 'CR', 150_000_000, 650_000_000, {
        description: 'NBMB ANDI WIJAYA TO PT CONTOH MAKMUR ESB:NBMB:0001500F:900000000001',
        channel: 'INTRABANK',
        counterpartyName: 'ANDI WIJAYA',
        counterpartyBank: 'BRI',
      }),
      row(9, '2026-08-01 08:30:12', 'CR', 200_000_000, 850_000_000, {
        description: 'Transfer BI-Fast dari BANK CENTRAL ASIA - 0123456789 - Muhammad Rizky Ananda Pratama',
        channel: 'BI_FAST',
        counterpartyName: 'Muhammad Rizky Ananda Pratama',
        counterpartyAccount: '0123456789',
        counterpartyBank: 'BCA',
      }),
      row(10, '2026-08-01 10:00:00', 'DB', 75_000_000, 775_000_000, {
        description: 'IBIZ PT CONTOH MAKMUR TO DEWI LESTARI',
        channel: 'INTRABANK',
        counterpartyName: 'DEWI LESTARI',
        counterpartyBank: 'BRI',
      }),
      // A BI-FAST payout; its Rp2.500 twin under the same words is the BI-FAST fee.
      ...withFeeTwin(
        row(11, '2026-08-01 10:05:00', 'DB', 50_000_000, 725_000_000, {
          description: 'Transfer BI-Fast ke BANK NEGARA INDONESIA - 0987654321 - Rina Marlina, S.Kom',
          channel: 'BI_FAST',
          counterpartyName: 'Rina Marlina, S.Kom',
          counterpartyAccount: '0987654321',
          counterpartyBank: 'BNI',
        }),
        { line: 12, amountSen: 250_000, balanceSen: 724_750_000 },
      ),
      row(13, '2026-08-01 23:59:59', 'DB', 600_000, 724_150_000, { description: 'Admin Fee', channel: 'FEE' }),
      row(14, '2026-08-01 23:59:59', 'DB', 300_000, 723_850_000, { description: 'Monthly Fee ATM', channel: 'FEE' }),
      row(16, '2026-08-02 00:00:00', 'CR', 123_456, 723_973_456, { description: 'Interest on Account', channel: 'INTEREST' }),
      row(17, '2026-08-02 00:00:00', 'DB', 24_691, 723_948_765, { description: 'Tax', channel: 'TAX' }),
      row(18, '2026-08-02 09:00:00', 'CR', 50_000_000, 773_948_765, {
        description: 'REVERSAL BFST0987654321 NBMB:BNINIDJA',
        channel: 'RETURN',
        counterpartyAccount: '0987654321',
      }),
      row(19, '2026-08-02 11:11:11', 'DB', 25_000_000, 748_948_765, {
        description: 'Transfer Ke Wulan Sari Dewanti via BRImo',
        channel: 'INTRABANK',
        counterpartyName: 'Wulan Sari Dewanti',
        counterpartyBank: 'BRI',
      }),
    ]);
  });

  it('reads Indonesian amounts as well: the two styles never read one text two ways', () => {
    const header = 'Tanggal Transaksi,Uraian Transaksi,Teller,Debet,Kredit,Saldo\n';
    expect(rowsOf(bri(`${header}01/08/26 09:00:00,Admin Fee,-,"6.000,00","0,00","7.241.500,00"\n`))).toEqual([
      row(2, '2026-08-01 09:00:00', 'DB', 600_000, 724_150_000, { description: 'Admin Fee', channel: 'FEE' }),
    ]);
  });

  itRefusesDamaged('bri-internet-banking.csv', bri, [
    ['a date that does not exist', ['02/08/26 11:11:11', '31/09/26 11:11:11'], "Baris 19: Tanggal Transaksi '31/09/26 11:11:11' tidak valid"],
    [
      'an amount in neither style',
      ['"6,000.00"', '"6.000.00"'],
      "Baris 13: nominal '6.000.00' di kolom Debet tidak valid (format: 1,500,000.00 atau 1.500.000,00)",
    ],
    ['a row without a date', ['01/08/26 23:59:59,Monthly', ',Monthly'], 'Baris 14: kolom Tanggal Transaksi kosong'],
    [
      'a lost column',
      [',Kredit,Saldo', ',Saldo'],
      'Header CSV BRI Internet Banking di baris 6 tidak lengkap: kolom Kredit tidak ada. Kolom yang diharapkan: Tanggal Transaksi, ' +
        'Uraian Transaksi, Debet, Kredit. Ditemukan: Tanggal Transaksi, Uraian Transaksi, Teller, Debet, Saldo.',
    ],
  ]);
});

describe('broken manual files', () => {
  it.each([
    ['BRI', 'bri-bad-time.csv', "Baris 3: JAM_TRAN '2561' tidak valid"],
    ['DANA', 'manual-bad-amount.csv', "Baris 2: nominal 'Rp 50.000' di kolom Kredit tidak valid (format: 1500000.00)"],
    ['OVO', 'manual-bad-date.csv', "Baris 3: Tanggal 'kemarin' tidak valid"],
    [
      'GOPAY',
      'manual-missing-column.csv',
      'Header template Manual Bank / Wallet di baris 1 tidak lengkap: kolom No Rekening/HP tidak ada. Kolom yang diharapkan: Tanggal, ' +
        'Keterangan, Nama, No Rekening/HP, Debit, Kredit, Saldo, Referensi. Ditemukan: Tanggal, Keterangan, Nama, Debit, Kredit, Saldo, Referensi.',
    ],
    [
      'DANA',
      'bri.csv',
      'File bukan format Manual Bank / Wallet DANA. Kolom yang diharapkan: Tanggal, Keterangan, Nama, No Rekening/HP, Debit, Kredit, ' +
        'Saldo, Referensi. Ditemukan: ID, NOREK, TGL_TRAN, TGL_EFEKTIF, JAM_TRAN, SEQ, DESK_TRAN, SALDO_AWAL_MUTASI, MUTASI_DEBET, ' +
        'MUTASI_KREDIT, SALDO_AKHIR_MUTASI, GLSIGN. File ini tampaknya CSV BRI: pilih kategori Manual Bank / Wallet, bank BRI.',
    ],
    [
      'BRI',
      'bca-klikbca.csv',
      'File bukan format Manual Bank / Wallet BRI. Kolom yang diharapkan: Tanggal, Keterangan, Nama, No Rekening/HP, Debit, Kredit, ' +
        'Saldo, Referensi. Ditemukan: Tanggal, Keterangan, Cabang, Jumlah, Saldo. Juga diterima: CSV BRI, CSV BRI Internet Banking. ' +
        'File ini tampaknya CSV KlikBCA: pilih kategori Bank, bank BCA.',
    ],
  ] as const)('%s %s', (provider, name, message) => {
    expect(errorOf(parse(provider, name))).toBe(message);
  });
});
