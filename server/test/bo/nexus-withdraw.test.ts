import { describe, expect, it } from 'vitest';
import { nexusWithdrawBo } from '../../src/modules/bo/nexus-withdraw.ts';
import { at, boParserTests } from './support.ts';

const HEADER =
  'Ticket No,App Date,Brand,Username,Fullname,Player Bank,Player Number,Amount,Nett Amount,Corporate Bank,Website,Remarks,WD Status,Handler,Ref Code,Own Ref,Last Balance';
const GOOD = 'WD1,03/07/2026 15:20:05,NEXUSBET,siti77,SITI AMINAH,BNI - SITI AMINAH,0123456789,250000,250000,BCA,NXB,,APPROVED,,,,0';

/** The rows of nexus-withdraw.csv, as the parser reads them. */
const NEXUS_WITHDRAW_ROWS = [
  {
    line: 2,
    ticketNo: 'WD260703000456',
    appDate: at('2026-07-03', '15:20:05'),
    brand: 'NEXUSBET',
    userName: 'siti77',
    fullName: 'SITI AMINAH',
    playerBank: { raw: 'BNI - SITI AMINAH', bank: 'BNI', accountName: 'SITI AMINAH', accountNumber: '0123456789' },
    amountSen: 25_000_000,
    nettAmountSen: 25_000_000,
    corpBank: 'BCA - PT CONTOH MAKMUR - 0987654321',
    website: 'NXB',
    remarks: 'WD BNI',
    status: 'APPROVED',
    handler: 'checker01',
    refCode: 'WDREF55120',
    ownRefCode: 'siti77-0703',
    lastBalanceSen: 125_000_000,
  },
  {
    line: 3,
    ticketNo: 'WD260703000457',
    appDate: at('2026-07-03', '16:00:00'),
    brand: 'NEXUSBET',
    userName: 'budi88',
    fullName: 'BUDI SANTOSO',
    playerBank: { raw: 'BCA - BUDI SANTOSO - 1234567890', bank: 'BCA', accountName: 'BUDI SANTOSO', accountNumber: '1234567890' },
    amountSen: 100_000_000,
    nettAmountSen: 99_750_000,
    corpBank: 'BCA - PT CONTOH MAKMUR - 0987654321',
    website: 'NXB',
    remarks: 'WD BCA, cepat',
    status: 'APPROVED',
    handler: 'checker02',
    refCode: 'WDREF55121',
    ownRefCode: '',
    lastBalanceSen: -250_075,
  },
];

describe('BO Nexus withdraw (bowd)', () => {
  const bo = boParserTests(nexusWithdrawBo, { variant: 'nexus-withdraw', layout: 'BO Nexus Withdraw' });

  bo.itReadsItsFixture('reads the player bank from the cell and the Player Number column, and a negative last balance', NEXUS_WITHDRAW_ROWS);

  bo.itRefusesBadRows({ header: HEADER, good: GOOD }, [
    ['an empty App Date', ['03/07/2026 15:20:05', ''], 'Baris 2: kolom App Date kosong'],
    ['an App Date that says there is none', ['03/07/2026 15:20:05', '0000-00-00 00:00:00'], "Baris 2: App Date '0000-00-00 00:00:00' tidak valid"],
    [
      'an amount with a thousands comma',
      [',250000,250000,', ',"250,000",250000,'],
      "Baris 2: nominal '250,000' di kolom Amount tidak valid (format: 1500000.00)",
    ],
    [
      'an account in the cell that differs from its column',
      ['BNI - SITI AMINAH,0123456789', 'BNI - SITI AMINAH - 0123456789,9876543210'],
      "Baris 2: nomor rekening di 'BNI - SITI AMINAH - 0123456789' (0123456789) berbeda dengan kolomnya (9876543210)",
    ],
  ] as const);

  it('refuses a ticket that appears twice in one file', () => {
    expect(nexusWithdrawBo.parse(`${HEADER}\n${GOOD}\n${GOOD}\n`)).toEqual({ ok: false, error: "Baris 3: Ticket No 'WD1' ganda: sudah ada di baris 2" });
  });

  bo.itRefusesFixtures(
    'refuses the Luxe withdraw export and the Nexus deposit export, saying what they are',
    'Ticket No, App Date, Username, Fullname, Player Bank, Amount',
    ['luxe-withdraw', 'nexus-deposit'],
  );
});
