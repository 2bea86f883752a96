import { isTitle, TRUNCATION_WIDTH } from './engine/names.ts';

/**
 * One transfer backs one row, whatever website's statement shows it (docs/reconciliation.md, "One account, two
 * websites"). An account two websites share (the Data Bank files its bank and number under both) has its statement
 * uploaded under each, so every transfer is stored once per website; so has a gateway's report (QRIS) when the
 * websites share the merchant. A line whose transfer a row of the other website holds backs nothing here.
 *
 * The same transfer: at the same place (the same account: bank and number; or the gateway payment's reference, a
 * QRIS RRN), of the same direction, amount and booked date, booked within SAME_TRANSFER_MINUTES when both have a
 * time, and naming the same payer when both name one (samePayer: the same name; one a bank's cut of the other at
 * TRUNCATION_WIDTH characters, KlikBCA's export and a template of the same account; or one inside the other, a title
 * or a memo beside it). Two layouts of one statement may write a transfer differently; in doubt it is the same, and
 * the row waits for a person (a row left Pending costs a look; one approved on another website's money costs the
 * money).
 */

/** Minutes between two bookings of one transfer as two websites' uploads of the statement may write it. */
const SAME_TRANSFER_MINUTES = 10;
const WINDOW_MS = SAME_TRANSFER_MINUTES * 60_000;

/** A line of this website on a shared account or of a gateway: `place` is placeOf its account or reference. */
export interface SharedLine {
  id: number;
  website: string;
  place: string;
  direction: string;
  /** The amount a row must show (the gross of a QRIS line), as the database writes it. */
  amount: string;
  date: string;
  /** Epoch ms, or null for a line with only a date. */
  at: number | null;
  name: string;
}

/** A line of another website held by one of its rows: `place` as this website's lines write it (its own account's id for the same account); `holder` says who holds it (`DP1 di website XYZ`). */
export interface HeldTwin extends Omit<SharedLine, 'id' | 'website'> {
  holder: string;
}

/**
 * One place, direction, amount (as the database writes it) and booked date looked for (sql/held-elsewhere.ts
 * heldTwins): `at` is the account's id or the gateway payment's reference, `website` the line's (a gateway payment is
 * looked for on the others).
 */
export interface TwinKey {
  at: number | string;
  website: string;
  direction: string;
  amount: string;
  date: string;
}

/** What heldTwins looks for, from lines (byPlace), each key once. */
export interface TwinsLookedFor {
  accounts: readonly TwinKey[];
  gateways: readonly TwinKey[];
}

/** Held lines of one account, direction, amount and date: those with a time in time order, and those without. */
interface Group {
  timed: HeldTwin[];
  untimed: HeldTwin[];
}

/** A name as compared: upper case, spaces around and repeated aside (most have none to collapse). */
function nameKey(name: string): string {
  const key = name.trim().toUpperCase();
  return /\s\s|[\t\n]/.test(key) ? key.replace(/\s+/g, ' ') : key;
}
/** A name's first TRUNCATION_WIDTH characters: the same for a name and a bank's cut of it. */
const nameStart = (name: string) => name.slice(0, TRUNCATION_WIDTH).trimEnd();
/**
 * The shortest name found inside another as the same payer's: two words, or one of MIN_INSIDE_LETTERS letters (a
 * short name such as BUDI is inside too many others: BUDI and BUDI SANTOSO stay two payers). The same letters, titles
 * aside, are the same payer's whatever their length (SUGIONO, SDR SUGIONO).
 */
const MIN_INSIDE_LETTERS = 6;

/** A name as two layouts are compared by: its nameKey and nameStart, and its words without titles (how many, their letters in one piece). */
interface Payer {
  key: string;
  start: string;
  words: number;
  letters: string;
}

function payerOf(name: string): Payer {
  const key = nameKey(name);
  const words = key.split(/[^A-Z]+/).filter((w) => w !== '' && !isTitle(w));
  return { key, start: nameStart(key), words: words.length, letters: words.join('') };
}

/**
 * Do two names write one payer, as two layouts of a statement may write one transfer? The same name; one a bank's
 * cut of the other (a cut is the start of the whole name, in order); or one inside the other letter for letter,
 * titles aside (`BPK BUDI SANTOSO`, a memo glued to the name: `ISI SALDO MUHAMMADMUHAMMAD ANGGRAINI` holds MUHAMMAD
 * ANGGRAINI), when the two are the same letters or the shorter is two words or MIN_INSIDE_LETTERS letters.
 */
