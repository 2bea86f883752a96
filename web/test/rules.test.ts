import { describe, expect, it } from 'vitest';
import { greeting } from '../src/lib/jakarta-time.ts';
import { pageAfterDelete, pageButtons, pageCount, intParam } from '../src/lib/pagination.ts';
import { canSubmitNewUser, emptyNewUser, withRole } from '../src/features/users/new-user-rules.ts';
import { lineStatus } from '../src/features/view-mutasi/line-words.ts';

/** A Date at hh:mm in Jakarta (UTC+7, no daylight saving). */
const jakarta = (hh: number, mm: number) => new Date(Date.UTC(2026, 10, 22, hh - 7, mm));

describe('greeting by Jakarta hour', () => {
  it.each([
    [4, 59, 'Selamat Malam'],
    [5, 0, 'Selamat Pagi'],
    [10, 59, 'Selamat Pagi'],
    [11, 0, 'Selamat Siang'],
    [13, 59, 'Selamat Siang'],
    [14, 0, 'Selamat Sore'],
    [18, 30, 'Selamat Sore'],
    [18, 31, 'Selamat Malam'],
    [23, 59, 'Selamat Malam'],
    [0, 0, 'Selamat Malam'],
  ])('%i:%i is %s', (hh, mm, expected) => {
    expect(greeting(jakarta(hh, mm))).toBe(expected);
  });

  it('uses Jakarta time, not the machine zone (00:30 UTC is 07:30 in Jakarta)', () => {
    expect(greeting(new Date('2026-11-22T00:30:00Z'))).toBe('Selamat Pagi');
  });
});

describe('pagination rules', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('moves back one page after deleting the last row of a page above 1', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 2)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });

  it('shows every page when there are at most 5', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 2)).toEqual([1, 2]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageButtons(5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 0)).toEqual([1]);
  });

  it('shows at most 5 page numbers, first and last among them, with ellipses where pages are skipped', () => {
    expect(pageButtons(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageButtons(2, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageButtons(3, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(pageButtons(4, 20)).toEqual([1, '…', 3, 4, 5, '…', 20]);
    expect(pageButtons(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(pageButtons(18, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(pageButtons(19, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(pageButtons(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
    expect(pageButtons(1, 6)).toEqual([1, 2, 3, 4, '…', 6]);
    expect(pageButtons(6, 6)).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('never shows more than 5 numbers, always the current, first and last page, in order', () => {
    for (let pages = 1; pages <= 30; pages++) {
      for (let page = 1; page <= pages; page++) {
        const buttons = pageButtons(page, pages);
        const numbers = buttons.filter((b): b is number => b !== '…');
        expect(numbers.length, `page ${page} of ${pages}`).toBe(Math.min(5, pages));
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        // An ellipsis stands exactly where numbers are skipped.
        buttons.forEach((b, i) => {
          if (i === 0) return;
          const before = buttons[i - 1]!;
          if (b === '…') expect(before).not.toBe('…');
          else if (before !== '…') expect(b).toBe(before + 1);
          else expect(b - (buttons[i - 2] as number)).toBeGreaterThan(1);
        });
      }
    }
  });

  it('reads page sizes from the URL only when allowed', () => {
    expect(intParam('20', 10, [5, 10, 20])).toBe(20);
    expect(intParam('7', 10, [5, 10, 20])).toBe(10);
    expect(intParam('abc', 1)).toBe(1);
    expect(intParam('-2', 1)).toBe(1);
  });
});

describe('New User validation', () => {
  const filled = { ...emptyNewUser, account_name: 'budi', account_password: 'secret' };

  it('needs username, password and role', () => {
    expect(canSubmitNewUser(emptyNewUser)).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_role: '' })).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_name: '   ', account_role: 'ADMIN' })).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_password: '', account_role: 'ADMIN' })).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_role: 'ADMIN' })).toBe(true);
  });

  it('needs a website for CHECKER and CS', () => {
    expect(canSubmitNewUser({ ...filled, account_role: 'CHECKER' })).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_role: 'CS' })).toBe(false);
    expect(canSubmitNewUser({ ...filled, account_role: 'CS', account_website: '3' })).toBe(true);
  });

  it('clears the website when ADMIN is chosen', () => {
    expect(withRole({ ...filled, account_role: 'CHECKER', account_website: '3' }, 'ADMIN').account_website).toBe('');
    expect(withRole({ ...filled, account_role: 'CHECKER', account_website: '3' }, 'CS').account_website).toBe('3');
  });
});

describe('View Mutasi Status cell', () => {
  it("shows Approved / Pending of a player's line, and a neutral Website lain of one another website's row holds", () => {
    const line = { line_kind: 'PLAYER' as const, related_line: null, held_elsewhere: null };
    expect(lineStatus(line, false)).toEqual({ kind: 'approval', approved: false });
    expect(lineStatus(line, true)).toEqual({ kind: 'approval', approved: true });
    const held = { ...line, held_elsewhere: 'DP1 di website ABC' };
    expect(lineStatus(held, false)).toEqual({ kind: 'neutral', word: 'Website lain', returned: false });
    expect(lineStatus({ ...line, line_kind: 'FEE' as const }, false)).toEqual({ kind: 'neutral', word: 'Biaya', returned: false });
  });
});
