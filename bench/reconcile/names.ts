/**
 * Indonesian names and the ways a bank's record of a player differs from what the player typed on the panel.
 * The pools are wide enough that exact homonyms only happen when the generator wants one, and narrow enough that
 * many players share a first name (BUDI, SITI, MUHAMMAD...), as in real player bases.
 */
import type { Prng } from './prng.ts';

/**
 * The commonest first and family names, at the head of the pools below. ingest.bench.ts's statement draws from them
 * too (with awkward cases of its own), so a change here changes that file.
 */
export const COMMON_FIRST = [
  'BUDI',
  'SITI',
  'AHMAD',
  'MUHAMMAD',
  'NUR',
  'DEWI',
  'RINA',
  'ANDI',
  'AGUS',
  'SRI',
  'PUTRI',
  'RIZKY',
  'FAJAR',
  'YULIANA',
  'EKO',
  'HENDRA',
  'WAHYU',
  'INDAH',
  'DIAN',
  'ADITYA',
  'KADEK',
  'TEGUH',
  'LINDA',
  'YOGA',
  'FITRIANI',
  'BAYU',
  'CHRISTINA',
  'DODI',
  'ERNAWATI',
  'GILANG',
  'HARYANTO',
  'IRFAN',
  'JOKO',
  'KARTIKA',
  'LUKMAN',
  'MAYA',
  'NOVI',
];
const FIRST = [
  ...COMMON_FIRST,
  'ARIF',
  'DEDI',
  'RUDI',
  'HERU',
  'IWAN',
  'SUSI',
  'YANTI',
  'RATNA',
  'WULAN',
  'ANISA',
  'FIRMAN',
  'RIDWAN',
  'ILHAM',
  'RAHMAT',
  'HASAN',
  'YUSUF',
  'IMAM',
  'DENI',
  'ROBERT',
  'STEVEN',
  'KEVIN',
  'MICHAEL',
  'WAYAN',
  'KETUT',
  'MADE',
  'NYOMAN',
  'PUTU',
  'GEDE',
  'LESTARI',
  'AYU',
  'BAGUS',
  'SLAMET',
  'TRI',
];
const MIDDLE = [
  'RIZKY',
  'NUR',
  'ADI',
  'DWI',
  'EKA',
  'FAJAR',
  'DIAN',
  'AGUNG',
  'BUDI',
  'PUTRA',
  'SRI',
  'INDAH',
  'TRI',
  'ARIF',
  'SURYA',
  'WAHYU',
  'YUDHA',
  'ANGGA',
  'BAYU',
  'CAHYA',
  'DEWA',
  'GEDE',
  'IKHSAN',
  'KURNIA',
  'MAULANA',
  'NOVIAN',
  'PRIMA',
  'RAMA',
  'SATRIA',
  'TAUFIK',
];
export const COMMON_LAST = [
  'SANTOSO',
  'AMINAH',
  'HIDAYAH',
  'WIJAYA',
  'LESTARI',
  'MARLINA',
  'SAPUTRA',
  'PRATAMA',
  'KUSUMAWARDHANI',
  'SETIAWAN',
  'NUGROHO',
  'SYAHPUTRA',
  'RAMADHANI',
  'HERMAWAN',
  'SIMANJUNTAK',
  'PANJAITAN',
  'WIBOWO',
  'KURNIAWAN',
  'PUSPITASARI',
  'SUHARTONO',
  'PRASETYO',
  'HALIM',
  'TANJUNG',
  'NASUTION',
  'SARAGIH',
  'GUNAWAN',
  'FIRMANSYAH',
  'UTAMI',
  'HUTAPEA',
];
const LAST = [
  ...COMMON_LAST,
  'SIREGAR',
  'LUBIS',
  'HARAHAP',
  'SINAGA',
  'PURNOMO',
  'SUSANTO',
  'HARTONO',
  'WIDODO',
  'SUGIARTO',
  'RAHAYU',
  'KARTIKASARI',
  'MAHENDRA',
  'ANGGRAINI',
  'PERMANA',
  'SETIADI',
  'HIDAYAT',
  'SULISTYO',
  'WARDANI',
  'FAUZI',
  'RAMADHAN',
  'SUSILO',
  'TAMBUNAN',
  'PANGESTU',
  'TANOTO',
  'GINTING',
  'SEMBIRING',
  'MANURUNG',
  'PARDEDE',
  'NAINGGOLAN',
  'SITORUS',
  'SIHOMBING',
  'WIRATAMA',
  'ADIPUTRA',
  'KUSNADI',
  'MULYADI',
  'SUPRIYADI',
];
/** Javanese mononyms: one word is the whole legal name. */
const MONONYM = [
  'SUPARMAN',
  'SUGIONO',
  'SUKIRMAN',
  'WAGIMAN',
  'PAINEM',
  'SUMARNI',
  'TUKIYEM',
  'SUPRAPTO',
  'PONIMAN',
  'SAMIDI',
  'KASIRAN',
  'SUWARNO',
  'MARDIYAH',
  'SUNARTI',
  'PARIYEM',
  'SARIDJO',
  'WARSITO',
  'KUSNO',
  'TARMUJI',
  'SUJARWO',
  'TUMINAH',
  'SURIPTO',
];
/** Titles banks and people put before a name (docs/design.md section 6: SDR, BPK, IBU, H, HJ...). */
const TITLES = ['SDR', 'BPK', 'IBU', 'H', 'HJ', 'SDRI'];

/**
 * A new legal name: 8 % one word, 62 % two words, 30 % three words (the long ones BCA cuts at 18 characters), or at
 * least `minWords` words where a name variant needs them.
 */
