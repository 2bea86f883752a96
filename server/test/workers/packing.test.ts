import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mapInTurns, pack, packInTurns, unpack, unpackInTurns } from '../../src/workers/packing.ts';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `NAMA ${i}\tdengan tab`, at: i % 3 === 0 ? null : i * 60_000, refs: [`DP${i}`] }));

/** Runs `work` and tells whether a macrotask queued before it ran before it ended (the event loop had a turn). */
async function gaveATurn(work: () => Promise<unknown>): Promise<boolean> {
  let turned = false;
  void setImmediate().then(() => (turned = true));
  await work();
  return turned;
}

describe('lists packed for a worker', () => {
  it.each([0, 1, 4_999, 5_000, 5_001, 12_345])('come back the same, in order (%i items), packed in one go or in turns', async (n) => {
    const list = items(n);
    expect(unpack(pack(list))).toEqual(list);
    expect(await unpackInTurns(await packInTurns(list))).toEqual(list);
    expect(unpack(await packInTurns(list))).toEqual(list);
    expect(await mapInTurns(list, (x) => x.id * 2)).toEqual(list.map((x) => x.id * 2));
  });

  it('are slices of 5,000 items', () => {
    expect(pack(items(12_345))).toHaveLength(3);
    expect(pack([])).toHaveLength(0);
  });

  it('give other requests a turn between slices on the event loop side, and not for a single slice', async () => {
    const big = items(12_000);
    expect(await gaveATurn(() => packInTurns(big))).toBe(true);
    const parts = pack(big);
    expect(await gaveATurn(() => unpackInTurns(parts))).toBe(true);
    expect(await gaveATurn(() => mapInTurns(big, (x) => x.id))).toBe(true);
    expect(await gaveATurn(() => packInTurns(items(10)))).toBe(false);
  });
});
