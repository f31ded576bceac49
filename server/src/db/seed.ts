import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../domains/auth/passwords.ts';
import { insertChannelWithCreator } from '../domains/channels/repository.ts';
import { insertGame, insertKrissKrossQuestions, insertMcqQuestions } from '../domains/games/repository.ts';
import { notifyNewGame } from '../domains/notifications/game-notices.ts';
import { type DemoGame, demoGames } from './demo-games.ts';
import { newId } from './ids.ts';
import type { Database } from './schema.ts';

// Demo content, written once on the first start of an empty database (when SEED_DEMO is on):
// the demo admin and creator of the README, the creator's channel and its released games (demo-games.ts),
// its playlists, a gift budget and a standing gift. Live-round gifts come with the demo's rounds (demo-rounds).

export const DEMO_ADMIN = {
  country_code: 91,
  phone: '9000000001',
  password: 'Admin@2026',
  name: 'Demo Admin',
} as const;
export const DEMO_CREATOR = { email: 'creator@demo.test', password: 'Creator@2026', name: 'Demo Creator' } as const;
export const DEMO_CHANNEL_NAME = 'Word Wizards';
/** The demo channel's gift balance to start with, so live-round gifts are paid from a budget. */
export const DEMO_GIFT_BUDGET = 1_000;
/** Home carousels: playlists of the demo games (by their place in demo-games.ts). */
const DEMO_PLAYLISTS = [
  { name: 'Start here', games: [0, 1] },
  { name: 'Fruit Basket in six languages', games: [1] },
  { name: 'Quick quizzes', games: [0] },
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

    const groups: string[] = [];
    for (const game of demoGames) groups.push(await insertDemoGame(trx, channelId, game, now));
    await insertDemoRewards(trx, channelId, groups, now);
  });
  const released = await db.selectFrom('games').select('id').where('status', '=', 'RELEASED').execute();
  for (const game of released) await notifyNewGame(db, game.id);
  return true;
}

/** The demo channel's playlists for the home carousels, a gift budget and a standing gift. */
async function insertDemoRewards(trx: Transaction<Database>, channelId: string, groups: string[], now: Date) {
  const at = now.toISOString();
  for (const [position, playlist] of DEMO_PLAYLISTS.entries()) {
    const playlistId = newId();
    await trx.insertInto('playlists').values({ id: playlistId, channel_id: channelId, name: playlist.name, position, created_at: at }).execute();
    const members = playlist.games.flatMap((index) => (groups[index] ? [groups[index]] : []));
    for (const [order, groupId] of members.entries()) {
      await trx.insertInto('playlist_games').values({ playlist_id: playlistId, group_id: groupId, position: order }).execute();
    }
  }
  await trx
    .updateTable('channel_gift_balances')
    .set({ balance: DEMO_GIFT_BUDGET, updated_at: at })
    .where('channel_id', '=', channelId)
    .execute();
  await trx
    .insertInto('gift_ledger')
    .values({ id: newId(), channel_id: channelId, delta: DEMO_GIFT_BUDGET, balance_after: DEMO_GIFT_BUDGET, reason: 'RECHARGE', ref_id: null, created_at: at })
    .execute();
  await trx
    .insertInto('gifts')
    .values({
      id: newId(),
      channel_id: channelId,
      game_id: null,
      name: 'Word Wizard of the Month',
      description: 'A signed dictionary for the month\'s best player of the channel.',
      value: 100,
      winner_ranks: 1,
      image_media_id: null,
      created_at: at,
    })
    .execute();
}

/** Writes a demo game in all its languages; returns its group. */
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
  if (!groupId) throw new Error('a demo game has no variant');
  return groupId;
}
