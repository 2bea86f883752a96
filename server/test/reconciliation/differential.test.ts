import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/reconciliation/engine/reconcile.ts';
import {
  DEPOSIT_OPTIONS,
  WITHDRAW_OPTIONS,
  type KnownPlayer,
  type MatchBo,
  type MatchLine,
  type ReconcileOptions,
} from '../../src/modules/reconciliation/engine/types.ts';
import { bo, line } from './build.ts';
import { referenceReconcile } from './reference-matcher.ts';
import { amountRanges, amountsTouched } from '../../src/modules/reconciliation/suggestions-api.ts';

// The fast matcher decides as the slow, obvious reference does (reference-matcher.ts), on random small days built to
// collide: namesakes and one player's repeated requests, names as banks write them (titles, typos, cuts at 18, word
// order, a missing middle name, old spellings), numbers and banks that agree or contradict, two deposit accounts,
// nameless and wallet lines, PEND twins, returns, held lines (by a row of another website too) and lines a person took back.

interface Player {
  user: string;
  name: string;
  bank: string;
  account: string;
}
const PLAYERS: Player[] = [
  { user: 'eko1', name: 'EKO PRASETYO', bank: 'BCA', account: '0912233445' },
  { user: 'eko2', name: 'EKO PRASETYO', bank: 'BCA', account: '' },
  { user: 'tum1', name: 'TUMINAH', bank: 'MANDIRI', account: '1790087637051' },
  { user: 'tum2', name: 'TUMINAH', bank: 'BRI', account: '012301000123456' },
  { user: 'taufik', name: 'TAUFIK RIZKY SIMANJUNTAK', bank: 'BCA', account: '0911111111' },
  { user: 'siti', name: 'SITI AMINAH', bank: '', account: '081234567890' },
  { user: 'djoko', name: 'DJOKO SUSILO', bank: 'BNI', account: '0123456789' },
  { user: 'rina', name: 'RINA MARLINA', bank: 'GOPAY', account: '081298765432' },
  { user: 'chris', name: 'CHRIISTINA SUPRIYADI', bank: 'BCA', account: '' },
  { user: 'putu', name: 'PUTU PURA ANGGRAINI', bank: 'BCA', account: '' },
  { user: 'putu2', name: 'PUTU ANGGRAINI', bank: '', account: '' },
  { user: 'sumarmi', name: 'SUMARMI', bank: 'BRI', account: '' },
  { user: 'taufiq', name: 'TAUFIQ SIMANJUNTAK', bank: 'BRI', account: '' },
];
/** How a bank may write each player's name, and strangers' names close to them. */
const WRITTEN: Record<string, string[]> = {
  'EKO PRASETYO': ['EKO PRASETYO', 'SDR EKO PRASETYO', 'EKO PRASETIO', 'PRASETYO EKO'],
  TUMINAH: ['TUMINAH', 'IBU TUMINAH', 'TUMINA'],
  'TAUFIK RIZKY SIMANJUNTAK': ['TAUFIK RIZKY SIMAN', 'TAUFIK SIMANJUNTAK', 'TAUFIK RIZKY SIMANJUNTAK', 'RIZKY TAUFIK SIMAN', 'TAUFIK R SIMANJUNTAK'],
  'SITI AMINAH': ['SITI AMINAH', 'SITI AMINAH PUTRI', 'AMINAH SITI'],
  'DJOKO SUSILO': ['JOKO SUSILO', 'DJOKO SUSILO', 'YOKO SUSILO'],
  'RINA MARLINA': ['RINA MARLINA', 'RINA'],
  'CHRIISTINA SUPRIYADI': ['CHRISTINA SUPRIYAD', 'CHRIISTINA SUPRIYA', 'CHRISTINA SUPRIYADI'],
  'PUTU PURA ANGGRAINI': ['PUTU PUTRA ANGGRAI', 'PUTU PURA ANGGRAIN', 'PUTU ANGGRAINI'],
  'PUTU ANGGRAINI': ['PUTU ANGGRAINI', 'PUTU ANGGRAENI'],
  SUMARMI: ['SUMARNI', 'SUMARMI'],
  'TAUFIQ SIMANJUNTAK': ['TAUFIQ SIMANJUNTAK', 'TAUFIK SIMANJUNTAK'],
};
const STRANGERS = ['BUDI HARTONO', 'AGUS SETIAWAN', ''];
const AMOUNTS = [50_000, 100_000];
const ACCOUNTS = [
  { bank: 'BCA', number: '1111111111' },
  { bank: 'BCA', number: '2222222222' },
  { bank: '', number: '' },
];
const WALLETS = ['', 'GOPAY', 'DANA'];

