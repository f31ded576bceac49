import type { ScoredAnswer } from '@plw/shared/rules/round/judged-answer';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AnswersTable } from '../../db/tables/plays.ts';
import { displayName, type Play, startPlays } from './repository.ts';
import { ofRound, type RoundRef } from './round-ref.ts';

// A live round's seats as storage holds them: each player's play of the round, who they are, and the answers they
// gave, whichever process took them. A room reads them when it opens (after a restart too) and when players join.
// A scheduled round seats any player who joins; a hosted round only those who took a seat in its lobby (with
// the name they chose there).

type Db = Kysely<Database>;

export interface StoredSeat {
  playerId: string;
  playId: string;
  name: string;
  simulated: boolean;
  /** Set once the player was taken out of the round: they are not seated again. */
  removed: boolean;
  answers: ScoredAnswer[];
}

type SeatRow = Pick<Play, 'id' | 'player_id' | 'removed_at' | 'display_name'> & {
  name: string | null;
  username: string | null;
  simulated: number;
};
type AnswerRow = Pick<Selectable<AnswersTable>, 'play_id' | 'question_id' | 'answer' | 'correct' | 'points' | 'elapsed_ms'>;

/** Everyone who already has a seat in the round, with their answers. */
export async function roundSeats(db: Db, round: RoundRef): Promise<StoredSeat[]> {
  const plays = await db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .select(['plays.id', 'plays.player_id', 'plays.removed_at', 'plays.display_name'])
    .select(['players.name', 'players.username', 'players.simulated'])
    .where(ofRound(round))
    .execute();
  if (plays.length === 0) return [];
  const answers = await db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .selectAll('answers')
    .where(ofRound(round))
    .execute();
  return withAnswers(plays, answers);
}

/** Seats a crowd of joining players at once: their plays started (or found) and answers read, in one transaction. */
export function takeSeats(db: Db, round: RoundRef, playerIds: readonly string[], now: Date): Promise<StoredSeat[]> {
  return db.transaction().execute(async (trx) => {
    const players = await trx
      .selectFrom('players')
      .select(['id', 'name', 'username', 'simulated'])
      .where('id', 'in', playerIds)
      .execute();
    const plays =
      round.kind === 'RAPID'
        ? await startPlays(trx, round.gameId, players.map((p) => p.id), 'RAPID', now)
        : await lobbySeats(trx, round, playerIds);
    const rows = players.flatMap((player) => {
      const play = plays.get(player.id);
      if (!play) return [];
      const { removed_at, display_name } = play;
      return [{ ...player, id: play.id, player_id: player.id, removed_at, display_name }];
    });
    const seated = rows.filter((row) => row.removed_at === null).map((row) => row.id);
    const answers = seated.length > 0 ? await trx.selectFrom('answers').selectAll().where('play_id', 'in', seated).execute() : [];
    return withAnswers(rows, answers);
  });
}

/** The plays a hosted round's lobby seated (POST /api/round/{id}/players): nobody else joins it. */
async function lobbySeats(db: Db, round: RoundRef, playerIds: readonly string[]): Promise<Map<string, Play>> {
  const plays = await db.selectFrom('plays').selectAll().where(ofRound(round)).where('player_id', 'in', playerIds).execute();
  return new Map(plays.map((play) => [play.player_id, play]));
}

function withAnswers(plays: readonly SeatRow[], answers: readonly AnswerRow[]): StoredSeat[] {
  const byPlay = new Map<string, ScoredAnswer[]>();
  for (const row of answers) {
    const answer = {
      questionId: row.question_id,
      answer: row.answer,
      correct: row.correct === 1,
      points: row.points,
      elapsedMs: row.elapsed_ms,
    };
    const ofPlay = byPlay.get(row.play_id);
    if (ofPlay) ofPlay.push(answer);
    else byPlay.set(row.play_id, [answer]);
  }
  return plays.map((play) => ({
    playerId: play.player_id,
    playId: play.id,
    name: play.display_name ?? displayName({ player_id: play.player_id, name: play.name, username: play.username }),
    simulated: play.simulated === 1,
    removed: play.removed_at !== null,
    answers: byPlay.get(play.id) ?? [],
  }));
}
