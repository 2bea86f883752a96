/**
 * Why no layout of a category fits a file, in the order that helps most: the file is a layout of another category (say
 * which, and what to do), a header of ours with columns lost or renamed (name them, and the line), or something else
 * (the columns expected and what the file has instead).
 */
import { fail, wrongFile, type Failure } from '../result.ts';
import { headerKey, type TableRow } from '../table.ts';
import { findHeader, HEADER_SCAN_ROWS } from './header.ts';
import { requiredColumns, type TableLayout } from './layout.ts';

interface RefusingCategory {
  /** As the upload page names it: 'BCA', 'QRIS Solita'. */
  name: string;
  /** Its layouts, our template first: its required columns are what the message asks for. */
  layouts: readonly TableLayout[];
  /** Every layout of every category (the layout registry). */
  known: readonly TableLayout[];
}

export function refusal(rows: readonly TableRow[], category: RefusingCategory): Failure {
  const scanned = rows.slice(0, HEADER_SCAN_ROWS);
  const own = category.layouts;
  const natives = own
    .slice(1)
    .filter((l) => !l.headerless)
    .map((l) => l.label);
  const alsoAccepted = natives.length > 0 ? ` Juga diterima: ${natives.join(', ')}.` : '';
  const wrong = `${wrongFile(category.name, requiredNames(own[0]!), likelyHeader(scanned)).error}${alsoAccepted}`;

  const other = findHeader(
    scanned,
    category.known.filter((l) => !own.some((o) => o.id === l.id)),
  );
  if (other) return { ...fail(`${wrong} ${lookalike(other.layout)}`), lookalike: other.layout.id };
  const damaged = closestHeader(scanned, own, 0.5);
  if (damaged) {
    const { layout, row, missing } = damaged;
    return fail(
      `Header ${layout.label} di baris ${row.line} tidak lengkap: kolom ${missing.join(', ')} tidak ada. ` +
        `Kolom yang diharapkan: ${requiredNames(layout).join(', ')}. Ditemukan: ${row.cells.filter(Boolean).join(', ')}.`,
    );
  }
  // Nothing of ours: the known layout the file comes closest to, and what it lacks of it.
  const near = closestHeader(scanned, category.known, 0);
  if (near) return fail(`${wrong} Paling mirip ${near.layout.label} (baris ${near.row.line}), tetapi kolom ${near.missing.join(', ')} tidak ada.`);
  return fail(wrong);
}

const requiredNames = (layout: TableLayout): string[] => requiredColumns(layout).map(([, spec]) => spec.names[0]);

/** `File ini tampaknya CSV BRI: pilih kategori Manual Bank / Wallet, bank BRI.` */
const lookalike = (layout: TableLayout): string => `File ini tampaknya ${layout.label}${layout.advice ? `: ${layout.advice}` : ''}.`;

/**
 * What the file seems to have as its header, for a message: the row with the most cells of words without digits (two
 * at least), else its widest row.
 */
export function likelyHeader(rows: readonly TableRow[]): string[] {
  const words = (r: TableRow) => r.cells.filter((c) => /[A-Za-z]/.test(c) && !/\d/.test(c)).length;
  const filled = (r: TableRow) => r.cells.filter(Boolean).length;
  const best = rows.reduce((a, b) => (words(b) > words(a) ? b : a));
  return (words(best) >= 2 ? best : rows.reduce((a, b) => (filled(b) > filled(a) ? b : a))).cells;
}

/**
 * The row and layout (of `layouts`) where a header has the largest share of the layout's required columns, two or more
 * and at least `minShare`, but not all: a damaged or renamed header.
 */
function closestHeader(rows: readonly TableRow[], layouts: readonly TableLayout[], minShare: number) {
  let best: { layout: TableLayout; row: TableRow; missing: string[]; share: number } | null = null;
  for (const row of rows) {
    const keys = new Set(row.cells.map(headerKey));
    for (const layout of layouts.filter((l) => !l.headerless)) {
      const required = requiredColumns(layout);
      const missing = required.filter(([, spec]) => !spec.names.some((n) => keys.has(headerKey(n)))).map(([, spec]) => spec.names[0]);
      const present = required.length - missing.length;
      const share = present / required.length;
      if (missing.length > 0 && present >= 2 && share >= minShare && (!best || share > best.share)) best = { layout, row, missing, share };
    }
  }
  return best;
}
