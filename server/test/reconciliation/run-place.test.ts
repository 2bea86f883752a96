import { describe, expect, it } from 'vitest';
import { IN_PROCESS_WORK, OPTIONS, reconcileScope } from '../../src/modules/reconciliation/after-upload.ts';
import { reconcile } from '../../src/modules/reconciliation/engine/reconcile.ts';
import { OverBudget, WorkBudget } from '../../src/modules/reconciliation/engine/work-budget.ts';
import type { Scope } from '../../src/modules/reconciliation/repo.ts';
import { useTestContext } from '../support/harness.ts';
import { bo, line } from './build.ts';

const ctx = useTestContext();

/**
 * 300 requests of six players (two of them namesakes told apart by their banks) and their money: most named as the
 * panel writes them, every seventh with a typo, every eleventh by QRIS without a name, every thirteenth never paid.
 */
function busyScope(): Scope {
  const players = [
    { name: 'BUDI SANTOSO', bank: 'BCA', typo: 'BUDI SANTOSA' },
    { name: 'SITI AMINAH', bank: 'BCA', typo: 'SITI AMINA' },
    { name: 'AGUS SETIAWAN', bank: 'BRI', typo: 'AGUS SETIAWN' },
    { name: 'DEWI LESTARI', bank: 'BCA', typo: 'DEWI LESTRI' },
    { name: 'EKO PRASETYO', bank: 'BCA', typo: 'EKO PRASETIO', player: 'eko-1' },
    { name: 'EKO PRASETYO', bank: 'BRI', typo: 'EKO PRASETIO', player: 'eko-2' },
  ];
  const amounts = [50_000, 100_000, 20_000, 250_000];
  const scope: Scope = { bos: [], refused: [], lines: [], players: [] };
  for (let i = 0; i < 300; i++) {
    const p = players[i % players.length]!;
    const rupiah = amounts[i % amounts.length]!;
    scope.bos.push({ row: bo(i + 1, rupiah, p.name, i * 3, { playerBank: p.bank, ...(p.player ? { player: p.player } : {}) }), autoMatch: null, hint: null });
    if (i % 13 === 0) continue;
    const written = i % 11 === 0 ? '' : i % 7 === 0 ? p.typo : p.name;
    scope.lines.push({
      line: line(i + 1, rupiah, written, i * 3 + (i % 5), written === '' ? {} : { counterpartyBank: p.bank }),
      matchedBoId: null,
      note: null,
      twinOf: null,
      returnOf: null,
    });
  }
  return scope;
}

describe('where a run is made', () => {
  it('decides and suggests the same on the event loop as in a worker thread', async () => {
    const options = { ...OPTIONS.DEPOSIT, suggestions: true as const };
    const here = await reconcileScope(ctx.db, 'ABC', busyScope(), options, { inProcessItems: Infinity });
    const inAWorker = await reconcileScope(ctx.db, 'ABC', busyScope(), options, { inProcessItems: 0 });
    expect(here.matches.length).toBeGreaterThan(200);
    expect(here.pending.filter((p) => p.suggestions.length > 0).length).toBeGreaterThan(10);
    expect(inAWorker).toEqual(here);
  });

  it('stops a run on the event loop once it is over its work budget, and gives the answer a worker thread gives', async () => {
    const options = { ...OPTIONS.DEPOSIT, suggestions: true as const };
    const scope = busyScope();
    const rows = scope.bos.map((b) => b.row),
      lines = scope.lines.map((l) => l.line);
    expect(() => reconcile(rows, lines, options, [], new WorkBudget(100))).toThrow(OverBudget);
    const overBudget = await reconcileScope(ctx.db, 'ABC', scope, options, { inProcessItems: Infinity, inProcessWork: 100 });
    expect(overBudget).toEqual(await reconcileScope(ctx.db, 'ABC', busyScope(), options, { inProcessItems: 0 }));
  });

  it("counts each pair a row's name is weighed against: a thousand requests and lines of one name and amount are a million", () => {
    const rows = Array.from({ length: 1000 }, (_, i) => bo(i + 1, 100_000, 'BUDI SANTOSO', i % 60));
    const lines = Array.from({ length: 1000 }, (_, i) => line(i + 1, 100_000, 'BUDI SANTOSO', i % 60));
    expect(() => reconcile(rows, lines, OPTIONS.DEPOSIT, [], new WorkBudget(IN_PROCESS_WORK))).toThrow(OverBudget);
    // Without a budget (a worker thread) the run ends: a group of rivals that big is left to the checker (rivals.ts).
    expect(reconcile(rows, lines, OPTIONS.DEPOSIT).pending).toHaveLength(1000);
  });
});
