import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { layoutColumns } from '../../../parsing/reader/layout.ts';
import { readCategory, type LayoutRules } from '../../../parsing/reader/read-category.ts';
import type { RowCells } from '../../../parsing/reader/row-cells.ts';
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { KNOWN_LAYOUTS } from '../../layouts/known.ts';
import { MANUAL_LAYOUTS, type ManualKey } from '../../layouts/manual.ts';
import { describeBri, describeBriRow, tagBrivaFeeTwins } from '../description/bri.ts';
import type { Describe } from '../description/facts.ts';
import { describeGeneric } from '../description/generic.ts';
import { describeMandiri } from '../description/mandiri.ts';
import type { Direction, StatementFormat, StatementLine } from '../statement-line.ts';
import { debitCreditFields, describedLine, statementLine } from './bank-line.ts';
import { mandiriExports } from './mandiri.ts';

/**
 * Category Manual Bank / Wallet (`/api/mutasiupdepomanual` with `provider`): one template for every provider, read
 * with the provider's narrative rules; BRI also accepts BRI's own CSV and internet banking statement, Mandiri the Kopra
 * and MCM CSVs and the Livin' e-Statement saved as CSV.
 * See docs/formats-banks.md.
 */
export const MANUAL_PROVIDERS = ['BRI', 'MANDIRI', 'OVO', 'DANA', 'LINKAJA', 'GOPAY', 'QRIS'] as const;
export type ManualProvider = (typeof MANUAL_PROVIDERS)[number];

const LABELS: Record<ManualProvider, string> = {
  BRI: 'BRI',
  MANDIRI: 'Mandiri',
  OVO: 'OVO',
  DANA: 'DANA',
  LINKAJA: 'Link Aja',
  GOPAY: 'Gopay',
  QRIS: 'QRIS',
};

/**
 * Banks have narrative conventions; wallets and QRIS do not, and their lines default to the channel they are. A
 * wallet's own statement moves money between its users: the other side's wallet is the provider (unless the text names
 * another bank). A QRIS payer's bank or wallet is not on a QRIS line.
 */
const DESCRIBE: Record<ManualProvider, Describe> = {
  BRI: describeBri,
  MANDIRI: describeMandiri,
  OVO: describeGeneric('VA_EWALLET', 'OVO'),
  DANA: describeGeneric('VA_EWALLET', 'DANA'),
  LINKAJA: describeGeneric('VA_EWALLET', 'LINKAJA'),
  GOPAY: describeGeneric('VA_EWALLET', 'GOPAY'),
  QRIS: describeGeneric('QRIS'),
};

/**
 * Template: Nama and No Rekening/HP are filled by whoever writes the file when the text does not carry them (wallet
 * and QRIS rows); when filled they win over what the text suggests.
 */
function manualTemplate(describe: Describe, provider: ManualProvider): LayoutRules<StatementLine, ManualKey> {
  return {
    layout: MANUAL_LAYOUTS.template,
    read: (cells) =>
      describedLine(
        {
          ...debitCreditFields(cells),
          counterpartyName: cells.text('name'),
          counterpartyAccount: cells.text('counterpartyAccount'),
          reference: cells.text('reference'),
        },
        describe,
      ),
    finish: provider === 'BRI' ? (lines) => tagBrivaFeeTwins(lines) : undefined,
  };
}

/**
 * BRI CSV: the day in `TGL_TRAN`, the time in `JAM_TRAN` when the file has it; the bank's narrative and BRImo's remark
 * read together (description/bri.ts, describeBriRow). Reference: NOREK-SEQ where SEQ is written (ID only counts rows).
 */
const briCsv: LayoutRules<StatementLine, ManualKey> = {
  layout: MANUAL_LAYOUTS.briCsv,
  read(cells) {
    const fields = debitCreditFields(cells);
    checkSign(cells, fields.direction);
    const when = briDateTime(fields.when, cells.text('time'));
    const narrative = cells.text('description') || cells.text('transactionRemark');
    const remark = cells.text('customRemark');
    const seq = cells.text('seq');
    const reference = seq === '' ? '' : [cells.text('account'), seq].filter(Boolean).join('-');
    const description = [...new Set([narrative, remark].filter(Boolean))].join(' | ');
    return statementLine({ ...fields, when, description, reference }, describeBriRow(narrative, remark, fields.direction, fields.amountSen));
  },
  finish: (lines) => tagBrivaFeeTwins(lines),
};

