import { createHash } from 'node:crypto';
import type { MediaType } from '@plw/shared/constants';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { badRequest, conflict } from '../../errors.ts';

// What an admin's verdict is bound to: a question's version is a digest of everything a player is shown of it,
// worked out here alone from the stored row. Every writer of questions (studio edits, directions, seeds, any
// added later) changes it without having to remember to, and a verdict given to an older text is refused.

/** A stored question's content: multiple choice has options, kriss-kross a direction. */
export interface QuestionContent {
  question: string;
  answer: string;
  /** The three wrong options of a multiple-choice question. */
  answer_options?: readonly string[] | undefined;
  direction?: string | undefined;
  media_id: string | null;
  media_type: MediaType | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export function questionVersion(q: QuestionContent): string {
  const shown = [q.question, q.answer, q.answer_options ?? null, q.direction ?? null, q.media_id, q.media_type];
  return digest(JSON.stringify(shown));
}

/** The questions as shown with their versions, and the version of the set they make. */
export function withVersions<Q extends { question_id: string }>(
  shown: readonly Q[],
  contentOf: (q: Q) => QuestionContent,
) {
  const questions = shown.map((q) => ({ ...q, version: questionVersion(contentOf(q)) }));
  const set = questionSetVersion(questions.map((q) => ({ id: q.question_id, version: q.version })));
  return { questions, questions_version: set };
}

/** The version of a game's whole question set: it changes when a question is added, deleted or edited. */
export function questionSetVersion(questions: readonly { id: string; version: string }[]): string {
  const lines = questions.map((q) => `${q.id}:${q.version}`).sort();
  return digest(lines.join('\n'));
}

interface ShownVerdict {
  question_id: string;
  version: string;
}

/**
 * Checks that verdicts were given to the questions as they are now: the set the admin was shown is still the
 * game's (409 when a question was added, deleted or edited since), and there is one verdict per question.
 */
export function assertReviewedAsShown(
  current: readonly { id: string; version: string }[],
  shownSetVersion: string,
  given: readonly ShownVerdict[],
): void {
  if (shownSetVersion !== questionSetVersion(current)) throw conflict(REVIEW_MESSAGES.questionsChanged);
  const versions = new Map(current.map((q) => [q.id, q.version]));
  if (given.some((v) => !versions.has(v.question_id))) throw badRequest(REVIEW_MESSAGES.unknownQuestion);
  const named = new Set(given.map((v) => v.question_id));
  if (named.size !== given.length || current.some((q) => !named.has(q.id))) {
    throw badRequest(REVIEW_MESSAGES.verdictMissing);
  }
  if (given.some((v) => versions.get(v.question_id) !== v.version)) throw conflict(REVIEW_MESSAGES.questionsChanged);
}
