import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import type { GamesTable } from '../../db/tables/games.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { QuestionContent } from '../games/question-rows.ts';
import { digest, questionSetVersion, questionVersion } from './question-version.ts';

// What an admin's review is bound to: the game as players will see it, its own fields and every question. The
// verify pages show it with this version, and a review given to another version (the creator renamed the game,
// changed its picture, or edited a question since) is refused, so nothing is released that nobody reviewed.

/**
 * The game's own fields players are shown, as text, picture or label, and so what a reviewer judges:
 * - game_name, hashtag: text on the game's card and pages, and what searches match;
 * - image_media_id: the game's picture (a stored file never changes, so its id names its content);
 * - language: the language the questions are judged in, shown on the card;
 * - type: shown as "Quiz" or "Kriss-kross", and it decides how the questions are played;
 * - local_circle, transit_game, supporting_lesson: they put the game under the play circle players read it in
 *   ("Supporting lessons" tells players what the game is for), a claim about its content.
 * The rest are settings, not content: mode, publishing_time and game_duration are chosen at release, after the
 * review; score and paid are how many points and whether gifts, bounded by the form's rules; visibility and
 * question_source are who may open it and how it was written; status, layout and the times are the product's own.
 */
const SHOWN_FIELDS = [
  'type',
  'language',
  'game_name',
  'hashtag',
  'image_media_id',
  'local_circle',
  'transit_game',
  'supporting_lesson',
] as const satisfies readonly (keyof GamesTable)[];

export type GameContent = Pick<GamesTable, (typeof SHOWN_FIELDS)[number]>;

interface VersionedQuestion {
  id: string;
  version: string;
}

/** The version of the game as shown to players: it changes when a shown field or any question changes. */
export function gameVersion(game: GameContent, questions: readonly VersionedQuestion[]): string {
  const shown = [...SHOWN_FIELDS.map((field) => game[field]), questionSetVersion(questions)];
  return digest(JSON.stringify(shown));
}

/** The game and its questions as shown, each question with its version, and the version of the whole. */
export function asShown<Q extends { question_id: string }>(
  game: GameContent,
  shown: readonly Q[],
  contentOf: (q: Q) => QuestionContent,
) {
  const questions = shown.map((q) => ({ ...q, version: questionVersion(contentOf(q)) }));
  const version = gameVersion(game, questions.map((q) => ({ id: q.question_id, version: q.version })));
  return { questions, game_version: version };
}

interface ShownVerdict {
  question_id: string;
  version: string;
}

/**
 * Checks that a review was given to the game as it is now: the version the admin was shown is still the game's
 * (409 when a shown field changed, or a question was added, deleted or edited since), and there is one verdict
 * per question, each for the question's current version.
 */
export function assertReviewedAsShown(
  game: GameContent,
  questions: readonly VersionedQuestion[],
  review: { game_version: string; verdicts: readonly ShownVerdict[] },
): void {
  if (review.game_version !== gameVersion(game, questions)) throw conflict(REVIEW_MESSAGES.gameChanged);
  const given = review.verdicts;
  const versions = new Map(questions.map((q) => [q.id, q.version]));
  if (given.some((v) => !versions.has(v.question_id))) throw badRequest(REVIEW_MESSAGES.unknownQuestion);
  const named = new Set(given.map((v) => v.question_id));
  if (named.size !== given.length || questions.some((q) => !named.has(q.id))) {
    throw badRequest(REVIEW_MESSAGES.verdictMissing);
  }
  if (given.some((v) => versions.get(v.question_id) !== v.version)) throw conflict(REVIEW_MESSAGES.gameChanged);
}
