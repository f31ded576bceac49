import { api } from '@plw/protocol/api';
import { type RoundLobby, roundLobbySchema, roundStateSchema } from '@plw/protocol/socket/round-events';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '../../lib/api-context.tsx';
import { useTabSocket } from '../../lib/use-socket.ts';
import { QUESTION_TYPES } from '../../question-types/registry.ts';

// The waiting room of a scheduled round, Kahoot-style: the game it opens, and the players arriving. Waiting here
// takes the player's seat in the round (round:join, as the play page does at the start), so they count among the
// arrivals; their name, changed here, is taken again with a new join.

/** A play page's address, /game/<slug>/<gameId>, for any question type. */
const PLAY_PATH = new RegExp(`^/game/(?:${QUESTION_TYPES.map((entry) => entry.slug).join('|')})/([^/?#]+)(?:[?#]|$)`);

/** The game a play page's address opens, or null for any other address. */
export function gameIdOf(destination: string): string | null {
  const id = PLAY_PATH.exec(destination)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

/** The game's name, channel and language variant, as the waiting room shows them. */
export function useWaitingGame(gameId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['waiting-room', 'game', gameId],
    enabled: gameId !== null,
    queryFn: async ({ signal }) => {
      const { games } = await client.call(api.gameDetails, { params: { id: gameId ?? '' }, signal });
      return games.find((game) => game.game_id === gameId) ?? games[0] ?? null;
    },
  });
}

/** The round's lobby while waiting: null until the first news; `seatName` joins again when it changes. */
export function useRoundLobby(gameId: string | null, seatName: string | null): RoundLobby | null {
  const connection = useTabSocket();
  const [lobby, setLobby] = useState<RoundLobby | null>(null);

  useEffect(() => {
    if (gameId === null) return;
    const stop = connection.listen('round:lobby', roundLobbySchema, (news) => {
      if (news.gameId === gameId) setLobby(news);
    });
    return stop;
  }, [connection, gameId]);

  useEffect(() => {
    if (gameId === null) return;
    // A refusal (the round over, a removal) leaves the countdown as it was: the game's page says why.
    const join = () => void connection.call('round:join', { gameId }, roundStateSchema);
    connection.socket.on('connect', join);
    if (connection.socket.connected) join();
    // No round:leave on the way out: the game's page joins at the start and must find the socket in the room (a
    // leave sent as the countdown turns to 3, 2, 1 could land after that join and take it out again).
    return () => {
      connection.socket.off('connect', join);
    };
  }, [connection, gameId, seatName]);

  return lobby;
}
