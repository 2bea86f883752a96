import { describe, expect, it } from 'vitest';
import { bniInternetFormat } from '../../src/modules/statements/parsers/bni-internet.ts';
import { bniMobileFormat } from '../../src/modules/statements/parsers/bni-mobile.ts';
import { errorOf, fixture, golden, itParsesItsOwnTemplate, row, rowsOf, rowsReadAs } from './bank-support.ts';

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
    expect(await golden(rowsReadAs(mobile(fixture('bni-mobile-template.csv')), { variant: 'bni-mobile-template' }), 'bni-mobile-template.csv')).toEqual([
      MOBILE_EXAMPLE,
      row(3, '2026-07-13 10:20:11', 'DB', 80_000_000, 126_536_300, {
        description: 'TRANSFER KE Bpk ANDI WIJAYA',
        channel: 'INTRABANK',
        counterpartyName: 'ANDI WIJAYA',
      }),
      row(4, '2026-07-13 10:20:11', 'DB', 250_000, 126_286_300, { description: 'BY TRX BIFAST', channel: 'FEE' }),
      row(5, '2026-07-13 12:00:00', 'DB', 10_000_000, 116_286_300, {
        description: 'TRANSFER KE ESPAY DEBIT INDONESIA KOE 8810081234567890 Dana-DNID 0812****7890',
        channel: 'VA_EWALLET',
        counterpartyBank: 'DANA',
        counterpartyAccount: '081234567890',
      }),
      row(6, '2026-07-14 08:05:33', 'CR', 50_000_000, 166_286_300, {
        description: 'SETOR TUNAI | RUDI HARTONO',
        channel: 'CASH',
        counterpartyName: 'RUDI HARTONO',
      }),
    ]);
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
    expect(await golden(rowsReadAs(internet(fixture('bni-internet-template.csv')), { variant: 'bni-internet-template' }), 'bni-internet-template.csv')).toEqual(
      [
        INTERNET_EXAMPLE,
        row(3, '2026-12-02 07:01:45', 'DB', 35_000_000, 485_000_000, {
          description: 'TRANSFER KE | PEMINDAHAN KE 0987654321 Ibu SITI AMINAH | WD 0212',
          channel: 'INTRABANK',
          counterpartyBank: 'BNI',
          counterpartyName: 'SITI AMINAH',
          counterpartyAccount: '0987654321',
          reference: '932977',
        }),
        row(4, '2026-12-02 07:01:45', 'DB', 650_000, 484_350_000, { description: 'BIAYA ADMIN', channel: 'FEE', reference: '932978' }),
        row(5, '2026-12-02 09:30:00', 'DB', 5_000_000, 479_350_000, {
          description: 'TRANSFER KE LINKAJA 081298765432',
          channel: 'VA_EWALLET',
          counterpartyBank: 'LINKAJA',
          counterpartyAccount: '081298765432',
          reference: '933010',
        }),
      ],
    );
  });

  itParsesItsOwnTemplate(bniInternetFormat.template, internet, INTERNET_EXAMPLE);
});

describe('BNI counterparty banks and money coming back', () => {
  it('names BNI for book transfers, a wallet for its company, and reads a return only at the start', async () => {
    expect(await golden(rowsOf(internet(fixture('bni-internet-returns.csv'))), 'bni-internet-returns.csv')).toEqual([
      row(2, '2026-07-01 08:00:00', 'DB', 35_000_000, 465_000_000, {
        description: 'TRANSFER KE | PEMINDAHAN KE 0987654321 Ibu SITI AMINAH | WD 0107',
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '0987654321',
        counterpartyBank: 'BNI',
        reference: '940001',
      }),
      row(3, '2026-07-02 08:30:00', 'CR', 35_000_000, 500_000_000, {
        description: 'RETUR | TRANSFER KE | PEMINDAHAN KE 0987654321 Ibu SITI AMINAH',
        channel: 'RETURN',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '0987654321',
        counterpartyBank: 'BNI',
        reference: '940100',
      }),
      // RETUR in the memo part: a deposit.
      row(4, '2026-07-02 09:00:00', 'CR', 20_000_000, 520_000_000, {
        description: 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI SANTOSO | RETUR',
        channel: 'INTRABANK',
        counterpartyName: 'BUDI SANTOSO',
        counterpartyAccount: '0123456789',
        counterpartyBank: 'BNI',
        reference: '940120',
      }),
      // ShopeePay's company account paid in: the wallet, no person, and its number is not the player's.
      row(5, '2026-07-02 10:00:00', 'CR', 10_000_000, 530_000_000, {
        description: 'TRANSFER DARI | PEMINDAHAN DARI 8081000086    AIRPAY INTERNATIONAL IN | SF 8138 36091 01',
        channel: 'VA_EWALLET',
        counterpartyBank: 'SHOPEEPAY',
        reference: '940150',
      }),
    ]);
  });
});

