import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { LEADERBOARD_TYPES } from '@plw/protocol/rest/leaderboards';
import type { GameType } from '@plw/shared/constants';
import { typedAnswerKey } from '@plw/shared/question-types/typed-answer/answer';
import { z } from 'zod';

// Looking for answers where they must not be: every GET route of the protocol that concerns one game, and a
// walk through any reply that finds the answer texts and verdicts in it.

/** Every GET endpoint about one game (an :id under /api/game, or a game_id query), whoever may call it. */
export const GAME_READS: [string, Endpoint][] = (Object.entries(api) as [string, Endpoint][]).filter(([, e]) => {
  const gameQuery = e.query instanceof z.ZodObject && 'game_id' in e.query.shape;
  return e.method === 'GET' && ((e.path.startsWith('/api/game/') && e.path.includes(':id')) || gameQuery);
});

/** The addresses to call for one endpoint and game: a board of each kind where the endpoint takes a type. */
export function readPaths(endpoint: Endpoint, gameId: string): string[] {
  const path = endpoint.path.replace(':id', encodeURIComponent(gameId));
  if (!(endpoint.query instanceof z.ZodObject)) return [path];
  const shape = endpoint.query.shape as Record<string, unknown>;
  const types: (string | undefined)[] = 'type' in shape ? [...LEADERBOARD_TYPES] : [undefined];
  return types.map((type) => {
    const query = new URLSearchParams();
    if ('game_id' in shape) query.set('game_id', gameId);
    if (type) query.set('type', type);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  });
}

export interface Found {
  /** Answer texts seen where they say what the answer is. */
  answers: Set<string>;
  /** Where a verdict (a `correct` field) was seen. */
  verdicts: string[];
}

/** Whether a text is a typed answer (or one of its accepted spellings) in any case, spacing or accent (English). */
export const sameTypedAnswer = (text: string, answer: string) =>
  typedAnswerKey(text, 'English') === typedAnswerKey(answer, 'English');

/**
 * Walks a reply. A quiz's answer counts wherever its text is a value, except among a question's four `choices`
 * (they always hold it, sorted, saying nothing); a typed answer or an accepted spelling counts wherever a value is
 * the same answer by the rule's key (so "PARIS" or "paris " tells "Paris"); a kriss-kross word counts anywhere
 * inside any text, since no text a player may see before the answers open holds a whole word.
 */
export function scanFor(type: GameType, answers: readonly string[], reply: unknown, where: string, found: Found) {
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      for (const answer of answers) {
        const hit = type === 'Mcq'
          ? value === answer && !path.includes('choices')
          : type === 'Typed_answer' ? sameTypedAnswer(value, answer) : value.includes(answer);
        if (hit) found.answers.add(answer);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, path);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'correct') found.verdicts.push(`${where} ${[...path, key].join('.')}`);
        walk(inner, [...path, key]);
      }
    }
  };
  walk(reply, []);
}
