import { mediaUrl } from '@plw/protocol/rest/media';
import type { GameType, MediaType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { QuestionContent } from '../games/question-rows.ts';
import { asShown } from './game-version.ts';
import { latestVerdicts } from './repository.ts';
import { shownGame } from './shown-game.ts';

// A game for review as the admin is shown it, for the types whose questions with answers read as their creator
// reads them (question_id, the content, mediaFile and mediaType): the game, its version, and each question with
// its media's address, its version and the verdict given so far.

type WithAnswers = Omit<QuestionContent, 'media_id' | 'media_type'> & {
  question_id: string;
  mediaFile: string | null;
  mediaType: MediaType | null;
};

export async function verifyView<Q extends WithAnswers>(
  db: Kysely<Database>,
  gameId: string,
  type: GameType,
  questionsWithAnswers: (db: Kysely<Database>, gameId: string) => Promise<Q[]>,
) {
  const game = await shownGame(db, gameId, type);
  const verdicts = await latestVerdicts(db, game.row.id);
  // Each version is worked out from the very rows shown, so it names the game and the text the admin reads.
  const shown = asShown(game.row, await questionsWithAnswers(db, game.row.id), (q) => ({
    ...q,
    media_id: q.mediaFile,
    media_type: q.mediaType,
  }));
  return {
    game: game.summary,
    game_version: shown.game_version,
    questions: shown.questions.map((q) => ({
      ...q,
      mediaUrl: mediaUrl(q.mediaFile),
      verdict: verdicts.get(q.question_id)?.verdict ?? null,
      reason: verdicts.get(q.question_id)?.reason ?? null,
    })),
  };
}
