import { describe, expect, it } from 'vitest';
import { MANUAL_PROVIDERS, manualFormat, manualFormats } from '../../src/modules/statements/parsers/manual.ts';
import type { Channel } from '../../src/modules/statements/statement-line.ts';
import { atLine, errorOf, expectReading, fixture, itRefusesDamaged, row, rowsOf, rowsReadAs, templateCsv } from './bank-support.ts';

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
    const rows = rowsReadAs(parse('DANA', 'manual-dana.csv'), { variant: 'manual-template' });
    expect(atLine(rows, 2)).toMatchObject({ counterpartyName: 'ANDI WIJAYA', counterpartyAccount: '081234567890' });
    expect(atLine(rows, 3)).toMatchObject({ description: 'Kirim ke 085712345678', counterpartyAccount: '085712345678' });
    expect(atLine(rows, 4).channel).toBe('FEE');
    await expectReading(rows, 'manual-dana.csv');
  });

  it('gives QRIS rows the QRIS channel', async () => {
    const rows = rowsOf(parse('QRIS', 'manual-qris.csv'));
    expect(rows.map((l) => l.channel)).toEqual(['QRIS', 'QRIS']);
    await expectReading(rows, 'manual-qris.csv');
  });

  it('reads BRI narratives in the template, with the BRIVA fee twin tagged', async () => {
    const rows = rowsOf(parse('BRI', 'manual-bri-template.csv'));
    // line 4: the BRIVA payout's fee, booked under the same words and counterparty as line 3.
    expect(atLine(rows, 4)).toMatchObject({ description: 'BRIVA88810081234567890NBMB', channel: 'FEE', counterpartyBank: 'DANA', amountSen: 100_000 });
    await expectReading(rows, 'manual-bri-template.csv');
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
    const rows = rowsOf(parse('OVO', 'manual-ovo.csv'));
    expect(rows.map((l) => [l.line, l.channel, l.counterpartyBank])).toEqual([
      [2, 'VA_EWALLET', 'OVO'],
      [3, 'VA_EWALLET', ''],
      [4, 'VA_EWALLET', 'OVO'],
      [5, 'RETURN', 'OVO'],
    ]);
    await expectReading(rows, 'manual-ovo.csv');
  });
});

describe('BRI CSV under Manual BRI', () => {
  it('reads the export: .00 zeros, unpadded JAM_TRAN, NOREK-SEQ reference, sender or receiver by direction, fee rows', async () => {
    const rows = rowsReadAs(parse('BRI', 'bri.csv'), { variant: 'bri-csv' });
    // line 2: a credit names its sender, line 3 a debit its receiver.
    expect(atLine(rows, 2)).toMatchObject({ time: '00:04:26', counterpartyName: 'ANDI WIJAYA', reference: '012301000123456-4074000' });
    expect(atLine(rows, 3).counterpartyName).toBe('SITI AMINAH');
    // line 6: the BRIVA payout's fee twin.
    expect(atLine(rows, 6)).toMatchObject({ channel: 'FEE', amountSen: 100_000 });
    await expectReading(rows, 'bri.csv');
  });

  it("keeps the payee's account on a BI-FAST payout and its reversal; a sender called Revi sends a deposit", async () => {
    const rows = rowsOf(parse('BRI', 'bri-returns.csv'));
    expect(atLine(rows, 2)).toMatchObject({ channel: 'BI_FAST', counterpartyAccount: '2037645783' });
    expect(atLine(rows, 4)).toMatchObject({ channel: 'RETURN', counterpartyAccount: '2037645783' });
    expect(atLine(rows, 5)).toMatchObject({ channel: 'INTRABANK', counterpartyName: 'REVI ANDRIANI' });
    await expectReading(rows, 'bri-returns.csv');
  });

  it('accepts the Mandiri exports under Manual Mandiri', () => {
    expect(parse('MANDIRI', 'mandiri-kopra.csv')).toMatchObject({ ok: true, variant: 'mandiri-kopra' });
    expect(parse('MANDIRI', 'mandiri-mcm.csv')).toMatchObject({ ok: true, variant: 'mandiri-mcm' });
  });
});

describe('BRI CSV of 8 columns', () => {
  it('reads the day and time from TGL_TRAN, the narrative from TRREMK and the counterparty BRImo writes only in REMARK_CUSTOM', async () => {
    // line 2: the bank's narrative is a code; BRImo names the sender, the account and that the bank is another (no code).
    // line 3: an incoming BI-FAST names the sender before the sending bank's BIC: the fuller name wins over BRImo's.
    // line 9: BRI's charges are fees, never payouts; the empty line 10 is skipped.
    // line 15: the payout of line 5 came back.
    const rows = rowsReadAs(parse('BRI', 'bri-csv-8.csv'), { variant: 'bri-csv' });
    expect(atLine(rows, 2)).toMatchObject({ counterpartyName: 'Muhammad Rizky Ananda Pratama', counterpartyAccount: '902815374460', counterpartyBank: '' });
    expect(atLine(rows, 3).counterpartyName).toBe('YOGA PRASETYA');
    await expectReading(rows, 'bri-csv-8.csv');
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
    // line 11: a BI-FAST payout; its Rp2.500 twin under the same words is the BI-FAST fee.
    const rows = rowsReadAs(parse('BRI', 'bri-internet-banking.csv'), { variant: 'bri-internet-banking', layout: 'CSV BRI Internet Banking' });
    expect(atLine(rows, 12)).toMatchObject({ channel: 'FEE', amountSen: 250_000, counterpartyName: 'Rina Marlina, S.Kom' });
    await expectReading(rows, 'bri-internet-banking.csv');
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
