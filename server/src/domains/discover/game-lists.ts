import type { Language } from '@plw/shared/constants';
import { roundEndsAt } from '@plw/shared/rules/round/schedule';
import type { GameSummary } from '@plw/shared/schemas/game';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsPattern, decodeCursor, type PageRequest, pageOf } from '../../http/cursor.ts';
import { dailyOpenAt } from '../games/daily-open.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';
import { runningCutoff } from './live-round-queries.ts';

// The play-circle lists: released public games, filtered (every filter narrows further) and paged by keyset.
// Whether a live round has ended depends on publishing_time + game_duration, which no index can hold; only
// rounds that started within the longest duration can be running, so those few are sorted out here first.

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database & { channels: Database['channels'] }, 'games' | 'channels'>;

export interface GameFilters {
  search?: string | undefined;
  language?: Language | undefined;
  localcircle?: boolean | undefined;
  transitgames?: boolean | undefined;
  supportinglessons?: boolean | undefined;
  /** DAILY: playable on one's own time now; RAPID: a live round that has not ended. */
  mode?: 'DAILY' | 'RAPID' | undefined;
  channelId?: string | undefined;
}

/** Released live rounds that started in the last `longest duration`: those running now and those just ended. */
async function recentRounds(db: Db, now: Date) {
  const cutoff = await runningCutoff(db, now);
  const rows = await db
    .selectFrom('games')
    .select(['id', 'publishing_time', 'game_duration'])
    .where('status', '=', 'RELEASED')
    .where('visibility', '=', 'PUBLIC')
    .where('publishing_time', '>', cutoff)
    .where('publishing_time', '<=', now.toISOString())
    .where('mode', '!=', 'DAILY')
    .execute();
  const running = rows.filter((g) => (roundEndsAt(g) ?? 0) > now.getTime()).map((g) => g.id);
  const ended = rows.filter((g) => !running.includes(g.id)).map((g) => g.id);
  return { cutoff, running, ended };
}

type Rounds = Awaited<ReturnType<typeof recentRounds>>;

const notIn = (eb: Eb, ids: string[]) => (ids.length > 0 ? eb('games.id', 'not in', ids) : eb.lit(true));

/** DAILY games whose publishing time has come, and RAPID_THEN_DAILY games whose live round is over. */
function playableDaily(eb: Eb, rounds: Rounds, now: Date) {
  return eb.or([
    eb.and([eb('games.mode', '=', 'DAILY'), dailyOpenAt(eb, now)]),
    eb.and([
      eb('games.mode', '=', 'RAPID_THEN_DAILY'),
      eb('games.publishing_time', '<=', now.toISOString()),
      notIn(eb, rounds.running),
    ]),
  ]);
}

/** RAPID and RAPID_THEN_DAILY games whose live round is still to come or running. */
function liveRapid(eb: Eb, rounds: Rounds) {
  return eb.and([
    eb('games.mode', 'in', ['RAPID', 'RAPID_THEN_DAILY']),
    eb('games.game_duration', 'is not', null),
    eb('games.publishing_time', '>', rounds.cutoff),
    notIn(eb, rounds.ended),
  ]);
}

function matches(eb: Eb, filters: GameFilters) {
  const conditions = [eb('games.status', '=', 'RELEASED'), eb('games.visibility', '=', 'PUBLIC')];
  if (filters.channelId) conditions.push(eb('games.channel_id', '=', filters.channelId));
  if (filters.language) conditions.push(eb('games.language', '=', filters.language));
  if (filters.localcircle) conditions.push(eb('games.local_circle', '=', 1));
  if (filters.transitgames) conditions.push(eb('games.transit_game', '=', 1));
  if (filters.supportinglessons) conditions.push(eb('games.supporting_lesson', '=', 1));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const like = (column: 'games.game_name' | 'games.hashtag' | 'channels.channel_name') =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    conditions.push(eb.or([like('games.game_name'), like('games.hashtag'), like('channels.channel_name')]));
  }
  return eb.and(conditions);
}

