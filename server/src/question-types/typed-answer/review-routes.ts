import { api } from '@plw/protocol/api';
import { mediaUrl } from '@plw/protocol/rest/media';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame } from '../../domains/games/repository.ts';
import { asShown } from '../../domains/review/game-version.ts';
import { latestVerdicts } from '../../domains/review/repository.ts';
import { shownGame } from '../../domains/review/shown-game.ts';
import { typedAnswerQuestionsWithAnswers } from './repository.ts';

// A "type the answer" game's questions with their answers and accepted spellings for its makers and reviewers:
// as they are, and for review with the verdicts given so far.

export default async function typedAnswerReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.typedAnswerQuestionsAll, async ({ params, auth }) => {
    const game = await findVisibleGame(db, auth, params.id, 'Typed_answer');
    return { questions: await typedAnswerQuestionsWithAnswers(db, game.id) };
  });

  route(app, api.typedAnswerVerifyQuestions, async ({ params }) => {
    const game = await shownGame(db, params.id, 'Typed_answer');
    const verdicts = await latestVerdicts(db, game.row.id);
    // Each version is worked out from the very rows shown, so it names the game and the text the admin reads.
    const shown = asShown(game.row, await typedAnswerQuestionsWithAnswers(db, game.row.id), (q) => ({
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
  });
}
