/**
 * What one matcher run works out once per distinct text and looks up after: names, their keys and words as
 * integers, and players (a row's names) with their keys. Players and their bank names repeat all day long, so rows
 * and lines carry small integers, and what the rules read for every candidate is kept in columns of integers by id:
 * compact, so that a busy day's lookups stay in the processor's cache, and few objects for the garbage collector.
 * A name's words as strings (NormalisedName) are made from its word ids only for the few names compared word by word.
 */
import { Int32List } from './int-list.ts';
import { HASH_START, hashStep, PairValues, SequenceTable, WordTable } from './interning.ts';
import { sortShort } from './order.ts';
import { collapseSpaces, isTitle, mayBeCut, nameScore, readableName, tokenSimilarity, TRUNCATION_WIDTH, typoLimit, type NormalisedName } from './names.ts';

/** No player (playersNamed). */
const NOBODY: readonly number[] = Object.freeze([]);

export class NameCache {
  /** Name ids by text, as a panel writes it; a bank's text may be cut, and gets its own id then (cutOf). */
  private readonly nameIds = new Map<string, number>();
  /** By name id: its key id (-1 for a name without words), 1 when the bank may have cut it, 1 when a word repeats. */
  readonly keyOf = new Int32List();
  private readonly cut = new Int32List();
  private readonly repeats = new Int32List();
  /** By name id: the sum of its words' lengths (NormalisedName.weight), and its last word as written (-1 for none). */
  private readonly weights = new Int32List();
  private readonly lastWord = new Int32List();
  /** By name id: the id of the same text as a bank writes it when it is exactly as long as a bank may cut (-1 before first use), else 0. */
  private readonly cutOf = new Int32List();
  /** Name n's word ids, sorted, are words[wordStart[n] .. wordStart[n + 1]); its distinct words of two letters or more, in the order written, are blocks[blockStart[n] ..]. */
  readonly wordStart = new Int32List(0);
  readonly words = new Int32List();
  readonly blockStart = new Int32List(0);
  readonly blocks = new Int32List();
  /** Name n's word ids as written are written[writtenStart[n] .. writtenStart[n + 1]). */
  private readonly writtenStart = new Int32List(0);
  private readonly written = new Int32List();
  /** Keys are the lists of a name's word ids, sorted: the same words in any order. */
  private readonly keys = new SequenceTable();
  private readonly wordTable = new WordTable();
  private readonly wordText = this.wordTable.text;
  /** By word id: its letters as bits (A = 1, B = 2, ...), to rule out a typo without comparing the words; 1 for a title. */
  private readonly wordLetters: number[] = [];
  /** By word id: its length and its first letter's code (read for every line a row weighs, without the text). */
  private readonly wordLength = new Int32List();
  private readonly wordFirst = new Int32List();
  private readonly wordIsTitle: number[] = [];
  /** Word ids of the name being read, as written, then sorted. */
  private readonly scratch = new Int32List();
  /** By name id: its words as normaliseName gives them, for the names compared word by word (name()). */
  private readonly normalised = new Map<number, NormalisedName>();

  /** Player ids of rows with two different names, by the first then the second; of rows with one (or the same twice), by it; of others, by their names joined. */
  private readonly playerIds = new Map<string, Map<string, number>>();
  private readonly otherPlayerIds = new Map<string, number>();
  /** Player p's name ids are playerNames[playerNameStart[p] ..]; its exact keys playerKeys[playerKeyStart[p] ..], its own names' keys marked in playerKeyFull. */
  readonly playerNameStart = new Int32List(0);
  /** By player id: bit c set when one of its names has c words as written (missingMiddle looks here first). */
  private readonly playerWordCounts = new Int32List();
  readonly playerNames = new Int32List();
  readonly playerKeyStart = new Int32List(0);
  readonly playerKeys = new Int32List();
  readonly playerKeyFull = new Int32List();
  /** The players bearing each key as one of their own names, not a cut of it (playersNamed), made on first need. */
  private ownKeys: Map<number, number[]> | null = null;
  private startIndex: { start: Int32Array; ids: Int32Array; cutStart: Int32Array; cutIds: Int32Array; count: number } | null = null;
  /** Scores worked out word by word (cut names), by player id and name id. */
  private readonly fullScores = new PairValues();
  private readonly scoreOf = (playerId: number, nameId: number) => this.bestScore(playerId, nameId);

