import { api } from '@plw/protocol/api';
import { MCQ_OPTION_COUNT } from '@plw/shared/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../http/route.ts';
import { findVisibleGame, selectGameSummaries, toGameSummary } from './repository.ts';

// Game details for everyone who may see them, and a game's questions with answers for its makers and reviewers.

const storedOptions = z.array(z.string()).length(MCQ_OPTION_COUNT);

export default async function gameRoutes(app: FastifyInstance) {
  route(app, api.gameDetails, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id);

    let variants = selectGameSummaries(app.db).where('games.group_id', '=', game.group_id);
    if (auth.role === 'PLAYER') variants = variants.where('games.status', '=', 'RELEASED');
    const rows = await variants.orderBy('games.id').execute();
    return { games: rows.map(toGameSummary) };
  });

  route(app, api.mcqQuestionsAll, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id, 'Mcq');
    const rows = await app.db
      .selectFrom('mcq_questions')
      .selectAll()
      .where('game_id', '=', game.id)
      .orderBy('position')
      .execute();
    return {
      questions: rows.map((row) => ({
        question_id: row.id,
        position: row.position,
        question: row.question,
        answer: row.answer,
        answer_options: storedOptions.parse(JSON.parse(row.answer_options)),
        mediaFile: row.media_id,
        mediaType: row.media_type,
      })),
    };
  });
}
