import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../domains/auth/passwords.ts';
import { insertChannelWithCreator } from '../domains/channels/repository.ts';
import { insertGame, insertKrissKrossQuestions, insertMcqQuestions } from '../domains/games/repository.ts';
import { type DemoGame, demoGames } from './demo-games.ts';
import { newId } from './ids.ts';
import type { Database } from './schema.ts';

// Demo content, written once on the first start of an empty database (when SEED_DEMO is on):
// the demo admin and creator of the README, the creator's channel and its released games (demo-games.ts).

export const DEMO_ADMIN = {
  country_code: 91,
  phone: '9000000001',
  password: 'Admin@2026',
  name: 'Demo Admin',
} as const;
export const DEMO_CREATOR = { email: 'creator@demo.test', password: 'Creator@2026', name: 'Demo Creator' } as const;
export const DEMO_CHANNEL_NAME = 'Word Wizards';

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
  for (const variant of game.variants) {
    const { gameId, groupId: group } = await insertGame(
      trx,
      channelId,
      {
        ...(groupId ? { group_id: groupId } : {}),
        type: game.type,
        mode: game.mode,
        language: variant.language,
        game_name: variant.name,
        publishing_time: now.toISOString(),
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    groupId = group;
    const mcq = (variant.mcq ?? []).map(({ options, ...q }) => ({ ...q, answer_options: [...options] }));
    await insertMcqQuestions(trx, gameId, mcq, now);
    await insertKrissKrossQuestions(trx, gameId, variant.krisskross ?? [], now);
  }
}