  /**
   * The id of a name as a panel (`fromBank` false) or a bank (true) writes it. A text is read once, whoever writes
   * it: a bank's name is most often the account name the panel has, word for word.
   */
  nameId(text: string, fromBank: boolean): number {
    let id = this.nameIds.get(text);
    if (id === undefined) {
      id = this.add(text);
      this.cutOf.push(this.keyOf.items[id]! >= 0 && mayBeCut(text) ? -1 : 0);
      this.nameIds.set(text, id);
    }
    if (!fromBank || this.cutOf.items[id] === 0) return id;
    if (this.cutOf.items[id]! < 0) {
      const cutId = this.addCut(id); // grows the lists: their items are read after
      this.cutOf.items[id] = cutId;
    }
    return this.cutOf.items[id]!;
  }

  /**
   * Reads a name as normaliseName does (its tokens are the same words), straight into word ids: the words are found
   * in the table by their letters in the text, so a name makes no string but its new words.
   */
  private add(text: string): number {
    const id = this.keyOf.length;
    this.cut.push(0);
    const readable = readableName(text);
    let weight = 0;
    this.scratch.length = 0;
    for (let i = 0; i < readable.length;) {
      if (!isLetter(readable.charCodeAt(i))) {
        i++;
        continue;
      }
      const from = i;
      let hash = HASH_START;
      for (; i < readable.length && isLetter(readable.charCodeAt(i)); i++) hash = hashStep(hash, readable.charCodeAt(i));
      const word = this.word(readable, from, i, hash);
      if (this.wordIsTitle[word] === 1) continue;
      this.scratch.push(word);
      weight += i - from;
    }
    const words = this.scratch.items,
      count = this.scratch.length;
    this.weights.push(weight);
    this.lastWord.push(count > 0 ? words[count - 1]! : -1);
    for (let i = 0; i < count; i++) {
      const word = words[i]!;
      this.written.push(word);
      let first = true;
      for (let j = 0; j < i && first; j++) first = words[j] !== word;
      if (first && this.wordText[word]!.length >= 2) this.blocks.push(word);
    }
    this.writtenStart.push(this.written.length);
    this.blockStart.push(this.blocks.length);
    sortShort(words, undefined, count);
    let repeats = 0;
    for (let i = 0; i < count; i++) {
      if (i > 0 && words[i] === words[i - 1]) repeats = 1;
      this.words.push(words[i]!);
    }
    this.repeats.push(repeats);
    this.wordStart.push(this.words.length);
    this.keyOf.push(count === 0 ? -1 : this.keys.id(words, count));
    return id;
  }

  /** Name `id` as a bank writes it when it may have cut it: the same words, its last one perhaps cut short. */
  private addCut(id: number): number {
    const cutId = this.keyOf.length;
    this.keyOf.push(this.keyOf.items[id]!);
    this.cut.push(1);
    this.weights.push(this.weights.items[id]!);
    this.lastWord.push(this.lastWord.items[id]!);
    this.repeats.push(this.repeats.items[id]!);
    for (let i = this.blockStart.items[id]!; i < this.blockStart.items[id + 1]!; i++) this.blocks.push(this.blocks.items[i]!);
    this.blockStart.push(this.blocks.length);
    for (let i = this.writtenStart.items[id]!; i < this.writtenStart.items[id + 1]!; i++) this.written.push(this.written.items[i]!);
    this.writtenStart.push(this.written.length);
    for (let i = this.wordStart.items[id]!; i < this.wordStart.items[id + 1]!; i++) this.words.push(this.words.items[i]!);
    this.wordStart.push(this.words.length);
    this.cutOf.push(0);
    return cutId;
  }

  /** A name's words as read, sorted by id (tests compare them with normaliseName's tokens). */
  wordsOf(id: number): string[] {
    return Array.from(this.words.items.subarray(this.wordStart.items[id]!, this.wordStart.items[id + 1]!), (w) => this.wordText[w]!);
  }

  /** A name's words as normaliseName gives them, made on first need (word-by-word comparisons and suggestions only). */
  name(id: number): NormalisedName {
    let name = this.normalised.get(id);
    if (name === undefined) {
      const tokens: string[] = [];
      for (let i = this.writtenStart.items[id]!; i < this.writtenStart.items[id + 1]!; i++) tokens.push(this.wordText[this.written.items[i]!]!);
      const readable = tokens.length > 0;
      name = {
        tokens,
        weight: this.weights.items[id]!,
        maybeTruncated: readable && this.cut.items[id] === 1,
        key: readable ? sortShort([...tokens]).join(' ') : '',
      };
      this.normalised.set(id, name);
    }
    return name;
  }

