import { describe, expect, it } from 'vitest';
import { assembleLayout } from './assemble-layout.ts';
import { Board } from './board.ts';
import { checkLayout } from './check-layout.ts';
import { findLadders, placeLadder } from './find-ladders.ts';
import { packPieces } from './pack-pieces.ts';
import type { KrissKrossQuestion } from './types.ts';
import { prepareWords } from './words.ts';

// Ladders: two parallel rails with rungs crossing both, so a restart starts with loops closed.

const questions = (answers: string, directions: string): KrissKrossQuestion[] =>
  answers.split(' ').map((answer, i) => ({ id: String(i), answer, direction: directions[i] === 'A' ? 'Across' : 'Down' }));

describe('ladders', () => {
  // PLANET over STONE two rows down: ADO runs from PLANET's A to STONE's O, EYE from E to E.
  const list = questions('PLANET STONE ADO EYE MUD', 'AADDD');

  it('finds rails with rungs crossing both, in the creator directions', () => {
    const words = prepareWords(list, 'English', false);
    const ladders = findLadders(words, [0, 1, 2, 3, 4], false, { probes: 0 });
    const best = ladders[0];
    expect(best?.rungs).toBe(2);
    expect(best?.placements.slice(0, 2).map((p) => p.word).sort()).toEqual([0, 1]);
    expect(best?.placements.slice(2).map((p) => p.word).sort()).toEqual([2, 3]);
  });

  it('places a ladder as one legal piece with two loops closed', () => {
    const words = prepareWords(list, 'English', false);
    const board = new Board(words, 40);
    const ladder = findLadders(words, [0, 1, 2, 3, 4], false, { probes: 0 })[0];
    if (ladder === undefined) throw new Error('no ladder');
    expect(placeLadder(board, ladder)).toBe(true);
    expect(board.crossings).toBe(4);
    expect(board.pieces()).toHaveLength(1);
    const placed = list.filter((_, i) => board.isPlaced(i));
    const packed = packPieces(words, [board.snapshot()], false);
    expect(checkLayout(placed, assembleLayout(placed, words, packed, 0))).toEqual([]);
  });

  it('finds none when no word crosses two rails', () => {
    const words = prepareWords(questions('ABC DEF GHI', 'AAD'), 'English', false);
    expect(findLadders(words, [0, 1, 2], false, { probes: 0 })).toEqual([]);
  });
});
