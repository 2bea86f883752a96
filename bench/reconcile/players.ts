/**
 * The player base: who banks where, and how each bank writes the player's name compared with the panel.
 *
 * Shares (of persons), stated here because they drive every figure the bench prints:
 * - bank: BCA 40 %, BRI 15 %, Mandiri 12 %, BNI 10 %, CIMB, BSI, SeaBank 3 % each, Jago 2 %, e-wallets 12 %
 *   (DANA 5 %, OVO 3 %, GoPay 2 %, ShopeePay 2 %).
 * - name as the bank writes it against the panel's full name: the same 78 %; a title before it (SDR, BPK, IBU, H, HJ)
 *   7 %; family name first 5 %; one letter wrong on the panel 5 %; first word cut to its initial on the panel
 *   (`M RIZKY PRATAMA`) 4 %; an exact homonym of another person 1 %. About a quarter of the names are longer than 18
 *   characters and arrive cut in every BCA narrative. The scenario players (scenarios.ts) add namesakes, old spellings
 *   and missing middle names on purpose.
 * - activity: heavy-tailed (a few players deposit many times a day, most once or not at all), and each player has a
 *   favourite amount, so the same round amounts keep coming back.
 * - websites: each website has its own usernames; a share of the persons plays on both (one bank account, two
 *   usernames).
 */
import type { NameVariant, Player, PlayerBankCode } from './model.ts';
import { legalName, reordered, withInitial, withTitle, withTypo } from './names.ts';
import { weightedIndex, type Prng } from './prng.ts';

const BANK_SHARES: readonly (readonly [PlayerBankCode, number])[] = [
  ['BCA', 40],
  ['BRI', 15],
  ['MANDIRI', 12],
  ['BNI', 10],
  ['CIMB', 3],
  ['BSI', 3],
  ['SEABANK', 3],
  ['JAGO', 2],
  ['DANA', 5],
  ['OVO', 3],
  ['GOPAY', 2],
  ['SHOPEEPAY', 2],
];
const VARIANT_SHARES: readonly (readonly [NameVariant, number])[] = [
  ['same', 78],
  ['title', 7],
  ['order', 5],
  ['typo', 5],
  ['initial', 4],
  ['homonym', 1],
];
/** Digits of an account number by bank. */
export const ACCOUNT_DIGITS: Record<PlayerBankCode, number> = {
  BCA: 10,
  BRI: 15,
  MANDIRI: 13,
  BNI: 10,
  CIMB: 13,
  BSI: 10,
  SEABANK: 12,
  JAGO: 12,
  DANA: 0,
  OVO: 0,
  GOPAY: 0,
  SHOPEEPAY: 0,
};
/** The shares of the earlier bench (before ShopeePay: its 2 went to BCA), which reconcile-speed.bench.ts still draws from. */
const SPEED_BANK_SHARES = BANK_SHARES.filter(([bank]) => bank !== 'SHOPEEPAY').map(([bank, share]) => [bank, bank === 'BCA' ? share + 2 : share] as const);
const PHONE_PREFIXES = ['0811', '0812', '0813', '0821', '0822', '0852', '0853', '0857', '0858', '0877', '0878', '0881', '0895', '0896'];

/** One person's bank identity; a website gives it a username. */
export type Person = Omit<Player, 'website' | 'username'>;

const digits = (r: Prng, n: number) => Array.from({ length: n }, () => r.int(10)).join('');

/** Unique values (names, usernames, numbers) across the whole data set. */
export class Registry {
  readonly names = new Set<string>();
  readonly usernames = new Set<string>();
  readonly numbers = new Set<string>();
  unique(set: Set<string>, make: () => string): string {
    for (;;) {
      const value = make();
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  }
  phone(r: Prng): string {
    return this.unique(this.numbers, () => `${r.pick(PHONE_PREFIXES)}${digits(r, r.between(7, 8))}`);
  }
  account(r: Prng, bank: PlayerBankCode, phone: string): string {
    const n = ACCOUNT_DIGITS[bank];
    return n === 0 ? phone : this.unique(this.numbers, () => `${r.between(1, 9)}${digits(r, n - 1)}`);
  }
  username(r: Prng, fullName: string): string {
    const first = fullName.split(' ').find((w) => w.length > 1) ?? 'player';
    return this.unique(
      this.usernames,
      () =>
        `${first.toLowerCase()}${r.weighted([
          [r.between(10, 99), 6],
          [r.between(1960, 2006), 3],
          [r.between(100, 9999), 2],
        ])}`,
    );
  }
}

let personSeq = 0;

/** A person with the given names (scenario players), or drawn from the shares above. */
export function makePerson(r: Prng, reg: Registry, given?: { fullName: string; bankName: string; bank?: PlayerBankCode; nameVariant: NameVariant }): Person {
  const bank = given?.bank ?? r.weighted(BANK_SHARES);
  const phone = reg.phone(r);
  const accountNo = reg.account(r, bank, phone);
  if (given) return { person: ++personSeq, fullName: given.fullName, bank, bankName: given.bankName, accountNo, phone, nameVariant: given.nameVariant };
  return { person: ++personSeq, bank, accountNo, phone, ...drawNames(r, reg) };
}

function drawNames(r: Prng, reg: Registry): { fullName: string; bankName: string; nameVariant: NameVariant } {
  let variant = r.weighted(VARIANT_SHARES);
  if (variant === 'homonym') {
    // Another person with exactly the same name as someone already drawn: told apart by nothing but their bank.
    const twins = [...reg.names];
    if (twins.length > 0) {
      const name = r.pick(twins);
      return { fullName: name, bankName: name, nameVariant: 'homonym' };
    }
    variant = 'same';
  }
  const { legal, ...names } = variantNames(r, variant, (make) => reg.unique(reg.names, make));
  if (names.fullName !== legal) reg.names.add(names.fullName);
  return names;
}

/**
 * A legal name not drawn before (`uniqueLegal`), and how the panel (fullName) and the bank (bankName) write it for
 * the variant; a typo that changed nothing is the same name.
 */
function variantNames(
  r: Prng,
  variant: NameVariant,
  uniqueLegal: (make: () => string) => string,
): { legal: string; fullName: string; bankName: string; nameVariant: NameVariant } {
  // An initial H would read as the title H (Haji): that is the title scenario, not this one.
  const draw = () => legalName(r, variant === 'initial' ? 3 : variant === 'order' ? 2 : 1);
  const legal = uniqueLegal(
    variant === 'initial'
      ? () => {
          for (;;) {
            const name = draw();
            if (!name.startsWith('H')) return name;
          }
        }
      : draw,
  );
  const fullName = variant === 'typo' ? withTypo(legal, r) : variant === 'initial' ? withInitial(legal) : legal;
  const bankName = variant === 'title' ? withTitle(legal, r) : variant === 'order' ? reordered(legal) : legal;
  return { legal, fullName, bankName, nameVariant: variant === 'typo' && fullName === legal ? 'same' : variant };
}

/** The players of one website. */
export class PlayerBase {
  readonly players: Player[] = [];
  readonly byUsername = new Map<string, Player>();
  readonly favourite = new Map<string, number>();
  private pickIndex: ((r: Prng) => number) | null = null;
  private weights: number[] = [];

