import type { Database } from '@plw/server/db/schema';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import type { GameMode, GameStatus } from '@plw/shared/constants';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';
import type { Kysely } from 'kysely';

// "Type the answer" games for the live-round tests: capitals whose answers have other accepted spellings, inserted
// as a review leaves them (for a host) or released with a round to come (for a scheduled round).

export const TYPED_CAPITALS = [
  { question: 'Capital of France?', answer: 'Paris', alternatives: [] },
  { question: 'Capital of the United States?', answer: 'Washington, D.C.', alternatives: ['Washington'] },
  { question: 'Capital of Germany?', answer: 'Berlin', alternatives: [] },
];

/** Every text that would tell a question's answer: its answer and the other spellings it accepts. */
export const TYPED_ANSWER_TEXTS = TYPED_CAPITALS.flatMap((q) => [q.answer, ...q.alternatives]);

export interface TypedGameOptions {
  name: string;
  mode?: GameMode;
  status?: GameStatus;
  /** A released game's round: its start (epoch ms), length and style. */
  round?: { startsAt: number; durationS: number; style: RoundStyle };
  questions?: typeof TYPED_CAPITALS;
  language?: string;
}

/** A "type the answer" game of the channel, with its questions: its id. */
export async function insertTypedGame(
  db: Kysely<Database>,
  channelId: string,
  { name, mode = 'DAILY', status = 'VERIFIED', round, questions = TYPED_CAPITALS, language = 'English' }: TypedGameOptions,
  now: Date,
): Promise<string> {
  const released = round
    ? {
        round_style: round.style,
        publishing_time: new Date(round.startsAt).toISOString(),
        game_duration: round.durationS,
        released_at: now.toISOString(),
      }
    : {};
  const game = { type: 'Typed_answer' as const, mode, language, game_name: name, status, ...released };
  const { gameId } = await insertGame(db, channelId, game, now);
  await insertTypedAnswerQuestions(db, gameId, questions, now);
  return gameId;
}
