/**
 * Maximum-weight one-to-one assignment in a small bipartite graph (Hungarian algorithm, O(n^2 m)).
 * `weights[r][c]` > 0 is an edge; 0 means no edge. Returns, for each row, its column or -1.
 * Deterministic: equal optima are broken by the order of rows and columns, which callers sort by id.
 */
export function maxWeightAssignment(weights: readonly (readonly number[])[]): number[] {
  const rows = weights.length;
  const cols = rows === 0 ? 0 : weights[0]!.length;
  if (rows === 0 || cols === 0) return new Array<number>(rows).fill(-1);
  if (rows > cols) {
    const transposed = Array.from({ length: cols }, (_, c) => Array.from({ length: rows }, (_, r) => weights[r]![c]!));
    const colToRow = maxWeightAssignment(transposed);
    const rowToCol = new Array<number>(rows).fill(-1);
    colToRow.forEach((r, c) => {
      if (r >= 0) rowToCol[r] = c;
    });
    return rowToCol;
  }
  // Minimise cost = max - weight over a complete rows x cols matrix (rows <= cols); non-edges cost the most
  // and are dropped from the answer afterwards.
  let max = 0;
  for (const row of weights) for (const w of row) if (w > max) max = w;
  const cost = (r: number, c: number) => max - weights[r - 1]![c - 1]!;
  const u = new Float64Array(rows + 1),
    v = new Float64Array(cols + 1);
  const p = new Int32Array(cols + 1),
    way = new Int32Array(cols + 1);
  for (let i = 1; i <= rows; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Float64Array(cols + 1).fill(Infinity);
    const used = new Uint8Array(cols + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0]!;
      let delta = Infinity,
        j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const cur = cost(i0, j) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else {
          minv[j] = minv[j]! - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= cols; j++) {
    const r = p[j]!;
    if (r > 0 && weights[r - 1]![j - 1]! > 0) result[r - 1] = j - 1;
  }
  return result;
}

/** Total weight of an assignment. */
export function assignmentWeight(weights: readonly (readonly number[])[], rowToCol: readonly number[]): number {
  let total = 0;
  rowToCol.forEach((c, r) => {
    if (c >= 0) total += weights[r]![c]!;
  });
  return total;
}
