import { hostingApi } from '@plw/protocol/rest/hosting';
import type { NameStyle } from '@plw/shared/rules/round/hosted';
import type { QuestionStage } from '@plw/shared/rules/round/in-step';
import { type Dispatch, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import type { HostEvent } from './host-state.ts';

// The host's actions, each a REST call (the server stores it first, so every process agrees): the screen moves on
// with the reply at once, and the socket's events confirm it. A refusal is shown in the server's words.

export type HostActionName = 'start' | 'next' | 'end' | 'remove' | 'names' | 'lateSeats' | 'autoAdvance';

export interface HostActions {
  busy: HostActionName | null;
  start: () => void;
  next: (question: number, stage?: QuestionStage) => void;
  end: () => void;
  remove: (player: { player_id: string; name: string }) => void;
  names: (names: NameStyle) => void;
  lateSeats: (on: boolean) => void;
  autoAdvance: (on: boolean) => void;
}

export function useHostActions(roundId: string, dispatch: Dispatch<HostEvent>): HostActions {
  const { t } = useTranslation();
  const client = useApiClient();
  const [busy, setBusy] = useState<HostActionName | null>(null);
  const params = { id: roundId };

  function run<T>(name: HostActionName, send: () => Promise<T>, done: (reply: T) => void) {
    if (busy) return;
    setBusy(name);
    send()
      .then(done, (error: unknown) => {
        toast.error(error instanceof ApiRequestError ? serverMessage(t, error) : t('errors.network'));
      })
      .finally(() => setBusy(null));
  }

  return {
    busy,
    start: () =>
      run('start', () => client.call(hostingApi.startRound, { params }), (reply) =>
        dispatch({ type: 'starting', startsAt: reply.starts_at, endsAt: reply.ends_at })),
    next: (question, stage) =>
      run('next', () => client.call(hostingApi.nextQuestion, { params, body: { question, stage } }), () => undefined),
    end: () => run('end', () => client.call(hostingApi.endRound, { params }), () => dispatch({ type: 'closed' })),
    remove: (player) =>
      run('remove', () => client.call(hostingApi.removePlayer, { params, body: { player_id: player.player_id } }), () => {
        dispatch({ type: 'removed', playerId: player.player_id });
        toast.success(t('host.removed', { name: player.name }));
      }),
    names: (names) =>
      run('names', () => client.call(hostingApi.nameStyle, { params, body: { names } }), (reply) =>
        dispatch({ type: 'names', names: reply.names })),
    lateSeats: (on) =>
      run('lateSeats', () => client.call(hostingApi.lateSeats, { params, body: { late_seats: on } }), (reply) =>
        dispatch({ type: 'lateSeats', lateSeats: reply.late_seats })),
    autoAdvance: (on) =>
      run('autoAdvance', () => client.call(hostingApi.autoAdvance, { params, body: { auto_advance: on } }), (reply) =>
        dispatch({ type: 'autoAdvance', autoAdvance: reply.auto_advance })),
  };
}