  /** The id of the word source[from .. to) (letters A to Z, hashed to `hash`). */
  private word(source: string, from: number, to: number, hash: number): number {
    const count = this.wordText.length;
    const id = this.wordTable.id(source, from, to, hash);
    if (id === count) {
      const text = this.wordText[id]!;
      let letters = 0;
      for (let i = 0; i < text.length; i++) letters |= 1 << (text.charCodeAt(i) - 65);
      this.wordLetters.push(letters);
      this.wordLength.push(text.length);
      this.wordFirst.push(text.charCodeAt(0));
      this.wordIsTitle.push(isTitle(text) ? 1 : 0);
    }
    return id;
  }

  /** How many distinct name keys and words the run has seen so far: key and word ids are below these. */
  get keyCount(): number {
    return this.keys.size;
  }

  get wordCount(): number {
    return this.wordText.length;
  }

  /** How many players the run has seen so far: player ids are below this. */
  get playerCount(): number {
    return this.playerNameStart.length - 1;
  }

  /**
   * Each name's distinct word starts (the first three letters of its words of two letters or more, in the order
   * written) as ids below `count`: name n's are ids[start[n] .. start[n + 1]); cutIds[cutStart[n] .. cutStart[n + 1])
   * the same for the names a bank may have cut, and nothing for the others: only a cut name can be close to a player's without a word written the
   * same (a name one word apart shares the others), so rule 2 looks the rest up by word. Made on first need, for every
   * name read (all are read before the rules run), and again if names were read since (suggestions).
   */
  starts(): { start: Int32Array; ids: Int32Array; cutStart: Int32Array; cutIds: Int32Array; count: number } {
    if (this.startIndex !== null && this.startIndex.start.length > this.keyOf.length) return this.startIndex;
    // A start's id is its letters as a number in base 27 (A = 1 .. Z = 26, nothing = 0): no string, no table.
    const ofWord = new Int32Array(this.wordText.length);
    for (let w = 0; w < this.wordText.length; w++) {
      const text = this.wordText[w]!;
      let id = 0;
      for (let i = 0; i < 3; i++) id = id * 27 + (i < text.length ? text.charCodeAt(i) - 64 : 0);
      ofWord[w] = id;
    }
    const names = this.keyOf.length,
      start = new Int32Array(names + 1),
      cutStart = new Int32Array(names + 1),
      ids = new Int32List(),
      cutIds = new Int32List();
    for (let n = 0; n < names; n++) {
      const from = ids.length;
      for (let i = this.blockStart.items[n]!; i < this.blockStart.items[n + 1]!; i++) {
        const id = ofWord[this.blocks.items[i]!]!;
        let first = true;
        for (let j = from; j < ids.length && first; j++) first = ids.items[j] !== id;
        if (first) ids.push(id);
      }
      start[n + 1] = ids.length;
      if (this.cut.items[n] === 1) for (let j = from; j < ids.length; j++) cutIds.push(ids.items[j]!);
      cutStart[n + 1] = cutIds.length;
    }
    const count = 27 * 27 * 27;
    return (this.startIndex = { start, ids: ids.items.slice(0, ids.length), cutStart, cutIds: cutIds.items.slice(0, cutIds.length), count });
  }

  /** The id of the player a row's names describe. */
  playerId(written: readonly string[]): number {
    // A row has the panel's full name and the bank account's name, most often the same text: looked up once then,
    // else one after the other, not joined.
    let ids: Map<string, number> | undefined, last: string;
    if (written.length === 2 && written[0] !== written[1]) {
      ids = this.playerIds.get(written[0]!);
      if (!ids) this.playerIds.set(written[0]!, (ids = new Map()));
      last = written[1]!;
    } else {
      ids = this.otherPlayerIds;
      last = written.length === 1 || written.length === 2 ? written[0]! : written.join('\u0000');
    }
    let id = ids.get(last);
    if (id === undefined) {
      id = this.playerNameStart.length - 1;
      ids.set(last, id);
      this.addPlayer(written);
    }
    return id;
  }