function samePayer(a: Payer, b: Payer): boolean {
  if (a.key === b.key || (a.start === b.start && Math.min(a.key.length, b.key.length) <= TRUNCATION_WIDTH)) return true;
  const [short, long] = a.letters.length <= b.letters.length ? [a, b] : [b, a];
  if (short.letters === '') return false;
  if (short.letters === long.letters) return true;
  return (short.words >= 2 || short.letters.length >= MIN_INSIDE_LETTERS) && long.letters.includes(short.letters);
}
const groupKey = (l: HeldTwin | SharedLine) => `${l.place}\u0000${l.direction}\u0000${l.amount}\u0000${l.date}`;
const ACCOUNT = 'account:',
  GATEWAY = 'gateway:';

/**
 * Where a line's money moved, as the same transfer is looked for there: its account (`account:` and the bank_account
 * id, for a line of an account another website shares: sharedAccounts), or a gateway's payment by its reference
 * (`gateway:` and the RRN, for any gateway line with one); null for a line that cannot be told again elsewhere.
 */
export function placeOf(line: { bankAccountId: number | null; reference: string }, sharedAccounts: ReadonlySet<number> | null): string | null {
  if (line.bankAccountId === null) return line.reference === '' ? null : `${GATEWAY}${line.reference}`;
  return sharedAccounts === null || sharedAccounts.has(line.bankAccountId) ? `${ACCOUNT}${line.bankAccountId}` : null;
}

/** Is the line a gateway's payment (SharedLine.place `gateway:`), which any website may report (repo.ts lockGatewayPayments)? */
export const isGatewayPayment = (line: { place: string }) => line.place.startsWith(GATEWAY);

/** A stored line with what the same transfer is looked for by (statement_line's columns; booked_at as epoch ms or a Date). */
export interface StoredLine {
  id: number;
  website_code: string;
  bank_account_id: number | null;
  reference: string;
  direction: string;
  amount: string;
  gross_amount: string | null;
  booked_date: string;
  booked_at: number | Date | null;
  counterparty_name: string;
}

/** The lines that have a place (placeOf: on one of `sharedAccounts`, or all accounts for null; or a gateway's with a reference), as SharedLine. */
export function sharedLines(lines: readonly StoredLine[], sharedAccounts: ReadonlySet<number> | null): SharedLine[] {
  return lines.flatMap((l) => {
    const place = placeOf({ bankAccountId: l.bank_account_id, reference: l.reference }, sharedAccounts);
    return place === null ? [] : [sharedLineAt(l, place)];
  });
}

/** A stored line as a SharedLine at `place`. */
export function sharedLineAt(l: StoredLine, place: string): SharedLine {
  return {
    id: l.id,
    website: l.website_code,
    place,
    direction: l.direction,
    amount: l.gross_amount ?? l.amount,
    date: l.booked_date,
    at: l.booked_at instanceof Date ? l.booked_at.getTime() : l.booked_at,
    name: l.counterparty_name,
  };
}

/**
 * Where a line's money moved as every website writes it alike (repeatedTransfers): its account by bank and number
 * (`BCA 1111111111`, not its id, which is each website's own), or, for a gateway's line (no account), its reference.
 */
export const placeAcrossWebsites = (account: string | null, reference: string): string =>
  account === null ? `${GATEWAY}${reference}` : `${ACCOUNT}${account}`;

/** What sql/held-elsewhere.ts heldTwins looks for the lines by: their places, directions, amounts and dates, each once. */
export function byPlace(lines: readonly SharedLine[]): TwinsLookedFor {
  const keys = new Map<string, TwinKey>();
  for (const l of lines) {
    const key = `${l.place}\u0000${l.website}\u0000${l.direction}\u0000${l.amount}\u0000${l.date}`;
    if (keys.has(key)) continue;
    const gateway = isGatewayPayment(l);
    keys.set(key, {
      at: gateway ? l.place.slice(GATEWAY.length) : Number(l.place.slice(ACCOUNT.length)),
      website: l.website,
      direction: l.direction,
      amount: l.amount,
      date: l.date,
    });
  }
  const all = [...keys.values()];
  return { accounts: all.filter((k) => typeof k.at === 'number'), gateways: all.filter((k) => typeof k.at === 'string') };
}