describe('BNI CSV record', () => {
  it('reads the headerless export: dotted times, English amounts, journal as reference, no balance', async () => {
    expect(await golden(rowsReadAs(internet(fixture('bni-internet-csv.csv')), { variant: 'bni-csv-record' }), 'bni-internet-csv.csv')).toEqual([
      // The template's example transaction: the CSV exports write no balance.
      { ...INTERNET_EXAMPLE, line: 1, balanceSen: null },
      row(2, '2026-12-02 08:10:05', 'DB', 150_000_000, null, {
        description: 'TRANSFER KE | PEMINDAHAN KE 1122334455 Bpk HENDRA GUNAWAN | WD 1203',
        channel: 'INTRABANK',
        counterpartyBank: 'BNI',
        counterpartyName: 'HENDRA GUNAWAN',
        counterpartyAccount: '1122334455',
        reference: '933115',
      }),
      row(3, '2026-12-02 08:10:05', 'DB', 250_000, null, { description: 'BY TRX BIFAST', channel: 'FEE', reference: '933116' }),
      row(4, '2026-12-02 11:45:30', 'DB', 10_000_000, null, {
        description: 'TRF/PAY/TOP-UP ECHANNEL | 5264221234567890 | 20261202114530',
        channel: 'OTHER',
        reference: '934020',
      }),
    ]);
  });

  it('reads the same record under a header row', async () => {
    expect(await golden(rowsReadAs(internet(fixture('bni-internet-csv-header.csv')), { variant: 'bni-csv' }), 'bni-internet-csv-header.csv')).toEqual([
      { ...INTERNET_EXAMPLE, line: 2, balanceSen: null },
      row(3, '2026-12-03 14:02:09', 'CR', 100_000_000, null, {
        description: 'SETOR TUNAI | AGUS SETIAWAN',
        channel: 'CASH',
        counterpartyName: 'AGUS SETIAWAN',
        reference: '940311',
      }),
    ]);
  });
});

describe('BNI: titles and money from other banks', () => {
  it('drops the title before a name and reads the sender of a KREDIT LAIN-LAIN credit from its 15-character field', async () => {
    expect(await golden(rowsReadAs(internet(fixture('bni-internet-kredit-lain.csv')), { variant: 'bni-csv-record' }), 'bni-internet-kredit-lain.csv')).toEqual([
      // The virtual account (988…) and its code are the payee's; the sender stands after the three-digit code, cut at 15.
      row(1, '2026-08-01 00:00:00', 'CR', 150_000_000, null, {
        description: 'KREDIT LAIN-LAIN | 9880052121080101 MUHAMMAD RIZKY ANANDA TQ7PLM | 002 MUHAMMAD RIZKY  JMNN LLNG 0108',
        channel: 'OTHER',
        counterpartyName: 'MUHAMMAD RIZKY',
        reference: '950001',
      }),
      row(2, '2026-08-01 08:15:00', 'CR', 75_000_000, null, {
        description: 'KREDIT LAIN-LAIN | 535 KARYA ABADI LOG INV 0108',
        channel: 'OTHER',
        counterpartyName: 'KARYA ABADI LOG',
        reference: '950002',
      }),
      row(3, '2026-08-01 09:00:00', 'CR', 25_000_000, null, {
        description: 'SETOR TUNAI | Sdr YOHANES BAYU PRAKOSO | TITIPAN, DEPOSIT',
        channel: 'CASH',
        counterpartyName: 'YOHANES BAYU PRAKOSO',
        reference: '950003',
      }),
      row(4, '2026-08-01 10:20:11', 'DB', 100_000_000, null, {
        description: 'TRANSFER KE | PEMINDAHAN KE 0987654321 Ibu SITI AMINAH | WD 0108',
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '0987654321',
        counterpartyBank: 'BNI',
        reference: '950004',
      }),
      row(5, '2026-08-01 10:20:11', 'DB', 250_000, null, { description: 'BY TRX BIFAST', channel: 'FEE', reference: '950005' }),
      row(7, '2026-08-01 23:59:59', 'CR', 1_234_567, null, { description: 'BUNGA', channel: 'INTEREST', reference: '950006' }),
      row(8, '2026-08-01 23:59:59', 'DB', 246_913, null, { description: 'PAJAK', channel: 'TAX', reference: '950007' }),
      // The payout of line 4 came back.
      row(9, '2026-08-02 00:00:00', 'CR', 100_000_000, null, {
        description: 'RETUR | TRANSFER KE | PEMINDAHAN KE 0987654321 Ibu SITI AMINAH',
        channel: 'RETURN',
        counterpartyName: 'SITI AMINAH',
        counterpartyAccount: '0987654321',
        counterpartyBank: 'BNI',
        reference: '950101',
      }),
      row(10, '2026-08-02 09:30:00', 'CR', 30_000_000, null, {
        description: 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdri RATNA DEWI KUSUMAWARDHANI | TOPUP OVO',
        channel: 'INTRABANK',
        counterpartyName: 'RATNA DEWI KUSUMAWARDHANI',
        counterpartyAccount: '0123456789',
        counterpartyBank: 'BNI',
        reference: '950102',
      }),
      // The memo behind the padding names no wallet, and the title is dropped.
      row(11, '2026-08-02 10:00:00', 'CR', 10_000_000, null, {
        description: 'KREDIT LAIN-LAIN | 014 Bpk BUDI SANTOSO  TOPUP OVO',
        channel: 'OTHER',
        counterpartyName: 'BUDI SANTOSO',
        reference: '950103',
      }),
      // No coded sender: no name.
      row(12, '2026-08-02 11:00:00', 'CR', 5_000_000, null, { description: 'KREDIT LAIN-LAIN | PENERIMAAN DANA', channel: 'OTHER', reference: '950104' }),
    ]);
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
