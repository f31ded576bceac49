import { BoardCells, type Placed } from './board-cells.ts';
import type { Dir, WordSet } from './words.ts';

// The grid the search grows one connected piece on (its cells: board-cells.ts), with what the search asks of
// the placed words: where a word could cross them, which cross it, which may be lifted, and the pieces they
// form.

// Local copies of the direction values: code run through tsx reads an imported binding through a
// getter, which costs more than the whole inner loop.
const ACROSS: Dir = 0;
const DOWN: Dir = 1;

export type CandidateVisitor = (row: number, col: number, dir: Dir, crossings: number) => void;

export class Board extends BoardCells {
  private readonly seen: Int32Array;
  private readonly parent: Int32Array;
  private readonly group: Int32Array;
  private stamp = 0;

  constructor(words: WordSet, size: number) {
    super(words, size);
    this.seen = new Int32Array(2 * size * size);
    this.parent = new Int32Array(words.words.length);
    this.group = new Int32Array(words.words.length);
  }

  snapshot(): Placed[] {
    this.probes += this.placed.length;
    return this.placed.map((w) => this.placementOf(w));
  }

  /** Where the placed words that `removable` allows to lift are (costs what a snapshot does). */
  movable(): Placed[] {
    return this.movableWords().map((w) => this.placementOf(w));
  }

  /** The placed words that `removable` allows to lift, in board order (costs what a snapshot does). */
  movableWords(): number[] {
    this.probes += this.placed.length;
    const movable: number[] = [];
    for (const w of this.placed) if (this.removable(w)) movable.push(w);
    return movable;
  }

  /** Calls `visit` once for every legal spot where the word crosses at least one placed word. */
  forEachCandidate(word: number, visit: CandidateVisitor): void {
    const dirs = this.words.words[word]?.dirs ?? [];
    const partners = this.words.partners[word] ?? [];
    // Walk whichever is shorter: the placed words, or the words this one shares a letter with.
    const others = partners.length < this.placed.length ? partners : this.placed;
    const s = this.size;
    const stamp = ++this.stamp;
    this.probes += others.length;
    for (const other of others) {
      const otherDir = this.dir[other];
      if (otherDir === -1) continue;
      const dir: Dir = otherDir === ACROSS ? DOWN : ACROSS;
      if (dirs.length === 1 && dirs[0] !== dir) continue;
      const pairs = this.words.matches(word, other);
      const baseRow = this.row[other] ?? 0;
      const baseCol = this.col[other] ?? 0;
      for (let j = 0; j < pairs.length; j += 2) {
        const mine = pairs[j] ?? 0;
        const theirs = pairs[j + 1] ?? 0;
        const row = otherDir === DOWN ? baseRow + theirs : baseRow - mine;
        const col = otherDir === ACROSS ? baseCol + theirs : baseCol - mine;
        if (row < 0 || col < 0 || row >= s || col >= s) continue;
        const key = (dir * s + row) * s + col;
        if (this.seen[key] === stamp) continue;
        this.seen[key] = stamp;
        const crossings = this.fits(word, row, col, dir);
        if (crossings > 0) visit(row, col, dir, crossings);
      }
    }
  }

  /** The placed words that cross this one. */
  crossedBy(word: number): number[] {
    const { row, col, dir } = this.placementOf(word);
    const length = this.words.words[word]?.keys.length ?? 0;
    const step = dir === ACROSS ? 1 : this.size;
    const other = this.owners[dir === ACROSS ? DOWN : ACROSS];
    const crossed: number[] = [];
    for (let k = 0, i = row * this.size + col; k < length; k++, i += step) {
      if (other[i] !== 0) crossed.push((other[i] ?? 0) - 1);
    }
    this.probes += length;
    return crossed;
  }

  /** How many placed words cross this one. */
  crossingsOf(word: number): number {
    const row = this.row[word] ?? 0;
    const col = this.col[word] ?? 0;
    const dir = this.dirOf(word);
    const length = this.words.words[word]?.keys.length ?? 0;
    const step = dir === ACROSS ? 1 : this.size;
    const other = this.owners[dir === ACROSS ? DOWN : ACROSS];
    let count = 0;
    for (let k = 0, i = row * this.size + col; k < length; k++, i += step) if (other[i] !== 0) count++;
    this.probes += length;
    return count;
  }

  /** The placed words grouped into connected pieces (words connect where they cross), largest first. */
  pieces(): number[][] {
    const parent = this.parent;
    for (const w of this.placed) parent[w] = w;
    // Path halving keeps the trees flat; which word ends up the root does not change the groups.
    const find = (x: number): number => {
      let root = x;
      while (parent[root] !== root) {
        const up = parent[root] ?? root;
        parent[root] = parent[up] ?? up;
        root = up;
      }
      return root;
    };
    this.probes += 4 * this.placed.length;
    for (const w of this.placed) {
      if (this.dir[w] !== ACROSS) continue;
      const length = this.words.words[w]?.keys.length ?? 0;
      const start = (this.row[w] ?? 0) * this.size + (this.col[w] ?? 0);
      for (let i = start; i < start + length; i++) {
        const down = (this.owners[DOWN][i] ?? 0) - 1;
        if (down >= 0) parent[find(w)] = find(down);
      }
    }
    // Groups in the order of their first word, then largest first (a stable sort keeps that order).
    const groups: number[][] = [];
    const group = this.group;
    for (const w of this.placed) group[find(w)] = -1;
    for (const w of this.placed) {
      const root = find(w);
      const index = group[root] ?? -1;
      if (index < 0) {
        group[root] = groups.length;
        groups.push([w]);
      } else groups[index]?.push(w);
    }
    if (groups.length > 1) groups.sort((a, b) => b.length - a.length);
    return groups;
  }
}
