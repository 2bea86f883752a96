import { describe, expect, it } from 'vitest';
import { swappedDates } from '../../src/parsing/swapped-dates.ts';

const lines = (...dates: string[]) => dates.map((date, i) => ({ line: i + 2, date }));

describe('swappedDates: a statement whose dates a spreadsheet wrote month first', () => {
  it('finds the first line that reads as the statement date with day and month swapped', () => {
    expect(swappedDates(lines('2026-03-07', '2026-03-07'), '2026-07-03')).toEqual({ line: 2, read: '2026-03-07', meant: '2026-07-03' });
    // A week's export: the days after the 12th stay right, the others turned round land in the week.
    expect(swappedDates(lines('2026-07-14', '2026-02-07', '2026-07-13', '2026-12-07'), '2026-07-14')).toEqual({
      line: 3,
      read: '2026-02-07',
      meant: '2026-07-02',
    });
  });

  it('reads lines within a month of the statement date as they are, and an export reaching further back whose far lines do not turn round so', () => {
    expect(swappedDates(lines('2026-06-03', '2026-07-03', '2026-08-03'), '2026-07-03')).toBeNull();
    // 15 March has no month 15: a long export really reaching back to March.
    expect(swappedDates(lines('2026-03-07', '2026-03-15', '2026-07-03'), '2026-07-03')).toBeNull();
    // 1 December turned round is 12 January, not near 3 July.
    expect(swappedDates(lines('2026-12-01'), '2026-07-03')).toBeNull();
  });
});
