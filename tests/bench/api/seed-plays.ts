import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { GamesTable } from '@plw/server/db/tables/games';
import type { Insertable, Kysely } from 'kysely';
import type { DataSetSize, Random } from './data-set.ts';
import { insertInBatches, insertRows } from './insert-rows.ts';

// The data set's plays: a few popular games and a long tail, each play with its answers, and the channel totals
// they add up to.

type Db = Kysely<Database>;
/** A seeded game with the ids of its questions. */
export type SeededGame = Insertable<GamesTable> & { id: string; questionIds: string[] };
type Game = SeededGame;

const PLAYS_PER_TRANSACTION = 5_000;

/**
 * Released games whose play has begun, most played first: a DAILY public game leads (the leaderboard call's),
 * the rest in random order so popularity does not follow age.
 */
export function playedGames(random: Random, games: Game[], now: Date): Game[] {
  const playable = games.filter((g) => g.status === 'RELEASED' && (g.publishing_time ?? '') <= now.toISOString());
  for (let i = playable.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [playable[i], playable[j]] = [playable[j] as Game, playable[i] as Game];
  }
  const lead = playable.findIndex((g) => g.mode === 'DAILY' && g.visibility === 'PUBLIC');
  if (lead > 0) [playable[0], playable[lead]] = [playable[lead] as Game, playable[0] as Game];
  return playable;
}

/** How many plays each game gets: weights 1/(rank+1)^0.8, adding up to exactly `total`. */
function playsPerGame(total: number, games: number, players: number): number[] {
  const weights = Array.from({ length: games }, (_, i) => 1 / (i + 1) ** 0.8);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.min(players, Math.floor((total * w) / sum)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % games) {
    if ((counts[i] ?? 0) < players) {
      counts[i] = (counts[i] ?? 0) + 1;
      left--;
    }
  }
  return counts;
}

interface ChannelScore {
  total: number;
  rapid: number;
  daily: number;
  games: number;
}

export async function seedPlays(
  db: Db,
  random: Random,
  size: DataSetSize,
  games: Game[],
  playerIds: string[],
  now: Date,
) {
  const perPlay = size.questionsPerGame;
  const counts = playsPerGame(Math.floor(size.answers / perPlay), games.length, playerIds.length);
  const scores = new Map<string, ChannelScore>();
  let plays: Insertable<Database['plays']>[] = [];
  let answers: Insertable<Database['answers']>[] = [];
  let totals = { plays: 0, answers: 0 };
  const flush = async () => {
    const [p, a] = [plays, answers];
    await db.transaction().execute(async (trx) => {
      await insertRows(trx, 'plays', p);
      await insertRows(trx, 'answers', a);
    });
    totals = { plays: totals.plays + p.length, answers: totals.answers + a.length };
    plays = [];
    answers = [];
  };

  for (const [g, game] of games.entries()) {
    // Distinct players for one game: a walk through all of them with a step that shares no factor with 10^n.
    const start = Math.floor(random() * playerIds.length);
    const startedMs = Date.parse(game.publishing_time ?? game.created_at);
    for (let k = 0; k < (counts[g] ?? 0); k++) {
      const playerId = playerIds[(start + k * 7_919) % playerIds.length] ?? '';
      const kind = game.mode === 'DAILY' || (game.mode === 'RAPID_THEN_DAILY' && random() < 0.5) ? 'DAILY' : 'RAPID';
      const playId = newId();
      const began = new Date(startedMs + Math.floor(random() * (now.getTime() - startedMs)));
      let score = 0;
      let correctCount = 0;
      game.questionIds.forEach((questionId, position) => {
        const correct = random() < 0.7;
        const points = correct ? Math.round(game.score * 100 * (kind === 'RAPID' ? 0.5 + random() / 2 : 1)) : 0;
        score += points;
        correctCount += correct ? 1 : 0;
        answers.push({
          id: newId(),
          play_id: playId,
          question_id: questionId,
          answer: correct ? 'Yes' : 'No',
          correct: correct ? 1 : 0,
          points,
          elapsed_ms: 2_000 + Math.floor(random() * 20_000),
          answered_at: new Date(began.getTime() + (position + 1) * 10_000).toISOString(),
        });
      });
      const finished = random() < 0.92;
      const timeMs = 20_000 + Math.floor(random() * 280_000);
      plays.push({
        id: playId,
        game_id: game.id,
        player_id: playerId,
        kind,
        started_at: began.toISOString(),
        finished_at: finished ? new Date(began.getTime() + timeMs).toISOString() : null,
        time_ms: finished ? timeMs : null,
        progress: null,
        updated_at: began.toISOString(),
        score,
        correct_count: correctCount,
        rank: null,
      });
      if (finished) addScore(scores, playerId, game.channel_id, kind, score);
      if (plays.length >= PLAYS_PER_TRANSACTION) await flush();
    }
  }
  if (plays.length > 0) await flush();

  const at = now.toISOString();
  const channelScores = [...scores].map(([key, s]) => {
    const [playerId = '', channelId = ''] = key.split('|');
    return {
      player_id: playerId,
      channel_id: channelId,
      total_score: s.total,
      rapid_score: s.rapid,
      daily_score: s.daily,
      games_played: s.games,
      updated_at: at,
    };
  });
  await insertInBatches(db, 'channel_scores', channelScores);
  return { ...totals, channelScores: channelScores.length };
}

function addScore(scores: Map<string, ChannelScore>, playerId: string, channelId: string, kind: string, score: number) {
  const key = `${playerId}|${channelId}`;
  const s = scores.get(key) ?? { total: 0, rapid: 0, daily: 0, games: 0 };
  s.total += score;
  if (kind === 'RAPID') s.rapid += score;
  else s.daily += score;
  s.games += 1;
  scores.set(key, s);
}
