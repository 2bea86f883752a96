/**
 * The columns of a PDF table, found by their titles (docs/formats-banks.md, "PDF e-Statement"): a column runs from the
 * left edge of its title to the left edge of the next title. A run of text belongs to the column it overlaps most; a
 * run split between two columns cannot be placed with certainty and refuses the row.
 */
import { RowProblem } from '../../../parsing/reader/row-problem.ts';
import { joinTexts, type PdfLine, type PdfText } from './page-lines.ts';

/** A column of a layout: its key, its title as messages name it, and the titles that name it in the file. */
export interface ColumnTitle<K extends string> {
  key: K;
  name: string;
  title: RegExp;
}

export interface Columns<K extends string> {
  /** Where the title line is among the page's lines (0-based). */
  at: number;
  spans: { key: K; name: string; left: number; right: number }[];
}

/** A run must lie at least this share of its width in one column. */
const IN_ONE_COLUMN = 0.75;

/**
 * The first line whose runs carry every title, left to right in the layout's order (other runs on it, such as a page
 * number, are allowed), or null.
 */
export function findColumns<K extends string>(lines: readonly PdfLine[], titles: readonly ColumnTitle<K>[]): Columns<K> | null {
  for (const [at, line] of lines.entries()) {
    const found = titledRuns(line, titles);
    if (found) {
      const spans = titles.map((title, i) => ({
        key: title.key,
        name: title.name,
        left: i === 0 ? -Infinity : found[i]!.x,
        right: found[i + 1]?.x ?? Infinity,
      }));
      return { at, spans };
    }
  }
  return null;
}

function titledRuns<K extends string>(line: PdfLine, titles: readonly ColumnTitle<K>[]): PdfText[] | null {
  const found: PdfText[] = [];
  for (const text of line.texts) {
    const next = titles[found.length];
    if (next?.title.test(text.text)) found.push(text);
  }
  return found.length === titles.length ? found : null;
}

/** The line's text under each column ('' where it has none); throws RowProblem for a run split between two columns. */
export function cellsOf<K extends string>(line: PdfLine, columns: Columns<K>): Record<K, string> {
  const runs = new Map<K, PdfText[]>(columns.spans.map((span) => [span.key, []]));
  for (const text of line.texts) {
    const place = placeOf(text, columns);
    if ('split' in place) {
      throw new RowProblem(`teks '${text.text}' terpotong di antara kolom ${place.split[0]} dan ${place.split[1]}; kolomnya tidak dapat dipastikan`);
    }
    runs.get(place.key)!.push(text);
  }
  return Object.fromEntries([...runs].map(([key, texts]) => [key, joinTexts(texts)])) as Record<K, string>;
}

/** Whether every run of the line lies in one column (a footer across the page does not). */
export const fitsColumns = <K extends string>(line: PdfLine, columns: Columns<K>): boolean => line.texts.every((text) => 'key' in placeOf(text, columns));

/** The column a run lies in, or the two it is split between (by their names). */
function placeOf<K extends string>(text: PdfText, columns: Columns<K>): { key: K } | { split: [string, string] } {
  const width = text.right - text.x;
  if (width <= 0) return { key: columns.spans.find((s) => text.x >= s.left && text.x < s.right)!.key };
  const overlaps = columns.spans
    .map((span) => ({ span, share: Math.max(0, Math.min(text.right, span.right) - Math.max(text.x, span.left)) / width }))
    .sort((p, q) => q.share - p.share);
  const [best, second] = overlaps as [(typeof overlaps)[number], (typeof overlaps)[number]];
  return best.share >= IN_ONE_COLUMN ? { key: best.span.key } : { split: [best.span.name, second.span.name] };
}