  private addPlayer(written: readonly string[]): void {
    const fullStart = this.playerKeys.length;
    const texts: string[] = [];
    for (const w of written) {
      const text = collapseSpaces(w);
      if (text !== '' && !texts.includes(text)) texts.push(text);
    }
    let counts = 0;
    for (const text of texts) {
      const id = this.nameId(text, false);
      if (this.keyOf.items[id]! < 0) continue;
      this.playerNames.push(id);
      this.addKey(this.keyOf.items[id]!, 1, fullStart);
      counts |= 1 << Math.min(this.writtenStart.items[id + 1]! - this.writtenStart.items[id]!, 31);
    }
    this.playerNameStart.push(this.playerNames.length);
    this.playerWordCounts.push(counts);
    // Each name cut at the bank's field width, as BCA prints a long name.
    for (const text of texts) {
      if (text.length <= TRUNCATION_WIDTH) continue;
      const cut = this.nameId(text.slice(0, TRUNCATION_WIDTH), true); // grows the lists: their items are read after
      this.addKey(this.keyOf.items[cut]!, 0, fullStart);
    }
    this.playerKeyStart.push(this.playerKeys.length);
  }

  /** Adds a key to the player being added (keys from `from` on), once. */
  private addKey(key: number, full: number, from: number): void {
    if (key < 0) return;
    for (let i = from; i < this.playerKeys.length; i++) if (this.playerKeys.items[i] === key) return;
    this.playerKeys.push(key);
    this.playerKeyFull.push(full);
  }

  /** Is this name (its words in any order) the very name of some player of the run? */
  isSomeonesName(nameId: number): boolean {
    return this.playersNamed(nameId).length > 0;
  }

  /** The players whose own name this name is (its words in any order). */
  playersNamed(nameId: number): readonly number[] {
    const key = this.keyOf.items[nameId]!;
    if (key < 0) return NOBODY;
    // Asked for a few names a run: the map is made on first need, from every player added by then (all rows are
    // read before any rule runs).
    if (this.ownKeys === null) {
      this.ownKeys = new Map();
      for (let p = 0; p < this.playerCount; p++) {
        for (let i = this.playerKeyStart.items[p]!; i < this.playerKeyStart.items[p + 1]!; i++) {
          if (this.playerKeyFull.items[i] !== 1) continue;
          const bearers = this.ownKeys.get(this.playerKeys.items[i]!);
          if (bearers) bearers.push(p);
          else this.ownKeys.set(this.playerKeys.items[i]!, [p]);
        }
      }
    }
    return this.ownKeys.get(key) ?? NOBODY;
  }

  /**
   * Do the name and one of the player's names differ by one middle word, every other word written the same, either
   * way round (`TAUFIK SIMANJUNTAK` for `TAUFIK RIZKY SIMANJUNTAK`, or `RINA PRIMA GUNAWAN` for `RINA GUNAWAN`)?
   * People and banks drop middle names; a first or last name is not dropped this way, and a one-word name says too
   * little.
   */
  missingMiddle(playerId: number, nameId: number): boolean {
    const written = this.writtenStart.items,
      count = written[nameId + 1]! - written[nameId]!;
    // Most names tried are not a word longer or shorter than any of the player's: one look at the counts tells.
    const counts = this.playerWordCounts.items[playerId]!;
    if (count >= 30 || ((counts >>> (count + 1)) & 1) + (count > 0 ? (counts >>> (count - 1)) & 1 : 0) === 0) return false;
    if (this.repeats.items[nameId] === 1) return false;
    for (let i = this.playerNameStart.items[playerId]!; i < this.playerNameStart.items[playerId + 1]!; i++) {
      const n = this.playerNames.items[i]!,
        other = written[n + 1]! - written[n]!;
      if (other !== count + 1 && other + 1 !== count) continue;
      if (this.repeats.items[n] !== 1 && (other > count ? this.middleOf(n, nameId) : this.middleOf(nameId, n))) return true;
    }
    return false;
  }

  /** Is `short` (two words or more) `long` without one of its words, not its first nor its last as written? */
  private middleOf(long: number, short: number): boolean {
    const from = this.writtenStart.items[long]!,
      to = this.writtenStart.items[long + 1]!;
    const count = this.wordStart.items[short + 1]! - this.wordStart.items[short]!;
    if (count < 2 || to - from !== count + 1) return false;
    let left = -1;
    for (let j = from; j < to; j++) {
      if (this.hasWord(short, this.written.items[j]!)) continue;
      if (left >= 0) return false;
      left = j;
    }
    return left > from && left < to - 1;
  }

