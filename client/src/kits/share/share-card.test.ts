import { describe, expect, it } from 'vitest';
import { drawShareCard, type ShareCard } from './share-card.ts';

// The card is spoiler-free by what it draws: its only words are the title, the result lines and the footer; the
// grid and the quiz marks are shapes and colours. A recording context stands in for the canvas (jsdom has none);
// the real drawing is looked at in the browser journey (tests/e2e/journeys/daily-quiz.test.ts).

function recordingContext() {
  const texts: string[] = [];
  const fills: string[] = [];
  const state: Record<string, unknown> = {};
  const ctx = new Proxy(state, {
    get(target, key) {
      if (key === 'fillText') return (text: string) => texts.push(text);
      if (key === 'fill') return () => fills.push(String(target.fillStyle));
      if (key === 'measureText') return (text: string) => ({ width: text.length * 30 });
      if (key in target) return target[key as string];
      return () => undefined;
    },
    set(target, key, value) {
      target[key as string] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, texts, fills };
}

const base = { gameLanguage: 'English', locale: 'en', dir: 'ltr', footer: 'Play, Learn and Win · plw.example' } as const;

describe('the share card', () => {
  it('draws a grid as coloured squares and writes only the title, result lines and footer', () => {
    const card: ShareCard = {
      ...base,
      title: 'Fruits',
      marks: { kind: 'grid', mirrored: false, rows: [['solved', 'solved', 'revealed'], ['unsolved', 'blank', 'blank']] },
      lines: ['2/3 words · 2:41', 'Streak: 1 day'],
    };
    const { ctx, texts, fills } = recordingContext();
    drawShareCard(ctx, card);
    expect(texts).toEqual(['Fruits', '2/3 words · 2:41', 'Streak: 1 day', 'Play, Learn and Win · plw.example']);
    // The panel, then one square per grid square (blanks left out): two solved, one revealed, one unsolved.
    expect(fills).toEqual(['#ffffff', '#16a34a', '#16a34a', '#eab308', '#dde3e2']);
  });

  it('draws a quiz as right and wrong marks, question by question, with no question or answer', () => {
    const card: ShareCard = {
      ...base,
      title: 'Capitals',
      marks: { kind: 'quiz', answers: [false, true, true] },
      lines: ['2/3 right'],
    };
    const { ctx, texts, fills } = recordingContext();
    drawShareCard(ctx, card);
    expect(texts).toEqual(['Capitals', '2/3 right', 'Play, Learn and Win · plw.example']);
    expect(fills).toEqual(['#ffffff', '#dc2626', '#16a34a', '#16a34a']);
  });
});
