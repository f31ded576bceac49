import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import { afterAll, describe, expect, it } from 'vitest';
import { createLayoutThread, layoutInThread } from './layout-thread.ts';

const FRUITS: KrissKrossQuestion[] = [
  { id: 'a', answer: 'APPLE', direction: 'Across' },
  { id: 'b', answer: 'BANANA', direction: 'Down' },
  { id: 'c', answer: 'ORANGE', direction: 'Across' },
  { id: 'd', answer: 'LEMON', direction: 'Down' },
];
const CITIES: KrissKrossQuestion[] = [
  { id: 'p', answer: 'PARIS', direction: 'Across' },
  { id: 'r', answer: 'ROME', direction: 'Down' },
  { id: 'o', answer: 'OSLO', direction: 'Across' },
];

const failing = createLayoutThread(new URL('./layout-thread-failing-worker.ts', import.meta.url));
afterAll(() => failing.close());

describe('layoutInThread', () => {
  it('gives the grid layoutKrissKross gives on the main thread, for each of several queued jobs', async () => {
    const jobs = [
      [FRUITS, { language: 'English', seed: 7 }],
      [CITIES, { language: 'English', seed: 7 }],
      [FRUITS, { language: 'English', seed: 8, auto: true }],
      [CITIES, { language: 'German', seed: 9, effort: 5 }],
    ] as const;
    const inThread = await Promise.all(jobs.map(([questions, options]) => layoutInThread(questions, options)));
    expect(inThread).toEqual(jobs.map(([questions, options]) => layoutKrissKross(questions, options)));
  });

  it("refuses a list the engine refuses with the engine's reason, and lays the next one out", async () => {
    const noLetters = layoutInThread([{ id: 'q1', answer: ' , ', direction: 'Across' }]);
    await expect(noLetters).rejects.toThrow('Kriss-kross layout failed: Answer of question q1 has no letters');
    expect(await layoutInThread(FRUITS, { seed: 3 })).toEqual(layoutKrissKross(FRUITS, { seed: 3 }));
  });
});

describe('a layout worker that dies', () => {
  for (const [how, message] of [
    ['exit', 'The kriss-kross layout worker stopped (exit code 3)'],
    ['crash', 'The kriss-kross layout worker failed: the worker crashed'],
  ] as const) {
    it(`fails every pending job with an error (${how}) and starts a fresh worker for the next layout`, async () => {
      expect(await failing.layout(CITIES, { seed: 1 })).toEqual(layoutKrissKross(CITIES, { seed: 1 }));
      const dying = failing.layout([{ id: how, answer: 'X', direction: 'Across' }]);
      const queuedBehind = failing.layout(FRUITS, { seed: 2 });
      await expect(dying).rejects.toThrow(message);
      await expect(queuedBehind).rejects.toThrow(message);
      expect(await failing.layout(FRUITS, { seed: 2 })).toEqual(layoutKrissKross(FRUITS, { seed: 2 }));
    });
  }
});
