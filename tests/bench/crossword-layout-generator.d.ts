// Types for the untyped benchmark rival, as read from its source (src/layout_generator.js, v0.1.1).
declare module 'crossword-layout-generator' {
  interface ClgWord {
    answer: string;
    clue?: string;
    startx?: number;
    starty?: number;
    position?: number;
    orientation?: 'across' | 'down' | 'none';
  }
  interface ClgLayout {
    rows: number;
    cols: number;
    table: string[][];
    table_string: string;
    result: ClgWord[];
  }
  const clg: { generateLayout(words: { answer: string; clue?: string }[]): ClgLayout };
  export default clg;
}
