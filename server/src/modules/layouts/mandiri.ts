/** Category Mandiri: our template, the Kopra and MCM CSVs, and the Livin' e-Statement (docs/formats-banks.md, "Mandiri"). */
import type { TableLayout } from '../../parsing/reader/layout.ts';
import { bankTemplate, optional, required, TEMPLATE_STYLE } from './columns.ts';

export type MandiriKey = 'account' | 'no' | 'date' | 'valueDate' | 'description' | 'remarks' | 'additional' | 'credit' | 'debit' | 'balance' | 'reference';

const ADVICE = 'pilih kategori Bank, bank Mandiri';

export const MANDIRI_LAYOUTS = {
  /** `Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo`: what Convert Mutasi makes of a Livin' Excel statement. */
  template: bankTemplate('mandiri-template', 'template Mandiri', ADVICE, {
    credit: required('Dana Masuk'),
    debit: required('Dana Keluar'),
    balance: required('Saldo'),
  }),
  /** Kopra: `;`-separated, `16 March 2026 09:34:53`, plain amounts, remarks padded with spaces. */
  kopra: {
    id: 'mandiri-kopra',
    label: 'CSV Mandiri Kopra',
    advice: ADVICE,
    columns: {
      date: required('PostDate'),
      remarks: required('Remarks'),
      credit: required('Credit Amount'),
      debit: required('Debit Amount'),
      additional: optional('AdditionalDesc'),
      balance: optional('Close Balance'),
    },
    ...TEMPLATE_STYLE,
  },
  /** MCM: `Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit`, `DD/MM/YY`, English amounts. */
  mcm: {
    id: 'mandiri-mcm',
    label: 'CSV Mandiri MCM',
    advice: ADVICE,
    columns: {
      account: required('Account No'),
      date: required('Date'),
      valueDate: required('Val. Date'),
      description: required('Description'),
      debit: required('Debit'),
      credit: required('Credit'),
      reference: optional('Reference No.'),
    },
    amounts: ['en'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
    ownAccount: 'account',
  },
  /**
   * Livin' e-Statement, the Excel file as Mandiri gives it (Convert Mutasi) or saved from Excel as a `;` CSV (read
   * directly): `No, Tanggal, Keterangan, Dana Masuk (IDR), Dana Keluar (IDR), Saldo (IDR)`, Indonesian numbers, two rows
   * per transaction (statements/parsers/mandiri-livin.ts).
   */
  livin: {
    id: 'mandiri-livin',
    label: "e-Statement Livin' Mandiri",
    advice: ADVICE,
    columns: {
      no: optional('No'),
      date: required('Tanggal'),
      description: required('Keterangan'),
      credit: required('Dana Masuk (IDR)', 'Dana Masuk'),
      debit: required('Dana Keluar (IDR)', 'Dana Keluar'),
      balance: optional('Saldo (IDR)', 'Saldo'),
    },
    amounts: ['id'],
    dates: 'day-first',
    timeZone: 'Asia/Jakarta',
    // The statement's totals (`Dana Masuk`, `Dana Keluar`, beside `Saldo Awal`/`Saldo Akhir`) close the table too.
    footer: /^(?:Dana\s+(?:Masuk|Keluar)|Incoming|Outgoing)\b/i,
  },
} satisfies Record<string, TableLayout<MandiriKey>>;
