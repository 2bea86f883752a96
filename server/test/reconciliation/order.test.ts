import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBy, regroup, sortShort } from '../../src/modules/reconciliation/engine/order.ts';

/** The order orderBy promises, by the plain sort. */
const expected = (values: readonly number[]) => [...values.keys()].sort((a, b) => values[a]! - values[b]! || a - b);

describe('orderBy', () => {
  it('orders by value, equal values by index, for epoch milliseconds (the radix path)', () => {
    const t = Date.parse('2026-07-03T00:00:00+07:00');
    const values = [t + 5, t, t + 5, t + 86_400_000, t + 1, t];
    expect([...orderBy(Float64Array.from(values))]).toEqual([1, 5, 4, 0, 2, 3]);
  });

  it('agrees with a plain sort on any whole numbers, and on fractions and wide spans (the fallback)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_000_000 }), { maxLength: 300 }), fc.integer({ min: 0, max: 2 ** 40 }), (offsets, base) => {
        const values = offsets.map((o) => base + o);
        expect([...orderBy(Float64Array.from(values))]).toEqual(expected(values));
      }),
    );
    expect([...orderBy(Float64Array.from([0.5, 0.25, 0.5]))]).toEqual([1, 0, 2]);
    expect([...orderBy(Float64Array.from([2 ** 33, 0, 2 ** 33, 1]))]).toEqual([1, 3, 0, 2]);
    expect([...orderBy(new Float64Array(0))]).toEqual([]);
  });
});

describe('regroup', () => {
  it('keeps the order within each group and leaves out items without one', () => {
    // Items 0..5 in the order 5 4 3 2 1 0, groups by item: 1 0 1 -1 0 1.
    const groupOf = Int32Array.from([1, 0, 1, -1, 0, 1]);
    expect([...regroup(Int32Array.from([5, 4, 3, 2, 1, 0]), groupOf, 2)]).toEqual([4, 1, 5, 2, 0]);
  });
});

describe('sortShort', () => {
  it('sorts in place like Array.prototype.sort, stable, with or without a comparison', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.string()), { maxLength: 12 }), (items) => {
        const byFirst = (a: [number, string], b: [number, string]) => a[0] - b[0];
        expect(sortShort([...items], byFirst)).toEqual([...items].sort(byFirst));
        const words = items.map((i) => i[1]);
        expect(sortShort([...words])).toEqual([...words].sort());
      }),
    );
    const typed = Int32Array.from([3, 1, 2]);
    sortShort(typed);
    expect([...typed]).toEqual([1, 2, 3]);
  });
});
