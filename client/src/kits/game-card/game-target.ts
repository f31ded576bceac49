import { beforeStart } from '@plw/shared/rules/round/schedule';
import type { GameSummary } from '@plw/shared/schemas/game';
import { playPathOf } from '../../question-types/registry.ts';
import { numberFormat } from '../../ui/number-format.ts';

// Where a game card leads (spec 4, "Game access"): a live game before its publishing time goes to the waiting
// room, which returns to the round at the start; everything else opens the game itself.

type CardGame = Pick<GameSummary, 'game_id' | 'type' | 'mode' | 'publishing_time'>;

/** The page that plays a game. */
export function playPath(game: Pick<GameSummary, 'game_id' | 'type'>): string {
  return playPathOf(game.type, game.game_id);
}

/** The publishing time of a live game still to start, as epoch ms; null for daily games and started rounds. */
export function upcomingStart(game: CardGame, now: number): number | null {
  if (game.mode === 'DAILY' || !game.publishing_time || !beforeStart(game, now)) return null;
  return Date.parse(game.publishing_time);
}

/** The card's address at `now`. */
export function cardHref(game: CardGame, now: number): string {
  const play = playPath(game);
  if (upcomingStart(game, now) === null || !game.publishing_time) return play;
  return `/game/waitingroom?${new URLSearchParams({ redirect: play, time: game.publishing_time }).toString()}`;
}

export interface CountdownText {
  days: number;
  /** hh:mm:ss in the reader's digits. */
  clock: string;
}

/** What is left, rounded up to the second, as days and a clock in the reader's locale. */
export function countdownText(remainingMs: number, locale: string): CountdownText {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return {
    days: Math.floor(total / 86_400),
    clock: [hours, minutes, total % 60].map((part) => two.format(part)).join(':'),
  };
}
