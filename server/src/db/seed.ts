import type { GameMode, GameType, Language } from '@plw/shared/constants';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../domains/auth/passwords.ts';
import { newId } from './ids.ts';
import type { Database } from './schema.ts';

// Demo content, written once on the first start of an empty database (when SEED_DEMO is on):
// the demo admin and creator of the README, the creator's channel, and a few released games.

export const DEMO_ADMIN = {
  country_code: 91,
  phone: '9000000001',
  password: 'Admin@2026',
  name: 'Demo Admin',
} as const;
export const DEMO_CREATOR = { email: 'creator@demo.test', password: 'Creator@2026', name: 'Demo Creator' } as const;
export const DEMO_CHANNEL_NAME = 'Word Wizards';

interface DemoGame {
  name: string;
  type: GameType;
  mode: GameMode;
  variants: Language[];
  mcq?: { question: string; answer: string; options: [string, string, string] }[];
  krisskross?: { question: string; answer: string; direction: 'Across' | 'Down' }[];
}

const demoGames: DemoGame[] = [
  {
    name: 'Capitals of the World',
    type: 'Mcq',
    mode: 'DAILY',
    variants: ['English'],
    mcq: [
      { question: 'What is the capital of India?', answer: 'New Delhi', options: ['Mumbai', 'Kolkata', 'Chennai'] },
      { question: 'What is the capital of Germany?', answer: 'Berlin', options: ['Munich', 'Hamburg', 'Bonn'] },
      { question: 'What is the capital of Egypt?', answer: 'Cairo', options: ['Alexandria', 'Giza', 'Luxor'] },
    ],
  },
  {
    name: 'Fruit Basket',
    type: 'Kriss_kross_puzzle',
    mode: 'DAILY',
    variants: ['English', 'German'],
    krisskross: [
      { question: 'A red fruit that keeps the doctor away', answer: 'APPLE', direction: 'Across' },
      { question: 'A long yellow fruit', answer: 'BANANA', direction: 'Down' },
      { question: 'A citrus fruit named after its colour', answer: 'ORANGE', direction: 'Across' },
    ],
  },
];

export async function seedDemoContent(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const [adminHash, creatorHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_CREATOR.password),
  ]);
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const adminUser = newId();
    await trx.insertInto('users').values({ id: adminUser, role: 'ADMIN', created_at: at }).execute();
    await trx
      .insertInto('admins')
      .values({
        id: newId(),
        user_id: adminUser,
        name: DEMO_ADMIN.name,
        country_code: DEMO_ADMIN.country_code,
        phone: DEMO_ADMIN.phone,
        password_hash: adminHash,
        created_at: at,
      })
      .execute();

    const channelId = newId();
    await trx
      .insertInto('channels')
      .values({
        id: channelId,
        name: DEMO_CREATOR.name,
        email: DEMO_CREATOR.email,
        country_code: 91,
        phone_no: '9000000002',
        channel_name: DEMO_CHANNEL_NAME,
        channel_dp_media_id: null,
        channel_description: 'Daily word puzzles and quick quizzes for curious minds.',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const creatorUser = newId();
    await trx.insertInto('users').values({ id: creatorUser, role: 'CREATOR', created_at: at }).execute();
    await trx
      .insertInto('creators')
      .values({
        id: newId(),
        user_id: creatorUser,
        channel_id: channelId,
        name: DEMO_CREATOR.name,
        email: DEMO_CREATOR.email,
        password_hash: creatorHash,
        created_at: at,
      })
      .execute();
    await trx
      .insertInto('channel_gift_balances')
      .values({ channel_id: channelId, balance: 0, updated_at: at })
      .execute();

    for (const game of demoGames) await insertDemoGame(trx, channelId, game, at);
  });
  return true;
}

async function insertDemoGame(trx: Transaction<Database>, channelId: string, game: DemoGame, at: string) {
  const groupId = newId();
  await trx.insertInto('game_groups').values({ id: groupId, channel_id: channelId, created_at: at }).execute();
  for (const language of game.variants) {
    const gameId = newId();
    await trx
      .insertInto('games')
      .values({
        id: gameId,
        group_id: groupId,
        channel_id: channelId,
        type: game.type,
        mode: game.mode,
        visibility: 'PUBLIC',
        language,
        game_name: game.name,
        paid: 0,
        local_circle: 0,
        transit_game: 0,
        supporting_lesson: 0,
        score: 5,
        image_media_id: null,
        hashtag: '',
        question_source: 'Manually',
        publishing_time: at,
        game_duration: null,
        status: 'RELEASED',
        released_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (const [position, q] of (game.mcq ?? []).entries()) {
      await trx
        .insertInto('mcq_questions')
        .values({
          id: newId(),
          game_id: gameId,
          position,
          question: q.question,
          answer: q.answer,
          answer_options: JSON.stringify(q.options),
          media_id: null,
          media_type: null,
          created_at: at,
        })
        .execute();
    }
    for (const [position, q] of (game.krisskross ?? []).entries()) {
      await trx
        .insertInto('krisskross_questions')
        .values({
          id: newId(),
          game_id: gameId,
          position,
          question: q.question,
          answer: q.answer,
          direction: q.direction,
          media_id: null,
          media_type: null,
          created_at: at,
        })
        .execute();
    }
  }
}
