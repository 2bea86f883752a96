import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/reconciliation/engine/reconcile.ts';
import { returnedPayouts } from '../../src/modules/reconciliation/engine/returns.ts';
import { WITHDRAW_OPTIONS, type MatchLine } from '../../src/modules/reconciliation/engine/types.ts';
import { bo, line } from './build.ts';

// A payout whose money came back does not pay the withdrawal.
const payout = (id: number, minutes: number, name = 'SITI AMINAH', extra: Partial<MatchLine> = {}) =>
  line(id, 250000, name, minutes, {
    channel: 'BI_FAST',
    direction: 'DB',
    description: `BI-FAST DB TRANSFER   KE 009 ${name}  KBI`,
    accountKey: 'WD-1',
    ...extra,
  });
const returned = (id: number, minutes: number, name = 'SITI AMINAH', extra: Partial<MatchLine> = {}) =>
  line(id, 250000, name, minutes, { channel: 'RETURN', description: `BI-FAST CR RETUR TRANSFER DR 009 ${name}`, accountKey: 'WD-1', ...extra });
const ids = (lines: MatchLine[]) => [...returnedPayouts(lines)].map(([back, out]) => [lines[back]!.id, lines[out]!.id]);

describe('returned payouts', () => {
  it('pairs a return with the latest earlier payout of the same account, amount and party', () => {
    expect(ids([payout(10, 0), payout(11, 30), returned(12, 90)])).toEqual([[12, 11]]);
    // Two returns bring back two payouts, each once.
    expect(ids([payout(10, 0), payout(11, 30), returned(12, 90), returned(13, 95)])).toEqual([
      [12, 11],
      [13, 10],
    ]);
  });

  it('never pairs a return with a payout of another account, amount or party, a later one, or one more than 7 days before', () => {
    expect(ids([payout(10, 0, 'SITI AMINAH', { accountKey: 'WD-2' }), returned(12, 90)])).toEqual([]);
    expect(ids([payout(10, 0, 'SITI AMINAH', { amountSen: 24_000_000 }), returned(12, 90)])).toEqual([]);
    expect(ids([payout(10, 0, 'BUDI SANTOSO'), returned(12, 90)])).toEqual([]);
    expect(ids([returned(12, 0), payout(10, 90)])).toEqual([]);
    expect(ids([payout(10, 0), returned(12, 8 * 24 * 60)])).toEqual([]);
    // A return naming nobody brings back the latest payout of that amount.
    expect(ids([payout(10, 0), returned(12, 90, '')])).toEqual([[12, 10]]);
  });

  it('prefers the payout to the party the return names over a later one that names nobody (a wallet top-up)', () => {
    const wallet = payout(11, 30, '', {
      channel: 'VA_EWALLET',
      counterpartyAccount: '081234567890',
      description: 'TRSF E-BANKING DB 1407/FTFVA/WS95011 39010/DANA - - 081234567890',
    });
    expect(ids([payout(10, 0), wallet, returned(12, 90)])).toEqual([[12, 10]]);
    // With no payout to that party, a return the bank marks as such takes the one that names nobody.
    expect(ids([payout(10, 0, 'BUDI SANTOSO'), wallet, returned(12, 90)])).toEqual([[12, 11]]);
  });

  it("reads any other credit of the account naming the payout's party as its money back, and no other credit", () => {
    // `TRSF E-BANKING CR ... REVERSAL TRF  SITI AMINAH`: a return the narrative rules do not know.
    const memo = (id: number, name: string) =>
      line(id, 250000, name, 120, { channel: 'INTRABANK', accountKey: 'WD-1', description: `TRSF E-BANKING CR REVERSAL TRF ${name}` });
    expect(ids([payout(10, 0), memo(12, 'SITI AMINAH')])).toEqual([[12, 10]]);
    expect(ids([payout(10, 0), memo(12, 'PT CONTOH MAKMUR')])).toEqual([]);
    expect(ids([payout(10, 0, ''), memo(12, 'SITI AMINAH')])).toEqual([]);
  });

  it('leaves the withdrawal Pending, says the money came back, and reports the pair', () => {
    const row = bo(1, 250000, 'SITI AMINAH', 0);
    const lines = [payout(10, 5), returned(11, 95)];
    const r = reconcile([row], lines, WITHDRAW_OPTIONS);
    expect(r.matches).toEqual([]);
    expect(r.pending[0]!.suggestions.map((s) => [s.lineId, ...s.reasons])).toEqual([[10, 'dana kembali (retur 15:35)']]);
    expect([...r.returns]).toEqual([[11, 10]]);
    // Without the return, the payout backs it.
    expect(reconcile([row], [payout(10, 5)], WITHDRAW_OPTIONS).matches.map((m) => m.lineId)).toEqual([10]);
  });
});

describe('BCA PEND twins', () => {
  it('reports which line stands for which, so that View Mutasi shows the money once', () => {
    const text = 'TRSF E-BANKING CR 0307/FTSCY/WS95031 50000.00SITI AMINAH';
    const pend = line(10, 50000, 'SITI AMINAH', 3, { pending: true, description: text });
    const booked = line(11, 50000, 'SITI AMINAH', 60 * 5, { description: text, upload: 2 });
    expect([...reconcile([], [pend, booked], WITHDRAW_OPTIONS).twins]).toEqual([[11, 10]]);
    // A booked line already held by a person's approval stands for the PEND one.
    expect([...reconcile([], [pend, { ...booked, heldBy: 'DP5' }], WITHDRAW_OPTIONS).twins]).toEqual([[10, 11]]);
  });

  it("never takes for a PEND line's twin a booked line of its own file, or one booked days later", () => {
    const text = 'BI-FAST CR TRANSFER   DR 009 YULIANA MARLINA';
    const pend = line(10, 200000, 'YULIANA MARLINA', 0, { pending: true, at: null, date: '2026-07-15', description: text, upload: 1 });
    // The afternoon export: an earlier transfer of the same text booked, and this one PEND; the evening export books it.
    const earlier = line(11, 200000, 'YULIANA MARLINA', 0, { at: null, date: '2026-07-15', description: text, upload: 1 });
    const evening = line(12, 200000, 'YULIANA MARLINA', 0, { at: null, date: '2026-07-15', description: text, upload: 2 });
    expect([...reconcile([], [pend, earlier, evening], WITHDRAW_OPTIONS).twins]).toEqual([[12, 10]]);
    expect([...reconcile([], [pend, { ...evening, date: '2026-07-20' }], WITHDRAW_OPTIONS).twins]).toEqual([]);
    // The evening export books this transfer and a later one alike: which is its booking is unknown, so the two
    // booked lines stand (two transfers arrived) and the PEND line does not.
    const later = { ...evening, id: 13 };
    expect([...reconcile([], [pend, earlier, evening, later], WITHDRAW_OPTIONS).twins]).toEqual([[10, 12]]);
  });
});
