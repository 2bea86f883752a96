import { describe, expect, it } from 'vitest';
import { describeBca, describeBcaTemplate } from '../../src/modules/statements/description/bca.ts';
import { exportedName, templateName } from '../../src/modules/statements/description/bca-name.ts';
import { facts } from '../../src/modules/statements/description/facts.ts';
import { fixture, golden, row, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/**
 * The name after a `TRSF E-BANKING` amount (description/bca-name.ts; docs/formats-banks.md, "BCA narratives"): read from
 * the words where KlikBCA's padding collapsed, and whole in our template.
 */
describe('KlikBCA Bisnis whose padding collapsed to single spaces', () => {
  it('reads the names from the words, and the fixed-width rows as before', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-bisnis-collapsed.csv')), { variant: 'bca-bisnis' }), 'bca-bisnis-collapsed.csv')).toEqual([
      // Counting 18 characters from the memo read `EWI LESTARIAN`.
      row(7, '2026-07-03', 'DB', 150_000_000, 850_000_000, {
        description: 'TRSF E-BANKING DB 0307/FTSCY/WS95271 1500000.00 PINJAMAN BULANAN DEWI LESTARIAN',
        channel: 'INTRABANK',
        counterpartyName: 'DEWI LESTARIAN',
        counterpartyBank: 'BCA',
      }),
      row(8, '2026-07-03', 'CR', 20_000_000, 870_000_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 200000.00 CICILAN MOTOR MUHAMMAD RIZKY PRA',
        channel: 'INTRABANK',
        counterpartyName: 'MUHAMMAD RIZKY PRA',
        counterpartyBank: 'BCA',
      }),
      row(9, '2026-07-03', 'CR', 80_740_000, 950_740_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95051 807400.00 SF 0308 32062 01_1068239606967071819 AIRPAY INTERNATION',
        channel: 'VA_EWALLET',
        counterpartyBank: 'SHOPEEPAY',
      }),
      row(10, '2026-07-03', 'CR', 35_000_000, 985_740_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 350000.00 WIDYA ASTUTI',
        channel: 'INTRABANK',
        counterpartyName: 'WIDYA ASTUTI',
        counterpartyBank: 'BCA',
      }),
      // Glued to the amount: the fixed 18-character fields, as before.
      row(11, '2026-07-03', 'DB', 721_000_000, 264_740_000, {
        description: 'TRSF E-BANKING DB 0307/FTSCY/WS95271 7210000.00MICHAEL SURYADI',
        channel: 'INTRABANK',
        counterpartyName: 'MICHAEL SURYADI',
        counterpartyBank: 'BCA',
      }),
      row(12, '2026-07-03', 'CR', 25_000_000, 289_740_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 250000.00SBGP 02, 08 SEPTEMSITI AMINAH',
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyBank: 'BCA',
      }),
    ]);
  });
});