  private hasWord(nameId: number, word: number): boolean {
    for (let i = this.wordStart.items[nameId]!; i < this.wordStart.items[nameId + 1]!; i++) if (this.words.items[i] === word) return true;
    return false;
  }

  /** The word ids of a name, as written. */
  writtenWords(nameId: number): Int32Array {
    return this.written.items.subarray(this.writtenStart.items[nameId]!, this.writtenStart.items[nameId + 1]!);
  }

  /** The ids of a player's names (not cut). */
  namesOf(playerId: number): number[] {
    return Array.from(this.playerNames.items.subarray(this.playerNameStart.items[playerId]!, this.playerNameStart.items[playerId + 1]!));
  }

  /** The best score of the player's names against a name, 0..1. */
  bestScore(playerId: number, nameId: number): number {
    const key = this.keyOf.items[nameId]!;
    if (key < 0) return 0;
    let best = 0;
    for (let i = this.playerKeyStart.items[playerId]!; i < this.playerKeyStart.items[playerId + 1]!; i++)
      if (this.playerKeys.items[i] === key && this.playerKeyFull.items[i] === 1) return 1;
    for (let i = this.playerNameStart.items[playerId]!; i < this.playerNameStart.items[playerId + 1]! && best < 1; i++) {
      best = Math.max(best, nameScore(this.name(this.playerNames.items[i]!), this.name(nameId)));
    }
    return best;
  }

  /**
   * bestScore when it may reach `floor`, else 0 (a name too far from each of the player's to be read word by word:
   * mayReach), worked out once per player and name. Suggestions read it for every line sharing a word start.
   */
  scoreFrom(playerId: number, nameId: number, floor: number): number {
    if (this.keyOf.items[nameId]! < 0) return 0;
    return this.mayReach(playerId, nameId, floor) ? this.fullScore(playerId, nameId) : 0;
  }

  /**
   * The name score rule 2 reads: 1 for one of the player's own names; the best score of the player's names when one
   * of them is cut from this one, this one may be cut by the bank, or one of them differs from this one by one word
   * at most (every other word written the same); otherwise 0: a name sharing a word or two is someone else.
   * A score that cannot reach `floor` (rule 2's threshold) may be given as 0 without reading the names word by word.
   */
  ruleScore(playerId: number, nameId: number, floor = 0): number {
    const key = this.keyOf.items[nameId]!;
    if (key < 0) return 0;
    const playerKeys = this.playerKeys.items,
      playerKeyFull = this.playerKeyFull.items;
    let exact = false;
    for (let i = this.playerKeyStart.items[playerId]!; i < this.playerKeyStart.items[playerId + 1]!; i++) {
      if (playerKeys[i] !== key) continue;
      if (playerKeyFull[i] === 1) return 1;
      exact = true;
    }
    if (exact) return this.fullScore(playerId, nameId);
    if (this.cut.items[nameId] === 1 || this.repeats.items[nameId] === 1) return this.mayReach(playerId, nameId, floor) ? this.fullScore(playerId, nameId) : 0;
    const first = this.playerNameStart.items[playerId]!,
      end = this.playerNameStart.items[playerId + 1]!;
    let best = -1;
    for (let i = first; i < end; i++) {
      const n = this.playerNames.items[i]!;
      if (this.repeats.items[n] === 1) return this.mayReach(playerId, nameId, floor) ? this.fullScore(playerId, nameId) : 0;
      best = Math.max(best, this.oneWordApart(n, nameId));
    }
    // With one name close, every name of the player counts, word by word.
    if (best < 0 || end - first === 1) return Math.max(best, 0);
    return best >= floor || this.mayReach(playerId, nameId, floor) ? this.fullScore(playerId, nameId) : 0;
  }

