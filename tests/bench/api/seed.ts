import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { GameMode, GameStatus, Language } from '@plw/shared/constants';
import type { Insertable, Kysely } from 'kysely';
import {
  channelName, type DataSetSize, gameName, languages, pick, playerName, type Random, seededRandom, skewedIndex, TOPICS,
} from './data-set.ts';
import { insertInBatches, insertRows } from './insert-rows.ts';
import { playedGames, type SeededGame, seedPlays } from './seed-plays.ts';

// Writes the benchmark's data set straight into a fresh, migrated database: channels with their creators,
// players, games in groups of language variants with their questions, plays with their answers (a few popular
// games, a long tail), the channel totals those plays add up to, subscriptions and playlists. Multi-row
// inserts in big transactions; the same data on every run (seeded random).

type Db = Kysely<Database>;
type Game = SeededGame;

export interface SeededData {
  /** The most played DAILY game: the leaderboard call's game. */
  leaderboardGameId: string;
  /** Channels with the most subscribers, most popular first: the signed-in player follows a few. */
  popularChannelIds: string[];
  rows: Record<string, number>;
}

const DAY_MS = 86_400_000;

export async function seedDataSet(db: Db, size: DataSetSize, now: Date): Promise<SeededData> {
  const random = seededRandom(20_260_101);
  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => (rows[table] = (rows[table] ?? 0) + n);

  const channelIds = await seedChannels(db, random, size.channels, now);
  count('channels', channelIds.length);
  const playerIds = await seedPlayers(db, random, size.players, now);
  count('players', playerIds.length);
  const games = makeGames(random, size, channelIds, now);
  await seedGames(db, games, now);
  count('games', games.length);
  count('questions', games.length * size.questionsPerGame);

  const played = playedGames(random, games, now);
  const plays = await seedPlays(db, random, size, played, playerIds, now);
  count('plays', plays.plays);
  count('answers', plays.answers);
  count('channel_scores', plays.channelScores);

  const subscriptions = await seedSubscriptions(db, random, playerIds, channelIds, now);
  count('subscriptions', subscriptions);
  const playlists = await seedPlaylists(db, random, games, now);
  count('playlists', playlists.playlists);
  count('playlist_games', playlists.entries);

  const leaderboard = played[0];
  if (!leaderboard) throw new Error('no game was played');
  return { leaderboardGameId: leaderboard.id, popularChannelIds: channelIds.slice(0, 10), rows };
}

async function seedChannels(db: Db, random: Random, count: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const users: Insertable<Database['users']>[] = [];
  const channels: Insertable<Database['channels']>[] = [];
  const creators: Insertable<Database['creators']>[] = [];
  for (let i = 0; i < count; i++) {
    const channelId = newId();
    const userId = newId();
    users.push({ id: userId, role: 'CREATOR', created_at: at });
    channels.push({
      id: channelId,
      name: `Owner ${i + 1}`,
      email: `owner${i + 1}@bench.test`,
      country_code: 91,
      phone_no: String(8_000_000_000 + i),
      channel_name: channelName(random, i),
      channel_dp_media_id: null,
      channel_description: `Puzzles and quizzes about ${pick(random, TOPICS).toLowerCase()} and more, every day.`,
      created_at: at,
      updated_at: at,
    });
    creators.push({
      id: newId(),
      user_id: userId,
      channel_id: channelId,
      name: `Creator ${i + 1}`,
      email: `creator${i + 1}@bench.test`,
      password_hash: null,
      created_at: at,
    });
  }
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'users', users);
    await insertRows(trx, 'channels', channels);
    await insertRows(trx, 'creators', creators);
  });
  return channels.map((c) => c.id);
}

async function seedPlayers(db: Db, random: Random, count: number, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const users: Insertable<Database['users']>[] = [];
  const players: Insertable<Database['players']>[] = [];
  for (let i = 0; i < count; i++) {
    const userId = newId();
    // Two players in five finished sign-up (phone and password); the rest are guests, some with a name.
    const signedUp = random() < 0.4;
    users.push({ id: userId, role: 'PLAYER', created_at: at });
    players.push({
      id: newId(),
      user_id: userId,
      name: signedUp || random() < 0.3 ? playerName(random, i) : null,
      username: signedUp ? `player${i + 1}` : null,
      profile_pic: null,
      country_code: signedUp ? 91 : null,
      phone: signedUp ? String(7_000_000_000 + i) : null,
      mother_tongue: signedUp ? pick(random, languages) : null,
      password_hash: null,
      authenticated: signedUp ? 1 : 0,
      created_at: at,
      updated_at: at,
    });
  }
  await insertInBatches(db, 'users', users);
  await insertInBatches(db, 'players', players);
  return players.map((p) => p.id);
}

function chooseMode(random: Random): GameMode {
  const r = random();
  return r < 0.6 ? 'DAILY' : r < 0.8 ? 'RAPID' : 'RAPID_THEN_DAILY';
}

function chooseStatus(random: Random): GameStatus {
  const r = random();
  return r < 0.85 ? 'RELEASED' : r < 0.9 ? 'DRAFT' : r < 0.95 ? 'PENDING_VERIFICATION' : 'VERIFIED';
}

/** English is the most common language; the other five share the rest. */
function chooseLanguages(random: Random): Language[] {
  const variants = random() < 0.7 ? 1 : random() < 0.8 ? 2 : 3;
  const chosen = new Set<Language>([random() < 0.3 ? 'English' : pick(random, languages)]);
  while (chosen.size < variants) chosen.add(pick(random, languages));
  return [...chosen];
}

