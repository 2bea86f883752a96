/** Rule 1: the line's reference is one of the row's references, amounts equal. */
import { EdgeList } from './edges.ts';
import { referenceKey, type PreparedLines, type PreparedRows } from './prepare.ts';

export function referenceEdges(rows: PreparedRows, openRows: Int32Array, lines: PreparedLines, openLines: Int32Array): EdgeList {
  const edges = new EdgeList();
  if (!openRows.some((r) => rows.src[r]!.references.length > 0)) return edges;
  const byRef = new Map<string, number[]>();
  for (const l of openLines) {
    const ref = referenceKey(lines.src[l]!.reference);
    if (ref === '') continue;
    const list = byRef.get(ref);
    if (list) list.push(l);
    else byRef.set(ref, [l]);
  }
  if (byRef.size === 0) return edges;
  const found = new Set<number>();
  for (const r of openRows) {
    // Every row has references (its ticket at least); few lines do: look each up, keep each line once.
    found.clear();
    for (const raw of rows.src[r]!.references) {
      const ref = referenceKey(raw);
      if (ref === '') continue;
      for (const l of byRef.get(ref) ?? []) if (lines.amount[l] === rows.amount[r]) found.add(l);
    }
    for (const l of found) edges.push(r, l, 1);
  }
  return edges;
}