const rowArb = fc.record({
  player: fc.nat(PLAYERS.length - 1),
  amount: fc.constantFrom(...AMOUNTS),
  minutes: fc.integer({ min: 0, max: 120 }),
  qris: fc.constantFrom(false, false, true),
  ref: fc.constantFrom('', '', 'REF00001', '606594292051'),
  /** A reference the player typed (Player Ref): the player's word only. */
  typed: fc.constantFrom('', '', '', 'REF00001', '606594292051', '694434915389'),
  destination: fc.constantFrom(0, 2, 2, 1),
  refuse: fc.constantFrom(false, false, false, false, true),
});
const lineArb = fc.record({
  /** Most lines are the money of a row of the day (its player, amount and time give or take); the others are anyone's. */
  of: fc.integer({ min: -2, max: 5 }),
  after: fc.integer({ min: -70, max: 30 }),
  owner: fc.integer({ min: -STRANGERS.length, max: PLAYERS.length - 1 }),
  variant: fc.nat(4),
  amount: fc.constantFrom(...AMOUNTS, 93_500),
  minutes: fc.oneof(fc.integer({ min: -70, max: 200 }), fc.integer({ min: -70, max: 200 }), fc.integer({ min: -90, max: 1500 })),
  timed: fc.constantFrom(true, true, true, false),
  kind: fc.constantFrom('bank', 'bank', 'bank', 'bank', 'bank', 'bank', 'qris', 'wallet', 'return', 'fee'),
  wallet: fc.nat(WALLETS.length - 1),
  pending: fc.boolean(),
  shownAccount: fc.constantFrom('none', 'none', 'none', 'own', 'other'),
  bank: fc.constantFrom('none', 'none', 'own', 'own', 'other'),
  account: fc.constantFrom(0, 2, 2, 1),
  ref: fc.constantFrom('', '', 'REF00001', '606594292051', '694434915389'),
  held: fc.constantFrom(false, false, false, true),
});

