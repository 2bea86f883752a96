import { describe, expect, it } from 'vitest';
import { autoTxStatement } from '../../src/modules/statements/parsers/autotx.ts';
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

const parse = (text: string) => autoTxStatement.parse(text, {});
const HEADER = 'Tanggal,ID Transaksi,Wallet,No Akun,Nama Akun,Nominal,Tipe,Status';

/**
 * A paid wallet row of 3 July 2026: its file line, time, direction and amount, then the text and what is read from it.
 * The wallet column, read as its code (parsing/banks.ts), is the payer's wallet.
 */
const wallet = (
  at: number,
  time: string,
  direction: Direction,
  amountSen: number,
  read: Pick<StatementLine, 'description' | 'counterpartyName' | 'counterpartyAccount' | 'reference'> & Partial<StatementLine>,
): StatementLine =>
  line({ line: at, date: '2026-07-03', time, direction, amountSen, channel: 'VA_EWALLET', counterpartyBank: read.description.split(' | ')[0]!, ...read });

/** Our E-Wallet (Auto TX) template, as a parse names the layout it read. */
const TEMPLATE = { variant: 'autotx-template', layout: 'template E-Wallet (Auto TX)' };

describe('E-Wallet (Auto TX)', () => {
  it('reads the template: wallet, payer phone and name, CR/DB, only paid rows', async () => {
    const rows = rowsReadWith(parse(fixture('autotx-template.csv')), TEMPLATE, ['1 baris dilewati karena statusnya bukan sukses: FAILED 1.']);
    expect(atLine(rows, 4)).toMatchObject({ direction: 'DB', counterpartyBank: 'GOPAY', counterpartyAccount: '081298765432', counterpartyName: 'ANDI WIJAYA' });
    await expectReading(rows, 'autotx-template.csv');
  });

  itServesAndParsesItsTemplate(
    autoTxStatement,
    'template_mutasi_auto_tx.csv',
    ['Tanggal', 'ID Transaksi', 'Wallet', 'No Akun', 'Nama Akun', 'Nominal', 'Tipe', 'Status'],
    TEMPLATE,
    wallet(2, '14:05:10', 'CR', 5_000_000, {
      description: 'DANA | 081234567890 | BUDI SANTOSO',
      counterpartyName: 'BUDI SANTOSO',
      counterpartyAccount: '081234567890',
      reference: 'DN2026070314051001',
    }),
  );

  it('accepts semicolons and the Indonesian words for the direction', () => {
    const result = parse(
      'Tanggal;ID Transaksi;Wallet;No Akun;Nama Akun;Nominal;Tipe;Status\n2026-07-03 10:00:00;X1;Link Aja;+6281200001111;RINA;20000;Kredit;Sukses\n',
    );
    expect(result.ok && result.rows[0]).toMatchObject({
      direction: 'CR',
      counterpartyAccount: '+6281200001111',
      description: 'LINKAJA | +6281200001111 | RINA',
    });
  });

  itRefusesBadRows(HEADER, parse, [
    [
      'an unknown wallet',
      '03/07/2026 08:01:15,X1,JENIUS,0812,BUDI,50000,CR,SUCCESS',
      "Baris 2: wallet 'JENIUS' tidak dikenal (kolom Wallet); pilihan: OVO, DANA, GOPAY, LINKAJA, SHOPEEPAY",
    ],
    ['an unknown type', '03/07/2026 08:01:15,X1,DANA,0812,BUDI,50000,TOPUP,SUCCESS', "Baris 2: tipe 'TOPUP' tidak dikenal (kolom Tipe); isi CR atau DB"],
    [
      'an amount written the Indonesian way',
      '03/07/2026 08:01:15,X1,DANA,0812,BUDI,"50.000,00",CR,SUCCESS',
      "Baris 2: nominal '50.000,00' di kolom Nominal tidak valid (format: 1500000.00)",
    ],
    ['an hour that does not exist', '03/07/2026 25:01:15,X1,DANA,0812,BUDI,50000,CR,SUCCESS', "Baris 2: Tanggal '03/07/2026 25:01:15' tidak valid"],
    ['a row without its transaction id', '03/07/2026 08:01:15,,DANA,0812,BUDI,50000,CR,SUCCESS', 'Baris 2: kolom ID Transaksi kosong'],
  ]);

  itRefusesEmptyAndOtherFiles(HEADER, parse, 'File E-Wallet (Auto TX) tidak berisi transaksi: tidak ada baris data di bawah header (baris 1).', [
    [
      'nexuspay-template.csv',
      'File bukan format E-Wallet (Auto TX). Kolom yang diharapkan: Tanggal, ID Transaksi, Wallet, Nominal, Tipe, Status. ' +
        'Ditemukan: Tanggal, ID Transaksi, Tipe, Username, Bank, Nama Rekening, No Rekening, Nominal, Biaya, Status. File ini tampaknya template Nexus Pay: pilih kategori Nexus Pay.',
      'nexuspay-template',
    ],
    [
      'qris-template.csv',
      'File bukan format E-Wallet (Auto TX). Kolom yang diharapkan: Tanggal, ID Transaksi, Wallet, Nominal, Tipe, Status. ' +
        'Ditemukan: Tanggal, RRN, NMID, Merchant, Nama Customer, Nominal, MDR, Nominal Bersih, Status. File ini tampaknya template QRIS: pilih salah satu kategori QRIS.',
      'qris-template',
    ],
  ]);
});
