import { describe, expect, it } from 'vitest';
import { describeBca, describeBcaTemplate } from '../../src/modules/statements/description/bca.ts';
import { exportedName, templateName } from '../../src/modules/statements/description/bca-name.ts';
import { facts } from '../../src/modules/statements/description/facts.ts';
import { atLine, expectReading, fixture, rowsReadAs } from './bank-support.ts';
import { parseBca as parse } from './bca-support.ts';

/**
 * The name after a `TRSF E-BANKING` amount (description/bca-name.ts; docs/formats-banks.md, "BCA narratives"): read from
 * the words where KlikBCA's padding collapsed, and whole in our template.
 */
describe('KlikBCA Bisnis whose padding collapsed to single spaces', () => {
  it('reads the names from the words, and the fixed-width rows as before', async () => {
    const rows = rowsReadAs(parse(fixture('bca-bisnis-collapsed.csv')), { variant: 'bca-bisnis' });
    // line 7: counting 18 characters from the memo read `EWI LESTARIAN`.
    expect(atLine(rows, 7).counterpartyName).toBe('DEWI LESTARIAN');
    // line 11: glued to the amount: the fixed 18-character fields, as before.
    expect(atLine(rows, 11).counterpartyName).toBe('MICHAEL SURYADI');
    await expectReading(rows, 'bca-bisnis-collapsed.csv');
  });
});

describe('our BCA template', () => {
  it('reads a name longer than 18 characters whole, at 23:59:59 and 00:00:00', async () => {
    const rows = rowsReadAs(parse(fixture('bca-template-long-names.csv')), { variant: 'bca-template' });
    // line 2: read by KlikBCA's 18-character fields this was `ZKY HASIBUAN`.
    expect(atLine(rows, 2)).toMatchObject({ time: '23:59:59', counterpartyName: 'MUHAMMAD WAHYU RIZKY HASIBUAN' });
    // line 3: a memo padded as KlikBCA pads it, then the whole name.
    expect(atLine(rows, 3)).toMatchObject({ time: '00:00:00', counterpartyName: 'RADEN AJENG KARTIKA SARASWATI' });
    // line 5: KlikBCA's own text copied into the template (a full memo field glued to the name) reads as the export does.
    // line 8: a name BCA already cut stays as it is.
    await expectReading(rows, 'bca-template-long-names.csv');
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
