import { api } from '@plw/protocol/api';
import { mediaUrl } from '@plw/protocol/rest/media';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { asShown } from '../../domains/review/game-version.ts';
import { latestVerdicts } from '../../domains/review/repository.ts';
import { shownGame } from '../../domains/review/shown-game.ts';
import { questionsOf } from './grid.ts';

// A kriss-kross game for review: its words with their clues and the verdicts given so far.

export default async function krissKrossReviewRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.krissKrossVerifyQuestions, async ({ params }) => {
    const game = await shownGame(db, params.id, 'Kriss_kross_puzzle');
    const verdicts = await latestVerdicts(db, game.row.id);
    const rows = await questionsOf(db, game.row.id);
    const shown = asShown(game.row, rows.map((q) => ({ ...q, question_id: q.id })), (q) => q);
    return {
      game: game.summary,
      game_version: shown.game_version,
      questions: shown.questions.map((q) => ({
        question_id: q.id,
        position: q.position,
        question: q.question,
        answer: q.answer,
        direction: q.direction,
        mediaUrl: mediaUrl(q.media_id),
        mediaType: q.media_type,
        version: q.version,
        verdict: verdicts.get(q.id)?.verdict ?? null,
        reason: verdicts.get(q.id)?.reason ?? null,
      })),
    };
  });
}
