/**
 * The player base: who banks where, and how each bank writes the player's name compared with the panel.
 *
 * Shares (of players), stated here because they drive every figure the bench prints:
 * - bank: BCA 42 %, BRI 15 %, Mandiri 12 %, BNI 10 %, CIMB, BSI, SeaBank 3 % each, Jago 2 %, e-wallets 10 %
 *   (DANA 5 %, OVO 3 %, GoPay 2 %). BCA players pay by intrabank transfer, the others by BI-FAST or switching.
 * - name as the bank writes it against the panel's full name: the same 78 %; a title before it (SDR, BPK, IBU, H, HJ)
 *   7 %; family name first 5 %; one letter wrong on the panel 5 %; first word cut to its initial on the panel
 *   (`M RIZKY PRATAMA`; these players get three-word names) 4 %; an exact homonym of another player 1 %. Independently, about a
 *   quarter of the names are longer than 18 characters and arrive cut in every BCA narrative.
 * - activity: heavy-tailed (a few players deposit many times a day, most once or not at all), and each player has
 *   a favourite amount, so the same round amounts keep coming back.
 */
import type { NameVariant, Player, PlayerBankCode } from './model.ts';
import { legalName, reordered, withInitial, withTitle, withTypo } from './names.ts';
import { weightedIndex, type Prng } from './prng.ts';

const BANK_SHARES: readonly (readonly [PlayerBankCode, number])[] = [
  ['BCA', 42], ['BRI', 15], ['MANDIRI', 12], ['BNI', 10], ['CIMB', 3], ['BSI', 3], ['SEABANK', 3], ['JAGO', 2],
  ['DANA', 5], ['OVO', 3], ['GOPAY', 2],
];
const VARIANT_SHARES: readonly (readonly [NameVariant, number])[] = [
  ['same', 78], ['title', 7], ['order', 5], ['typo', 5], ['initial', 4], ['homonym', 1],
];
/** Digits of an account number by bank. */
const ACCOUNT_DIGITS: Record<PlayerBankCode, number> = {
  BCA: 10, BRI: 15, MANDIRI: 13, BNI: 10, CIMB: 13, BSI: 10, SEABANK: 12, JAGO: 12, DANA: 0, OVO: 0, GOPAY: 0,
};
const PHONE_PREFIXES = ['0811', '0812', '0813', '0821', '0822', '0852', '0853', '0857', '0858', '0877', '0878', '0881', '0895', '0896'];

export interface PlayerBase {
  players: Player[];
  byUsername: ReadonlyMap<string, Player>;
  /** A player, in proportion to how active each one is. */
  pick(r: Prng): Player;
  /** Each player's favourite deposit amount, in sen. */
  favourite: ReadonlyMap<string, number>;
}

const digits = (r: Prng, n: number) => Array.from({ length: n }, () => r.int(10)).join('');

export function generatePlayers(r: Prng, count: number, depositAmount: (r: Prng) => number): PlayerBase {
  const players: Player[] = [];
  const legalNames = new Set<string>();
  const usernames = new Set<string>();
  const numbers = new Set<string>();
  const unique = (set: Set<string>, make: () => string) => {
    for (;;) {
      const value = make();
      if (!set.has(value)) {
        set.add(value);
        return value;
      }
    }
  };

  for (let i = 0; i < count; i++) {
    const bank = r.weighted(BANK_SHARES);
    let variant = r.weighted(VARIANT_SHARES);
    let fullName: string;
    let bankName: string;
    if (variant === 'homonym' && players.length > 0) {
      // Another person with exactly the same name: the matcher cannot tell them apart by name.
      const twin = r.pick(players);
      fullName = twin.fullName;
      bankName = twin.bankName;
    } else {
      if (variant === 'homonym') variant = 'same';
      // An initial H would read as the title H (Haji): that is the title scenario, not this one.
      const draw = () => legalName(r, variant === 'initial' ? 3 : variant === 'order' ? 2 : 1);
      const legal = unique(legalNames, variant === 'initial' ? () => {
        for (;;) {
          const name = draw();
          if (!name.startsWith('H')) return name;
        }
      } : draw);
      fullName = variant === 'typo' ? withTypo(legal, r) : variant === 'initial' ? withInitial(legal) : legal;
      bankName = variant === 'title' ? withTitle(legal, r) : variant === 'order' ? reordered(legal) : legal;
      if (variant === 'typo' && fullName === legal) variant = 'same';
    }
    const first = fullName.split(' ').find((w) => w.length > 1) ?? 'player';
    const username = unique(usernames, () => `${first.toLowerCase()}${r.weighted([[r.between(10, 99), 6], [r.between(1960, 2006), 3], [r.between(100, 9999), 2]])}`);
    const phone = unique(numbers, () => `${r.pick(PHONE_PREFIXES)}${digits(r, r.between(7, 8))}`);
    const accountNo = ACCOUNT_DIGITS[bank] === 0 ? phone : unique(numbers, () => `${r.between(1, 9)}${digits(r, ACCOUNT_DIGITS[bank] - 1)}`);
    players.push({ username, fullName, bank, bankName, accountNo, phone, nameVariant: variant });
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