/** GLSIGN (`Cr`/`Db`) says the direction again: a row whose money sits in the other column cannot be read safely. */
function checkSign(cells: RowCells<ManualKey>, direction: Direction): void {
  if (cells.text('sign') === '' || cells.direction('sign') === direction) return;
  const side = direction === 'CR' ? 'credit' : 'debit';
  throw new RowProblem(`kolom ${cells.label('sign')} berisi '${cells.text('sign')}', tetapi nominalnya di kolom ${cells.label(side)}`);
}

/**
 * BRI internet banking: the Uraian is BRImo's or the bank's narrative; a repeated English header
 * (`Transaction Date, …`) under the Indonesian one is no data.
 */
const briInternet: LayoutRules<StatementLine, ManualKey> = {
  layout: MANUAL_LAYOUTS.briInternet,
  read: (cells) => (/^(?:transaction\s*)?date$/i.test(cells.text('date')) ? null : describedLine(debitCreditFields(cells), describeBri)),
  finish: (lines) => tagBrivaFeeTwins(lines),
};

/** `TGL_TRAN` gives the day; `JAM_TRAN` (`426` = 00:04:26) the time, else the time written in TGL_TRAN. */
function briDateTime({ date, time }: LocalDateTime, clock: string): LocalDateTime {
  const raw = clock.trim();
  if (raw === '') return { date, time };
  const hhmmss = /^\d{1,6}$/.test(raw) ? raw.padStart(6, '0') : '';
  const [h, m, s] = [hhmmss.slice(0, 2), hhmmss.slice(2, 4), hhmmss.slice(4, 6)].map(Number) as [number, number, number];
  if (!hhmmss || h > 23 || m > 59 || s > 59) throw new RowProblem(`JAM_TRAN '${raw}' tidak valid`);
  return { date, time: `${hhmmss.slice(0, 2)}:${hhmmss.slice(2, 4)}:${hhmmss.slice(4, 6)}` };
}

/** Each provider's own exports; a list per file (the Livin' rules keep the transaction being read). */
const NATIVE: Partial<Record<ManualProvider, () => readonly LayoutRules<StatementLine>[]>> = {
  BRI: () => [briCsv, briInternet],
  MANDIRI: mandiriExports,
};

export const MANUAL_TEMPLATE = {
  fileName: 'template_mutasi_manual.csv',
  columns: layoutColumns(MANUAL_LAYOUTS.template),
  example: ['27/06/2026 14:05:10', 'Transfer dari ANDI WIJAYA', 'ANDI WIJAYA', '081234567890', '', '50000.00', '1250000.00', 'TRX123456'],
} as const;

/** The Manual Bank / Wallet format of one provider: same template, that provider's narrative rules and exports. */
export function manualFormat(provider: ManualProvider): StatementFormat {
  const name = `Manual Bank / Wallet ${LABELS[provider]}`;
  const template = manualTemplate(DESCRIBE[provider], provider);
  return {
    id: `manual-${provider.toLowerCase()}`,
    label: name,
    template: MANUAL_TEMPLATE,
    parse: (text, context) => readCategory(text, { name, layouts: [template, ...(NATIVE[provider]?.() ?? [])], known: KNOWN_LAYOUTS }, context),
  };
}

export const manualFormats: Readonly<Record<ManualProvider, StatementFormat>> = Object.fromEntries(MANUAL_PROVIDERS.map((p) => [p, manualFormat(p)])) as Record<
  ManualProvider,
  StatementFormat
>;

export function isManualProvider(value: string): value is ManualProvider {
  return (MANUAL_PROVIDERS as readonly string[]).includes(value);
}
