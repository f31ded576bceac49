import path from 'node:path';
import { openDatabase } from '@plw/server/db/connect';
import { insertGame, insertMcqQuestions } from '@plw/server/domains/games/repository';
import SQLite from 'better-sqlite3';

// The benchmark's RAPID multiple-choice game, written straight into the server's SQLite file (the server
// reads it when the first player joins), and the check afterwards of what the round stored.

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

const sqliteFile = (dataDir: string) => path.join(dataDir, 'plw.sqlite');

/** A released RAPID game of `questions` capitals in the demo channel, starting at `startsAt`. */
export async function scheduleRound(
  dataDir: string,
  startsAt: number,
  durationSeconds: number,
  questions: number,
): Promise<ScheduledRound> {
  if (questions > CAPITALS.length) throw new Error(`at most ${CAPITALS.length} questions`);
  const handle = openDatabase({ sqliteFile: sqliteFile(dataDir) });
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

/** Answers acked as stored (per player, a bit per question) that the database does not hold. */
export function missingAnswers(
  dataDir: string,
  gameId: string,
  questionIds: readonly string[],
  ackedMasks: readonly [playerId: string, mask: number][],
): { missing: number; stored: number } {
  const db = new SQLite(sqliteFile(dataDir), { readonly: true });
  try {
    const rows = db
      .prepare<[string], { player_id: string; question_id: string }>(
        'select p.player_id, a.question_id from answers a join plays p on p.id = a.play_id where p.game_id = ?',
      )
      .all(gameId);
    const stored = new Set(rows.map((row) => `${row.player_id}/${row.question_id}`));
    let missing = 0;
    for (const [playerId, mask] of ackedMasks) {
      questionIds.forEach((questionId, k) => {
        if ((mask & (1 << k)) !== 0 && !stored.has(`${playerId}/${questionId}`)) missing += 1;
      });
    }
    return { missing, stored: rows.length };
  } finally {
    db.close();
  }
}
