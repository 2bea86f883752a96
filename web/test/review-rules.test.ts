import { describe, expect, it } from 'vitest';
import { pageButtons } from '../src/lib/pagination.ts';
import { callPath } from '../src/lib/api.ts';
import { boPathDate, isWithinEditWindow, mutasiPathDate } from '../src/review/review-date.ts';
import { isCalendarDate, jakartaDate } from '../src/lib/jakarta-time.ts';
import { formatAmount, formatMoment } from '../src/lib/format.ts';
import {
  amountDraft,
  bulkSummary,
  correctedAmount,
  emptyText,
  exportFileName,
  reviewListCall,
  reviewSearch,
  rowNumber,
  sideOfView,
  type ReviewQuery,
} from '../src/review/review-rules.ts';
import { filterProblem } from '../src/review/use-review-filters.ts';
import { matchDetails } from '../src/features/view-bo/bo-sides.ts';

describe("the side a review screen's view= names", () => {
  // 'withdraw' is WITHDRAW; anything else, or nothing, is DEPOSIT.
  it.each([
    ['withdraw', 'WITHDRAW'],
    ['deposit', 'DEPOSIT'],
    ['WITHDRAW', 'DEPOSIT'],
    ['bowd', 'DEPOSIT'],
    [null, 'DEPOSIT'],
  ] as const)('reads %j as %s', (view, side) => {
    expect(sideOfView(view)).toBe(side);
  });
});

describe('review search: which box and which mode', () => {
  it.each([
    ['1.250.000', '', { mode: 'nominal', term: '1250000' }],
    [' 50 000 ', '', { mode: 'nominal', term: '50000' }],
    ['1,5_00', '', { mode: 'nominal', term: '1500' }],
    ['budi', '', { mode: 'string', term: 'budi' }],
    ['  Budi Santoso ', '', { mode: 'string', term: 'Budi Santoso' }],
    ['budi99', '', { mode: 'string', term: 'budi99' }],
    ['Rp 50.000', '', { mode: 'string', term: 'Rp 50.000' }],
    ['budi', '12a3', { mode: 'id', term: '123' }],
    ['', '0042', { mode: 'id', term: '0042' }],
  ])('%j with ID Tracking %j searches %j', (text, id, expected) => {
    expect(reviewSearch(text, id)).toEqual(expected);
  });

  it('searches nothing for empty boxes, separators alone or an ID box without digits', () => {
    expect(reviewSearch('', '')).toBeNull();
    expect(reviewSearch('   ', 'abc')).toBeNull();
    expect(reviewSearch('.,_', '')).toBeNull();
  });

  it('builds the view path, or the search path with mode and the term encoded', () => {
    const q: ReviewQuery = { side: 'DEPOSIT', website: 'ABC', status: 'pending', date: '2026-07-03', page: 2, search: null };
    const path = (query: ReviewQuery) => {
      const call = reviewListCall({ view: 'viewbo', search: 'searchbo' }, '3-Jul-2026', query);
      return callPath(call.key, call.input).path;
    };
    expect(path(q)).toBe('/api/viewbo/3-Jul-2026/ABC/pending/100/2');
    expect(path({ ...q, search: { mode: 'string', term: 'budi s/a' } })).toBe('/api/searchbo/3-Jul-2026/ABC/pending/string/budi%20s%2Fa/100/2');
  });

  it("adds the username note to '🚫 No data found.' only for a name search", () => {
    expect(emptyText(null)).toEqual({ title: '🚫 No data found.', note: null });
    expect(emptyText({ mode: 'nominal', term: '5000' }).note).toBeNull();
    expect(emptyText({ mode: 'string', term: 'budi' }).note).toBe('Username budi tidak ditemukan pada periode ini.');
  });
});

