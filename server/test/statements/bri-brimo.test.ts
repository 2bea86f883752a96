import { describe, expect, it } from 'vitest';
import { describeBri, describeBriRow } from '../../src/modules/statements/description/bri.ts';
import { facts } from '../../src/modules/statements/description/facts.ts';

/** BRImo's sentences (REMARK_CUSTOM, internet banking's Uraian) and BRI's charges: docs/formats-banks.md, "BRI narratives". */
describe("BRI narratives: BRImo's sentences", () => {
  it.each([
    ['Transfer BI-Fast dari BANK SYARIAH MANDIRI - DEWIKARTIKASR', 'CR', 50_000_000, facts('BI_FAST', { counterpartyName: 'DEWIKARTIKASR' })],
    [
      'Transfer BI-Fast ke BANK RAKYAT INDONESIA - 0341010002223 - Sari Wulandari',
      'DB',
      9_000_000,
      facts('BI_FAST', { counterpartyName: 'Sari Wulandari', counterpartyAccount: '0341010002223', counterpartyBank: 'BRI' }),
    ],
    // The fee is booked under the payout's words; a credit of that price is no fee.
    [
      'Transfer BI-Fast ke BANK CENTRAL ASIA - 7730184452 - Andi',
      'DB',
      250_000,
      facts('FEE', { counterpartyName: 'Andi', counterpartyAccount: '7730184452', counterpartyBank: 'BCA' }),
    ],
    [
      'Transfer BI-Fast dari BANK CENTRAL ASIA - 7730184452 - Andi',
      'CR',
      250_000,
      facts('BI_FAST', { counterpartyName: 'Andi', counterpartyAccount: '7730184452', counterpartyBank: 'BCA' }),
    ],
    ['Transfer BI-Fast - 902815374460', 'CR', 10_000_000, facts('BI_FAST', { counterpartyAccount: '902815374460' })],
    // A sentence that names another bank is no transfer between BRI accounts.
    ['Transfer Ke BANK BCA - 0123456789 - Budi via BRImo', 'DB', 10_000_000, facts('OTHER')],
    ['Top Up Shopee 0812xxxx000 via BRImo', 'DB', 6_000_000, facts('VA_EWALLET', { counterpartyBank: 'SHOPEEPAY' })],
    ['Top Up Saldo via BRImo', 'DB', 6_000_000, facts('OTHER')],
    ['Penarikan tunai di ATM - RS CONTOH SEJAHTERA via BRImo', 'DB', 30_000_000, facts('CASH')],
    ['Minimum Balance Fee', 'DB', 5_000_000, facts('FEE')],
    ['BIAYA ADM BULANAN', 'DB', 250_000, facts('FEE')],
    // A charge is named at the start only: a sender called Admin is a person.
    ['Transfer Dari Admin Fee Santoso via BRImo', 'CR', 10_000_000, facts('INTRABANK', { counterpartyName: 'Admin Fee Santoso', counterpartyBank: 'BRI' })],
  ] as const)('%s (%s %d)', (text, direction, amountSen, expected) => {
    expect(describeBri(text, direction, amountSen)).toEqual(expected);
  });

  it("takes from BRImo's remark only what the bank's narrative leaves out", () => {
    // The code's kind wins; the remark adds the person and the bank.
    expect(describeBriRow('BFST7730184452 NBMB:CENAIDJA', 'Transfer BI-Fast ke BANK CENTRAL ASIA - 7730184452 - Andi', 'DB', 250_000)).toEqual(
      facts('FEE', { counterpartyName: 'Andi', counterpartyAccount: '7730184452', counterpartyBank: 'BCA' }),
    );
    // NBMB names the BRI account holder: the remark's spelling does not replace it.
    expect(describeBriRow('NBMB BUDI HARTONO TO PT CONTOH', 'Transfer Dari Budi H via BRImo', 'CR', 100_000)).toEqual(
      facts('INTRABANK', { counterpartyName: 'BUDI HARTONO', counterpartyBank: 'BRI' }),
    );
    expect(describeBriRow('', 'Admin Fee', 'DB', 600_000)).toEqual(facts('FEE'));
    expect(describeBriRow('Admin Fee', '', 'DB', 600_000)).toEqual(facts('FEE'));
  });
});