/** Games oldest first (ids are ULIDs, so lists ordered by id are ordered by creation), a year of them. */
function makeGames(random: Random, size: DataSetSize, channelIds: string[], now: Date): Game[] {
  const games: Game[] = [];
  const spacingMs = (365 * DAY_MS) / size.games;
  while (games.length < size.games) {
    const createdMs = now.getTime() - 365 * DAY_MS + games.length * spacingMs;
    const channelId = channelIds[skewedIndex(random, channelIds.length, 1.5)] ?? '';
    const groupId = newId();
    const mode = chooseMode(random);
    const status = chooseStatus(random);
    const name = gameName(random, games.length);
    const shared = {
      group_id: groupId,
      channel_id: channelId,
      type: random() < 0.5 ? ('Kriss_kross_puzzle' as const) : ('Mcq' as const),
      mode,
      visibility: random() < 0.9 ? ('PUBLIC' as const) : ('PRIVATE' as const),
      paid: random() < 0.1 ? (1 as const) : (0 as const),
      local_circle: random() < 0.3 ? (1 as const) : (0 as const),
      transit_game: random() < 0.2 ? (1 as const) : (0 as const),
      supporting_lesson: random() < 0.15 ? (1 as const) : (0 as const),
      score: 1 + Math.floor(random() * 10),
      image_media_id: null,
      hashtag: `#${(name.split(' ')[1] ?? '').toLowerCase()}`,
      question_source: 'Manually' as const,
      // A day after creation: the newest games' live rounds are still to come.
      publishing_time: new Date(createdMs + DAY_MS).toISOString(),
      game_duration: mode === 'DAILY' ? null : 60 * (1 + Math.floor(random() * 10)),
      status,
      layout: null,
      released_at: status === 'RELEASED' ? new Date(createdMs).toISOString() : null,
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(createdMs).toISOString(),
    };
    for (const language of chooseLanguages(random)) {
      if (games.length >= size.games) break;
      const questionIds = Array.from({ length: size.questionsPerGame }, () => newId());
      games.push({ ...shared, id: newId(), language, game_name: name, questionIds });
    }
  }
  return games;
}

async function seedGames(db: Db, games: Game[], now: Date) {
  const at = now.toISOString();
  const groups = [...new Map(games.map((g) => [g.group_id, g])).values()].map((g) => ({
    id: g.group_id,
    channel_id: g.channel_id,
    created_at: g.created_at,
  }));
  const rows = games.map(({ questionIds: _questions, ...game }) => game);
  const mcq: Insertable<Database['mcq_questions']>[] = [];
  const krisskross: Insertable<Database['krisskross_questions']>[] = [];
  for (const game of games) {
    game.questionIds.forEach((id, position) => {
      const question = { id, game_id: game.id, position, question: `Clue ${position + 1} of ${game.game_name}?` };
      const media = { media_id: null, media_type: null, created_at: at };
      if (game.type === 'Mcq') {
        mcq.push({ ...question, answer: 'Yes', answer_options: JSON.stringify(['No', 'Maybe', 'Never']), ...media });
      } else {
        krisskross.push({ ...question, answer: `WORD${position}`, direction: position % 2 ? 'Down' : 'Across', ...media });
      }
    });
  }
  await insertInBatches(db, 'game_groups', groups);
  await insertInBatches(db, 'games', rows);
  await insertInBatches(db, 'mcq_questions', mcq);
  await insertInBatches(db, 'krisskross_questions', krisskross);
}

/** Most players follow a few channels, popular ones most often; some follow none. */
async function seedSubscriptions(db: Db, random: Random, playerIds: string[], channelIds: string[], now: Date) {
  const at = now.toISOString();
  const rows: Insertable<Database['subscriptions']>[] = [];
  const followCounts = [0, 0, 1, 1, 2, 2, 3, 4, 5, 8];
  for (const playerId of playerIds) {
    const wanted = Math.min(channelIds.length, pick(random, followCounts));
    const followed = new Set<string>();
    while (followed.size < wanted) followed.add(channelIds[skewedIndex(random, channelIds.length, 2)] ?? '');
    for (const channelId of followed) rows.push({ player_id: playerId, channel_id: channelId, created_at: at });
  }
  await insertInBatches(db, 'subscriptions', rows);
  return rows.length;
}

/** Two playlists per channel with at least three released groups, five to eight groups each. */
async function seedPlaylists(db: Db, random: Random, games: Game[], now: Date) {
  const at = now.toISOString();
  const groupsByChannel = new Map<string, string[]>();
  for (const game of games) {
    if (game.status !== 'RELEASED') continue;
    const groups = groupsByChannel.get(game.channel_id) ?? [];
    if (!groups.includes(game.group_id)) groups.push(game.group_id);
    groupsByChannel.set(game.channel_id, groups);
  }
  const playlists: Insertable<Database['playlists']>[] = [];
  const entries: Insertable<Database['playlist_games']>[] = [];
  for (const [channelId, groups] of groupsByChannel) {
    if (groups.length < 3) continue;
    for (let position = 0; position < 2; position++) {
      const playlistId = newId();
      playlists.push({ id: playlistId, channel_id: channelId, name: `${pick(random, TOPICS)} mix`, position, created_at: at });
      const wanted = Math.min(groups.length, 5 + Math.floor(random() * 4));
      const chosen = new Set<string>();
      while (chosen.size < wanted) chosen.add(pick(random, groups));
      [...chosen].forEach((groupId, i) => entries.push({ playlist_id: playlistId, group_id: groupId, position: i }));
    }
  }
  await insertInBatches(db, 'playlists', playlists);
  await insertInBatches(db, 'playlist_games', entries);
  return { playlists: playlists.length, entries: entries.length };
}
