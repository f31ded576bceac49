import type { GameType } from '@plw/shared/constants';
import { useSearch } from 'wouter';
import { playPathOf } from '../../question-types/registry.ts';

// A hosted round (rest/hosting.ts) plays on the game's own live play page, named by a `round` search param: the
// page then joins that round rather than the game's scheduled one. Without the param every page works as before.

const ROUND_PARAM = 'round';

/** The hosted round the page's address names, or undefined for the game's own round. */
export function useHostedRoundId(): string | undefined {
  return new URLSearchParams(useSearch()).get(ROUND_PARAM) || undefined;
}

/** The live play page of one hosted round of a game. */
export function hostedPlayHref(type: GameType, gameId: string, roundId: string): string {
  return `${playPathOf(type, gameId)}?${new URLSearchParams({ [ROUND_PARAM]: roundId }).toString()}`;
}

/** Carries the hosted round on to the next page of the game (its game-over), if there is one. */
export function withHostedRound(href: string, roundId: string | undefined): string {
  return roundId ? `${href}?${new URLSearchParams({ [ROUND_PARAM]: roundId }).toString()}` : href;
}
