import type { Dir, WordSet } from './words.ts';

// The cells of the grid the search grows one connected piece on: placing, removing and testing a word are
// cheap, every placement it accepts keeps standard crossword legality, and the piece's box and spread are kept
// up to date as words come and go. board.ts adds what the search asks of the placed words.

// Local copies of the direction values: code run through tsx reads an imported binding through a
// getter, which costs more than the whole inner loop.
const ACROSS: Dir = 0;
const DOWN: Dir = 1;

/** Where a word sits: top-left letter (row, col) and direction. */
export interface Placed {
  word: number;
  row: number;
  col: number;
  dir: Dir;
}

export class BoardCells {
  /** Cell probes so far: the unit of search effort, so effort never depends on the clock. */
  probes = 0;
  crossings = 0;
  readonly placed: number[] = [];
  /** Sums over every letter of every placed word, for the spread of the piece around its centre. */
  letters = 0;
  sumRow = 0;
  sumCol = 0;
  sumSquares = 0;
  top = 0;
  left = 0;
  bottom = -1;
  right = -1;
  protected readonly letter: Int32Array;
  protected readonly owners: [Int32Array, Int32Array];
  protected readonly row: Int32Array;
  protected readonly col: Int32Array;
  protected readonly dir: Int8Array;
  /** Letters of placed words in each row and each column (a crossing counts twice): the box's edges. */
  private readonly rowLetters: Int32Array;
  private readonly colLetters: Int32Array;

  constructor(
    readonly words: WordSet,
    readonly size: number,
  ) {
    const cells = size * size;
    this.letter = new Int32Array(cells);
    this.owners = [new Int32Array(cells), new Int32Array(cells)];
    const n = words.words.length;
    this.row = new Int32Array(n);
    this.col = new Int32Array(n);
    this.dir = new Int8Array(n).fill(-1);
    this.rowLetters = new Int32Array(size);
    this.colLetters = new Int32Array(size);
  }

  isPlaced(word: number): boolean {
    return this.dir[word] !== -1;
  }

  placementOf(word: number): Placed {
    return { word, row: this.row[word] ?? 0, col: this.col[word] ?? 0, dir: this.dir[word] === DOWN ? DOWN : ACROSS };
  }

  /** A placed word's row, column and direction without building a Placed: the hot loops read them often. */
  rowOf(word: number): number {
    return this.row[word] ?? 0;
  }

  colOf(word: number): number {
    return this.col[word] ?? 0;
  }

  dirOf(word: number): Dir {
    return this.dir[word] === DOWN ? DOWN : ACROSS;
  }

  /**
   * Crossings the word would make at (row, col, dir), or -1 when it may not go there: a letter
   * differs, it would overlap a word of its own direction, touch a letter side by side, or have a
   * letter right before or after it.
   */
  fits(word: number, row: number, col: number, dir: Dir): number {
    const keys = this.words.words[word]?.keys;
    if (keys === undefined) return -1;
    const length = keys.length;
    const s = this.size;
    const last = s - 2;
    if (row < 1 || col < 1) return -1;
    if (dir === ACROSS ? col + length > last || row > last : row + length > last || col > last) return -1;
    const step = dir === ACROSS ? 1 : s;
    const side = dir === ACROSS ? s : 1;
    const start = row * s + col;
    const letter = this.letter;
    const own = this.owners[dir];
    this.probes += length + 2;
    if (letter[start - step] !== 0 || letter[start + length * step] !== 0) return -1;
    let crossings = 0;
    for (let k = 0, i = start; k < length; k++, i += step) {
      const here = letter[i];
      if (here !== 0) {
        if (here !== keys[k] || own[i] !== 0) return -1;
        crossings++;
      } else if (letter[i - side] !== 0 || letter[i + side] !== 0) return -1;
    }
    return crossings;
  }

  place(word: number, row: number, col: number, dir: Dir): void {
    const keys = this.words.words[word]?.keys ?? new Int32Array(0);
    const step = dir === ACROSS ? 1 : this.size;
    const own = this.owners[dir];
    for (let k = 0, i = row * this.size + col; k < keys.length; k++, i += step) {
      if (this.letter[i] !== 0) this.crossings++;
      else this.letter[i] = keys[k] ?? 0;
      own[i] = word + 1;
    }
    this.row[word] = row;
    this.col[word] = col;
    this.dir[word] = dir;
    this.placed.push(word);
    this.countLetters(row, col, dir, keys.length, 1);
    this.addSpread(row, col, dir, keys.length, 1);
    this.grow(row, col, dir === ACROSS ? row : row + keys.length - 1, dir === ACROSS ? col + keys.length - 1 : col);
  }

