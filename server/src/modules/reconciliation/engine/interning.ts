/**
 * Tables that give small integer ids to what a matcher run reads over and over, without making a string to look
 * each up: words read straight out of a name's text, and short lists of word ids (a name's key). Open addressing
 * over typed arrays; a busy day has tens of thousands of distinct names and a few thousand distinct words.
 */

/** FNV-1a of one more character: words are hashed as they are scanned. */
export const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, 0x01000193);
export const HASH_START = 0x811c9dc5 | 0;

/** Words by their letters. */
export class WordTable {
  readonly text: string[] = [];
  private readonly hashes: number[] = [];
  private slots: Int32Array = new Int32Array(1024).fill(-1);

  /** The id of the word source[from .. to), whose hash (hashStep over its characters from HASH_START) is `hash`; added on first sight. */
  id(source: string, from: number, to: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) break;
      if (this.hashes[id] === hash && sameText(this.text[id]!, source, from, to)) return id;
    }
    const id = this.text.length;
    this.text.push(source.slice(from, to));
    this.hashes.push(hash);
    if (2 * this.text.length > this.slots.length) this.slots = rehash(this.hashes, this.slots.length * 2);
    else place(this.slots, hash, id);
    return id;
  }

  /** The id of a whole word. */
  idOf(word: string): number {
    let hash = HASH_START;
    for (let i = 0; i < word.length; i++) hash = hashStep(hash, word.charCodeAt(i));
    return this.id(word, 0, word.length, hash);
  }
}

/** Short lists of integers (at most a few dozen), by their items in order. */
export class SequenceTable {
  private readonly start: number[] = [0];
  private readonly items: number[] = [];
  private readonly hashes: number[] = [];
  private slots: Int32Array = new Int32Array(1024).fill(-1);

  get size(): number {
    return this.hashes.length;
  }

  /** The id of the list items[0 .. length), added on first sight. */
  id(items: Int32Array, length: number): number {
    let hash = HASH_START;
    for (let i = 0; i < length; i++) hash = hashStep(hashStep(hash, items[i]! & 0xffff), items[i]! >>> 16);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) break;
      if (this.hashes[id] === hash && this.same(id, items, length)) return id;
    }
    const id = this.hashes.length;
    for (let i = 0; i < length; i++) this.items.push(items[i]!);
    this.start.push(this.items.length);
    this.hashes.push(hash);
    if (2 * this.hashes.length > this.slots.length) this.slots = rehash(this.hashes, this.slots.length * 2);
    else place(this.slots, hash, id);
    return id;
  }

  private same(id: number, items: Int32Array, length: number): boolean {
    const from = this.start[id]!;
    if (this.start[id + 1]! - from !== length) return false;
    for (let i = 0; i < length; i++) if (this.items[from + i] !== items[i]) return false;
    return true;
  }
}

/** Numbers by a pair of small non-negative integers (a player and a name), worked out once each. */
export class PairValues {
  private first = new Int32Array(1024).fill(-1);
  private second = new Int32Array(1024);
  private values = new Float64Array(1024);
  private size = 0;

  /** The value of the pair (a, b), or `make()`'s, kept on first need. */
  get(a: number, b: number, make: (a: number, b: number) => number): number {
    const mask = this.first.length - 1;
    for (let slot = pairHash(a, b) & mask; this.first[slot]! >= 0; slot = (slot + 1) & mask)
      if (this.first[slot] === a && this.second[slot] === b) return this.values[slot]!;
    const value = make(a, b);
    if (2 * (this.size + 1) > this.first.length) this.grow();
    return this.put(a, b, value);
  }

  private put(a: number, b: number, value: number): number {
    const mask = this.first.length - 1;
    let slot = pairHash(a, b) & mask;
    while (this.first[slot]! >= 0) slot = (slot + 1) & mask;
    this.first[slot] = a;
    this.second[slot] = b;
    this.values[slot] = value;
    this.size++;
    return value;
  }

  private grow(): void {
    const { first, second, values } = this;
    this.first = new Int32Array(2 * first.length).fill(-1);
    this.second = new Int32Array(2 * first.length);
    this.values = new Float64Array(2 * first.length);
    this.size = 0;
    for (let s = 0; s < first.length; s++) if (first[s]! >= 0) this.put(first[s]!, second[s]!, values[s]!);
  }
}

const pairHash = (a: number, b: number): number => {
  const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b);
  return h ^ (h >>> 15);
};

function sameText(word: string, source: string, from: number, to: number): boolean {
  if (word.length !== to - from) return false;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) !== source.charCodeAt(from + i)) return false;
  return true;
}

function place(slots: Int32Array, hash: number, id: number): void {
  const mask = slots.length - 1;
  let slot = hash & mask;
  while (slots[slot]! >= 0) slot = (slot + 1) & mask;
  slots[slot] = id;
}

function rehash(hashes: readonly number[], size: number): Int32Array {
  const slots = new Int32Array(size).fill(-1);
  for (let id = 0; id < hashes.length; id++) place(slots, hashes[id]!, id);
  return slots;
}
