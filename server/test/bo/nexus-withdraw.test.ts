import { describe, expect, it } from 'vitest';
import { nexusWithdrawBo } from '../../src/modules/bo/nexus-withdraw.ts';
import { at, boFixture, notThisBo, OTHER_EXPORTS, readAs } from './support.ts';

const parse = (text: string) => nexusWithdrawBo.parse(text);
const HEADER =
  'Ticket No,App Date,Brand,Username,Fullname,Player Bank,Player Number,Amount,Nett Amount,Corporate Bank,Website,Remarks,WD Status,Handler,Ref Code,Own Ref,Last Balance';
const one = (row: string) => parse(`${HEADER}\n${row}\n`);
const GOOD = 'WD1,03/07/2026 15:20:05,NEXUSBET,siti77,SITI AMINAH,BNI - SITI AMINAH,0123456789,250000,250000,BCA,NXB,,APPROVED,,,,0';

describe('BO Nexus withdraw (bowd)', () => {
  it('reads the player bank from the cell and the Player Number column, and a negative last balance', () => {
    expect(parse(boFixture('nexus-withdraw.csv'))).toEqual(
      readAs({ variant: 'nexus-withdraw', layout: 'BO Nexus Withdraw' }, [
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
      ]),
    );
  });

  it.each([
    ['an empty App Date', ['03/07/2026 15:20:05', ''], 'Baris 2: kolom App Date kosong'],
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
  ] as const)('gives the line and reason of a bad row: %s', (_, [from, to], error) => {
    expect(one(GOOD.replace(from, to))).toEqual({ ok: false, error });
  });

  it('refuses a ticket that appears twice in one file', () => {
    expect(parse(`${HEADER}\n${GOOD}\n${GOOD}\n`)).toEqual({ ok: false, error: "Baris 3: Ticket No 'WD1' ganda: sudah ada di baris 2" });
  });

  it('refuses the Luxe withdraw export and the Nexus deposit export, saying what they are', () => {
    // What BO Nexus Withdraw requires, as its refusals name it.
    const wanted = { format: 'BO Nexus Withdraw', expected: 'Ticket No, App Date, Username, Fullname, Player Bank, Amount' };
    expect(parse(boFixture('luxe-withdraw.csv'))).toEqual(notThisBo(wanted, OTHER_EXPORTS['luxe-withdraw']));
    expect(parse(boFixture('nexus-deposit.csv'))).toEqual(notThisBo(wanted, OTHER_EXPORTS['nexus-deposit']));
  });
});
