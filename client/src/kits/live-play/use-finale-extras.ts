import { api } from '@plw/protocol/api';
import type { GiftAward } from '@plw/protocol/rest/player';
import { liveRoundOver } from '@plw/shared/rules/rapid-round';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { useServerClock } from '../../lib/use-server-clock.ts';
import type { NextGame } from './finale.tsx';
import { playPathOf } from '../../question-types/registry.ts';

// What a finale shows beyond the board: the gifts this player won in this game (awarded in the same transaction
// as the final ranks, so they are there once the round has ended) and a daily game in the same language to play
// next, never one whose live round is over by the server's clock (the rapid-round rule's `liveRoundOver`: a live
// quiz an hour old is a round that has ended, whatever its daily play). Both are extras: one that cannot be read is
// left out, never the finale.

export interface FinaleExtras {
  gifts: readonly GiftAward[];
  next: NextGame | null;
}

type FinaleGame = Pick<GameSummary, 'game_id' | 'language'> & { channel: Pick<GameSummary['channel'], 'channel_id'> };

/** The finale's extras once both are read (null until then); nothing is read while `ended` is false. */
export function useFinaleExtras(game: FinaleGame, ended = true): FinaleExtras | null {
  const client = useApiClient();
  const now = useServerClock();
  const [extras, setExtras] = useState<FinaleExtras | null>(null);
  const { game_id: gameId, language } = game;
  const channelId = game.channel.channel_id;

  useEffect(() => {
    if (!ended) return;
    const controller = new AbortController();
    const { signal } = controller;
    const gifts = client
      .call(api.gifts, { query: { channel_id: channelId }, signal })
      .then((reply) => reply.gifts.filter((award) => award.gift.game?.game_id === gameId))
      .catch(() => []);
    const next = client
      .call(api.dailyPuzzles, { query: { language }, signal })
      .then((page) => nextGame(page.games, gameId, new Date(now())))
      .catch(() => null);
    void Promise.all([gifts, next]).then(([won, after]) => {
      if (!signal.aborted) setExtras({ gifts: won, next: after });
    });
    return () => controller.abort();
  }, [client, ended, gameId, channelId, language, now]);
  return extras;
}

/** The first listed game that is not this one and not a live round over at `now`, with where it is played. */
function nextGame(games: readonly GameSummary[], playedId: string, now: Date): NextGame | null {
  const timing = (game: GameSummary) => ({ ...game, game_duration: game.game_configuration.game_duration });
  const game = games.find((candidate) => candidate.game_id !== playedId && !liveRoundOver(timing(candidate), now));
  if (!game) return null;
  return { name: game.game_name, href: playPathOf(game.type, game.game_id) };
}