describe('review pagination window (5 page buttons, first and last page, ellipses)', () => {
  it('shows every page while they fit in 5', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 page buttons in all, the first and the last among them, at the edges as in the middle', () => {
    expect(pageButtons(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageButtons(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(pageButtons(4, 20)).toEqual([1, '…', 3, 4, 5, '…', 20]);
    expect(pageButtons(3, 7)).toEqual([1, 2, 3, 4, '…', 7]);
  });

  it('numbers rows across pages of 100', () => {
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(2, 0)).toBe(101);
    expect(rowNumber(3, 99)).toBe(300);
  });
});

/** `hh:mm` Jakarta time (UTC+7) on `date`. */
const jakartaAt = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+07:00`);

describe('edit window: today and the two days before, in Jakarta', () => {
  it('reads the calendar date in Jakarta, not UTC', () => {
    expect(jakartaDate(new Date('2026-07-02T16:59:59Z'))).toBe('2026-07-02');
    expect(jakartaDate(new Date('2026-07-02T17:00:00Z'))).toBe('2026-07-03');
  });

  it('is open for today, yesterday and the day before, closed for older or future dates', () => {
    const now = jakartaAt('2026-07-03', '12:00');
    expect(isWithinEditWindow('2026-07-03', now)).toBe(true);
    expect(isWithinEditWindow('2026-07-02', now)).toBe(true);
    expect(isWithinEditWindow('2026-07-01', now)).toBe(true);
    expect(isWithinEditWindow('2026-06-30', now)).toBe(false);
    expect(isWithinEditWindow('2026-07-04', now)).toBe(false);
  });

  it('moves at Jakarta midnight (17:00 UTC)', () => {
    const lastMinute = jakartaAt('2026-07-03', '23:59');
    const midnight = jakartaAt('2026-07-04', '00:00');
    expect(isWithinEditWindow('2026-07-01', lastMinute)).toBe(true);
    expect(isWithinEditWindow('2026-07-01', midnight)).toBe(false);
    expect(isWithinEditWindow('2026-07-04', lastMinute)).toBe(false);
    expect(isWithinEditWindow('2026-07-04', midnight)).toBe(true);
    // 16:59 UTC on the 3rd is still the 3rd in Jakarta; 17:00 UTC is the 4th.
    expect(isWithinEditWindow('2026-07-01', new Date('2026-07-03T16:59:00Z'))).toBe(true);
    expect(isWithinEditWindow('2026-07-01', new Date('2026-07-03T17:00:00Z'))).toBe(false);
  });

  it('across a month and a year end', () => {
    expect(isWithinEditWindow('2026-12-30', jakartaAt('2027-01-01', '08:00'))).toBe(true);
    expect(isWithinEditWindow('2026-12-29', jakartaAt('2027-01-01', '08:00'))).toBe(false);
  });

  it('is closed for a date that is no date', () => {
    expect(isWithinEditWindow('2026-02-30', jakartaAt('2026-03-01', '08:00'))).toBe(false);
    expect(isWithinEditWindow('', jakartaAt('2026-03-01', '08:00'))).toBe(false);
  });
});

describe('review dates in paths and file names', () => {
  it('writes View BO dates with the day unpadded and View Mutasi dates with two digits', () => {
    expect(boPathDate('2026-07-03')).toBe('3-Jul-2026');
    expect(boPathDate('2026-12-25')).toBe('25-Dec-2026');
    expect(mutasiPathDate('2026-07-03')).toBe('03-Jul-2026');
    expect(mutasiPathDate('2026-01-15')).toBe('15-Jan-2026');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('3-Jul-2026')).toBe(false);
  });

  it('names exports as the spec saves them', () => {
    expect(exportFileName('viewbo', 'abc', 'pending', '3-Jul-2026', 'csv')).toBe('viewbo_abc_pending_3-Jul-2026.csv');
    expect(exportFileName('mutasi_wd', 'ABC', 'all', '03-Jul-2026', 'excel')).toBe('mutasi_wd_ABC_all_03-Jul-2026.xlsx');
  });

  it("asks for every filter with 'Lengkapi Website, Status, dan Date dulu.'", () => {
    const full = { side: 'DEPOSIT', website: 'ABC', status: 'all', date: '2026-07-03' } as const;
    expect(filterProblem(full)).toBeNull();
    expect(filterProblem({ ...full, website: '' })).toBe('Lengkapi Website, Status, dan Date dulu.');
    expect(filterProblem({ ...full, status: '' })).toBe('Lengkapi Website, Status, dan Date dulu.');
    expect(filterProblem({ ...full, date: '' })).toBe('Lengkapi Website, Status, dan Date dulu.');
  });
});

describe('bulk confirmation summary', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);

  it('lists up to 5 deposit rows, then "… dan N data lainnya"', () => {
    expect(bulkSummary(lines(5), 5)).toEqual({ shown: lines(5), more: null });
    expect(bulkSummary(lines(7), 5)).toEqual({ shown: lines(5), more: '… dan 2 data lainnya' });
  });

  it('lists up to 8 withdraw rows', () => {
    expect(bulkSummary(lines(8), 8).more).toBeNull();
    expect(bulkSummary(lines(20), 8)).toEqual({ shown: lines(8), more: '… dan 12 data lainnya' });
  });
});

describe('amounts', () => {
  it('keeps digits only while typing a corrected amount; blank keeps the BO amount', () => {
    expect(amountDraft('1.250.000,-')).toBe('1250000');
    expect(amountDraft('12345678901234567')).toHaveLength(13);
    expect(correctedAmount('')).toBeNull();
    expect(correctedAmount(undefined)).toBeNull();
    expect(correctedAmount('0093500')).toBe(93500);
  });

  it('shows amounts in Indonesian format and bare dates without a time', () => {
    expect(formatAmount(1250000)).toBe('1.250.000');
    expect(formatAmount(1500.5)).toBe('1.500,5');
    expect(formatAmount(null)).toBe('-');
    expect(formatMoment('2026-07-03')).toBe('03 Juli 2026');
    expect(formatMoment('2026-07-03T07:05:00.000Z')).toBe('03 Juli 2026 pukul 14.05.00');
  });

  it("reads the line out of the matcher's note", () => {
    expect(matchDetails('AUTO nama+nominal | BCA 14:05 | skor 0.97')).toEqual(['BCA 14:05', 'skor 0.97']);
    expect(matchDetails('')).toEqual([]);
  });
});
