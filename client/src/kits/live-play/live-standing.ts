import { liveRank } from '@plw/shared/rules/ranking';
import type { LeaderboardLine, LiveRoundState } from './live-round-state.ts';

// Where the player stands, worked out once from the round's state for every widget that shows it (the rank and
// score chips, the live board, a finale's board), so no two of them tell different stories: the players counted
// are never fewer than the lines shown, the rank chip is the player's own line's, and nobody is ranked at 0 points
// while the round runs (shared/src/rules/ranking.ts, `liveRank`).

export interface BoardRow extends LeaderboardLine {
  /** The rank shown on the line: none for a player still at 0 points while the round runs. */
  shownRank: number | null;
  mine: boolean;
}

export interface LiveStanding {
  /** The board's lines in rank order, the player's own with their latest points. */
  rows: readonly BoardRow[];
  /** How many play; null until a board has come (nothing is known of the others yet). */
  players: number | null;
  /** The reader's player id. */
  me: string | null;
  /** The reader's rank as every widget shows it; null when there is none to tell. */
  rank: number | null;
  score: number;
  /** Whether the reader has a line among `rows`; if not, their own line goes under the board. */
  listed: boolean;
}

export type StandingSource = Pick<LiveRoundState, 'top' | 'players' | 'rank' | 'score'>;

/**
 * The one standing of `me` in a round. `final`: the round has ended and its ranks stand as stored, 0 points
 * included. The board's own line and the player's own standing (an ack, a reveal, a standing push) can come apart in
 * time: the one with more points is the newer (points only grow), and it is the one shown, on the line and chips.
 */
export function liveStanding(source: StandingSource, me: string | null, final = false): LiveStanding {
  const told = (score: number, rank: number | null) => (final ? rank : liveRank(score, rank));
  const line = me === null ? undefined : source.top.find((entry) => entry.playerId === me);
  const ownNewer = line === undefined || source.score > line.score;
  const score = ownNewer ? source.score : line.score;
  const ownRank = ownNewer ? source.rank ?? line?.rank ?? null : line.rank;
  const rows = source.top.map((entry): BoardRow => {
    if (entry.playerId !== me) return { ...entry, shownRank: told(entry.score, entry.rank), mine: false };
    return { ...entry, score, rank: ownRank ?? entry.rank, shownRank: told(score, ownRank ?? entry.rank), mine: true };
  });
  const rank = told(score, ownRank);
  const listed = line !== undefined;
  const known = source.top.length > 0 || source.players > 0;
  const ownLine = me !== null && !listed ? 1 : 0;
  const players = known ? Math.max(source.players, rows.length + ownLine, rank ?? 0) : null;
  return { rows, players, me, rank, score, listed };
}