/** Of the lines, those whose transfer another website's row holds, with its holder (the first one found when several). */
export function heldElsewhere(lines: readonly SharedLine[], held: readonly HeldTwin[]): Map<number, string> {
  const groups = new Map<string, Group>();
  for (const twin of held) {
    const key = groupKey(twin);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { timed: [], untimed: [] }));
    (twin.at === null ? group.untimed : group.timed).push(twin);
  }
  for (const group of groups.values()) group.timed.sort((a, b) => a.at! - b.at!);

  // A busy day's names repeat on both websites: each is read once.
  const payers = new Map<string, Payer>();
  const payer = (name: string) => {
    let read = payers.get(name);
    if (!read) payers.set(name, (read = payerOf(name)));
    return read;
  };
  const found = new Map<number, string>();
  for (const line of lines) {
    const group = groups.get(groupKey(line));
    if (!group) continue;
    const mine = payer(line.name);
    // A gateway's reference (a QRIS RRN) is one payment's, whatever time or name the two reports give it.
    const twin = isGatewayPayment(line)
      ? (group.timed[0] ?? group.untimed[0])
      : mine.key === ''
        ? (group.untimed[0] ?? nearest(group.timed, line.at))
        : bookedNear(group, line.at).find((t) => {
            const theirs = payer(t.name);
            return theirs.key === '' || samePayer(theirs, mine);
          });
    if (twin) found.set(line.id, twin.holder);
  }
  return found;
}

/** The twins of a group booked within the window of `at` (with those without a time), or all for a line without a time. */
function bookedNear(group: Group, at: number | null): HeldTwin[] {
  if (at === null) return [...group.timed, ...group.untimed];
  const { timed } = group;
  const twins: HeldTwin[] = [];
  for (let k = firstFrom(timed, at - WINDOW_MS); k < timed.length && timed[k]!.at! <= at + WINDOW_MS; k++) twins.push(timed[k]!);
  return twins.concat(group.untimed);
}

/** The index of the first of `timed` (in time order) booked at `from` or later. */
function firstFrom(timed: readonly HeldTwin[], from: number): number {
  let lo = 0,
    hi = timed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timed[mid]!.at! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A line of `timed` (in time order) booked near `at`, or any for a line without a time. */
function nearest(timed: readonly HeldTwin[], at: number | null): HeldTwin | undefined {
  if (at === null) return timed[0];
  const first = timed[firstFrom(timed, at - WINDOW_MS)];
  return first && first.at! <= at + WINDOW_MS ? first : undefined;
}

/**
 * Of lines of several websites that no row holds, those whose transfer a line of another website of them shows too
 * (the same transfer, as heldElsewhere tells it), each copy paired once: what a total over the websites counts once
 * (the dashboard's, over every website an ADMIN sees). The copy of the first website in code order is the one counted.
 * `place` must name an account the same way for every website: placeAcrossWebsites.
 */
export function repeatedTransfers(lines: readonly SharedLine[]): Set<number> {
  const payers = new Map<string, Payer>();
  const payer = (name: string) => {
    let read = payers.get(name);
    if (!read) payers.set(name, (read = payerOf(name)));
    return read;
  };
  const same = (a: SharedLine, b: SharedLine) => {
    if (a.at !== null && b.at !== null && Math.abs(a.at - b.at) > WINDOW_MS && !isGatewayPayment(a)) return false;
    const [x, y] = [payer(a.name), payer(b.name)];
    return isGatewayPayment(a) || x.key === '' || y.key === '' || samePayer(x, y);
  };
  /** The transfers counted, by groupKey: the line counted, and the websites whose copy is paired with it. */
  const counted = new Map<string, { line: SharedLine; websites: Set<string> }[]>();
  const repeats = new Set<number>();
  for (const line of [...lines].sort((a, b) => (a.website < b.website ? -1 : a.website > b.website ? 1 : a.id - b.id))) {
    const key = groupKey(line);
    const transfers = counted.get(key) ?? counted.set(key, []).get(key)!;
    const transfer = transfers.find((t) => !t.websites.has(line.website) && same(t.line, line));
    if (transfer) {
      transfer.websites.add(line.website);
      repeats.add(line.id);
    } else transfers.push({ line, websites: new Set([line.website]) });
  }
  return repeats;
}