  remove(word: number): void {
    const row = this.row[word] ?? 0;
    const col = this.col[word] ?? 0;
    const dir: Dir = this.dir[word] === DOWN ? DOWN : ACROSS;
    const length = this.words.words[word]?.keys.length ?? 0;
    const step = dir === ACROSS ? 1 : this.size;
    const own = this.owners[dir];
    const other = this.owners[dir === ACROSS ? DOWN : ACROSS];
    for (let k = 0, i = row * this.size + col; k < length; k++, i += step) {
      own[i] = 0;
      if (other[i] !== 0) this.crossings--;
      else this.letter[i] = 0;
    }
    this.dir[word] = -1;
    // From the end: the beam and the annealing mostly lift the word they placed last.
    this.placed.splice(this.placed.lastIndexOf(word), 1);
    this.addSpread(row, col, dir, length, -1);
    this.countLetters(row, col, dir, length, -1);
    if (this.placed.length === 0) {
      this.top = this.left = 0;
      this.bottom = this.right = -1;
      return;
    }
    // The box only shrinks when the word lay on its edge: then up to the next line holding a letter.
    const rows = this.rowLetters;
    const cols = this.colLetters;
    while (rows[this.top] === 0) this.top++;
    while (rows[this.bottom] === 0) this.bottom--;
    while (cols[this.left] === 0) this.left++;
    while (cols[this.right] === 0) this.right--;
  }

  /**
   * Whether lifting the word out leaves a legal grid: not when two of its letters in a row are both
   * crossings, as those two would then touch with no word of that direction through them.
   */
  removable(word: number): boolean {
    const row = this.row[word] ?? 0;
    const col = this.col[word] ?? 0;
    const dir = this.dirOf(word);
    const length = this.words.words[word]?.keys.length ?? 0;
    const step = dir === ACROSS ? 1 : this.size;
    const other = this.owners[dir === ACROSS ? DOWN : ACROSS];
    for (let k = 1, i = row * this.size + col + step; k < length; k++, i += step) {
      if (other[i] !== 0 && other[i - step] !== 0) return false;
    }
    return true;
  }

  clear(): void {
    for (const word of this.placed) {
      const length = this.words.words[word]?.keys.length ?? 0;
      const dir = this.dir[word] === DOWN ? DOWN : ACROSS;
      const step = dir === ACROSS ? 1 : this.size;
      const own = this.owners[dir];
      const row = this.row[word] ?? 0;
      const col = this.col[word] ?? 0;
      for (let k = 0, i = row * this.size + col; k < length; k++, i += step) {
        own[i] = 0;
        this.letter[i] = 0;
      }
      this.countLetters(row, col, dir, length, -1);
      this.dir[word] = -1;
    }
    this.placed.length = 0;
    this.crossings = 0;
    this.letters = this.sumRow = this.sumCol = this.sumSquares = 0;
    this.top = this.left = 0;
    this.bottom = this.right = -1;
  }

  /** Cells of the bounding box of the placed words; 0 on an empty board. */
  boxArea(): number {
    return (this.bottom - this.top + 1) * (this.right - this.left + 1);
  }

  /** Bounding-box height if rows top..bottom were added (no tuple, as it runs for every candidate spot). */
  heightWith(top: number, bottom: number): number {
    if (this.bottom < this.top) return bottom - top + 1;
    return Math.max(bottom, this.bottom) - Math.min(top, this.top) + 1;
  }

  /** Bounding-box width if columns left..right were added. */
  widthWith(left: number, right: number): number {
    if (this.bottom < this.top) return right - left + 1;
    return Math.max(right, this.right) - Math.min(left, this.left) + 1;
  }

  /** Mean squared distance of the letters from their centre: lower is more compact. */
  spread(): number {
    if (this.letters === 0) return 0;
    const r = this.sumRow / this.letters;
    const c = this.sumCol / this.letters;
    return this.sumSquares / this.letters - r * r - c * c;
  }

  private countLetters(row: number, col: number, dir: Dir, length: number, sign: 1 | -1): void {
    const along = dir === ACROSS ? this.colLetters : this.rowLetters;
    const across = dir === ACROSS ? this.rowLetters : this.colLetters;
    const first = dir === ACROSS ? col : row;
    const line = dir === ACROSS ? row : col;
    across[line] = (across[line] ?? 0) + sign * length;
    for (let i = first; i < first + length; i++) along[i] = (along[i] ?? 0) + sign;
  }

  private addSpread(row: number, col: number, dir: Dir, length: number, sign: 1 | -1): void {
    // Closed forms of the sums over the word's letters, so this stays O(1).
    const along = (length * (length - 1)) / 2;
    const alongSquares = ((length - 1) * length * (2 * length - 1)) / 6;
    const [r, c] = [row, col];
    const rows = dir === ACROSS ? length * r : length * r + along;
    const cols = dir === ACROSS ? length * c + along : length * c;
    const squares =
      dir === ACROSS
        ? length * r * r + length * c * c + 2 * c * along + alongSquares
        : length * c * c + length * r * r + 2 * r * along + alongSquares;
    this.letters += sign * length;
    this.sumRow += sign * rows;
    this.sumCol += sign * cols;
    this.sumSquares += sign * squares;
  }

  private grow(top: number, left: number, bottom: number, right: number): void {
    const empty = this.bottom < this.top;
    this.top = empty ? top : Math.min(this.top, top);
    this.left = empty ? left : Math.min(this.left, left);
    this.bottom = empty ? bottom : Math.max(this.bottom, bottom);
    this.right = empty ? right : Math.max(this.right, right);
  }
}
