import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { channelOf } from '../studio/repository.ts';
import { roundContenders } from '../plays/repository.ts';
import { channelRound, channelRounds, gameQuestions, roundAnswers } from './repository.ts';
import { roundResults } from './results.ts';
import { attachmentHeader, resultsCsv, resultsFileName } from './results-csv.ts';

// A creator's rounds and their results. Every call reads the caller's own channel only: another channel's round
// is not found.

export default async function roundsRoutes(app: FastifyInstance) {
  const db = app.db;

  async function resultsOf(channelId: string, roundId: string) {
    const { row, plays, openings } = await channelRound(db, channelId, roundId, app.clock.now());
    // Ranked from the round's contenders, as its reveals and its end rank it: a removed player is not among them.
    const players = await roundContenders(db, plays);
    const [answers, questions] = await Promise.all([
      roundAnswers(
        db,
        players.map((player) => player.playId),
      ),
      gameQuestions(db, row.game_id, row.game_type),
    ]);
    return roundResults(row, players, answers, questions, openings);
  }

  route(app, api.channelRounds, async ({ auth }) => channelRounds(db, channelOf(auth), app.clock.now()));

  route(app, api.roundResults, async ({ auth, params }) => resultsOf(channelOf(auth), params.id));

  route(app, api.roundResultsCsv, async ({ auth, params, reply }) => {
    const results = await resultsOf(channelOf(auth), params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(resultsFileName(results.round.game_name, results.round.ends_at)))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(resultsCsv(results));
  });
}
