/**
 * A PDF page's text as lines (docs/formats-banks.md, "PDF e-Statement"): the runs of text pdf.js reports, without the
 * watermark, grouped by baseline and ordered left to right. Pure: pdf-text.ts feeds it what pdf.js reads.
 */

/** A run of text as the page draws it, in points: left and right edge, baseline measured from the page's top, font size. */
export interface PdfText {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

/** The runs of one baseline, left to right. `number`: 1-based among the page's lines, top to bottom, as messages name it. */
export interface PdfLine {
  number: number;
  /** The highest baseline among its runs. */
  y: number;
  texts: PdfText[];
  /** The runs joined as joinTexts does. */
  text: string;
}

export interface PdfPage {
  /** 1-based. */
  number: number;
  /** How many lines the pages before it have: a line's number in the whole file is `lineOffset + line.number`. */
  lineOffset: number;
  lines: PdfLine[];
}

/**
 * A run as pdf.js reports it, placed on the page as displayed (the page's rotation applied, y growing downward): its
 * text, its matrix `[a b c d e f]` (e, f: where its baseline starts) and its advance width.
 */
export interface DrawnText {
  str: string;
  transform: readonly number[];
  width: number;
}

/** Text this many times the page's middle font size is a watermark (large grey `COPY`, a logo across the table). */
const WATERMARK_SIZE = 2.5;
/** Runs whose baselines differ by less than this share of their font size stand on one line. */
const SAME_LINE = 0.4;
/** Gaps between two runs, in shares of the font size: below WORD nothing, from WORD one space, from FIELD two. */
const WORD_GAP = 0.1;
const FIELD_GAP = 1;

/**
 * The page's lines, top to bottom. Dropped: blank runs, and the watermark: text drawn turned or mirrored (a diagonal
 * `BCA`, letters strewn across the page) or far larger than the page's text.
 */
export function pageLines(drawn: readonly DrawnText[]): PdfLine[] {
  const upright = drawn.flatMap((run) => uprightText(run) ?? []);
  const limit = WATERMARK_SIZE * middleSize(upright);
  return groupLines(upright.filter((t) => t.size <= limit));
}

/** Upright text reads left to right with its glyphs standing up: `a > 0`, `d < 0` (y grows downward), no turn. */
function uprightText(run: DrawnText): PdfText | null {
  const text = run.str.trim();
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
  const turned = Math.abs(b) > 1e-3 * Math.abs(a) || Math.abs(c) > 1e-3 * Math.abs(d);
  if (text === '' || turned || a <= 0 || d >= 0) return null;
  return { text, x: e, right: e + Math.max(0, run.width), y: f, size: -d };
}

function middleSize(texts: readonly PdfText[]): number {
  const sizes = texts.map((t) => t.size).sort((p, q) => p - q);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

/** Runs sorted top to bottom; a run joins the line whose first baseline is within SAME_LINE of its own. */
function groupLines(texts: PdfText[]): PdfLine[] {
  const sorted = [...texts].sort((p, q) => p.y - q.y || p.x - q.x);
  const groups: PdfText[][] = [];
  for (const text of sorted) {
    const group = groups.at(-1);
    const anchor = group?.[0];
    if (group && anchor && text.y - anchor.y <= SAME_LINE * Math.min(text.size, anchor.size)) group.push(text);
    else groups.push([text]);
  }
  return groups.map((group, i) => {
    const y = group[0]!.y;
    const ordered = group.sort((p, q) => p.x - q.x);
    return { number: i + 1, y, texts: ordered, text: joinTexts(ordered) };
  });
}

/**
 * Runs of one line (or one cell), left to right, as text: nothing between runs that touch, one space across a word's
 * gap, two across a wider gap, the way fixed-width bank narratives separate their fields (`<memo>  <NAME>`).
 */
export function joinTexts(texts: readonly PdfText[]): string {
  let joined = '';
  texts.forEach((text, i) => {
    const before = texts[i - 1];
    if (before) {
      const gap = (text.x - before.right) / Math.min(text.size, before.size);
      joined += gap >= FIELD_GAP ? '  ' : gap >= WORD_GAP ? ' ' : '';
    }
    joined += text.text;
  });
  return joined;
}
