import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Direction, GameType, Language } from '@plw/shared/constants';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../domains/auth/passwords.ts';
import { insertChannelWithCreator } from '../domains/channels/repository.ts';
import { insertGame } from '../domains/games/repository.ts';
import { insertKrissKrossQuestions } from '../question-types/krisskross/repository.ts';
import { insertMcqQuestions } from '../question-types/mcq/repository.ts';
import { insertTypedAnswerQuestions } from '../question-types/typed-answer/repository.ts';
import { notifyNewGame } from '../domains/notifications/game-notices.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { ClueContent, McqContent, TypedAnswerContent } from './content-schema.ts';
import { type DemoContent, loadDemoContent, PICTURES_DIR } from './load-content.ts';

// Demo content, written once on the first start of an empty database (when SEED_DEMO is on): the demo admin
// and creator of the README, the four channels of server/src/demo/content/channels.json with their creators,
// pictures and playlists, every game of the content files released (a daily one at the start of its UTC day
// counted from the first start's), a gift budget and a standing gift. Live-round gifts come with the demo's
// rounds (demo-rounds). The content itself is data, in server/src/demo/content/.

export const DEMO_ADMIN = {
  country_code: 91,
  phone: '9000000001',
  password: 'Admin@2026',
  name: 'Demo Admin',
} as const;
export const DEMO_CREATOR = { email: 'creator@demo.test', password: 'Creator@2026', name: 'Demo Creator' } as const;
/** The channel of the README's demo creator (content key `word-wizards`), where the demo's live rounds run. */
export const DEMO_CHANNEL_NAME = 'Word Wizards';
const DEMO_CHANNEL_KEY = 'word-wizards';
/** The demo channel's gift balance to start with, so live-round gifts are paid from a budget. */
export const DEMO_GIFT_BUDGET = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  /** Where the channels' pictures are stored, as uploads are; without it the channels have none. */
  media?: MediaStore;
  /** When the content is written: its dates count from this moment. */
  now: Date;
  /** Told of a puzzles file left out because it does not pass its schema (the content test names it too). */
  warn?: (message: string) => void;
}

export async function seedDemoContent(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const { now } = options;
  const existing = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const content = loadDemoContent();
  for (const problem of content.skipped) options.warn?.(`demo content left out: ${problem}`);
  const [adminHash, creatorHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_CREATOR.password),
  ]);
  const channels = await db.transaction().execute(async (trx) => {
    await insertAdmin(trx, adminHash, now);
    const written = await insertChannels(trx, content, creatorHash, now);
    const groups = await insertGames(trx, content, new Map([...written].map(([key, c]) => [key, c.channelId])), now);
    await insertPlaylists(trx, content, written, groups, now);
    const demo = written.get(DEMO_CHANNEL_KEY);
    if (!demo) throw new Error(`channels.json has no ${DEMO_CHANNEL_KEY}`);
    await insertDemoRewards(trx, demo.channelId, now);
    return written;
  });
  if (options.media) await storePictures(options.media, content, channels, now);
  const released = await db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'RELEASED')
    .where('publishing_time', '<=', now.toISOString())
    .execute();
  for (const game of released) await notifyNewGame(db, game.id, now);
  return true;
}

async function insertAdmin(trx: Transaction<Database>, passwordHash: string, now: Date) {
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
      password_hash: passwordHash,
      created_at: at,
    })
    .execute();
}

interface SeededChannel {
  channelId: string;
  userId: string;
}

/**
 * The channels and their creators. The README's demo creator signs in to Word Wizards; the other creators
 * have no password yet, as a channel approved but not yet signed up for.
 */
async function insertChannels(trx: Transaction<Database>, content: DemoContent, creatorHash: string, now: Date) {
  const written = new Map<string, SeededChannel>();
  for (const channel of content.channels) {
    const demo = channel.key === DEMO_CHANNEL_KEY;
    const { name, email, phone } = channel.owner;
    const seeded = await insertChannelWithCreator(
      trx,
      {
        owner: { name, email, country_code: 91, phone_no: phone },
        channel_name: channel.name,
        channel_description: channel.description,
        passwordHash: demo ? creatorHash : null,
      },
      now,
    );
    await trx.updateTable('channels').set({ colour: channel.colour }).where('id', '=', seeded.channelId).execute();
    written.set(channel.key, seeded);
  }
  return written;
}

/** The start of the UTC day `day` days after `now`'s: when a daily game of that day is published. */
export function dayStart(now: Date, day: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today + day * DAY_MS);
}

interface SeedGame {
  language: Language;
  name: string;
  questions?: McqContent[];
  clues?: ClueContent[];
  typed?: TypedAnswerContent[];
}

