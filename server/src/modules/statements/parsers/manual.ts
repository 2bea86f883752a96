import type { LocalDateTime } from '../../../parsing/datetime.ts';
import { describeBri, tagBrivaFeeTwins } from '../description/bri.ts';
import type { Describe } from '../description/facts.ts';
import { describeGeneric } from '../description/generic.ts';
import { describeMandiri } from '../description/mandiri.ts';
import { readBalance, readDateTime, readDebitCredit, RowProblem } from '../reading/fields.ts';
import { LAYOUTS } from '../reading/layouts.ts';
import { statementLine } from '../reading/line.ts';
import { readStatement, type Variant } from '../reading/statement-reader.ts';
import type { StatementFormat } from '../statement-line.ts';
import { mandiriKopra, mandiriMcm } from './mandiri.ts';

/**
 * Category Manual Bank / Wallet (`/api/mutasiupdepomanual` with `provider`): one template for every provider, read
 * with the provider's narrative rules; BRI also accepts BRI's own CSV, Mandiri the Kopra and MCM CSVs.
 * See docs/formats-banks.md.
 */
export const MANUAL_PROVIDERS = ['BRI', 'MANDIRI', 'OVO', 'DANA', 'LINKAJA', 'GOPAY', 'QRIS'] as const;
export type ManualProvider = (typeof MANUAL_PROVIDERS)[number];

const LABELS: Record<ManualProvider, string> = {
  BRI: 'BRI', MANDIRI: 'Mandiri', OVO: 'OVO', DANA: 'DANA', LINKAJA: 'Link Aja', GOPAY: 'Gopay', QRIS: 'QRIS',
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
 * Template: `Tanggal,Keterangan,Nama,No Rekening/HP,Debit,Kredit,Saldo,Referensi`, dates `dd/mm/yyyy HH:mm:ss`,
 * plain amounts. Nama and No Rekening/HP are filled by whoever writes the file when the text does not carry them
 * (wallet and QRIS rows); when filled they win over what the text suggests.
 */
function manualTemplate(describe: Describe, provider: ManualProvider): Variant {
  return {
    layout: LAYOUTS.manualTemplate,
    read(row) {
      const when = readDateTime(row.get('Tanggal'), 'tanggal');
      const { direction, amountSen } = readDebitCredit(
        { raw: row.get('Debit'), column: 'Debit' },
        { raw: row.get('Kredit'), column: 'Kredit' },
        'plain',
      );
      const balanceSen = readBalance(row.get('Saldo'), 'plain', 'Saldo');
      const description = row.get('Keterangan');
      return statementLine(
        {
          line: row.line, when, direction, amountSen, balanceSen, description,
          counterpartyName: row.get('Nama'), counterpartyAccount: row.get('No Rekening/HP'), reference: row.get('Referensi'),
        },
        describe(description, direction, amountSen),
      );
    },
    finish: provider === 'BRI' ? (lines) => tagBrivaFeeTwins(lines) : undefined,
  };
}

/**
 * BRI CSV: `"ID","NOREK","TGL_TRAN",…,"MUTASI_DEBET","MUTASI_KREDIT",…`, English amounts with zero as `.00`,
 * `JAM_TRAN` as HHMMSS without leading zeros. Reference: NOREK-SEQ.
 */
const briCsv: Variant = {
  layout: LAYOUTS.briCsv,
  read(row) {
    const when = briDateTime(row.get('TGL_TRAN'), row.get('JAM_TRAN'));
    const { direction, amountSen } = readDebitCredit(
      { raw: row.get('MUTASI_DEBET'), column: 'MUTASI_DEBET' },
      { raw: row.get('MUTASI_KREDIT'), column: 'MUTASI_KREDIT' },
      'en',
    );
    const balanceSen = readBalance(row.get('SALDO_AKHIR_MUTASI'), 'en', 'SALDO_AKHIR_MUTASI');
    const description = row.get('DESK_TRAN');
    const reference = [row.get('NOREK'), row.get('SEQ')].filter(Boolean).join('-');
    return statementLine(
      { line: row.line, when, direction, amountSen, balanceSen, description, reference },
      describeBri(description, direction, amountSen),
    );
  },
  finish: (lines) => tagBrivaFeeTwins(lines),
};

/** `TGL_TRAN` gives the day; `JAM_TRAN` (`426` = 00:04:26) the time, else the time written in TGL_TRAN. */
function briDateTime(day: string, clock: string): LocalDateTime {
  const { date, time } = readDateTime(day, 'TGL_TRAN');
  const raw = clock.trim();
  if (raw === '') return { date, time };
  const hhmmss = /^\d{1,6}$/.test(raw) ? raw.padStart(6, '0') : '';
  const [h, m, s] = [hhmmss.slice(0, 2), hhmmss.slice(2, 4), hhmmss.slice(4, 6)].map(Number) as [number, number, number];
  if (!hhmmss || h > 23 || m > 59 || s > 59) throw new RowProblem(`JAM_TRAN '${raw}' tidak valid`);
  return { date, time: `${hhmmss.slice(0, 2)}:${hhmmss.slice(2, 4)}:${hhmmss.slice(4, 6)}` };
}

const NATIVE: Partial<Record<ManualProvider, readonly Variant[]>> = {
  BRI: [briCsv],
  MANDIRI: [mandiriKopra, mandiriMcm],
};

export const MANUAL_TEMPLATE = {
  fileName: 'template_mutasi_manual.csv',
  columns: LAYOUTS.manualTemplate.columns,
  example: ['27/06/2026 14:05:10', 'Transfer dari ANDI WIJAYA', 'ANDI WIJAYA', '081234567890', '', '50000.00', '1250000.00', 'TRX123456'],
} as const;

/** The Manual Bank / Wallet format of one provider: same template, that provider's narrative rules and exports. */
export function manualFormat(provider: ManualProvider): StatementFormat {
  const name = `Manual Bank / Wallet ${LABELS[provider]}`;
  const variants = [manualTemplate(DESCRIBE[provider], provider), ...(NATIVE[provider] ?? [])];
  return {
    id: `manual-${provider.toLowerCase()}`,
    label: name,
    template: MANUAL_TEMPLATE,
    parse: (text, context) => readStatement(text, { name, variants }, context),
  };
}

export const manualFormats: Readonly<Record<ManualProvider, StatementFormat>> = Object.fromEntries(
  MANUAL_PROVIDERS.map((p) => [p, manualFormat(p)]),
) as Record<ManualProvider, StatementFormat>;

export function isManualProvider(value: string): value is ManualProvider {
  return (MANUAL_PROVIDERS as readonly string[]).includes(value);
}
