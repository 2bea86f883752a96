/**
 * Candidate pairs of one rule: row index, line index, score, whether a number (not the name) made the pair, and the
 * points agreeing evidence adds (evidence.ts).
 */
export class EdgeList {
  length = 0;
  row = new Int32Array(1024);
  line = new Int32Array(1024);
  score = new Float64Array(1024);
  byIdentity = new Uint8Array(1024);
  bonus = new Uint8Array(1024);

  push(row: number, line: number, score: number, byIdentity = false, bonus = 0): void {
    if (this.length === this.row.length) this.grow();
    const e = this.length++;
    this.row[e] = row;
    this.line[e] = line;
    this.score[e] = score;
    this.byIdentity[e] = byIdentity ? 1 : 0;
    this.bonus[e] = bonus;
  }

  /** Is line l among the lines of edges from `first` on? */
  has(first: number, line: number): boolean {
    for (let e = first; e < this.length; e++) if (this.line[e] === line) return true;
    return false;
  }

  private grow(): void {
    const size = this.row.length * 2;
    const row = new Int32Array(size),
      line = new Int32Array(size),
      score = new Float64Array(size),
      byIdentity = new Uint8Array(size),
      bonus = new Uint8Array(size);
    row.set(this.row);
    line.set(this.line);
    score.set(this.score);
    byIdentity.set(this.byIdentity);
    bonus.set(this.bonus);
    this.row = row;
    this.line = line;
    this.score = score;
    this.byIdentity = byIdentity;
    this.bonus = bonus;
  }
}
