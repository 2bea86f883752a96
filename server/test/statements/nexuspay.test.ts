import { describe, expect, it } from 'vitest';
import { nexusPayStatement } from '../../src/modules/statements/parsers/nexuspay.ts';
import type { Direction, StatementLine } from '../../src/modules/statements/statement-line.ts';
import {
  atLine,
  expectReading,
  fixture,
  itRefusesBadRows,
  itRefusesEmptyAndOtherFiles,
  itServesAndParsesItsTemplate,
  line,
  rowsReadWith,
} from './bank-support.ts';

const parse = (text: string) => nexusPayStatement.parse(text, {});
const HEADER = 'Tanggal,ID Transaksi,Tipe,Username,Bank,Nama Rekening,No Rekening,Nominal,Biaya,Status';

/** A paid gateway row of 3 July 2026: its file line, time, direction, amount and fee, then the text and the player account read from it. */
const gateway = (
  at: number,
  time: string,
  direction: Direction,
  amountSen: number,
  feeSen: number | null,
  read: Pick<StatementLine, 'description' | 'counterpartyName' | 'counterpartyAccount' | 'counterpartyBank' | 'reference'>,
): StatementLine => line({ line: at, date: '2026-07-03', time, direction, amountSen, feeSen, channel: 'VA_EWALLET', ...read });

/** Our Nexus Pay template, as a parse names the layout it read. */
const TEMPLATE = { variant: 'nexuspay-template', layout: 'template Nexus Pay' };

/** The example row of the template: also the first row of nexuspay-template.csv. */
const TEMPLATE_EXAMPLE = gateway(2, '14:05:10', 'CR', 10_000_000, 150_000, {
  description: 'NEXUSPAY | DEPOSIT | budi88 | BCA | 1234567890 | BUDI SANTOSO',
  counterpartyName: 'BUDI SANTOSO',
  counterpartyAccount: '1234567890',
  counterpartyBank: 'BCA',
  reference: 'NP2026070300012345',
});

describe('Nexus Pay', () => {
  it('reads deposits as credits and withdrawals as debits, with the player account and the fee apart', async () => {
    const rows = rowsReadWith(parse(fixture('nexuspay-template.csv')), TEMPLATE, ['2 baris dilewati karena statusnya bukan sukses: PENDING 1, FAILED 1.']);
    expect(atLine(rows, 3)).toMatchObject({ direction: 'DB', amountSen: 25_000_000, feeSen: 250_000, counterpartyAccount: '0123456789' });
    await expectReading(rows, 'nexuspay-template.csv');
  });

  itServesAndParsesItsTemplate(
    nexusPayStatement,
    'template_mutasi_nexus_pay.csv',
    ['Tanggal', 'ID Transaksi', 'Tipe', 'Username', 'Bank', 'Nama Rekening', 'No Rekening', 'Nominal', 'Biaya', 'Status'],
    TEMPLATE,
    TEMPLATE_EXAMPLE,
  );

  itRefusesBadRows(HEADER, parse, [
    [
      'an unknown type',
      '03/07/2026 14:05:10,NP1,TOPUP,budi88,BCA,BUDI,123,100000,,SUCCESS',
      "Baris 2: tipe 'TOPUP' tidak dikenal (kolom Tipe); isi DEPOSIT atau WITHDRAW",
    ],
    ['a negative fee', '03/07/2026 14:05:10,NP1,DEPOSIT,budi88,BCA,BUDI,123,100000,-1500,SUCCESS', 'Baris 2: biaya tidak boleh negatif (kolom Biaya)'],
    ['a row without its username', '03/07/2026 14:05:10,NP1,DEPOSIT,,BCA,BUDI,123,100000,,SUCCESS', 'Baris 2: kolom Username kosong'],
    ['a date written year first', '2026/07/03 14:05:10,NP1,DEPOSIT,budi88,BCA,BUDI,123,100000,,SUCCESS', "Baris 2: Tanggal '2026/07/03 14:05:10' tidak valid"],
    [
      'an amount with a thousands comma',
      '03/07/2026 14:05:10,NP1,DEPOSIT,budi88,BCA,BUDI,123,"100,000",,SUCCESS',
      "Baris 2: nominal '100,000' di kolom Nominal tidak valid (format: 1500000.00)",
    ],
  ]);

  itRefusesEmptyAndOtherFiles(HEADER, parse, 'File Nexus Pay tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).', [
    [
      'autotx-template.csv',
      'File bukan format Nexus Pay. Kolom yang diharapkan: Tanggal, ID Transaksi, Tipe, Username, Nominal, Status. ' +
        'Ditemukan: Tanggal, ID Transaksi, Wallet, No Akun, Nama Akun, Nominal, Tipe, Status. File ini tampaknya template E-Wallet (Auto TX): pilih kategori E-Wallet (Auto TX).',
      'autotx-template',
    ],
  ]);
});
