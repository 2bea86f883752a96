/**
 * Rule 1: the line's reference is one of the row's references, amounts equal, nothing else it says contradicts the
 * row, and a name it carries is the player's (referenceName).
 */
import { EdgeList } from './edges.ts';
import { evidence, VETO } from './evidence.ts';
import type { NameCache } from './name-cache.ts';
import { othersName } from './name-rule.ts';
import { nameEvidence, referenceKey, type PreparedLines, type PreparedRows } from './prepare.ts';
import type { ReconcileOptions } from './types.ts';

/** What the name on a line carrying row r's reference says of the pair (referenceName). */
export const ReferenceName = {
  /** No name, the player's number, or a name close to the player's (greyZone) that is no other player's very name. */
  FITS: 0,
  /** A name that is not the player's: someone else paid, or wrote another's reference (a copied receipt). */
  DIFFERENT: 1,
  /** A name close to the player's but the very name of another player the run knows: that player's money. */
  OTHERS: 2,
} as const;
export type ReferenceName = (typeof ReferenceName)[keyof typeof ReferenceName];

/**
 * Does the name on line l let it be row r's by a reference (docs/reconciliation.md, rule 1)? A reference a player
 * types into the panel is the player's word only: seen from outside, a player claimed another player's transfer by
 * copying the reference off its receipt, and the matcher gave the first player's money to the second. A name on the
 * line that is not the player's (below greyZone) or is another player's very name therefore stops the pair; the
 * checker sees why (suggest.ts).
 */
export function referenceName(rows: PreparedRows, r: number, lines: PreparedLines, l: number, names: NameCache, options: ReconcileOptions): ReferenceName {
  // No name: a number it shows was weighed with the evidence (evidence.ts).
  if (lines.keyId[l]! < 0) return ReferenceName.FITS;
  const { score, byIdentity } = nameEvidence(rows, r, lines, l, names, options.greyZone);
  if (byIdentity || score >= 1) return ReferenceName.FITS;
  if (score < options.greyZone) return ReferenceName.DIFFERENT;
  return othersName(rows, r, names, lines, l) ? ReferenceName.OTHERS : ReferenceName.FITS;
}

/** `open[l]` is 1 for a line still open. */
export function referenceEdges(
  rows: PreparedRows,
  openRows: Int32Array,
  lines: PreparedLines,
  open: Uint8Array,
  names: NameCache,
  options: ReconcileOptions,
): EdgeList {
  const edges = new EdgeList();
  if (!rows.referenced || lines.withReference.length === 0) return edges;
  const byRef = new Map<string, number[]>();
  for (let k = 0; k < lines.withReference.length; k++) {
    const l = lines.withReference[k]!;
    if (open[l] !== 1) continue;
    const ref = lines.reference.get(l)!;
    const list = byRef.get(ref);
    if (list) list.push(l);
    else byRef.set(ref, [l]);
  }
  if (byRef.size === 0) return edges;
  // The lines' references by their first two characters: a row's reference that starts otherwise (a ticket against a
  // day of QRIS RRNs) is passed over without building its key.
  const starts = new Uint8Array(65536);
  for (const ref of byRef.keys()) starts[(ref.charCodeAt(0) << 8) ^ ref.charCodeAt(1)] = 1;
  for (let k = 0; k < openRows.length; k++) {
    const r = openRows[k]!;
    // Every row has references (its ticket at least); few lines do: look each up, keep each line once.
    const references = rows.src[r]!.references;
    const first = edges.length;
    for (let i = 0; i < references.length; i++) {
      const raw = references[i]!;
      // A key is the trimmed upper-case text: its first two characters are the raw text's when those are already so.
      if (isKeyStart(raw) && starts[(raw.charCodeAt(0) << 8) ^ raw.charCodeAt(1)] === 0) continue;
      const ref = referenceKey(raw);
      const found = ref === '' ? undefined : byRef.get(ref);
      if (!found) continue;
      for (const l of found) {
        if (lines.amount[l] !== rows.amount[r] || edges.has(first, l)) continue;
        const points = evidence(rows, r, lines, l, true);
        if (points !== VETO && referenceName(rows, r, lines, l, names, options) === ReferenceName.FITS) edges.push(r, l, 1, false, points);
      }
    }
  }
  return edges;
}

/** Are the first two characters of a raw reference those of its key (no space, no lower case, no other letters)? */
function isKeyStart(raw: string): boolean {
  for (let i = 0; i < 2 && i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c <= 32 || (c >= 97 && c <= 122) || c > 126) return false;
  }
  return raw.length >= 2;
}
