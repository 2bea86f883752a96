import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentWeight, maxWeightAssignment } from '../../src/modules/reconciliation/engine/assignment.ts';
import { bestByTrying } from '../../src/modules/reconciliation/engine/rivals.ts';

/** No edge, or a match weight as the solver builds it: 1000 plus a score in points plus a share of closeness in time. */
const weight = fc.oneof(
  fc.constant(0),
  fc.tuple(fc.integer({ min: 1000, max: 1100 }), fc.integer({ min: 0, max: 1000 })).map(([p, t]) => p + t / 1000 / 61),
);

describe('bestByTrying: small groups of rivals', () => {
  it("finds an assignment as heavy as the Hungarian algorithm's, with or without a row left out, one line per row", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(weight, { minLength: 36, maxLength: 36 }),
        fc.integer({ min: -1, max: 5 }),
        (height, width, cells, skip) => {
          const matrix = Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => (r === skip ? 0 : cells[r * 6 + c]!)));
          const weights = Float64Array.from(Array.from({ length: height * width }, (_, i) => cells[Math.floor(i / width) * 6 + (i % width)]!));
          const out = new Int32Array(height);
          const best = bestByTrying(weights, height, width, skip < height ? skip : -1, out);
          const hungarian = assignmentWeight(matrix, maxWeightAssignment(matrix));
          expect(best).toBeCloseTo(hungarian, 6);
          const used = [...out].filter((c) => c >= 0);
          expect(new Set(used).size).toBe(used.length);
          if (skip >= 0 && skip < height) expect(out[skip]).toBe(-1);
          for (let r = 0; r < height; r++) if (out[r]! >= 0) expect(weights[r * width + out[r]!]).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('of equal optima keeps the first: earlier rows take earlier lines', () => {
    const out = new Int32Array(2);
    bestByTrying(Float64Array.from([1000, 1000, 1000, 1000]), 2, 2, -1, out);
    expect([...out]).toEqual([0, 1]);
  });
});
