import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceKey } from '../../src/modules/reconciliation/engine/prepare.ts';
import { reconcile } from '../../src/modules/reconciliation/engine/reconcile.ts';
import { DEPOSIT_OPTIONS } from '../../src/modules/reconciliation/engine/types.ts';
import { bo, line } from './build.ts';

describe('referenceKey: a reference as rule 1 compares it', () => {
  it('is trimmed and upper case, and empty for a placeholder shorter than four characters', () => {
    expect(referenceKey(' rrn123456 ')).toBe('RRN123456');
    expect(referenceKey('DP-0042')).toBe('DP-0042');
    expect(referenceKey(' - ')).toBe('');
    expect(referenceKey('  ab  ')).toBe('');
    const piece = fc.constantFrom('a', 'Z', '7', '-', ' ', '\t', '\u00a0', 'é', 'ß', '/', '');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const raw = pieces.join('');
        const key = raw.trim().toUpperCase();
        const identifier = /\d/.test(key) && new Set(key).size > 1;
        expect(referenceKey(raw)).toBe(key.length >= 4 && identifier ? key : '');
      }),
      { numRuns: 2000 },
    );
  });

  it('is empty for a word or a placeholder: a reference has a digit and is not one character repeated', () => {
    for (const raw of ['DEPO', 'budi', 'TRANSFER', '0000', '------', '1111111']) expect(referenceKey(raw)).toBe('');
    for (const raw of ['INV-778812', 'OV123456', '602312345678', '0001', 'A1A1']) expect(referenceKey(raw)).toBe(raw);
  });

  it('lets no line be approved by a word the row and the line happen to share as a reference', () => {
    // The panel's free reference fields (Player Ref, Player Own Ref) hold whatever the player typed; a manual
    // statement's Reference column whatever the staff typed. SITI's money is not BUDI's because both say DEPO.
    for (const reference of ['DEPO', 'BUDI', '0000']) {
      const result = reconcile([bo(1, 100_000, 'BUDI SANTOSO', 0, { references: ['DP1', reference] })], [line(10, 100_000, 'SITI AMINAH', 2, { reference })], {
        ...DEPOSIT_OPTIONS,
        suggestions: false,
      });
      expect(result.matches).toEqual([]);
    }
    // A real one still decides, on a line naming nobody (a line naming SITI is SITI's money whatever the reference:
    // reconcile.test.ts, rule 1).
    const paid = reconcile([bo(1, 100_000, 'BUDI SANTOSO', 0, { references: ['DP1', 'OV123456'] })], [line(10, 100_000, '', 2, { reference: 'OV123456' })], {
      ...DEPOSIT_OPTIONS,
      suggestions: false,
    });
    expect(paid.matches.map((m) => [m.boId, m.lineId, m.rule])).toEqual([[1, 10, 'REFERENCE']]);
  });
});
