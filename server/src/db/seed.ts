import type { GameMode, GameType, Language } from '@plw/shared/constants';
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../domains/auth/passwords.ts';
import { insertChannelWithCreator } from '../domains/channels/repository.ts';
import { insertGame, insertKrissKrossQuestions, insertMcqQuestions } from '../domains/games/repository.ts';
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

    const { channelId } = await insertChannelWithCreator(
      trx,
      {
        owner: { name: DEMO_CREATOR.name, email: DEMO_CREATOR.email, country_code: 91, phone_no: '9000000002' },
        channel_name: DEMO_CHANNEL_NAME,
        channel_description: 'Daily word puzzles and quick quizzes for curious minds.',
        passwordHash: creatorHash,
      },
      now,
    );

    for (const game of demoGames) await insertDemoGame(trx, channelId, game, now);
  });
  return true;
}

async function insertDemoGame(trx: Transaction<Database>, channelId: string, game: DemoGame, now: Date) {
  let groupId: string | undefined;
  for (const language of game.variants) {
    const created = await insertGame(
      trx,
      channelId,
      {
        ...(groupId ? { group_id: groupId } : {}),
        type: game.type,
        mode: game.mode,
        language,
        game_name: game.name,
        publishing_time: now.toISOString(),
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    groupId = created.groupId;
    const { gameId } = created;
    await insertMcqQuestions(
      trx,
      gameId,
      (game.mcq ?? []).map(({ options, ...q }) => ({ ...q, answer_options: [...options] })),
      now,
    );
    await insertKrissKrossQuestions(trx, gameId, game.krisskross ?? [], now);
  }
}
