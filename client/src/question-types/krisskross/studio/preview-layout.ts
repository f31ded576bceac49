import { DIRECTIONS, type Direction, type Language } from '@plw/shared/constants';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { seedFromText } from '@plw/shared/rules/seed';
import { KRISSKROSS_ANSWER_PATTERN } from '@plw/shared/question-types/krisskross/question-schema';

// The grid a kriss-kross game will have, laid out here by the same engine and seed as the server (seeded by the
// game id), so the preview is the grid players get. "Suggest directions" lets the engine choose every direction.

export interface PreviewWord {
  id: string;
  answer: string;
  /** Null or missing while the creator has not chosen one. */
  direction?: Direction | null | undefined;
}

const hasDirection = (word: PreviewWord): word is PreviewWord & { direction: Direction } =>
  DIRECTIONS.some((direction) => direction === word.direction);

/** Words the engine can lay out: a valid answer, and a direction unless the engine chooses. */
export function layableWords(words: readonly PreviewWord[], auto: boolean): PreviewWord[] {
  return words.filter(
    (w) => KRISSKROSS_ANSWER_PATTERN.test(w.answer.trim()) && /\p{L}/u.test(w.answer) && (auto || hasDirection(w)),
  );
}

export function previewLayout(
  gameId: string,
  language: Language,
  words: readonly PreviewWord[],
  auto = false,
): KrissKrossLayout {
  const questions = layableWords(words, auto).map((w) => ({
    id: w.id,
    answer: w.answer.trim(),
    ...(hasDirection(w) ? { direction: w.direction } : {}),
  }));
  try {
    return layoutKrissKross(questions, { language, seed: seedFromText(gameId), auto });
  } catch {
    // A preview must never take the page down; the server lays the grid out again when it is played.
    return layoutKrissKross([], { language });
  }
}

/** The directions the engine chose that differ from the creator's. */
export function changedDirections(words: readonly PreviewWord[], layout: KrissKrossLayout) {
  const current = new Map(words.map((w) => [w.id, w.direction]));
  return layout.placements
    .filter((p) => current.has(p.questionId) && current.get(p.questionId) !== p.direction)
    .map((p) => ({ question_id: p.questionId, direction: p.direction }));
}
