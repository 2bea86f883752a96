import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { identityKey, lineIdentities, numberKeys, showsIdentity } from '../../src/modules/reconciliation/engine/identity.ts';
import { jaroWinkler, modernSpelling, nameScore, normaliseName, startsInOrder } from '../../src/modules/reconciliation/engine/names.ts';

const score = (panel: string, bank: string) => Number(nameScore(normaliseName(panel), normaliseName(bank, true)).toFixed(2));

describe('normaliseName', () => {
  it('drops titles, punctuation and digits, keeps the order of the words', () => {
    expect(normaliseName('Sdr. Budi  Santoso, S.Kom').tokens).toEqual(['BUDI', 'SANTOSO']);
    expect(normaliseName('BPK H. AHMAD FAUZI').tokens).toEqual(['AHMAD', 'FAUZI']);
    expect(normaliseName('IBU SITI-AMINAH 0812').tokens).toEqual(['SITI', 'AMINAH']);
    expect(normaliseName('dr. Rina Marlina, M.M.').tokens).toEqual(['RINA', 'MARLINA']);
    expect(normaliseName('').tokens).toEqual([]);
    expect(normaliseName('BPK').tokens).toEqual([]);
  });

  it('marks a bank name of exactly 18 characters as possibly cut; a panel name never', () => {
    expect(normaliseName('MUHAMMAD RIZKI PRA', true).maybeTruncated).toBe(true);
    expect(normaliseName('MUHAMMAD RIZKI PRA').maybeTruncated).toBe(false);
    expect(normaliseName('MUHAMMAD RIZKI PRATAMA', true).maybeTruncated).toBe(false);
  });
});

describe('jaroWinkler', () => {
  it('is 1 for equal tokens, high for one typo, low for different words', () => {
    expect(jaroWinkler('SANTOSO', 'SANTOSO')).toBe(1);
    expect(jaroWinkler('SANTOSO', 'SANTOSA')).toBeCloseTo(0.9429, 4);
    expect(jaroWinkler('MARTHA', 'MARHTA')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('SANTOSO', 'HARTONO')).toBeLessThan(0.8);
    expect(jaroWinkler('', 'A')).toBe(0);
  });
});

/** A case of nameScore: what it shows, the panel's name, the bank's, and the score. */
type ScoreCase = [what: string, panel: string, bank: string, score: number];

const SAME_PERSON: ScoreCase[] = [
  ['identical', 'BUDI SANTOSO', 'BUDI SANTOSO', 1],
  ['a title', 'BUDI SANTOSO', 'SDR BUDI SANTOSO', 1],
  ['word order', 'BUDI SANTOSO', 'SANTOSO BUDI', 1],
  ['cut at 18 characters', 'MUHAMMAD RIZKI PRATAMA', 'MUHAMMAD RIZKI PRA', 1],
  ['cut at 18, middle name lost', 'NUR AISYAH PUTRI WULANDARI', 'NUR AISYAH PUTRI W', 1],
  ['one typo', 'BUDI SANTOSO', 'BUDI SANTOSA', 0.96],
  ['a typo in a short word', 'ADI SAPUTRA', 'ADY SAPUTRA', 0.95],
  ['two typos in a long word', 'KUSUMAWARDHANI', 'KUSUMAWARDANY', 0.96],
  ['an initial', 'MUHAMMAD FAJAR', 'M FAJAR', 0.95],
];

const DIFFERENT_PEOPLE: ScoreCase[] = [
  ['same first name', 'BUDI SANTOSO', 'BUDI HARTONO', 0.36],
  ['same family name', 'ANDI WIJAYA', 'HENDRA WIJAYA', 0.55],
  ['a longer family name', 'ANDI WIJAYA', 'ANDI WIJAYANTO', 0.35],
  ['an extra name', 'SITI AMINAH', 'SITI AMINAH PUTRI', 0.8],
  ['a name cut at 18 that goes on differently', 'MUHAMMAD RIZKI FIRMANSYAH', 'MUHAMMAD RIZKI PRA', 0.67],
  ['one name only', 'MUHAMMAD RIZKI', 'MUHAMMAD', 0.76],
  ['nothing in common', 'DEWI LESTARI', 'JOKO WIDODO', 0],
  // Most likely the player, but whole words pair only: suggested below the threshold, never approved.
  ['words spaced otherwise', 'NUR HASANAH', 'NURHASANAH', 0.85],
  ['words spaced otherwise, the other way', 'SITI NURHALIZA', 'SITI NUR HALIZA', 0.85],
  ['the same letters in another order', 'NUR HASANAH', 'HASANAHNUR', 0],
  ['no name at all', 'DEWI LESTARI', '', 0],
];

describe.each([
  ['the same person', SAME_PERSON],
  ['different people stay below the threshold 0.90', DIFFERENT_PEOPLE],
])('nameScore: %s', (_, cases) => {
  it.each(cases)('%s: %s / %s = %d', (_, panel, bank, expected) => {
    expect(score(panel, bank)).toBe(expected);
  });
});

