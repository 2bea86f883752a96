import { describe, expect, it } from 'vitest';
import { luxeDepositQrisBo } from '../../src/modules/bo/luxe-deposit-qris.ts';
import { at, boParserTests } from './support.ts';

/** The rows of luxe-deposit-qris.csv, as the parser reads them. */
const LUXE_DEPOSIT_QRIS_ROWS = [
  {
    line: 2,
    ticketNo: 'LXQ2607030001',
    reqDate: at('2026-07-03', '14:02:11'),
    appDate: at('2026-07-03', '14:03:02'),
    userName: 'andi_w',
    fullName: 'ANDI WIJAYA',
    paymentType: 'QRIS',
    depoAmountSen: 10_000_000,
    adminFeeSen: 70_000,
    agentFeeSen: null,
    playerFeeSen: null,
    nettAmountSen: 9_930_000,
    playerBank: { raw: 'DANA', bank: 'DANA', accountName: '', accountNumber: '' },
    corporateBank: 'ID1025123456789',
    boDesc: 'Deposit QRIS',
    boRef: '602312345678',
    boStatus: 'APPROVED',
    boReason: '',
    boHandler: 'system',
    boWebsite: 'LXW',
    playerRef: '',
    playerOwnRef: '',
  },
  {
    line: 3,
    ticketNo: 'LXQ2607030002',
    reqDate: at('2026-07-03', '14:30:00'),
    appDate: null,
    userName: 'dewi_l',
    fullName: 'DEWI LESTARI',
    paymentType: 'QRIS',
    depoAmountSen: 2_000_000,
    adminFeeSen: null,
    agentFeeSen: null,
    playerFeeSen: null,
    nettAmountSen: null,
    playerBank: { raw: '', bank: '', accountName: '', accountNumber: '' },
    corporateBank: 'ID1025123456789',
    boDesc: '',
    boRef: '602312345679',
    boStatus: 'PENDING',
    boReason: '',
    boHandler: '',
    boWebsite: 'LXW',
    playerRef: '',
    playerOwnRef: '',
  },
];

describe('BO Luxe deposit QRIS (uploadqris)', () => {
  const bo = boParserTests(luxeDepositQrisBo, { variant: 'luxe-deposit-qris', layout: 'BO Luxe Deposit (QRIS)' });

  bo.itReadsItsFixture(
    'reads a tab-separated QRIS export: RRN as bo_ref, NMID as corporate bank, issuer as player bank, payment type QRIS',
    LUXE_DEPOSIT_QRIS_ROWS,
  );

  bo.itRefusesFixtures(
    'refuses the standard Luxe deposit export, saying what it is',
    'Transaction ID, Request Time, Approve Time, Member ID, Member Name, Amount, RRN',
    ['luxe-deposit'],
  );

  it('says so when the file has a header and no rows', () => {
    expect(luxeDepositQrisBo.parse('Transaction ID,Request Time,Approve Time,Member ID,Member Name,Amount,RRN\n')).toEqual({
      ok: false,
      error: 'File BO Luxe Deposit (QRIS) tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).',
    });
  });
});
