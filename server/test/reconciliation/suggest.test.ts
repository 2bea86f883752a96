// A Pending row's suggestions (engine/suggest.ts): the nameless lines of its amount are read nearest in time first,
// and only while one may still rank among the best three; the answer is the one reading every line gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EvidenceCodes } from '../../src/modules/reconciliation/engine/evidence-codes.ts';
import { NameCache } from '../../src/modules/reconciliation/engine/name-cache.ts';
import { prepareLines, prepareRows } from '../../src/modules/reconciliation/engine/prepare.ts';
import { suggestionOf, suggestionsFor, type SuggestionContext } from '../../src/modules/reconciliation/engine/suggest.ts';
import { DEPOSIT_OPTIONS, type MatchBo, type MatchLine, type Suggestion } from '../../src/modules/reconciliation/engine/types.ts';
import { bo, line } from './build.ts';

function context(bos: MatchBo[], lines: MatchLine[], heldBy: ReadonlyMap<number, string> = new Map()): SuggestionContext {
  const names = new NameCache();
  const codes = new EvidenceCodes();
  const options = { ...DEPOSIT_OPTIONS, suggestions: true };
  return {
    rows: prepareRows(bos, options, names, codes),
    lines: prepareLines(lines, names, codes, options.direction),
    options,
    names,
    heldBy,
    skipped: new Map(),
    returned: new Map(),
  };
}

/** Every line weighed for the row, the best three kept: what suggestionsFor must answer. */
function everyLine(r: number, ctx: SuggestionContext): Suggestion[] {
  const found: Suggestion[] = [];
  for (let l = 0; l < ctx.lines.count; l++) {
    const suggestion = suggestionOf(ctx, r, l, false);
    if (suggestion !== null) found.push(suggestion);
  }
  return found.sort((x, y) => y.score - x.score || x.lineId - y.lineId).slice(0, 3);
}

describe('suggestionsFor: nameless lines', () => {
  it('offers the nearest free nameless lines, passing over nearer ones held by other tickets', () => {
    // A QRIS day: nameless lines of the row's amount every hour from 3 hours before T0 to 20 hours after; the request
    // is at T0 + 5 minutes, and the three nearest lines (T0, +1 h, +2 h) are held by other tickets (a lower score).
    const lines = Array.from({ length: 24 }, (_, i) => line(i + 1, 50_000, '', -180 + 60 * i));
    const ctx = context([bo(1, 50_000, 'EKO PRASETYO', 5, { qris: true })], lines, new Map([3, 4, 5].map((l) => [l, `DP${l}`])));
    const got = suggestionsFor(0, ctx);
    // +3 h, -1 h and +4 h score alike once rounded (0.39), and go by line id.
    expect(got).toEqual([
      { lineId: 3, score: 0.39, reasons: ['mutasi tanpa nama, waktu tidak cukup dekat', 'di luar jendela waktu (mutasi 1 jam 5 menit sebelum request)'] },
      { lineId: 7, score: 0.39, reasons: ['mutasi tanpa nama, waktu tidak cukup dekat'] },
      { lineId: 8, score: 0.39, reasons: ['mutasi tanpa nama, waktu tidak cukup dekat'] },
    ]);
    expect(got).toEqual(everyLine(0, ctx));
  });

  it('reads lines with only a date as a day apart, and ranks ties by line id', () => {
    const dated = (id: number) => line(id, 50_000, '', 0, { at: null });
    const ctx = context([bo(1, 50_000, 'EKO PRASETYO', 0, { qris: true })], [dated(9), line(3, 50_000, '', 2000), dated(4), line(7, 50_000, '', 2100)]);
    expect(suggestionsFor(0, ctx).map((s) => s.lineId)).toEqual([4, 9, 3]);
    expect(suggestionsFor(0, ctx)).toEqual(everyLine(0, ctx));
  });

  it('gives what weighing every line gives, on random days of nameless and named lines, some held', () => {
    const lineArb = fc.record({
      minutes: fc.integer({ min: -3000, max: 3000 }),
      dated: fc.boolean(),
      named: fc.constantFrom('', '', '', 'EKO PRASETYO', 'EKO PRASETIO', 'BUDI HARTONO'),
      amount: fc.constantFrom(50_000, 50_000, 50_500, 100_000),
      held: fc.constantFrom(false, false, true),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 60 }), fc.integer({ min: -600, max: 600 }), (specs, at) => {
        const lines = specs.map((s, i) => line(i + 1, s.amount, s.named, s.minutes, s.dated ? { at: null } : {}));
        const held = new Map(specs.flatMap((s, i) => (s.held ? [[i, `DP${100 + i}`] as const] : [])));
        const ctx = context([bo(1, 50_000, 'EKO PRASETYO', at)], lines, held);
        expect(suggestionsFor(0, ctx)).toEqual(everyLine(0, ctx));
      }),
      { numRuns: 2000 },
    );
  });
});