describe('identity numbers', () => {
  it('reads phones without their country or trunk prefix', () => {
    expect(identityKey('+62 812-3456-7890')).toBe('81234567890');
    expect(identityKey('081234567890')).toBe('81234567890');
    expect(identityKey('0123456789')).toBe('0123456789');
  });

  it('finds the numbers of a narrative, not its reference, and none in a QRIS line of ours', () => {
    expect(lineIdentities('', 'TRSF E-BANKING DB 2606/FTFVA/WS95011 39010/DANA - - 081234567890')).toEqual(['81234567890']);
    expect(lineIdentities('0123456789', 'TRANSFER DARI | PEMINDAHAN DARI 0123456789 Sdr BUDI', 'TRX20260627001')).toEqual(['0123456789']);
    expect(lineIdentities('', 'NEXUSPAY 123456789012', '123456789012')).toEqual([]);
    expect(lineIdentities('', 'QRIS | NMID ID1025123456789 | RRN 602312345678', '602312345678', false)).toEqual([]);
  });

  it('finds a run of 8 digits or more wherever it starts in the narrative, and no shorter one', () => {
    for (let at = 0; at < 12; at++) {
      expect(lineIdentities('', `${'X'.repeat(at)}12345678 TRF`)).toEqual(['12345678']);
      expect(lineIdentities('', `${'X'.repeat(at)}1234567 TRF 7654321`)).toEqual([]);
    }
    expect(lineIdentities('', '1234-5678 90123456789')).toEqual(['90123456789']);
  });

  it('matches a virtual account that prefixes the phone with the wallet code, and nothing shorter than 8 digits', () => {
    expect(showsIdentity('81234567890', ['8881081234567890'])).toBe(true);
    expect(showsIdentity('81234567890', ['81234567891'])).toBe(false);
    expect(showsIdentity('1234567', ['1234567'])).toBe(false);
  });

  it("files a line's number under every player number that would find it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,16}$/), fc.stringMatching(/^\d{6,16}$/), (line, player) => {
        expect(numberKeys(line).includes(player)).toBe(showsIdentity(player, [line]));
      }),
      { numRuns: 2000 },
    );
    expect(numberKeys('8881081234567890')).toContain('81234567890');
  });
});

describe('spellings and cuts', () => {
  it('reads old and new spellings as one: TJ/C, DJ/J, OE/U, J/Y, SJ/SY, CH/KH', () => {
    const same: [string, string][] = [
      ['TJIPTO', 'CIPTO'],
      ['DJOKO', 'JOKO'],
      ['SOEKARNO', 'SUKARNO'],
      ['JUSUF', 'YUSUF'],
      ['SJAHRIR', 'SYAHRIR'],
      ['CHAIRUL', 'KHAIRUL'],
      ['NJOTO', 'NYOTO'],
    ];
    for (const [old, today] of same) expect([old, modernSpelling(old)]).toEqual([old, modernSpelling(today)]);
    expect(modernSpelling('BUDI SANTOSO')).toBe('BUDI SANTOSO');
    // The quick scan that skips most names misses no old letter: the same as the plain replacement on any text.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('T', 'D', 'J', 'K', 'H', 'O', 'E', 'A', ' ') }), (text) => {
        expect(modernSpelling(text)).toBe(text.replace(/TJ|DJ|KH|OE|J/g, (old) => ({ TJ: 'C', DJ: 'Y', KH: 'CH', OE: 'U', J: 'Y' })[old]!));
      }),
      { numRuns: 2000 },
    );
    // Titles are read the same way: HJ and KH stay titles.
    expect(normaliseName('HJ. KHADIJAH').tokens).toEqual(['CHADIYAH']);
    expect(normaliseName('KH AHMAD DAHLAN').tokens).toEqual(['AHMAD', 'DAHLAN']);
  });

  it('counts a name as cut only as the start of the other in order, or of the other read family name first', () => {
    const words = (s: string) => s.split(' ');
    expect(startsInOrder(words('TAUFIK RIZKY SIMAN'), words('TAUFIK RIZKY SIMANJUNTAK'))).toBe(true);
    // Family name first: only with its last word cut short; on a whole word it may be TAUFIK SIMANJUNTAK's whole name.
    expect(startsInOrder(words('SIMANJUNTAK ADI PU'), words('ADI PUTRA SIMANJUNTAK'))).toBe(true);
    expect(startsInOrder(words('SIMANJUNTAK TAUFIK'), words('TAUFIK RIZKY SIMANJUNTAK'))).toBe(false);
    expect(startsInOrder(words('SIMANJUNTAK TAUFIQ'), words('TAUFIK RIZKY SIMANJUNTAK'))).toBe(false);
    expect(startsInOrder(words('ADI PUTRA SIMANJUN'), words('ADI PUTRA SIMANJUNTAK'))).toBe(true);
    expect(startsInOrder(words('ADI PUTRA'), words('ADI PUTRA SIMANJUNTAK'))).toBe(true);
    expect(startsInOrder(words('TAUFIK SIMANJUNTAK'), words('TAUFIK RIZKY SIMANJUNTAK'))).toBe(false);
    expect(startsInOrder(words('RIZKY TAUFIK SIMAN'), words('TAUFIK RIZKY SIMANJUNTAK'))).toBe(false);
    expect(score('TAUFIK RIZKY SIMANJUNTAK', 'TAUFIK SIMANJUNTAK')).toBe(0.87);
    expect(score('TAUFIK RIZKY SIMANJUNTAK', 'TAUFIK RIZKY SIMAN')).toBe(1);
  });
});
