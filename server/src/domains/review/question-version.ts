import { createHash } from 'node:crypto';
import type { QuestionContent } from '../games/question-rows.ts';

// What an admin's verdict is bound to: a question's version is a digest of everything a player is shown of it,
// worked out here alone from the stored row. Every writer of questions (studio edits, directions, seeds, any
// added later) changes it without having to remember to, and a verdict given to an older text is refused. The
// game's own fields join them in the version of the whole game (game-version.ts).

export const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export function questionVersion(q: QuestionContent): string {
  const shown = [q.question, q.answer, q.answer_options ?? null, q.direction ?? null, q.media_id, q.media_type];
  // Added only where a type has them, so every version stored before typed answers existed stays the same.
  if (q.alternatives) shown.push(q.alternatives);
  return digest(JSON.stringify(shown));
}

/** The version of a game's whole question set: it changes when a question is added, deleted or edited. */
export function questionSetVersion(questions: readonly { id: string; version: string }[]): string {
  const lines = questions.map((q) => `${q.id}:${q.version}`).sort();
  return digest(lines.join('\n'));
}
