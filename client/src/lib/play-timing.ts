import type { GameSummary } from '@plw/shared/schemas/game';
import { answersHeldUntil } from '@plw/shared/rules/answer-access';
import { playKindAt } from '@plw/shared/rules/rapid-round';
import { roundEndsAt as endOfRound, roundPhase } from '@plw/shared/rules/round/schedule';

// Where a game's play page and the pages after its round send a player, by the game and the server's clock (spec 4).

type Game = Pick<GameSummary, 'mode' | 'publishing_time'> & { game_configuration: { game_duration: number | null } };

const timing = (game: Game) => ({
  mode: game.mode,
  publishing_time: game.publishing_time,
  game_duration: game.game_configuration.game_duration,
});

/** The end of a live round (publishing time plus duration), as epoch ms; null without both. */
export function roundEndsAt(game: Game): number | null {
  return endOfRound(timing(game));
}

export type PlayEntry =
  | { kind: 'wait'; until: string }
  | { kind: 'daily' }
  | { kind: 'live' }
  | { kind: 'game-over' };

/** The play page: wait for the publishing time, play daily over REST, play the live round, or it is over. */
export function playEntry(game: Game, now: number): PlayEntry {
  const at = new Date(now);
  if (game.publishing_time && roundPhase(timing(game), at) === 'waiting') return { kind: 'wait', until: game.publishing_time };
  const kind = playKindAt(timing(game), at);
  if (kind === 'DAILY') return { kind: 'daily' };
  return kind === 'RAPID' ? { kind: 'live' } : { kind: 'game-over' };
}

export type AfterRoundEntry = { kind: 'home' } | { kind: 'wait'; until: string } | { kind: 'show' };

/**
 * The leaderboard and the answers page. A live game's leaderboard waits for its end (spec 4) and a daily game's
 * goes home. The answers wait as long as the shared answer rule holds them for everyone; past that, whether
 * this player may see them depends on their own play, which the server knows (it answers 409 until then).
 */
export function afterRoundEntry(page: 'leaderboard' | 'answers', game: Game, now: number): AfterRoundEntry {
  if (page === 'leaderboard' && game.mode === 'DAILY') return { kind: 'home' };
  const until = page === 'answers' ? answersHeldUntil(timing(game))?.getTime() ?? null : endOfRound(timing(game));
  if (until !== null && now < until) return { kind: 'wait', until: new Date(until).toISOString() };
  return { kind: 'show' };
}

/** The waiting room's address: back to `redirect` at `time`. */
export function waitingRoomHref(redirect: string, time: string): string {
  return `/game/waitingroom?${new URLSearchParams({ redirect, time }).toString()}`;
}
