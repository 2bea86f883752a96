import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PairValues } from '../../src/modules/reconciliation/engine/interning.ts';

describe('PairValues', () => {
  it('works out each pair once and gives back its value, however many pairs it keeps (the table grows)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(30_000), fc.nat(100_000)), { minLength: 600, maxLength: 5000, size: 'max' }), (pairs) => {
        const table = new PairValues();
        const made = new Map<string, number>();
        const make = (a: number, b: number) => {
          const key = `${a},${b}`;
          made.set(key, (made.get(key) ?? 0) + 1);
          return a / (b + 1);
        };
        for (const [a, b] of pairs) expect(table.get(a, b, make)).toBe(a / (b + 1));
        // Asked again, in reverse: every value kept, none worked out twice.
        for (const [a, b] of [...pairs].reverse()) expect(table.get(a, b, make)).toBe(a / (b + 1));
        expect([...made.values()].every((n) => n === 1)).toBe(true);
        expect(made.size).toBe(new Set(pairs.map(([a, b]) => `${a},${b}`)).size);
      }),
      { numRuns: 20 },
    );
  });

  it('tells (a, b) from (b, a) and keeps 0 and fractions as they are', () => {
    const table = new PairValues();
    expect(table.get(1, 2, () => 0)).toBe(0);
    expect(table.get(2, 1, () => 0.75)).toBe(0.75);
    expect(table.get(1, 2, () => 1)).toBe(0);
    expect(table.get(0, 0, () => 0.9583333333333334)).toBe(0.9583333333333334);
  });
});
