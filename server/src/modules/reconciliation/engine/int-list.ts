/**
 * A list of 32-bit integers that grows as it is filled, in a typed array: a run's columns of tens of thousands of
 * ids stay outside the JavaScript heap, so their growth costs the garbage collector nothing. Read `items[i]` for
 * i < length (items is replaced when the list grows: read it again after a push).
 */
export class Int32List {
  items: Int32Array;
  length = 0;

  constructor(first?: number) {
    this.items = new Int32Array(256);
    if (first !== undefined) this.push(first);
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }
}