/** A page of released public games, newest first; `mode` narrows to what is playable that way now. */
export async function listGames(db: Db, filters: GameFilters, page: PageRequest, now: Date) {
  if (filters.mode === 'DAILY') return listDailyGames(db, filters, page, now);
  const cursor = decodeCursor(page.cursor);
  const rounds = filters.mode ? await recentRounds(db, now) : null;
  const rows = await selectGameSummaries(db)
    .where((eb) => {
      // A daily game waits for its publishing time in every list, with or without a mode.
      const conditions = [matches(eb, filters), eb.or([eb('games.mode', '!=', 'DAILY'), dailyOpenAt(eb, now)])];
      if (rounds) conditions.push(liveRapid(eb, rounds));
      if (cursor) conditions.push(eb('games.id', '<', cursor.id));
      return eb.and(conditions);
    })
    .orderBy('games.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return toGamePage(pageOf(rows, page.limit, (row) => ({ key: row.id, id: row.id })));
}

/** How long a DAILY game counts as today's puzzle on the Daily tab: a day's puzzle stays first for a day. */
export const TODAYS_PUZZLE_MS = 24 * 3_600_000;

/**
 * The Daily tab's order: today's daily puzzles first (DAILY games released within the last day), then every other
 * playable game, live rounds turned daily among them, each group newest released first. The sort key is one
 * string, `1…` for today's and `0…` for the rest, then the publishing time (else the release), so a page resumes
 * after its last row like any keyset page.
 */
function dailyOrderKey(now: Date) {
  const since = new Date(now.getTime() - TODAYS_PUZZLE_MS).toISOString();
  // A game with no publishing time opened when it was released.
  return sql<string>`(case when games.mode = 'DAILY' and coalesce(games.publishing_time, games.released_at) > ${since}
    then '1' else '0' end || coalesce(games.publishing_time, games.released_at, ''))`;
}

async function listDailyGames(db: Db, filters: GameFilters, page: PageRequest, now: Date) {
  const cursor = decodeCursor(page.cursor);
  const rounds = await recentRounds(db, now);
  const key = dailyOrderKey(now);
  const rows = await selectGameSummaries(db)
    .select(key.as('daily_order'))
    .where((eb) => {
      const conditions = [matches(eb, filters), playableDaily(eb, rounds, now)];
      if (cursor) {
        conditions.push(
          eb.or([
            eb(key, '<', cursor.key),
            eb.and([eb(key, '=', cursor.key), eb('games.id', '<', cursor.id)]),
          ]),
        );
      }
      return eb.and(conditions);
    })
    .orderBy(key, 'desc')
    .orderBy('games.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return toGamePage(pageOf(rows, page.limit, (row) => ({ key: row.daily_order, id: row.id })));
}

/** A page of live rounds that have not ended, the soonest to start (or already running) first. */
export async function listLiveRounds(db: Db, filters: GameFilters, page: PageRequest, now: Date) {
  const cursor = decodeCursor(page.cursor);
  const rounds = await recentRounds(db, now);
  const rows = await selectGameSummaries(db)
    .where((eb) => {
      const conditions = [matches(eb, filters), liveRapid(eb, rounds)];
      if (cursor) {
        conditions.push(
          eb.or([
            eb('games.publishing_time', '>', cursor.key),
            eb.and([eb('games.publishing_time', '=', cursor.key), eb('games.id', '>', cursor.id)]),
          ]),
        );
      }
      return eb.and(conditions);
    })
    .orderBy('games.publishing_time', 'asc')
    .orderBy('games.id', 'asc')
    .limit(page.limit + 1)
    .execute();
  return toGamePage(pageOf(rows, page.limit, (row) => ({ key: row.publishing_time ?? '', id: row.id })));
}

function toGamePage<R extends Parameters<typeof toGameSummary>[0]>(page: { rows: R[]; next_cursor: string | null }) {
  return { games: page.rows.map(toGameSummary) satisfies GameSummary[], next_cursor: page.next_cursor };
}
