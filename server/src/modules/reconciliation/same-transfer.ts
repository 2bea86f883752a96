/**
 * One transfer backs one row, whatever website's statement shows it (docs/reconciliation.md, "One account, two
 * websites"). An account two websites share (the Data Bank files its bank and number under both) has its statement
 * uploaded under each, so every transfer is stored once per website. A line whose transfer a row of the other website
 * holds backs nothing here.
 *
 * The same transfer: on the same account (bank and number), of the same direction, amount and booked date, booked
 * within SAME_TRANSFER_MINUTES when both have a time, and naming the same counterparty when both name one. Two
 * layouts of one statement may write a transfer differently; in doubt it is the same, and the row waits for a person
 * (a row left Pending costs a look; one approved on another website's money costs the money).
 */

/** Minutes between two bookings of one transfer as two websites' uploads of the statement may write it. */
export const SAME_TRANSFER_MINUTES = 10;
const WINDOW_MS = SAME_TRANSFER_MINUTES * 60_000;

/** A line of this website on a shared account: `account` is its bank_account id. */
export interface SharedLine {
  id: number;
  account: number;
  direction: string;
  /** The amount a row must show (the gross of a QRIS line), as the database writes it. */
  amount: string;
  date: string;
  /** Epoch ms, or null for a line with only a date. */
  at: number | null;
  name: string;
}

/** A line of another website held by one of its rows: `account` is the id of this website's account that is the same account; `holder` says who holds it (`DP1 di website XYZ`). */
export interface HeldTwin extends Omit<SharedLine, 'id'> {
  holder: string;
}

/** Held lines of one account, direction, amount and date: by name, and those without a name or a time. */
interface Group {
  byName: Map<string, HeldTwin[]>;
  nameless: HeldTwin[];
  /** Every one of them with a time, in time order, and those without. */
  timed: HeldTwin[];
  untimed: HeldTwin[];
}

/** A name as compared: upper case, spaces around and repeated aside (most have none to collapse). */
function nameKey(name: string): string {
  const key = name.trim().toUpperCase();
  return /\s\s|[\t\n]/.test(key) ? key.replace(/\s+/g, ' ') : key;
}
const groupKey = (l: Omit<SharedLine, 'id'>) => `${l.account}\u0000${l.direction}\u0000${l.amount}\u0000${l.date}`;
const near = (a: number | null, b: number | null) => a === null || b === null || Math.abs(a - b) <= WINDOW_MS;

/** Of the lines, those whose transfer another website's row holds, with its holder (the first one found when several). */
export function heldElsewhere(lines: readonly SharedLine[], held: readonly HeldTwin[]): Map<number, string> {
  const groups = new Map<string, Group>();
  for (const twin of held) {
    const key = groupKey(twin);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { byName: new Map(), nameless: [], timed: [], untimed: [] }));
    const name = nameKey(twin.name);
    if (name === '') group.nameless.push(twin);
    else {
      const named = group.byName.get(name);
      if (named) named.push(twin);
      else group.byName.set(name, [twin]);
    }
    (twin.at === null ? group.untimed : group.timed).push(twin);
  }
  for (const group of groups.values()) group.timed.sort((a, b) => a.at! - b.at!);

  const found = new Map<number, string>();
  for (const line of lines) {
    const group = groups.get(groupKey(line));
    if (!group) continue;
    const name = nameKey(line.name);
    const twin =
      name === ''
        ? (group.untimed[0] ?? nearest(group.timed, line.at))
        : (group.byName.get(name)?.find((t) => near(t.at, line.at)) ?? group.nameless.find((t) => near(t.at, line.at)));
    if (twin) found.set(line.id, twin.holder);
  }
  return found;
}

/** A line of `timed` (in time order) booked near `at`, or any for a line without a time. */
function nearest(timed: readonly HeldTwin[], at: number | null): HeldTwin | undefined {
  if (at === null) return timed[0];
  let lo = 0,
    hi = timed.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timed[mid]!.at! < at - WINDOW_MS) lo = mid + 1;
    else hi = mid;
  }
  const first = timed[lo];
  return first && first.at! <= at + WINDOW_MS ? first : undefined;
}