  /**
   * Can one of the player's names score `floor` against this name (true when unsure)? nameScore pairs only tokens
   * alike, and each token of this name paired with none weighs against the score: at best the score is
   * (both weights - that weight) / both weights. A token is alike another when written the same, when this name may
   * be cut and it starts the other, when one is an initial of the other, or when it may be a typo of it; a typo of
   * one or two edits changes as many letters at most, which the words' letter bits tell without comparing them.
   */
  private mayReach(playerId: number, nameId: number, floor: number): boolean {
    if (floor <= 0) return true;
    // Only the last word of a name the bank may have cut may be the start of a longer one.
    const cutWord = this.cut.items[nameId] === 1 ? this.lastWord.items[nameId]! : -1;
    for (let i = this.playerNameStart.items[playerId]!; i < this.playerNameStart.items[playerId + 1]!; i++) {
      const n = this.playerNames.items[i]!;
      // (weight - alone) / weight >= floor, give or take rounding.
      const allowed = (this.weights.items[n]! + this.weights.items[nameId]!) * (1 - floor + 1e-9);
      let alone = 0;
      for (let j = this.wordStart.items[nameId]!; j < this.wordStart.items[nameId + 1]! && alone <= allowed; j++) {
        const w = this.words.items[j]!;
        if (!this.hasAlike(n, w, w === cutWord)) alone += this.wordLength.items[w]!;
      }
      if (alone <= allowed) return true;
    }
    return false;
  }

  /** May word `w` (the `cut` last word of a name the bank may have cut, or another) pair with a word of name n in nameScore? */
  private hasAlike(n: number, w: number, cut: boolean): boolean {
    const lengths = this.wordLength.items,
      firsts = this.wordFirst.items;
    const length = lengths[w]!,
      first = firsts[w]!,
      letters = this.wordLetters[w]!;
    for (let i = this.wordStart.items[n]!; i < this.wordStart.items[n + 1]!; i++) {
      const v = this.words.items[i]!;
      if (v === w) return true;
      const otherLength = lengths[v]!,
        otherLetters = this.wordLetters[v]!;
      if (length === 1 || otherLength === 1) {
        if (first === firsts[v]) return true;
        continue;
      }
      // A cut word may be the start of this one, or such a start with a typo (the same first letter, one letter of its own at most).
      if (
        cut &&
        first === firsts[v] &&
        ((length <= otherLength && this.wordText[v]!.startsWith(this.wordText[w]!)) || (length >= 3 && bitCount(letters & ~otherLetters) <= 1))
      )
        return true;
      const limit = typoLimit(length, otherLength);
      if (Math.abs(length - otherLength) <= limit && bitCount(letters & ~otherLetters) <= limit && bitCount(otherLetters & ~letters) <= limit) return true;
    }
    return false;
  }

  /** bestScore, once per player and name. */
  private fullScore(playerId: number, nameId: number): number {
    return this.fullScores.get(playerId, nameId, this.scoreOf);
  }

  /**
   * nameScore of two names without repeated words that differ by one word at most, from their word ids: the words
   * they share pair with their twins, and the one left on each side pairs with the other if it is a typo or an
   * initial of it. -1 when they differ by more, or share no word.
   */
  private oneWordApart(a: number, b: number): number {
    const words = this.words.items,
      wordText = this.wordText,
      lengths = this.wordLength.items;
    let i = this.wordStart.items[a]!,
      j = this.wordStart.items[b]!;
    const endA = this.wordStart.items[a + 1]!,
      endB = this.wordStart.items[b + 1]!;
    let sharedWeight = 0,
      onlyA = -1,
      onlyB = -1;
    while (i < endA || j < endB) {
      if (j >= endB || (i < endA && words[i]! < words[j]!)) {
        if (onlyA >= 0) return -1;
        onlyA = words[i++]!;
      } else if (i >= endA || words[j]! < words[i]!) {
        if (onlyB >= 0) return -1;
        onlyB = words[j++]!;
      } else {
        sharedWeight += lengths[words[i]!]!;
        i++;
        j++;
      }
    }
    // Names sharing no word are other names, a typo or not (SUMARNI is not SUMARMI: both are names).
    if (sharedWeight === 0) return -1;
    const paired = 2 * sharedWeight;
    const lengthA = onlyA < 0 ? 0 : lengths[onlyA]!,
      lengthB = onlyB < 0 ? 0 : lengths[onlyB]!;
    const similarity = onlyA >= 0 && onlyB >= 0 ? tokenSimilarity(wordText[onlyA]!, wordText[onlyB]!, false, false) : 0;
    return (paired + similarity * (lengthA + lengthB)) / (paired + lengthA + lengthB);
  }
}

const isLetter = (code: number): boolean => code >= 65 && code <= 90;

/** How many bits are set in a 32-bit integer. */
function bitCount(bits: number): number {
  let x = bits - ((bits >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
