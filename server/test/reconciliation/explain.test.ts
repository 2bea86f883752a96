import { describe, expect, it } from 'vitest';
import { matchNote, NoteBook, type MatchBasis } from '../../src/modules/reconciliation/engine/explain.ts';

const at = Date.parse('2026-07-03T14:05:30+07:00');

describe('Ket notes', () => {
  it('say the rule, the source, the Jakarta time or date, and the score, reference or gap', () => {
    expect(matchNote({ label: 'BCA', at, date: '2026-07-03' }, { rule: 'NAME', score: 0.9698, byIdentity: false })).toBe(
      'AUTO nama+nominal | BCA 14:05 | skor 0.97',
    );
    expect(matchNote({ label: 'BCA', at, date: '2026-07-03' }, { rule: 'NAME', score: 1, byIdentity: true })).toBe(
      'AUTO no.rek/HP+nominal | BCA 14:05 | skor 1.00',
    );
    expect(matchNote({ label: 'QRIS', at, date: '2026-07-03' }, { rule: 'TIME', minutes: 3.6 })).toBe('AUTO waktu+nominal | QRIS 14:05 | selisih 4 menit');
    expect(matchNote({ label: 'BRI', at: null, date: '2026-07-03' }, { rule: 'REFERENCE', reference: 'RRN1' })).toBe(
      'AUTO referensi+nominal | BRI 03/07 | ref RRN1',
    );
  });

  it("write the line's day beside its time when it was booked on another Jakarta day than the request", () => {
    const afterMidnight = Date.parse('2026-07-04T00:01:00+07:00');
    const name: MatchBasis = { rule: 'NAME', score: 1, byIdentity: false };
    expect(matchNote({ label: 'BCA', at: afterMidnight, date: '2026-07-04' }, name, true)).toBe('AUTO nama+nominal | BCA 04/07 00:01 | skor 1.00');
    expect(new NoteBook().note('BCA', afterMidnight, '', name, true)).toBe('AUTO nama+nominal | BCA 04/07 00:01 | skor 1.00');
    // The same minute of the request's own day says the time only, from the book as made alone.
    const book = new NoteBook();
    expect([book.note('BCA', afterMidnight, '', name), book.note('BCA', afterMidnight, '', name, true)]).toEqual([
      'AUTO nama+nominal | BCA 00:01 | skor 1.00',
      'AUTO nama+nominal | BCA 04/07 00:01 | skor 1.00',
    ]);
  });

  it('are made once per text in a run, and read the same as when made alone', () => {
    const book = new NoteBook();
    const cases: [string, number | null, MatchBasis][] = [
      ['BCA', at, { rule: 'NAME', score: 0.954, byIdentity: false }],
      ['BCA', at + 20_000, { rule: 'NAME', score: 0.954, byIdentity: false }],
      ['BCA', at, { rule: 'NAME', score: 0.954, byIdentity: true }],
      ['MANDIRI', at, { rule: 'NAME', score: 0.954, byIdentity: false }],
      ['QRIS', at, { rule: 'TIME', minutes: -9.8 }],
      ['QRIS', at, { rule: 'TIME', minutes: 14.2 }],
      ['BCA', null, { rule: 'NAME', score: 1, byIdentity: false }],
      ['BCA', at, { rule: 'REFERENCE', reference: 'INV-77' }],
    ];
    for (const [label, when, basis] of cases)
      expect(book.note(label, when, '2026-07-03', basis)).toBe(matchNote({ label, at: when, date: '2026-07-03' }, basis));
    expect(book.note('BCA', at, '', { rule: 'NAME', score: 0.954, byIdentity: false })).toBe(
      book.note('BCA', at + 1000, '', { rule: 'NAME', score: 0.95, byIdentity: false }),
    );
  });
});
