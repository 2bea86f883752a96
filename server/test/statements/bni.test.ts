import { describe, expect, it } from 'vitest';
import { bniInternetFormat } from '../../src/modules/statements/parsers/bni-internet.ts';
import { bniMobileFormat } from '../../src/modules/statements/parsers/bni-mobile.ts';
import { atLine, errorOf, expectReading, fixture, itParsesItsOwnTemplate, row, rowsOf, rowsReadAs } from './bank-support.ts';

const mobile = (text: string) => bniMobileFormat.parse(text, { statementDate: '2026-07-13' });
const internet = (text: string) => bniInternetFormat.parse(text, { statementDate: '2026-12-02' });

/** The example row of the BNI Mobile template: also the first row of bni-mobile-template.csv. */
const MOBILE_EXAMPLE = row(2, '2026-07-13 09:15:02', 'CR', 20_000_000, 206_536_300, {
  description: 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO',
  channel: 'INTRABANK',
  counterpartyBank: 'BNI',
  counterpartyName: 'BUDI SANTOSO',
  counterpartyAccount: '0123456789',
});

/** The example row of the BNI Internet Banking template: also the first row of bni-internet-template.csv. */
const INTERNET_EXAMPLE = row(2, '2026-12-02 06:25:21', 'CR', 20_000_000, 520_000_000, {
  description: 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO',
  channel: 'INTRABANK',
  counterpartyBank: 'BNI',
  counterpartyName: 'BUDI SANTOSO',
  counterpartyAccount: '0123456789',
  reference: '932902',
});

describe('BNI Mobile template', () => {
  it('reads Nominal with Db/Cr (Cr. accepted) and the BNI narratives', async () => {
    await expectReading(rowsReadAs(mobile(fixture('bni-mobile-template.csv')), { variant: 'bni-mobile-template' }), 'bni-mobile-template.csv');
  });

  itParsesItsOwnTemplate(bniMobileFormat.template, mobile, MOBILE_EXAMPLE);

  it.each([
    ['bni-mobile-bad-direction.csv', "Baris 2: kolom Db/Cr berisi 'MASUK', bukan CR atau DB"],
    [
      'bni-internet-csv.csv',
      'File bukan format BNI Mobile. Kolom yang diharapkan: Tanggal, Keterangan, Nominal, Db/Cr, Saldo. Ditemukan: 02/12/26 06.25.21, ' +
        '02/12/26 06.25.21, 0996, 932902, TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO, .00, 200,000.00. ' +
        'File ini tampaknya CSV BNI (tanpa header): pilih kategori Bank, bank BNI Internet Banking.',
    ],
  ])('refuses %s', (name, message) => {
    expect(errorOf(mobile(fixture(name)))).toBe(message);
  });
});

describe('BNI Internet Banking template', () => {
  it('reads Debit/Kredit, the balance and the journal number as reference', async () => {
    const rows = rowsReadAs(internet(fixture('bni-internet-template.csv')), { variant: 'bni-internet-template' });
    expect(rows.map((l) => l.reference)).toEqual(['932902', '932977', '932978', '933010']);
    await expectReading(rows, 'bni-internet-template.csv');
  });

  itParsesItsOwnTemplate(bniInternetFormat.template, internet, INTERNET_EXAMPLE);
});

describe('BNI counterparty banks and money coming back', () => {
  it('names BNI for book transfers, a wallet for its company, and reads a return only at the start', async () => {
    const rows = rowsOf(internet(fixture('bni-internet-returns.csv')));
    expect(atLine(rows, 3)).toMatchObject({ channel: 'RETURN', counterpartyBank: 'BNI' });
    // line 4: RETUR in the memo part: a deposit.
    expect(atLine(rows, 4)).toMatchObject({ channel: 'INTRABANK', counterpartyBank: 'BNI' });
    // line 5: ShopeePay's company account paid in: the wallet, no person, and its number is not the player's.
    expect(atLine(rows, 5)).toMatchObject({ channel: 'VA_EWALLET', counterpartyBank: 'SHOPEEPAY', counterpartyName: '', counterpartyAccount: '' });
    await expectReading(rows, 'bni-internet-returns.csv');
  });
});

describe('BNI CSV record', () => {
  it('reads the headerless export: dotted times, English amounts, journal as reference, no balance', async () => {
    // line 1: the template's example transaction: the CSV exports write no balance.
    const rows = rowsReadAs(internet(fixture('bni-internet-csv.csv')), { variant: 'bni-csv-record' });
    expect(atLine(rows, 2)).toMatchObject({ time: '08:10:05', amountSen: 150_000_000, reference: '933115', balanceSen: null });
    await expectReading(rows, 'bni-internet-csv.csv');
  });

  it('reads the same record under a header row', async () => {
    await expectReading(rowsReadAs(internet(fixture('bni-internet-csv-header.csv')), { variant: 'bni-csv' }), 'bni-internet-csv-header.csv');
  });
});

describe('BNI: titles and money from other banks', () => {
  it('drops the title before a name and reads the sender of a KREDIT LAIN-LAIN credit from its 15-character field', async () => {
    const rows = rowsReadAs(internet(fixture('bni-internet-kredit-lain.csv')), { variant: 'bni-csv-record' });
    // line 1: the virtual account (988…) and its code are the payee's; the sender stands after the three-digit code, cut at 15.
    expect(atLine(rows, 1).counterpartyName).toBe('MUHAMMAD RIZKY');
    expect(atLine(rows, 2).counterpartyName).toBe('KARYA ABADI LOG');
    expect(atLine(rows, 3).counterpartyName).toBe('YOHANES BAYU PRAKOSO');
    // line 9: the payout of line 4 came back.
    // line 11: the memo behind the padding names no wallet, and the title is dropped.
    expect(atLine(rows, 11)).toMatchObject({ counterpartyName: 'BUDI SANTOSO', counterpartyBank: '' });
    // line 12: no coded sender: no name.
    await expectReading(rows, 'bni-internet-kredit-lain.csv');
  });

  it('refuses a damaged record naming its line', () => {
    const damaged = fixture('bni-internet-kredit-lain.csv').replace('"750,000.00"', '"750.000,00"');
    expect(errorOf(internet(damaged))).toBe("Baris 2: nominal '750.000,00' di kolom Credit tidak valid (format: 1,500,000.00)");
  });
});

describe('broken BNI Internet Banking files', () => {
  it.each([
    ['bni-internet-bad-date.csv', "Baris 2: Posting Date '32/12/26 08.10.05' tidak valid"],
    ['bni-internet-bad-amount.csv', "Baris 1: nominal '200.000,00' di kolom Credit tidak valid (format: 1,500,000.00)"],
    [
      'bni-internet-missing-column.csv',
      'Header template BNI Internet Banking di baris 1 tidak lengkap: kolom No. Jurnal tidak ada. Kolom yang diharapkan: Tanggal, ' +
        'Keterangan, Debit, Kredit, Saldo, No. Jurnal. Ditemukan: Tanggal, Keterangan, Debit, Kredit, Saldo.',
    ],
    [
      'cimb-template.csv',
      'File bukan format BNI Internet Banking. Kolom yang diharapkan: Tanggal, Keterangan, Debit, Kredit, Saldo, No. Jurnal. ' +
        'Ditemukan: Tanggal, Keterangan, Debit, Kredit, Saldo, No. Referensi. Juga diterima: CSV BNI. ' +
        'File ini tampaknya template CIMB: pilih kategori Bank, bank CIMB.',
    ],
  ])('%s', (name, message) => {
    expect(errorOf(internet(fixture(name)))).toBe(message);
  });
});
