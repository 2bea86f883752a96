/**
 * Identity numbers: a player's bank account number, e-wallet phone or virtual-account number. When a statement
 * line carries the number the BO row names, that is as good as the player's name (docs/design.md section 6).
 */

/** Shorter digit runs are too common (amounts, dates, codes) to identify anyone. */
export const MIN_IDENTITY_DIGITS = 8;

/** Digits only; a phone loses its country or trunk prefix (`+62 812-3456-7890`, `0812...` -> `8123456790`). */
export function identityKey(raw: string): string {
  const digits = raw.replace(/\D+/g, '');
  if (/^628\d{7,}$/.test(digits)) return digits.slice(2);
  if (/^08\d{7,}$/.test(digits)) return digits.slice(1);
  return digits;
}

/**
 * The numbers a statement line shows of its counterparty: its counterparty account and the long digit runs of a
 * bank's narrative, minus the line's own reference. A QRIS line's text is ours (RRN, merchant NMID): it names no payer.
 */
export function lineIdentities(account: string, description: string, reference = '', fromNarrative = true): readonly string[] {
  const runs = fromNarrative && hasDigitRun(description) ? description.match(/\d{8,}/g) : null;
  if (account === '' && runs === null) return NO_IDENTITIES; // most lines: nothing to read
  const found = new Set<string>();
  const add = (raw: string) => {
    const key = identityKey(raw);
    if (key.length >= MIN_IDENTITY_DIGITS) found.add(key);
  };
  add(account);
  for (const run of runs ?? []) add(run);
  if (found.size === 0) return NO_IDENTITIES;
  found.delete(identityKey(reference));
  return [...found];
}

/** No number: what most lines show. */
export const NO_IDENTITIES: readonly string[] = Object.freeze([]);

/**
 * Does the text hold MIN_IDENTITY_DIGITS digits in a row? Most narratives do not, and a scan spares the regex. Such a
 * run covers one of every MIN_IDENTITY_DIGITS-th positions, so only those are looked at, and the run around a digit
 * found there is measured.
 */
function hasDigitRun(text: string): boolean {
  for (let i = MIN_IDENTITY_DIGITS - 1; i < text.length; i += MIN_IDENTITY_DIGITS) {
    if (!isDigit(text, i)) continue;
    let from = i,
      to = i;
    while (from > 0 && isDigit(text, from - 1)) from--;
    while (to + 1 < text.length && isDigit(text, to + 1)) to++;
    if (to - from + 1 >= MIN_IDENTITY_DIGITS) return true;
    i = to;
  }
  return false;
}

function isDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
}

/**
 * The player numbers under which a line's number `id` is found: itself, and each of its tails of 9 digits or more
 * (a wallet's virtual account prefixes the phone with its code). Agrees with showsIdentity.
 */
export function numberKeys(id: string): string[] {
  const keys = id.length >= MIN_IDENTITY_DIGITS ? [id] : [];
  for (let length = id.length - 1; length >= 9; length--) keys.push(id.slice(id.length - length));
  return keys;
}

/**
 * True when the line shows the player's number. A virtual account prefixes the phone with the wallet's code
 * (`BRIVA 88810` + `81234567890`), so a longer run ending with the number counts too.
 */
export function showsIdentity(playerKey: string, lineKeys: readonly string[]): boolean {
  if (playerKey.length < MIN_IDENTITY_DIGITS) return false;
  for (const k of lineKeys) {
    if (k === playerKey || (k.length > playerKey.length && playerKey.length >= 9 && k.endsWith(playerKey))) return true;
  }
  return false;
}

/**
 * The sender's number a line states outright (its counterparty account, as the parser read it), as an identity key,
 * or '' when it states none long enough to identify anyone. Digits in a narrative may be anything (a reference, a
 * date): only the counterparty account contradicts.
 */
export function senderKey(counterpartyAccount: string): string {
  if (counterpartyAccount === '') return '';
  const key = identityKey(counterpartyAccount);
  return key.length >= MIN_IDENTITY_DIGITS ? key : '';
}

/** One person's number written two ways: equal, or one a virtual account ending with the other (9 digits or more). */
export function sameIdentity(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 9 && long.endsWith(short);
}
