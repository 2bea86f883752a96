import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceKey } from '../../src/modules/reconciliation/engine/prepare.ts';

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
        expect(referenceKey(raw)).toBe(key.length >= 4 ? key : '');
      }),
      { numRuns: 2000 },
    );
  });
});
