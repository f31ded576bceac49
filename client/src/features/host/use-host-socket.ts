import type { HostRound } from '@plw/protocol/rest/hosting';
import {
  hostFiguresSchema,
  hostRevealSchema,
  lobbyClosedSchema,
  lobbyPlayersSchema,
  lobbyStartingSchema,
  roundRescheduledSchema,
} from '@plw/protocol/socket/host-events';
import { questionOpenSchema, roundEndSchema, roundStartSchema } from '@plw/protocol/socket/round-events';
import { shuffleSeedOf } from '@plw/shared/rules/round/hosted';
import { type Dispatch, useEffect, useState } from 'react';
import type { ConnectionStatus } from '../../lib/socket.ts';
import type { Clock } from '../../lib/server-clock.ts';
import { useConnectionStatus, useTabSocket } from '../../lib/use-socket.ts';
import { hostOf } from '../../question-types/registry.ts';
import type { HostEvent } from './host-state.ts';

// The big screen over the live round's one connection (its token, reconnects and server clock): `host:watch` at
// every connect, so a reconnect gets the lobby back, and every event of this round fed to the screen's reducer.
// Events that name another round (or another game's round) are not this screen's.

export interface HostSocket {
  status: ConnectionStatus;
  /** The server refused to let this user watch the round, in its words. */
  refusal: string | null;
  now: Clock;
}

export function useHostSocket(round: HostRound, dispatch: Dispatch<HostEvent>): HostSocket {
  const connection = useTabSocket();
  const status = useConnectionStatus(connection);
  const [refusal, setRefusal] = useState<string | null>(null);
  const roundId = round.round_id;
  const gameId = round.game_id;
  const gameType = round.game_type;

  useEffect(() => {
    const stops = [
      connection.listen('lobby:players', lobbyPlayersSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'players', players: payload.players });
      }),
      connection.listen('lobby:starting', lobbyStartingSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'starting', startsAt: payload.startsAt, endsAt: payload.endsAt });
      }),
      connection.listen('round:start', roundStartSchema, (payload) => {
        if (payload.gameId === gameId) dispatch({ type: 'starting', startsAt: payload.startsAt });
      }),
      connection.listen('round:question', questionOpenSchema, (payload) => {
        if (payload.gameId !== gameId) return;
        // The question as every phone of this round shows it (a quiz's choices: one shuffle per hosted round).
        const arrange = hostOf(gameType)?.arrange;
        const item = arrange ? arrange(payload.item, shuffleSeedOf({ roundId, playId: '' })) : payload.item;
        dispatch({ type: 'question', question: { ...payload, item } });
      }),
      connection.listen('host:figures', hostFiguresSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'figures', figures: payload });
      }),
      connection.listen('host:reveal', hostRevealSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'reveal', reveal: payload });
      }),
      connection.listen('round:rescheduled', roundRescheduledSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'rescheduled', endsAt: payload.endsAt, schedule: payload.schedule });
      }),
      connection.listen('round:end', roundEndSchema, (payload) => {
        if (payload.gameId === gameId) dispatch({ type: 'end', top: payload.top });
      }),
      connection.listen('lobby:closed', lobbyClosedSchema, (payload) => {
        if (payload.roundId === roundId) dispatch({ type: 'closed' });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [connection, roundId, gameId, gameType, dispatch]);

  useEffect(() => {
    if (status !== 'online') return;
    let current = true;
    void connection.call('host:watch', { roundId }, lobbyPlayersSchema).then((reply) => {
      if (!current) return;
      if (reply.ok) {
        setRefusal(null);
        dispatch({ type: 'players', players: reply.data.players });
      } else if (reply.error.code !== 'NO_REPLY') {
        setRefusal(reply.error.message);
      }
    });
    return () => {
      current = false;
    };
  }, [status, connection, roundId, dispatch]);

  return { status, refusal, now: connection.clock.now };
}
