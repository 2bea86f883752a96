import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NameCache } from '../../src/modules/reconciliation/engine/name-cache.ts';
import { nameScore, normaliseName } from '../../src/modules/reconciliation/engine/names.ts';

/** Rule 2's score of a player with these names for a line naming `bank` (`floor`: rule 2's threshold, 0 for none). */
const ruleScore = (player: string[], bank: string, floor = 0) => {
  const names = new NameCache();
  return names.ruleScore(names.playerId(player), names.nameId(bank, true), floor);
};

describe('NameCache: one reading per text', () => {
  it('gives a bank name the id of the same text from the panel, unless the bank may have cut it', () => {
    const names = new NameCache();
    expect(names.nameId('BUDI SANTOSO', true)).toBe(names.nameId('BUDI SANTOSO', false));
    const cut = names.nameId('MUHAMMAD RIZKI PRA', true);
    expect(cut).not.toBe(names.nameId('MUHAMMAD RIZKI PRA', false));
    expect(names.name(cut).maybeTruncated).toBe(true);
    expect(names.keyOf.items[cut]).toBe(names.keyOf.items[names.nameId('PRA RIZKI MUHAMMAD', false)]);
    expect(names.nameId('MUHAMMAD RIZKI PRA', true)).toBe(cut);
  });

  it('reads the words normaliseName reads: upper case, titles out, dotted abbreviations glued, anything else a separator', () => {
    const piece = fc.constantFrom(
      'budi',
      'BUDI',
      'Santoso',
      'SIMANJUNTAK',
      'Kusumawardhani',
      'S.Kom',
      'A.Md',
      'sdr.',
      'H',
      'hj',
      'M',
      'ı',
      'é',
      'ß',
      '-',
      '.',
      ',',
      '  ',
      ' ',
      '7',
      "'",
      'NUR',
      'nur',
      'djoko',
      'TJIPTO',
      'Soekarno',
      'KHAIRUL',
      'J',
      'jusuf',
      'HJ',
      'kh',
    );
    const textArb = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));
    const sorted = (words: readonly string[]) => [...words].sort();
    fc.assert(
      fc.property(textArb, textArb, (a, b) => {
        const names = new NameCache();
        const ia = names.nameId(a, false),
          ib = names.nameId(b, false);
        expect(sorted(names.wordsOf(ia))).toEqual(sorted(normaliseName(a).tokens));
        expect(names.keyOf.items[ia] === names.keyOf.items[ib]).toBe(normaliseName(a).key === normaliseName(b).key);
        expect(names.keyOf.items[ia]! < 0).toBe(normaliseName(a).key === '');
        expect(names.name(ia)).toEqual(normaliseName(a));
        expect(names.name(names.nameId(b, true))).toEqual(normaliseName(b, true));
        const printed = `${a} ${b} ${a}`.slice(0, 18); // as a bank cuts it
        expect(names.name(names.nameId(printed, true))).toEqual(normaliseName(printed, true));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a bank's cut name under one id however many names the run reads", () => {
    const names = new NameCache();
    names.nameId('BUDI SANTOSO', false); // so that a cut name's second id is the one that fills the lists
    const printed = Array.from({ length: 676 }, (_, i) =>
      `SITI NURI ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(i / 26) % 26]}AMINAH`.slice(0, 18),
    );
    const first = printed.map((text) => names.nameId(text, true));
    expect(printed.map((text) => names.nameId(text, true))).toEqual(first);
    expect(new Set(first).size).toBe(676);
    for (const [i, text] of printed.entries()) {
      expect(first[i]).not.toBe(names.nameId(text, false));
      expect(names.name(first[i]!).maybeTruncated).toBe(true);
    }
  });

  it("gives a player its names' keys as full and its names cut at 18 characters as exact keys", () => {
    const names = new NameCache();
    const player = names.playerId(['Muhammad Rizki Pratama', 'MUHAMMAD  RIZKI PRATAMA', '']);
    expect(names.playerId(['Muhammad Rizki Pratama', 'MUHAMMAD  RIZKI PRATAMA', ''])).toBe(player);
    const from = names.playerKeyStart.items[player],
      to = names.playerKeyStart.items[player + 1];
    const keys = Array.from(names.playerKeys.items.subarray(from, to)),
      full = Array.from(names.playerKeyFull.items.subarray(from, to));
    expect(keys).toEqual([names.keyOf.items[names.nameId('PRATAMA RIZKI MUHAMMAD', false)], names.keyOf.items[names.nameId('MUHAMMAD RIZKI PRA', true)]]);
    expect(full).toEqual([1, 0]);
    expect(names.namesOf(player)).toHaveLength(2);
  });
});

describe('NameCache.ruleScore: the name score rule 2 reads', () => {
  it("is 1 for the player's own names, titles and word order aside", () => {
    expect(ruleScore(['BUDI SANTOSO'], 'SDR SANTOSO BUDI')).toBe(1);
    expect(ruleScore(['ANDI WIJAYA', 'BUDI SANTOSO'], 'BUDI SANTOSO')).toBe(1);
  });

  it("scores word by word a name one word apart, a name the bank cut, and the player's own cut name", () => {
    expect(ruleScore(['BUDI SANTOSO'], 'BUDI SANTOSA')).toBe(nameScore(normaliseName('BUDI SANTOSO'), normaliseName('BUDI SANTOSA', true)));
    expect(ruleScore(['MUHAMMAD FAJAR'], 'M FAJAR')).toBeCloseTo(0.95, 2);
    expect(ruleScore(['SITI AMINAH'], 'SITI AMINAH PUTRI')).toBeCloseTo(0.8, 5);
    expect(ruleScore(['NUR AISYAH PUTRI WULANDARI'], 'NUR AISYAH PUTRI W')).toBe(1);
    expect(ruleScore(['MUHAMMAD RIZKY PRATAMA'], 'MUHAMMAD RIZKI PRA')).toBeGreaterThanOrEqual(0.9);
  });

  it("is 0 for a name sharing a word or two with the player's but written differently in two", () => {
    expect(ruleScore(['BUDI SANTOSO WIBOWO'], 'BUDI HARTONO SAPUTRA')).toBe(0);
    expect(ruleScore(['MUHAMMAD RIZKI PRATAMA'], 'MUHAMAD RIZKY PRATAMA')).toBe(0);
    expect(ruleScore(['BUDI SANTOSO'], '')).toBe(0);
  });

  it("with one of a player's names close, reads every name of the player word by word", () => {
    // The account name is one word from the line; the full name is two typos from it and scores higher.
    expect(ruleScore(['MUHAMAD RIZKY PRATAMA', 'MUHAMMAD RIZKI PRA'], 'MUHAMMAD RIZKI PRATAMA')).toBeGreaterThanOrEqual(0.9);
  });

  it('agrees with nameScore on names one word apart sharing a word and names the bank may have cut, and is 0 otherwise', () => {
    const words = ['BUDI', 'BUDY', 'SANTOSO', 'SANTOSA', 'SITI', 'AMINAH', 'M', 'MUHAMMAD', 'NUR', 'PUTRI', 'PUTRA', 'ANDI'];
    const nameArb = fc.uniqueArray(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(nameArb, nameArb, (panel, bank) => {
        const a = normaliseName(panel),
          b = normaliseName(bank, true);
        const shared = a.tokens.filter((t) => b.tokens.includes(t)).length;
        // A one-word name with a typo shares no word with its look-alike: another name.
        const oneApart = shared >= 1 && shared >= Math.max(a.tokens.length, b.tokens.length) - 1;
        expect(ruleScore([panel], bank)).toBeCloseTo(oneApart || b.maybeTruncated ? nameScore(a, b) : 0, 10);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every score that reaches the threshold, and 0 or the score below it, without reading names that cannot reach it', () => {
    const words = [
      'BUDI',
      'BUDY',
      'SANTOSO',
      'SANTOSA',
      'SIMANJUNTAK',
      'SIMANJUNTAX',
      'PUSPITASARI',
      'M',
      'MUHAMMAD',
      'MUHAMAD',
      'NUR',
      'PUTRI',
      'PUTRA',
      'RAMADHANI',
      'SDR',
    ];
    const nameArb = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    // Bank names as printed: cut at 18 characters when longer, as BCA does.
    const bankArb = nameArb.map((n) => n.slice(0, 18));
    fc.assert(
      fc.property(fc.array(nameArb, { minLength: 1, maxLength: 2 }), bankArb, fc.constantFrom(0.75, 0.9), (player, bank, floor) => {
        const full = ruleScore(player, bank),
          gated = ruleScore(player, bank, floor);
        if (full >= floor) expect(gated).toBe(full);
        else expect([0, full]).toContain(gated);
        // What suggestions read: the best score of the player's names when it reaches the floor, else 0 or that score.
        const names = new NameCache();
        const [p, n] = [names.playerId(player), names.nameId(bank, true)];
        const best = names.bestScore(p, n),
          from = names.scoreFrom(p, n, 0.5);
        if (best >= 0.5) expect(from).toBe(best);
        else expect([0, best]).toContain(from);
      }),
      { numRuns: 3000 },
    );
    // A different first name: the bank's name is not the start of the player's in order, so it is not a cut of it and
    // every word counts (NUR 6, SIMANJUNT~SIMANJUNTAK 20 x 0.96 of 34 letters).
    expect(ruleScore(['BUDI NUR SIMANJUNTAK'], 'AGUS NUR SIMANJUNT')).toBeCloseTo(0.7433, 4);
    expect(ruleScore(['BUDI NUR SIMANJUNTAK'], 'BUDI NUR SIMANJUNT')).toBe(1);
    expect(ruleScore(['BUDI NUR SIMANJUNTAK'], 'AGUS NUR SIMANJUNT', 0.9)).toBe(0);
    expect(ruleScore(['BUDI NUR SIMANJUNTAK'], 'BUDY NUR SIMANJUNT', 0.9)).toBeGreaterThanOrEqual(0.9);
  });
});
