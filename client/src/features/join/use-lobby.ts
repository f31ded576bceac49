import {
  lobbyClosedSchema,
  type LobbyPlayers,
  lobbyPlayersSchema,
  type LobbyStarting,
  lobbyStartingSchema,
} from '@plw/protocol/socket/host-events';
import { roundRemovedSchema } from '@plw/protocol/socket/round-events';
import { useEffect, useState } from 'react';
import type { ConnectionStatus } from '../../lib/socket.ts';
import { useConnectionStatus, useTabSocket } from '../../lib/use-socket.ts';

// A seated player's lobby, live over the tab's one round connection (the same socket the round then plays on):
// `lobby:join` at every connect, who is there as it changes, and the moment the host starts, closes the lobby or
// removes this player.

export interface LiveLobby {
  /** Who is there (the newest names of a big room), once the server said; null before. */
  players: LobbyPlayers['players'] | null;
  /** How many are there, once the server said; null before. */
  count: number | null;
  starting: LobbyStarting | null;
  closed: boolean;
  /** The server's reason when the host removed this player. */
  removed: string | null;
  connection: ConnectionStatus;
}

export function useLobby(roundId: string, gameId: string): LiveLobby {
  const connection = useTabSocket();
  const status = useConnectionStatus(connection);
  const [lobby, setLobby] = useState<Pick<LobbyPlayers, 'players' | 'count'> | null>(null);
  const [starting, setStarting] = useState<LobbyStarting | null>(null);
  const [closed, setClosed] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const ours = <T extends { roundId: string }>(run: (payload: T) => void) => (payload: T) => {
      if (active && payload.roundId === roundId) run(payload);
    };
    const join = async () => {
      const reply = await connection.call('lobby:join', { roundId }, lobbyPlayersSchema);
      if (!active) return;
      if (reply.ok) return setLobby(reply.data);
      switch (reply.error.code) {
        case 'REMOVED':
          return setRemoved(reply.error.message);
        case 'NOT_FOUND':
        case 'ROUND_OVER':
          return setClosed(true);
        default:
          return; // Offline or refused for now: the next connect joins again.
      }
    };
    const stops = [
      connection.listen('lobby:players', lobbyPlayersSchema, ours((sent) => setLobby(sent))),
      connection.listen(
        'lobby:starting',
        lobbyStartingSchema,
        ours((sent: LobbyStarting) => setStarting(sent)),
      ),
      connection.listen('lobby:closed', lobbyClosedSchema, ours(() => setClosed(true))),
      // A removal names the game (the live round's event): in a lobby, this round's game.
      connection.listen('round:removed', roundRemovedSchema, (sent) => {
        if (active && sent.gameId === gameId) setRemoved(sent.reason);
      }),
    ];
    const onConnect = () => void join();
    connection.socket.on('connect', onConnect);
    if (connection.socket.connected) onConnect();
    return () => {
      active = false;
      for (const stop of stops) stop();
      connection.socket.off('connect', onConnect);
    };
  }, [connection, roundId, gameId]);

  const { players = null, count = null } = lobby ?? {};
  return { players, count, starting, closed, removed, connection: status };
}
