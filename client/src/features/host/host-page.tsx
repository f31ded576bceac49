import { hostingApi } from '@plw/protocol/rest/hosting';
import type { HostRound } from '@plw/protocol/rest/hosting';
import { useQuery } from '@tanstack/react-query';
import { MotionConfig } from 'motion/react';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { HostScreen } from './host-screen.tsx';
import { HostSoundProvider } from './host-sound.tsx';
import { DASHBOARD_HREF } from './host-stages.tsx';
import { hostReducer, hostStateOf } from './host-state.ts';
import { useHostActions } from './use-host-actions.ts';
import { useHostSocket } from './use-host-socket.ts';

// /host/{round_id}: the creator's big screen for a hosted round, full screen without the dashboard's frame. The
// round as the host sees it comes over REST once; from then on the socket and the host's own actions move it.

export default function HostPage() {
  // The screen's words and the live round's (countdown, podium) load before it shows.
  useTranslation(['dashboard', 'game']);
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const client = useApiClient();
  const round = useQuery({
    queryKey: ['host', 'round', id],
    queryFn: ({ signal }) => client.call(hostingApi.hostRound, { params: { id }, signal }),
    retry: false,
    // The screen keeps the round it opened with; the socket carries every change after.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (round.isPending) return <Loading />;
  if (round.isError) {
    const error = round.error;
    return (
      <div className="host-failed">
        <Notice>
          <p>{error instanceof ApiRequestError ? serverMessage(t, error) : t('host.loadFailed')}</p>
        </Notice>
        <Link href={DASHBOARD_HREF} className="button button--primary">
          {t('host.backToDashboard')}
        </Link>
      </div>
    );
  }
  return (
    <MotionConfig reducedMotion="user">
      <LiveHostScreen round={round.data} />
    </MotionConfig>
  );
}

function LiveHostScreen({ round }: { round: HostRound }) {
  const [state, dispatch] = useReducer(hostReducer, round, hostStateOf);
  const socket = useHostSocket(round, dispatch);
  const actions = useHostActions(round.round_id, dispatch);
  return (
    <HostSoundProvider>
      <HostScreen
        round={round}
        state={state}
        now={socket.now}
        actions={actions}
        status={socket.status}
        refusal={socket.refusal}
      />
    </HostSoundProvider>
  );
}
