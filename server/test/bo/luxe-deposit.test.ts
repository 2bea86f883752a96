import { describe } from 'vitest';
import { luxeDepositBo } from '../../src/modules/bo/luxe-deposit.ts';
import { at, boParserTests } from './support.ts';

/** The rows of luxe-deposit.csv, as the parser reads them. */
const LUXE_DEPOSIT_ROWS = [
  {
    line: 5,
    ticketNo: 'LX2607030001',
    reqDate: at('2026-07-03', '14:02:11'),
    appDate: at('2026-07-03', '14:06:40'),
    userName: 'andi_w',
    fullName: 'ANDI WIJAYA',
    paymentType: 'BANK TRANSFER',
    depoAmountSen: 15_000_000,
    adminFeeSen: 0,
    agentFeeSen: 0,
    playerFeeSen: 0,
    nettAmountSen: 15_000_000,
    playerBank: { raw: 'MANDIRI', bank: 'MANDIRI', accountName: 'ANDI WIJAYA', accountNumber: '1230004567890' },
    corporateBank: 'BCA - PT CONTOH LUXE - 0981122334',
    boDesc: 'Deposit Mandiri',
    boRef: 'LXREF0001',
    boStatus: 'APPROVED',
    boReason: '',
    boHandler: 'operator02',
    boWebsite: 'LXW',
    playerRef: 'MDR0703140211',
    playerOwnRef: 'andi_w-0703',
  },
  {
    line: 6,
    ticketNo: 'LX2607030002',
    reqDate: at('2026-07-03', '15:00:00'),
    appDate: at('2026-07-03', '15:04:10'),
    userName: 'rina_k',
    fullName: 'RINA KARTIKA',
    paymentType: 'E-WALLET',
    depoAmountSen: 7_500_000,
    adminFeeSen: null,
    agentFeeSen: null,
    playerFeeSen: null,
    nettAmountSen: null,
    playerBank: { raw: 'OVO', bank: 'OVO', accountName: 'RINA KARTIKA', accountNumber: '081233334444' },
    corporateBank: 'OVO - PT CONTOH LUXE - 081277770000',
    boDesc: '',
    boRef: 'LXREF0002',
    boStatus: 'APPROVED',
    boReason: '',
    boHandler: 'operator02',
    boWebsite: 'LXW',
    playerRef: '',
    playerOwnRef: '',
  },
];

describe('BO Luxe deposit (uploadboluxe)', () => {
  const bo = boParserTests(luxeDepositBo, { variant: 'luxe-deposit', layout: 'BO Luxe Deposit' });

  bo.itReadsItsFixture('reads Luxe labels under a preamble, with semicolons and the player bank in three columns', LUXE_DEPOSIT_ROWS);

  bo.itRefusesBadRows(
    { header: 'Transaction ID,Request Time,Approve Time,Member ID,Member Name,Amount,Member Bank', good: 'LX1,03/07/2026 14:02,,andi_w,ANDI,1000,BCA' },
    [
      ['an amount that is not a number', [',1000,', ',abc,'], "Baris 2: nominal 'abc' di kolom Amount tidak valid (format: 1500000.00)"],
      ['the time before the date', ['03/07/2026 14:02', '14:02 03/07/2026'], "Baris 2: Request Time '14:02 03/07/2026' tidak valid"],
    ] as const,
  );

  bo.itRefusesFixtures(
    'refuses the Nexus panel export and the Luxe QRIS export, saying what they are',
    'Transaction ID, Request Time, Approve Time, Member ID, Member Name, Amount, Member Bank',
    ['nexus-deposit', 'luxe-deposit-qris'],
  );
});