/** Every game of the content, released; returns each content key's game group. */
async function insertGames(trx: Transaction<Database>, content: DemoContent, channels: Map<string, string>, now: Date) {
  const groups = new Map<string, { groupId: string; channel: string }>();
  const channelOf = (key: string) => {
    const id = channels.get(key);
    if (!id) throw new Error(`no channel ${key}`);
    return id;
  };
  for (const file of content.puzzles) {
    for (const puzzle of file.krisskross) {
      const variant = { language: file.language, name: puzzle.name, clues: puzzle.clues };
      const groupId = await insertVariants(trx, channelOf(puzzle.channel), 'Kriss_kross_puzzle', [variant], dayStart(now, puzzle.day), now);
      groups.set(puzzle.key, { groupId, channel: puzzle.channel });
    }
    for (const quiz of file.quizzes) {
      const variant = { language: file.language, name: quiz.name, questions: quiz.questions };
      const groupId = await insertVariants(trx, channelOf(quiz.channel), 'Mcq', [variant], dayStart(now, quiz.day), now);
      groups.set(quiz.key, { groupId, channel: quiz.channel });
    }
    for (const game of file.typedAnswers ?? []) {
      const variant = { language: file.language, name: game.name, typed: game.questions };
      const groupId = await insertVariants(trx, channelOf(game.channel), 'Typed_answer', [variant], dayStart(now, game.day), now);
      groups.set(game.key, { groupId, channel: game.channel });
    }
  }
  // The classics last, so they are the newest: first in a creator's list, where the README points.
  for (const game of content.classics) {
    const type: GameType = game.variants.some((v) => 'clues' in v) ? 'Kriss_kross_puzzle' : 'Mcq';
    const groupId = await insertVariants(trx, channelOf(game.channel), type, game.variants, now, now);
    groups.set(game.key, { groupId, channel: game.channel });
  }
  return groups;
}

/** Kriss-kross directions as written, or alternating Across and Down where the file leaves them out. */
function directed(clues: ClueContent[]): { question: string; answer: string; direction: Direction }[] {
  return clues.map(({ clue, answer, direction }, i) => ({
    question: clue,
    answer,
    direction: direction ?? (i % 2 === 0 ? 'Across' : 'Down'),
  }));
}

/** One released daily game in each of its languages (one group); returns the group. */
async function insertVariants(
  trx: Transaction<Database>,
  channelId: string,
  type: GameType,
  variants: SeedGame[],
  publishing: Date,
  now: Date,
) {
  let groupId: string | undefined;
  for (const variant of variants) {
    const { gameId, groupId: group } = await insertGame(
      trx,
      channelId,
      {
        ...(groupId ? { group_id: groupId } : {}),
        type,
        mode: 'DAILY',
        language: variant.language,
        game_name: variant.name,
        publishing_time: publishing.toISOString(),
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    groupId = group;
    const mcq = (variant.questions ?? []).map(({ options, ...q }) => ({ ...q, answer_options: [...options] }));
    await insertMcqQuestions(trx, gameId, mcq, now);
    await insertKrissKrossQuestions(trx, gameId, directed(variant.clues ?? []), now);
    const typed = (variant.typed ?? []).map(({ alternatives = [], ...q }) => ({ ...q, alternatives }));
    await insertTypedAnswerQuestions(trx, gameId, typed, now);
  }
  if (!groupId) throw new Error('a demo game has no variant');
  return groupId;
}

/**
 * Each channel's playlists for the home carousels, in the file's order. A key whose language file is not
 * written yet is left out (the content test insists on every key); a game of another channel or one listed
 * twice is an error, as the studio refuses both.
 */
async function insertPlaylists(
  trx: Transaction<Database>,
  content: DemoContent,
  channels: Map<string, SeededChannel>,
  groups: Map<string, { groupId: string; channel: string }>,
  now: Date,
) {
  const at = now.toISOString();
  for (const channel of content.channels) {
    const channelId = channels.get(channel.key)?.channelId;
    if (!channelId) throw new Error(`no channel ${channel.key}`);
    for (const [position, playlist] of channel.playlists.entries()) {
      const members = playlist.games.flatMap((key) => {
        const game = groups.get(key);
        if (game && game.channel !== channel.key) throw new Error(`playlist ${playlist.name}: ${key} is not a ${channel.key} game`);
        return game ? [game.groupId] : [];
      });
      if (new Set(members).size !== members.length) throw new Error(`playlist ${playlist.name} lists a game twice`);
      const playlistId = newId();
      await trx.insertInto('playlists').values({ id: playlistId, channel_id: channelId, name: playlist.name, position, created_at: at }).execute();
      for (const [order, groupId] of members.entries()) {
        await trx.insertInto('playlist_games').values({ playlist_id: playlistId, group_id: groupId, position: order }).execute();
      }
    }
  }
}

/** The demo channel's gift budget and a standing gift. */
async function insertDemoRewards(trx: Transaction<Database>, channelId: string, now: Date) {
  const at = now.toISOString();
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

/**
 * The channels' pictures, stored through the media store as a creator's upload is (the same type and SVG
 * checks, the same /api/media URL), owned by each channel's creator.
 */
async function storePictures(
  media: MediaStore,
  content: DemoContent,
  channels: Map<string, SeededChannel>,
  now: Date,
) {
  for (const channel of content.channels) {
    const seeded = channels.get(channel.key);
    if (!seeded) continue;
    const bytes = await readFile(path.join(PICTURES_DIR, channel.picture));
    await media.store({ ownerUserId: seeded.userId, bytes, accept: ['image'], now }, async (stored, trx) => {
      await trx.updateTable('channels').set({ channel_dp_media_id: stored.id }).where('id', '=', seeded.channelId).execute();
    });
  }
}
