import { describe } from 'vitest';
import { luxeWithdrawBo } from '../../src/modules/bo/luxe-withdraw.ts';
import { at, boParserTests } from './support.ts';

/** The rows of luxe-withdraw.csv, as the parser reads them. */
const LUXE_WITHDRAW_ROWS = [
  {
    line: 2,
    ticketNo: 'LXW2607030009',
    appDate: at('2026-07-03', '16:45:00'),
    brand: 'LUXEPLAY',
    userName: 'rina_k',
    fullName: 'RINA KARTIKA',
    playerBank: { raw: 'BRI', bank: 'BRI', accountName: 'RINA KARTIKA', accountNumber: '012301000123456' },
    amountSen: 30_000_000,
    nettAmountSen: 30_000_000,
    corpBank: 'BCA - PT CONTOH LUXE - 0981122334',
    website: 'LXW',
    remarks: 'WD BRI',
    status: 'APPROVED',
    handler: 'operator02',
    refCode: 'LXWREF0009',
    ownRefCode: 'rina_k-0703',
    lastBalanceSen: 4_500_000,
  },
  {
    line: 3,
    ticketNo: 'LXW2607030010',
    appDate: at('2026-07-03', '17:00:00'),
    brand: 'LUXEPLAY',
    userName: 'andi_w',
    fullName: 'ANDI WIJAYA',
    playerBank: { raw: 'MANDIRI - ANDI WIJAYA - 1230004567890', bank: 'MANDIRI', accountName: 'ANDI WIJAYA', accountNumber: '1230004567890' },
    amountSen: 50_000_000,
    nettAmountSen: 49_500_000,
    corpBank: 'BCA - PT CONTOH LUXE - 0981122334',
    website: 'LXW',
    remarks: '',
    status: 'APPROVED',
    handler: 'operator01',
    refCode: 'LXWREF0010',
    ownRefCode: '',
    lastBalanceSen: 0,
  },
];

describe('BO Luxe withdraw (uploadbowdluxe)', () => {
  const bo = boParserTests(luxeWithdrawBo, { variant: 'luxe-withdraw', layout: 'BO Luxe Withdraw' });

  bo.itReadsItsFixture('reads a BOM file with the player bank in columns or in one cell', LUXE_WITHDRAW_ROWS);

  bo.itRefusesBadRows(
    { header: 'Transaction ID,Approve Time,Member ID,Member Name,Member Bank,Amount,Last Balance', good: 'LXW1,03/07/2026 16:45,rina_k,RINA,BRI,300000,0' },
    [
      [
        'a last balance that is not a number',
        [',300000,0', ',300000,1.5.0'],
        "Baris 2: nominal '1.5.0' di kolom Last Balance tidak valid (format: 1500000.00)",
      ],
      ['an empty Member ID', ['rina_k', ''], 'Baris 2: kolom Member ID kosong'],
    ] as const,
  );

  bo.itRefusesFixtures(
    'refuses the Nexus withdraw export and the Luxe deposit export, saying what they are',
    'Transaction ID, Approve Time, Member ID, Member Name, Member Bank, Amount, Last Balance',
    ['nexus-withdraw', 'luxe-deposit'],
  );
});
