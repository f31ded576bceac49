import path from 'node:path';
import { openDatabase } from '@plw/server/db/connect';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import type { Storage } from './server-process.ts';

// The benchmark's RAPID multiple-choice game, written straight into the servers' database (they read it when
// the first player joins), and the check afterwards of what the round stored.

const CAPITALS: [country: string, capital: string, others: string[]][] = [
  ['India', 'New Delhi', ['Mumbai', 'Kolkata', 'Chennai']],
  ['Germany', 'Berlin', ['Munich', 'Hamburg', 'Bonn']],
  ['Egypt', 'Cairo', ['Giza', 'Luxor', 'Aswan']],
  ['Japan', 'Tokyo', ['Osaka', 'Kyoto', 'Nagoya']],
  ['Brazil', 'Brasília', ['Rio de Janeiro', 'São Paulo', 'Salvador']],
  ['Canada', 'Ottawa', ['Toronto', 'Montreal', 'Vancouver']],
  ['Australia', 'Canberra', ['Sydney', 'Melbourne', 'Perth']],
  ['Turkey', 'Ankara', ['Istanbul', 'Izmir', 'Bursa']],
  ['Nigeria', 'Abuja', ['Lagos', 'Kano', 'Ibadan']],
  ['Switzerland', 'Bern', ['Zurich', 'Geneva', 'Basel']],
  ['Morocco', 'Rabat', ['Casablanca', 'Marrakesh', 'Fez']],
  ['Vietnam', 'Hanoi', ['Ho Chi Minh City', 'Da Nang', 'Hue']],
  ['Pakistan', 'Islamabad', ['Karachi', 'Lahore', 'Peshawar']],
  ['New Zealand', 'Wellington', ['Auckland', 'Christchurch', 'Hamilton']],
  ['Kenya', 'Nairobi', ['Mombasa', 'Kisumu', 'Nakuru']],
];

export interface ScheduledRound {
  gameId: string;
  /** Epoch ms, as the server will read them from the game's publishing time and duration. */
  startsAt: number;
  endsAt: number;
}

/** The round servers' database, opened beside them. */
const openStorage = ({ dataDir, shared }: Storage) =>
  openDatabase({ databaseUrl: shared?.databaseUrl, sqliteFile: path.join(dataDir, 'plw.sqlite') });

/** A released RAPID game of `questions` capitals in the demo channel, starting at `startsAt`, free or in step. */
export async function scheduleRound(
  storage: Storage,
  startsAt: number,
  durationSeconds: number,
  questions: number,
  roundStyle: 'FREE' | 'IN_STEP' = 'FREE',
): Promise<ScheduledRound> {
  if (questions > CAPITALS.length) throw new Error(`at most ${CAPITALS.length} questions`);
  const handle = openStorage(storage);
  try {
    const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const now = new Date();
    const publishing = new Date(startsAt).toISOString();
    const { gameId } = await insertGame(
      handle.db,
      channel.id,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Benchmark capitals',
        score: 10,
        round_style: roundStyle,
        publishing_time: publishing,
        game_duration: durationSeconds,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    const mcq = CAPITALS.slice(0, questions).map(([country, answer, others]) => ({
      question: `Capital of ${country}?`,
      answer,
      answer_options: others,
    }));
    await insertMcqQuestions(handle.db, gameId, mcq, now);
    const at = Date.parse(publishing);
    return { gameId, startsAt: at, endsAt: at + durationSeconds * 1000 };
  } finally {
    await handle.close();
  }
}

/** A verified quiz of `questions` capitals in the channel, as a review leaves it: ready to be hosted. */
export async function verifiedQuiz(storage: Storage, channelId: string, questions: number): Promise<string> {
  if (questions > CAPITALS.length) throw new Error(`at most ${CAPITALS.length} questions`);
  const handle = openStorage(storage);
  try {
    const now = new Date();
    const { gameId } = await insertGame(
      handle.db,
      channelId,
      { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: 'Class capitals', status: 'VERIFIED' },
      now,
    );
    const mcq = CAPITALS.slice(0, questions).map(([country, answer, others]) => ({
      question: `Capital of ${country}?`,
      answer,
      answer_options: others,
    }));
    await insertMcqQuestions(handle.db, gameId, mcq, now);
    return gameId;
  } finally {
    await handle.close();
  }
}

/** Answers acked as stored (per player, a bit per question) that the database does not hold. */
export async function missingAnswers(
  storage: Storage,
  gameId: string,
  questionIds: readonly string[],
  ackedMasks: readonly [playerId: string, mask: number][],
): Promise<{ missing: number; stored: number }> {
  const handle = openStorage(storage);
  try {
    const rows = await handle.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select(['plays.player_id', 'answers.question_id'])
      .where('plays.game_id', '=', gameId)
      .execute();
    const stored = new Set(rows.map((row) => `${row.player_id}/${row.question_id}`));
    let missing = 0;
    for (const [playerId, mask] of ackedMasks) {
      questionIds.forEach((questionId, k) => {
        if ((mask & (1 << k)) !== 0 && !stored.has(`${playerId}/${questionId}`)) missing += 1;
      });
    }
    return { missing, stored: rows.length };
  } finally {
    await handle.close();
  }
}