describe('our BCA template', () => {
  it('reads a name longer than 18 characters whole, at 23:59:59 and 00:00:00', async () => {
    expect(await golden(rowsReadAs(parse(fixture('bca-template-long-names.csv')), { variant: 'bca-template' }), 'bca-template-long-names.csv')).toEqual([
      // Read by KlikBCA's 18-character fields this was `ZKY HASIBUAN`.
      row(2, '2026-07-03 23:59:59', 'CR', 50_000_000, 1_050_000_000, {
        description: 'TRSF E-BANKING CR 0307/FTSCY/WS95031 500000.00MUHAMMAD WAHYU RIZKY HASIBUAN',
        channel: 'INTRABANK',
        counterpartyName: 'MUHAMMAD WAHYU RIZKY HASIBUAN',
        counterpartyBank: 'BCA',
      }),
      // A memo padded as KlikBCA pads it, then the whole name.
      row(3, '2026-07-04 00:00:00', 'CR', 15_000_000, 1_065_000_000, {
        description: 'TRSF E-BANKING CR 0407/FTSCY/WS95031 150000.00DEPO 2207          RADEN AJENG KARTIKA SARASWATI',
        channel: 'INTRABANK',
        counterpartyName: 'RADEN AJENG KARTIKA SARASWATI',
        counterpartyBank: 'BCA',
      }),
      row(4, '2026-07-04 00:00:30', 'DB', 125_000_000, 940_000_000, {
        description: 'TRSF E-BANKING DB 0407/FTSCY/WS95271 1250000.00 FRANSISKUS XAVERIUS SIMANJUNTAK',
        channel: 'INTRABANK',
        counterpartyName: 'FRANSISKUS XAVERIUS SIMANJUNTAK',
        counterpartyBank: 'BCA',
      }),
      // KlikBCA's own text copied into the template (a full memo field glued to the name) reads as the export does.
      row(5, '2026-07-04 08:15:00', 'CR', 25_000_000, 965_000_000, {
        description: 'TRSF E-BANKING CR 0407/FTSCY/WS95031 250000.00SBGP 02, 08 SEPTEMSITI AMINAH',
        channel: 'INTRABANK',
        counterpartyName: 'SITI AMINAH',
        counterpartyBank: 'BCA',
      }),
      row(6, '2026-07-04 09:00:00', 'CR', 30_000_000, 995_000_000, {
        description: 'BI-FAST CR TRANSFER   DR 008 CHRISTINA NATALIA SIMATUPANG',
        channel: 'BI_FAST',
        counterpartyName: 'CHRISTINA NATALIA SIMATUPANG',
        counterpartyBank: 'MANDIRI',
      }),
      row(7, '2026-07-04 09:05:00', 'CR', 7_500_000, 1_002_500_000, {
        description: 'TRSF E-BANKING CR 0407/FTSCY/WS95031 75000.00DOMPET ANAK BANGSA',
        channel: 'VA_EWALLET',
        counterpartyBank: 'GOPAY',
      }),
      // A name BCA already cut stays as it is.
      row(8, '2026-07-04', 'CR', 10_000_000, null, {
        description: 'TRSF E-BANKING CR 0407/FTSCY/WS95031 100000.00MUHAMMAD RIZKY PRA',
        channel: 'INTRABANK',
        counterpartyName: 'MUHAMMAD RIZKY PRA',
        counterpartyBank: 'BCA',
      }),
    ]);
  });
});

describe('the name after the amount', () => {
  const transfer = (tail: string) => `TRSF E-BANKING CR 0307/FTSCY/WS95031 150000.00${tail}`;
  const intrabank = (name: string) => facts('INTRABANK', { counterpartyName: name, counterpartyBank: 'BCA' });

  it.each([
    // Padding kept, fields glued, padding collapsed.
    ['RETUR             BUDI SANTOSO', 'BUDI SANTOSO'],
    ['SBGP 02, 08 SEPTEMMUHAMMAD RIZKY PRA', 'MUHAMMAD RIZKY PRA'],
    [' BAYAR KOS JULI DEWI LESTARIAN', 'DEWI LESTARIAN'],
    // A word with a digit (a reference, a date) ends the name.
    [' 4980365901 261S06Z102687220 HENDRA', 'HENDRA'],
    // Nothing but a reference: no name rather than a guess.
    [' INV20260703001', ''],
    // What the words cannot tell: memo words that fit beside the name in 18 characters are read with it (see the docs).
    [' TRANSFER KE IBU SRI WAHYUNI', 'KE IBU SRI WAHYUNI'],
  ])('KlikBCA: %j -> %j', (tail, name) => {
    expect(exportedName(tail)).toBe(name);
    expect(describeBca(transfer(tail), 'CR', 1)).toEqual(intrabank(name));
  });

  it.each([
    ['MUHAMMAD WAHYU RIZKY HASIBUAN', 'MUHAMMAD WAHYU RIZKY HASIBUAN'],
    [' MUHAMMAD WAHYU RIZKY HASIBUAN', 'MUHAMMAD WAHYU RIZKY HASIBUAN'],
    ['DEPO  RADEN AJENG KARTIKA SARASWATI', 'RADEN AJENG KARTIKA SARASWATI'],
    ['SBGP 02, 08 SEPTEMSITI AMINAH', 'SITI AMINAH'],
    [' 4980365901 261S06Z102687220 VISIONET INTERNASI', 'VISIONET INTERNASI'],
  ])('template: %j -> %j', (tail, name) => {
    expect(templateName(tail)).toBe(name);
  });

  it('keeps a template transfer from a wallet company a wallet top-up, and its return a return', () => {
    expect(describeBcaTemplate(transfer('AIRPAY INTERNATION'), 'CR', 1)).toEqual(facts('VA_EWALLET', { counterpartyBank: 'SHOPEEPAY' }));
    expect(describeBcaTemplate('BI-FAST CR RETUR TRANSFER   DR 008 CHRISTINA NATALIA SIMATUPANG', 'CR', 1)).toEqual(
      facts('RETURN', { counterpartyName: 'CHRISTINA NATALIA SIMATUPANG', counterpartyBank: 'MANDIRI' }),
    );
  });
});
