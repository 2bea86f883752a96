import { bankOfName } from '../../../parsing/banks.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { MANDIRI_LAYOUTS, type MandiriKey } from '../../layouts/mandiri.ts';
import { facts, firstField, type DescriptionFacts } from '../description/facts.ts';
import { describeMandiri } from '../description/mandiri.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { debitCreditFields, describedLine, statementLine } from './bank-line.ts';
import { livinCsvRules } from './mandiri-livin.ts';

/**
 * Category Mandiri (`/api/mutasiupdepomdr`): our template (what Convert Mutasi makes of a Livin' Excel statement),
 * the Kopra CSV, the MCM CSV and a Livin' e-Statement saved as CSV, their layouts in layouts/mandiri.ts. See
 * docs/formats-banks.md.
 */

const template: LayoutRules<StatementLine, MandiriKey> = {
  layout: MANDIRI_LAYOUTS.template,
  read: (cells) => describedLine(debitCreditFields(cells), describeMandiri),
};

/** Kopra: the narrative is Remarks then AdditionalDesc. */
const mandiriKopra: LayoutRules<StatementLine, MandiriKey> = {
  layout: MANDIRI_LAYOUTS.kopra,
  read(cells) {
    const fields = debitCreditFields(cells);
    const remarks = cells.text('remarks');
    const additional = cells.text('additional');
    const description = [remarks, additional].filter(Boolean).join(' ');
    return statementLine({ ...fields, description }, describeKopra(remarks, additional, fields.direction, fields.amountSen));
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

/** MCM: the two Description columns are one text; the first holds the narrative. */
const mandiriMcm: LayoutRules<StatementLine, MandiriKey> = {
  layout: MANDIRI_LAYOUTS.mcm,
  read(cells) {
    const fields = debitCreditFields(cells);
    const parts = cells.all('description').filter(Boolean);
    return statementLine(
      { ...fields, description: parts.join(' '), reference: cells.text('reference') },
      describeMandiri(parts[0] ?? '', fields.direction, fields.amountSen),
    );
  },
};

/**
 * Mandiri's own exports, also taken by Manual Bank / Wallet with provider Mandiri. A list per file: the Livin' rules
 * keep the transaction being read.
 */
export const mandiriExports = (): LayoutRules<StatementLine, MandiriKey>[] => [mandiriKopra, mandiriMcm, livinCsvRules()];

export const mandiriFormat: StatementFormat = {
  id: 'mandiri',
  label: 'Mandiri',
  template: {
    fileName: 'template_mutasi_mandiri.csv',
    columns: layoutColumns(MANDIRI_LAYOUTS.template),
    example: ['27/06/2026 14:05:10', 'Transfer dari BANK MANDIRI SITI AMINAH 1234567890123', '100000.00', '', '2004500.00'],
  },
  parse: (text, context) => readCategory(text, { name: 'Mandiri', layouts: [template, ...mandiriExports()], known: KNOWN_LAYOUTS }, context),
};
