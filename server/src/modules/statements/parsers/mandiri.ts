import { bankOfName } from '../../../parsing/banks.ts';
import { facts, firstField, type DescriptionFacts } from '../description/facts.ts';
import { describeMandiri } from '../description/mandiri.ts';
import { readBalance, readDateTime, readDebitCredit } from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { readStatement, type Variant } from '../reading/statement-reader.ts';
import type { Direction, StatementFormat } from '../statement-line.ts';

/**
 * Category Mandiri (`/api/mutasiupdepomdr`): our template (what Convert Mutasi makes of a Livin' Excel statement),
 * the Kopra CSV and the MCM CSV (formats README, Mandiri B and C). See docs/formats-banks.md.
 */

/** Template: `Tanggal,Keterangan,Dana Masuk,Dana Keluar,Saldo`, dates `dd/mm/yyyy HH:mm:ss`, plain amounts. */
export const mandiriTemplate: Variant = {
  layout: LAYOUTS.mandiriTemplate,
  read(row) {
    const when = readDateTime(row.get('Tanggal'), 'tanggal');
    const { direction, amountSen } = readDebitCredit(
      { raw: row.get('Dana Keluar'), column: 'Dana Keluar' },
      { raw: row.get('Dana Masuk'), column: 'Dana Masuk' },
      'plain',
    );
    const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
    const description = row.get('Keterangan');
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen, description },
      describeMandiri(description, direction, amountSen),
    );
  },
};

/**
 * Kopra: `;`-separated, `16 March 2026 09:34:53` (English or Indonesian month), plain amounts in Credit/Debit
 * columns, remarks padded with spaces. The narrative is Remarks then AdditionalDesc.
 */
export const mandiriKopra: Variant = {
  layout: LAYOUTS.kopra,
  read(row) {
    const when = readDateTime(row.get('PostDate'), 'PostDate');
    const { direction, amountSen } = readDebitCredit(
      { raw: row.get('Debit Amount'), column: 'Debit Amount' },
      { raw: row.get('Credit Amount'), column: 'Credit Amount' },
      'plain',
    );
    const balanceSen = readBalance(row.get('Close Balance'), 'plain', 'Close Balance');
    const remarks = row.get('Remarks');
    const additional = row.get('AdditionalDesc');
    const description = [remarks, additional].filter(Boolean).join(' ');
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen, description },
      describeKopra(remarks, additional, direction, amountSen),
    );
  },
};

/**
 * A Kopra row states its kind in Remarks or in AdditionalDesc. An inward transfer (`Trf Inw CN <bank>`) keeps the
 * sender in Remarks and names the sending bank after `CN` [G: one sample].
 */
function describeKopra(remarks: string, additional: string, direction: Direction, amountSen: number): DescriptionFacts {
  const known = (f: DescriptionFacts) => f.channel !== 'OTHER' || f.counterpartyName !== '';
  const fromRemarks = describeMandiri(remarks, direction, amountSen);
  if (known(fromRemarks)) return fromRemarks;
  const fromAdditional = describeMandiri(additional, direction, amountSen);
  if (known(fromAdditional)) return fromAdditional;
  const inward = /^Trf\s+Inw\s+CN\s+(.+)$/i.exec(additional.trim());
  if (inward) return facts('OTHER', { counterpartyName: firstField(remarks), counterpartyBank: bankOfName(firstField(inward[1]!)) });
  if (/^Trf\s+Inw\b/i.test(additional)) return facts('OTHER', { counterpartyName: firstField(remarks) });
  return fromRemarks;
}

/**
 * MCM: `Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit`, dates
 * `DD/MM/YY`, English amounts. The two Description columns are one text; the first holds the narrative.
 */
export const mandiriMcm: Variant = {
  layout: LAYOUTS.mcm,
  read(row) {
    const when = readDateTime(row.get('Date'), 'Date');
    const { direction, amountSen } = readDebitCredit(
      { raw: row.get('Debit'), column: 'Debit' },
      { raw: row.get('Credit'), column: 'Credit' },
      'en',
    );
    const parts = row.getAll('Description').filter(Boolean);
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen: null, description: parts.join(' '), reference: row.get('Reference No.') },
      describeMandiri(parts[0] ?? '', direction, amountSen),
    );
  },
};

export const mandiriFormat: StatementFormat = {
  id: 'mandiri',
  label: 'Mandiri',
  template: {
    fileName: 'template_mutasi_mandiri.csv',
    columns: LAYOUTS.mandiriTemplate.columns,
    example: ['27/06/2026 14:05:10', 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123', '100000.00', '', '2004500.00'],
  },
  parse: (text, context) => readStatement(text, { name: 'Mandiri', variants: [mandiriTemplate, mandiriKopra, mandiriMcm] }, context),
};

export const parseMandiriStatement = mandiriFormat.parse;
