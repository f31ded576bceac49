import type { Database } from '@plw/server/db/schema';
import { hashPassword } from '@plw/server/domains/auth/passwords';
import { insertChannelWithCreator } from '@plw/server/domains/channels/repository';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import type { Direction, GameType } from '@plw/shared/constants';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';
import type { Kysely } from 'kysely';

// Rows that tests need and no API makes yet: a second channel with its creator, games, live quizzes, a
// registered player.

export async function createChannelWithCreator(
  db: Kysely<Database>,
  { email, password, channelName }: { email: string; password: string; channelName: string },
) {
  return insertChannelWithCreator(
    db,
    {
      owner: { name: 'Second Creator', email, country_code: 49, phone_no: '1234567890' },
      channel_name: channelName,
      channel_description: 'A second channel used by tests.',
      passwordHash: await hashPassword(password),
    },
    new Date(),
  );
}

export async function createGame(
  db: Kysely<Database>,
  channelId: string,
  {
    type = 'Mcq',
    status = 'RELEASED',
    krisskross = [
      { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
      { question: 'A green fruit', answer: 'PEAR', direction: 'Down' },
    ],
  }: {
    type?: GameType;
    status?: Database['games']['status'];
    krisskross?: { question: string; answer: string; direction: Direction }[];
  } = {},
) {
  const now = new Date();
  const { gameId } = await insertGame(
    db,
    channelId,
    {
      type,
      language: 'English',
      game_name: `Test game ${Math.random().toString(36).slice(2, 6)}`,
      publishing_time: now.toISOString(),
      status,
      released_at: status === 'RELEASED' ? now.toISOString() : null,
    },
    now,
  );
  if (type === 'Mcq') {
    await insertMcqQuestions(
      db,
      gameId,
      [{ question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] }],
      now,
    );
  }
  if (type === 'Kriss_kross_puzzle') {
    await insertKrissKrossQuestions(db, gameId, krisskross, now);
  }
  if (type === 'Typed_answer') {
    await insertTypedAnswerQuestions(db, gameId, [{ question: 'Two plus two?', answer: 'Four', alternatives: ['4'] }], now);
  }
  return gameId;
}

const LIVE_QUESTIONS = [{ question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] }];

/** The live-round tests' quiz: three capitals, each with its right answer and three wrong options. */
export const CAPITALS_QUIZ = [
  { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
  { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] },
];

export interface LiveQuizOptions {
  startInMs: number;
  durationS: number;
  questions?: Parameters<typeof insertMcqQuestions>[2];
  name?: string;
  score?: number;
  roundStyle?: RoundStyle;
  /** "Now" in epoch ms, the start counted from it: the server's clock (`server.clock.now()`) in round tests. */
  now?: number;
}

/**
 * A released RAPID quiz in English starting `startInMs` from now: its id, and its start and end (epoch ms). It plays
 * free unless `roundStyle` says otherwise (a quiz's own default is in step).
 */
export async function scheduleLiveQuiz(
  db: Kysely<Database>,
  channelId: string,
  { startInMs, durationS, questions = LIVE_QUESTIONS, name = 'Live quiz', score, roundStyle = 'FREE', now: at = Date.now() }: LiveQuizOptions,
) {
  const now = new Date(at);
  const startsAt = now.getTime() + startInMs;
  const { gameId } = await insertGame(
    db,
    channelId,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: name,
      ...(score === undefined ? {} : { score }),
      round_style: roundStyle,
      publishing_time: new Date(startsAt).toISOString(),
      game_duration: durationS,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(db, gameId, questions, now);
  return { gameId, startsAt, endsAt: startsAt + durationS * 1000 };
}

/** Turns a guest into a player with a phone and password, as the profile page will. */
export async function registerPlayer(db: Kysely<Database>, userId: string, password: string) {
  await db
    .updateTable('players')
    .set({ country_code: 91, phone: '9876543210', password_hash: await hashPassword(password), authenticated: 1 })
    .where('user_id', '=', userId)
    .execute();
}
