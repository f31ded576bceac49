import { describe, expect, it } from 'vitest';
import { buildGridModel } from './grid-model.ts';
import { gameLink, shareGrid, shareText } from './share-text.ts';

// A plus-shaped corner: FIG across row 0, FOE down column 0, and EGG across row 2 from FOE's last letter.
const model = buildGridModel(
  {
    rows: 3,
    cols: 3,
    cells: [
      { row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 },
      { row: 1, col: 0 },
      { row: 2, col: 0 }, { row: 2, col: 1 }, { row: 2, col: 2 },
    ],
    placements: [
      { question_id: 'fig', number: 1, row: 0, col: 0, direction: 'Across', length: 3 },
      { question_id: 'foe', number: 1, row: 0, col: 0, direction: 'Down', length: 3 },
      { question_id: 'egg', number: 2, row: 2, col: 0, direction: 'Across', length: 3 },
    ],
  },
  ['fig', 'egg', 'foe'],
);

describe('the shared result', () => {
  it('draws the puzzle in its real shape: solved green, revealed yellow, unsolved white, blanks black', () => {
    expect(shareGrid(model, ['fig'], ['egg'])).toBe(['🟩🟩🟩', '⬜⬛⬛', '🟨🟨🟨'].join('\n'));
    // A square crossed by a solved word is green even when the other word through it was revealed.
    expect(shareGrid(model, ['foe'], ['fig'])).toBe(['🟩🟨🟨', '🟩⬛⬛', '🟩⬜⬜'].join('\n'));
    expect(shareGrid(model, [], [])).toBe(['⬜⬜⬜', '⬜⬛⬛', '⬜⬜⬜'].join('\n'));
  });

  it('has the name, the grid, words and time, the streak when known, and the link; never a letter', () => {
    const labels = {
      summary: (solved: number, words: number, time: string) => `${solved}/${words} words · ${time}`,
      streak: (days: number) => `🔥 ${days}-day streak`,
    };
    const result = {
      gameName: 'Fruits',
      model,
      correct: ['fig', 'foe'],
      revealed: ['egg'],
      timeMs: 161_000,
      url: gameLink('https://plw.example', 'g1'),
    };
    expect(shareText({ ...result, streak: 4 }, labels)).toBe(
      ['Fruits', '🟩🟩🟩', '🟩⬛⬛', '🟩🟨🟨', '2/3 words · 2:41', '🔥 4-day streak', 'https://plw.example/game/krisskross/g1']
        .join('\n'),
    );
    const unknown = shareText({ ...result, streak: null }, labels);
    expect(unknown).not.toContain('streak');
    expect(unknown).not.toMatch(/FIG|FOE|EGG/i);
  });
});