export function legalName(r: Prng, minWords = 1): string {
  const shape = minWords >= 3 ? 1 : minWords === 2 ? 0.08 + r.next() * 0.92 : r.next();
  if (shape < 0.08) return r.pick(MONONYM);
  if (shape < 0.7) return `${r.pick(FIRST)} ${r.pick(LAST)}`;
  return `${r.pick(FIRST)} ${r.pick(MIDDLE)} ${r.pick(LAST)}`;
}

/** A name with a title before it, as some banks record it: `H AHMAD FAUZI`, `IBU SITI AMINAH`. */
export const withTitle = (name: string, r: Prng) => `${r.pick(TITLES)} ${name}`;

/** Family name first (`SANTOSO BUDI`), as some bank records and many Batak and Chinese-Indonesian names are written. */
export function reordered(name: string): string {
  const words = name.split(' ');
  return [words[words.length - 1]!, ...words.slice(0, -1)].join(' ');
}

/** The first of three words cut to its initial, as players often type it: `M RIZKY PRATAMA`. */
export function withInitial(name: string): string {
  const words = name.split(' ');
  return [words[0]![0]!, ...words.slice(1)].join(' ');
}

/** Letters next to each other on a keyboard: the substitutions a hurried player types. */
const NEAR: Record<string, string> = {
  A: 'S',
  S: 'A',
  D: 'F',
  F: 'D',
  E: 'R',
  R: 'E',
  I: 'O',
  O: 'I',
  U: 'Y',
  Y: 'U',
  N: 'M',
  M: 'N',
  H: 'J',
  J: 'H',
  K: 'L',
  L: 'K',
  T: 'R',
  G: 'H',
  W: 'Q',
  P: 'O',
  B: 'V',
  C: 'X',
  Z: 'X',
  X: 'Z',
  Q: 'W',
  V: 'B',
};

/** One letter wrong (substituted, dropped or doubled) in one word of at least four letters, never the first letter. */
export function withTypo(name: string, r: Prng): string {
  const words = name.split(' ');
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  if (long.length === 0) return name;
  const [word, index] = r.pick(long);
  const at = r.between(1, word.length - 1);
  const letter = word[at]!;
  const op = r.int(3);
  const typed =
    op === 0
      ? word.slice(0, at) + (NEAR[letter] ?? 'A') + word.slice(at + 1)
      : op === 1
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + letter + word.slice(at);
  words[index] = typed;
  return words.join(' ');
}

/** A stranger's name that is no player's: the sender of unclaimed money. */
export function strangerName(r: Prng, taken: ReadonlySet<string>): string {
  for (;;) {
    const name = legalName(r);
    if (!taken.has(name)) return name;
  }
}

/**
 * Old (pre-1972) spellings that banks' records from long ago keep while the player types the modern one, or the other
 * way round: the same name (docs/reconciliation.md, "Names").
 */
export const OLD_SPELLINGS: readonly (readonly [string, string])[] = [
  ['SOEKARNO', 'SUKARNO'],
  ['DJOKO', 'JOKO'],
  ['TJIPTO', 'CIPTO'],
  ['JUSUF', 'YUSUF'],
  ['SJAHRIR', 'SYAHRIR'],
  ['CHAIRUL', 'KHAIRUL'],
  ['SOEHARTO', 'SUHARTO'],
  ['DJUNAEDI', 'JUNAEDI'],
  ['TJAHJONO', 'CAHYONO'],
  ['SOEPRAPTO', 'SUPRAPTO'],
];

/** Words of a full name for the old-spelling players: an old first name and an ordinary family name. */
export function oldSpellingName(r: Prng): { old: string; modern: string } {
  const [old, modern] = r.pick(OLD_SPELLINGS);
  const last = r.pick(LAST);
  return { old: `${old} ${last}`, modern: `${modern} ${last}` };
}

/** A three-word name whose first and last words alone are exactly 18 characters (`TAUFIK SIMANJUNTAK`). */
export function eighteenWithMiddle(r: Prng): { full: string; short: string } {
  for (;;) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    if (`${first} ${last}`.length !== 18) continue;
    const middle = r.pick(MIDDLE);
    if (middle === first) continue;
    return { full: `${first} ${middle} ${last}`, short: `${first} ${last}` };
  }
}

/** A three-word name (the bank has all three, the player types first and last, or the other way round). */
export function threeWordName(r: Prng): { full: string; short: string } {
  for (;;) {
    const first = r.pick(FIRST);
    const middle = r.pick(MIDDLE);
    const last = r.pick(LAST);
    if (first !== middle && `${first} ${middle} ${last}`.length <= 18) return { full: `${first} ${middle} ${last}`, short: `${first} ${last}` };
  }
}

/** Someone else of the household: another first name, sometimes the same family name (a spouse, a parent). */
export function householdName(r: Prng, playerName: string): string {
  const words = playerName.split(' ');
  for (;;) {
    const first = r.pick(FIRST);
    if (first === words[0]) continue;
    return r.chance(0.5) && words.length > 1 ? `${first} ${words[words.length - 1]}` : `${first} ${r.pick(LAST)}`;
  }
}

/** A name nobody else in the data set has (namesakes are made on purpose, never by accident). */
export function freshName(r: Prng, taken: Set<string>, minWords = 2): string {
  for (;;) {
    const name = legalName(r, minWords);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** BCA writes names into fixed 18-character fields: a longer name arrives cut (`MUHAMMAD RIZKY PRA`). */
export const bcaField = (name: string) => name.slice(0, 18).trimEnd();

export const firstNameOf = (name: string) => name.split(' ')[0]!;
