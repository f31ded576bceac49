import { describe, expect, it } from 'vitest';
import { changedDirections, layableWords, previewLayout } from './preview-layout.ts';

const words = [
  { id: 'a', answer: 'APPLE', direction: 'Across' as const },
  { id: 'b', answer: 'PEAR', direction: 'Down' as const },
  { id: 'c', answer: 'LEMON', direction: 'Down' as const },
];

describe('the studio grid preview', () => {
  it('lays out every valid answer with its direction, the same way each time', () => {
    const layout = previewLayout('game-1', 'English', words);
    expect(layout.placements.map((p) => [p.questionId, p.direction])).toEqual([
      ['a', 'Across'],
      ['b', 'Down'],
      ['c', 'Down'],
    ]);
    expect(previewLayout('game-1', 'English', words)).toEqual(layout);
  });

  it('leaves out what is still being typed wrong or has no direction yet', () => {
    const typing = [
      { id: 'd', answer: 'R2D2', direction: 'Across' as const },
      { id: 'e', answer: 'KIWI' },
      { id: 'f', answer: 'KIWI', direction: null },
      { id: 'g', answer: ' , ', direction: 'Down' as const },
    ];
    expect(layableWords([...words, ...typing], false)).toHaveLength(3);
    expect(previewLayout('game-1', 'English', [...words, ...typing]).placements).toHaveLength(3);
  });

  it('suggests directions and names only the ones that change', () => {
    const suggested = previewLayout('game-1', 'English', words, true);
    const changes = changedDirections(words, suggested);
    for (const change of changes) {
      expect(words.find((w) => w.id === change.question_id)?.direction).not.toBe(change.direction);
    }
    expect(suggested.placements).toHaveLength(3);
  });
});