  constructor(readonly website: string) {}

  /** Adds a person under a new username; `weight` is how active (routine players e^(3u), 1 to 20). */
  add(r: Prng, reg: Registry, person: Person, favouriteSen: number, weight: number): Player {
    const player: Player = { website: this.website, username: reg.username(r, person.fullName), ...person };
    this.players.push(player);
    this.byUsername.set(player.username, player);
    this.favourite.set(player.username, favouriteSen);
    this.weights.push(weight);
    this.pickIndex = null;
    return player;
  }

  /** A routine player, in proportion to how active each one is (scenario players have weight 0). */
  pick(r: Prng): Player {
    this.pickIndex ??= weightedIndex(this.weights);
    return this.players[this.pickIndex(r)]!;
  }
}

/**
 * The routine persons and the players of each website: website 0 gets `counts[0]` players, website 1 `counts[1]`,
 * `shared` of them the same persons as on website 0.
 */
export function generateWebsitePlayers(
  r: Prng,
  reg: Registry,
  websites: readonly string[],
  counts: readonly number[],
  shared: number,
  depositAmount: (r: Prng) => number,
): PlayerBase[] {
  const bases = websites.map((w) => new PlayerBase(w));
  const persons: Person[] = [];
  bases.forEach((base, i) => {
    const count = counts[i] ?? 0;
    for (let n = 0; n < count; n++) {
      const person = i > 0 && n < shared && persons.length > n ? persons[(n * 3) % persons.length]! : makePerson(r, reg);
      if (i === 0) persons.push(person);
      base.add(r, reg, person, depositAmount(r), Math.exp(3 * r.next()));
    }
  });
  return bases;
}

/** What reconcile-speed.bench.ts draws its players from (kept as it was, so that its figures stay comparable). */
export interface SpeedPlayerBase {
  players: Player[];
  byUsername: ReadonlyMap<string, Player>;
  /** A player, in proportion to how active each one is. */
  pick(r: Prng): Player;
  /** Each player's favourite deposit amount, in sen. */
  favourite: ReadonlyMap<string, number>;
}

export function generatePlayers(r: Prng, count: number, depositAmount: (r: Prng) => number): SpeedPlayerBase {
  const players: Player[] = [];
  const reg = new Registry();

  for (let i = 0; i < count; i++) {
    const bank = r.weighted(SPEED_BANK_SHARES);
    let variant = r.weighted(VARIANT_SHARES);
    let fullName: string;
    let bankName: string;
    if (variant === 'homonym' && players.length > 0) {
      // Another person with exactly the same name: the matcher cannot tell them apart by name.
      const twin = r.pick(players);
      fullName = twin.fullName;
      bankName = twin.bankName;
    } else {
      ({ fullName, bankName, nameVariant: variant } = variantNames(r, variant === 'homonym' ? 'same' : variant, (make) => reg.unique(reg.names, make)));
    }
    const username = reg.username(r, fullName);
    const phone = reg.phone(r);
    const accountNo = reg.account(r, bank, phone);
    players.push({ website: '', person: i, username, fullName, bank, bankName, accountNo, phone, nameVariant: variant });
  }

  // Heavy-tailed activity: weight e^(3u), from 1 to 20.
  const pickIndex = weightedIndex(players.map(() => Math.exp(3 * r.next())));
  const favourite = new Map(players.map((p) => [p.username, depositAmount(r)]));
  return {
    players,
    byUsername: new Map(players.map((p) => [p.username, p])),
    pick: (rr) => players[pickIndex(rr)]!,
    favourite,
  };
}
