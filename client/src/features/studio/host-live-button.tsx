import { hostingApi } from '@plw/protocol/rest/hosting';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';

// "Host live": opens a hosted round's lobby for a verified or released game variant and takes the creator to its
// big screen. The server decides who may host what; its refusal is shown in its words beside the button.

/** Only what a review verified can be hosted (the server says the same, 409). */
export function canHost(variant: Pick<GameSummary, 'status'>): boolean {
  return variant.status === 'VERIFIED' || variant.status === 'RELEASED';
}

export function hostScreenHref(roundId: string): string {
  return `/host/${encodeURIComponent(roundId)}`;
}

export function HostLiveButton({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function host() {
    setOpening(true);
    setProblem(null);
    client.call(hostingApi.hostGame, { params: { id: gameId } }).then(
      (round) => navigate(hostScreenHref(round.round_id)),
      (error: unknown) => {
        setOpening(false);
        setProblem(error instanceof ApiRequestError ? serverMessage(t, error) : t('errors.network'));
      },
    );
  }

  return (
    <div className="studio-review">
      <button type="button" className="button button--ghost button--small" disabled={opening} onClick={host}>
        <span aria-hidden="true">▶ </span>
        {opening ? t('host.opening') : t('host.hostLive')}
      </button>
      {problem && (
        <p className="studio-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