/** At most 6 rows and 6 lines: the reference tries every assignment. */
const dayArb = fc
  .record({
    rows: fc.array(rowArb, { minLength: 1, maxLength: 6 }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
    /** A copy of one of the day's lines held by a row of another website, minutes from it: the same player may have paid it. */
    elsewhere: fc.option(fc.record({ line: fc.nat(5), minutes: fc.integer({ min: -12, max: 12 }) }), { freq: 2 }),
  })
  .map(({ rows, lines, elsewhere }) => {
    const bos = rows.map((r, i): MatchBo => {
      const p = PLAYERS[r.player]!,
        dest = ACCOUNTS[r.destination]!;
      return bo(i + 1, r.amount, p.name, r.minutes, {
        player: p.user,
        playerBank: p.bank,
        accountNumber: p.account,
        qris: r.qris,
        references: r.ref ? [r.ref] : [],
        playerReferences: r.typed ? [r.typed] : [],
        destinationBank: dest.bank,
        destinationNumber: dest.number,
        refusedLines: r.refuse ? [100 + (i % 3)] : [],
      });
    });
    const made = lines.map((drawn, i): MatchLine => {
      const row = drawn.of >= 0 ? rows[drawn.of] : undefined;
      const l = row ? { ...drawn, owner: row.player, amount: drawn.amount === 93_500 ? 93_500 : row.amount, minutes: row.minutes + drawn.after } : drawn;
      const owner = l.owner >= 0 ? PLAYERS[l.owner]! : null;
      const written = owner ? WRITTEN[owner.name]![l.variant % WRITTEN[owner.name]!.length]! : STRANGERS[-l.owner - 1]!;
      const account = ACCOUNTS[l.account]!;
      const shown = l.shownAccount === 'own' ? (owner?.account ?? '') : l.shownAccount === 'other' ? '1790000000001' : '';
      const bank = l.bank === 'own' ? (owner?.bank ?? '') : l.bank === 'other' ? 'BSI' : '';
      const base = {
        pending: l.pending && l.kind === 'bank',
        reference: l.ref,
        heldBy: l.held && i % 3 !== 2 ? 'DP-OUT' : null,
        // Half of those by a row of another website sharing the account or gateway (a rival of a nameless match).
        heldElsewhere: l.held && i % 3 === 1,
        accountKey: account.number || 'GW',
      };
      const text = `TRSF E-BANKING CR 0307/FTSCY/WS95031 ${l.amount}.00${written}`;
      switch (l.kind) {
        case 'qris':
          return line(100 + i, l.amount - 700, l.variant % 2 === 0 ? '' : written, l.minutes, {
            ...base,
            channel: 'QRIS',
            grossSen: l.amount * 100,
            label: 'QRIS',
          });
        case 'wallet':
          return line(100 + i, l.amount, '', l.minutes, {
            ...base,
            channel: 'VA_EWALLET',
            counterpartyBank: WALLETS[l.wallet]!,
            accountBank: account.bank,
            accountNumber: account.number,
            description: `${text} WALLET`,
          });
        case 'return':
        case 'fee':
          return line(100 + i, l.amount, written, l.minutes, {
            ...base,
            channel: l.kind === 'return' ? 'RETURN' : 'FEE',
            accountKey: 'BCA-1',
            description: `RETUR ${written}`,
          });
        default:
          return line(100 + i, l.amount, written, l.minutes, {
            ...base,
            direction: l.variant % 2 === 0 ? 'CR' : 'DB',
            counterpartyAccount: shown,
            counterpartyBank: bank,
            accountBank: account.bank,
            accountNumber: account.number,
            description: text,
            ...(l.timed ? {} : { at: null }),
          });
      }
    });
    // A PEND line's booked twin: the same text in a later file.
    const twins = made
      .filter((l) => l.pending)
      .map((l, k): MatchLine => ({ ...l, id: 200 + k, pending: false, upload: 2, at: l.at === null ? null : l.at + 5 * 3_600_000 }));
    const copied = elsewhere ? made[elsewhere.line % made.length]! : null;
    const rival: MatchLine[] =
      copied === null
        ? []
        : [
            {
              ...copied,
              id: 300,
              pending: false,
              at: copied.at === null ? null : copied.at + elsewhere!.minutes * 60_000,
              heldBy: 'DX1 di website XYZ',
              heldElsewhere: true,
            },
          ];
    return { bos, lines: [...made, ...twins, ...rival] };
  });

/**
 * Other players of the website the caller may name: namesakes and near namesakes of the players' names as banks
 * write them, of another username, of none, or of a player's own written another way.
 */
const othersArb = fc.array(
  fc.record({
    names: fc.constantFrom(['TAUFIK SIMANJUNTAK'], ['PUTU ANGGRAINI'], ['EKO PRASETIO'], ['SITI AMINAH PUTRI'], ['TAUFIK RIZKI SIMANJUNTAK'], ['BUDI HARTONO']),
    player: fc.constantFrom('', 'taufik', 'putu', 'eko1', 'siti', 'someone'),
    playerBank: fc.constantFrom('', 'BCA', 'BRI', 'MANDIRI'),
    accountNumber: fc.constantFrom('', '0912233445', '1790087637051'),
  }),
  { maxLength: 4 },
);

function fast(bos: MatchBo[], lines: MatchLine[], options: ReconcileOptions, others: KnownPlayer[] = []) {
  const r = reconcile(bos, lines, { ...options, suggestions: false }, others);
  return {
    matches: r.matches.map(({ boId, lineId, rule, score }) => ({ boId, lineId, rule, score })),
    pending: r.pending.map(({ boId, ambiguous, hint }) => ({ boId, ambiguous, hint })),
    twins: new Map(r.twins),
    returns: new Map(r.returns),
  };
}

describe('the fast matcher and the reference matcher', () => {
  for (const [label, options] of [
    ['deposits', DEPOSIT_OPTIONS],
    ['withdrawals', WITHDRAW_OPTIONS],
  ] as const) {
    it(`decide the same on random small days: ${label}`, () => {
      fc.assert(
        fc.property(dayArb, othersArb, ({ bos, lines }, others) => {
          expect(fast(bos, lines, options, others)).toEqual(referenceReconcile(bos, lines, options, others));
        }),
        { numRuns: Number(process.env.DIFF_RUNS ?? 3000) },
      );
    });
  }
});

describe("a run over the lines of some amounts only (a View BO page's suggestions, suggestions-api.ts)", () => {
  /** What the run says of the rows asked for: their match, or their place in Pending with its hint and suggestions. */
  function said(bos: MatchBo[], lines: MatchLine[], options: ReconcileOptions, asked: readonly number[], others: readonly KnownPlayer[]) {
    const r = reconcile(bos, lines, { ...options, suggestions: asked }, others);
    return { matches: r.matches.filter((m) => asked.includes(m.boId)), pending: r.pending.filter((p) => asked.includes(p.boId)) };
  }

  for (const [label, options] of [
    ['deposits', DEPOSIT_OPTIONS],
    ['withdrawals', WITHDRAW_OPTIONS],
  ] as const) {
    it(`decides and suggests for the rows of those amounts as the whole run does: ${label}`, () => {
      fc.assert(
        fc.property(dayArb, othersArb, fc.nat(), ({ bos, lines }, others, pick) => {
          const amount = bos[pick % bos.length]!.amountSen;
          const asked = bos.filter((b) => b.amountSen === amount);
          const ranges = amountRanges(
            asked.map((b) => ({ id: b.id, amountSen: b.amountSen })),
            options,
          );
          const inRanges = (sen: number) => ranges.some(([lo, hi]) => sen >= lo && sen <= hi);
          const near = lines.filter((l) => inRanges(l.grossSen ?? l.amountSen));
          // The rows of other amounts are players only, as the repository gives them (repo.ts loadScope).
          const rowsNear = bos.filter((b) => inRanges(b.amountSen));
          const players = bos
            .filter((b) => !inRanges(b.amountSen))
            .map(({ names, player, playerBank, accountNumber }) => ({ names, player, playerBank, accountNumber }));
          const ids = asked.map((b) => b.id);
          expect(said(rowsNear, near, options, ids, [...others, ...players])).toEqual(said(bos, lines, options, ids, others));
        }),
        { numRuns: Number(process.env.DIFF_RUNS ?? 3000) },
      );
    });
  }

  for (const [label, options] of [
    ['deposits', DEPOSIT_OPTIONS],
    ['withdrawals', WITHDRAW_OPTIONS],
  ] as const) {
    it(`is the same after a person's approval for every row whose range holds none of the amounts it touched (keepAfterApproval): ${label}`, () => {
      fc.assert(
        fc.property(dayArb, othersArb, fc.nat(), fc.nat(), ({ bos, lines }, others, pick, pickLine) => {
          // A person approves one row, with a free line or without: the row leaves the run (its player stays a
          // player, loadScope) and the line is held by it.
          const approved = bos[pick % bos.length]!;
          const free = lines.filter((l) => l.heldBy === null);
          const backing = pickLine % 2 === 0 ? undefined : free[pickLine % Math.max(free.length, 1)];
          const touched = amountsTouched(
            [approved],
            backing ? [{ amount: String(backing.amountSen / 100), gross_amount: backing.grossSen === null ? null : String(backing.grossSen / 100) }] : [],
          );
          const untouched = bos.filter((b) => {
            if (b === approved) return false;
            const [[lo, hi]] = amountRanges([{ id: b.id, amountSen: b.amountSen }], options) as [[number, number]];
            return !touched.some((a) => a >= lo && a <= hi);
          });
          const ids = untouched.map((b) => b.id);
          const { names, player, playerBank, accountNumber } = approved;
          const after = said(
            bos.filter((b) => b !== approved),
            lines.map((l) => (l === backing ? { ...l, heldBy: approved.ticket } : l)),
            options,
            ids,
            [...others, { names, player, playerBank, accountNumber }],
          );
          expect(after).toEqual(said(bos, lines, options, ids, others));
        }),
        { numRuns: Number(process.env.DIFF_RUNS ?? 3000) },
      );
    });
  }

  it("reads each row's amount give or take the larger of the fee tolerance, the unique code and 1 %, overlaps joined", () => {
    const rows = [
      { id: 1, amountSen: 10_000_000 },
      { id: 2, amountSen: 9_500_000 },
      { id: 3, amountSen: 200_000_000 },
    ];
    expect(amountRanges(rows, DEPOSIT_OPTIONS)).toEqual([
      [9_500_000 - 650_000, 10_000_000 + 650_000],
      [200_000_000 - 2_000_000, 200_000_000 + 2_000_000],
    ]);
  });
});
