import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Avatar } from '../../ui/avatar.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { EnterForm } from './enter-form.tsx';
import { joinErrorText } from './join-errors.ts';
import { useRoundLobby } from './round-queries.ts';
import { LobbyEnd, SeatedLobby } from './seated-lobby.tsx';
import './join.css';

/**
 * /round/{round_id}: a hosted round's lobby for one player. Not seated yet, they choose their name (or take a
 * generated one) while the server says the round seats newcomers (the lobby, the countdown, or later when the host
 * lets late players in); seated, they wait with the others until the host starts, then play the round.
 */
export default function RoundLobbyPage() {
  const { t } = useTranslation();
  const { roundId = '' } = useParams<{ roundId: string }>();
  const lobby = useRoundLobby(roundId);

  if (lobby.isPending) return <Loading />;
  if (lobby.isError) {
    return (
      <div className="join-card">
        <PageHeader title={t('pages.roundLobby')} />
        <LobbyEnd message={joinErrorText(t, lobby.error, 'roundGone')} />
      </div>
    );
  }
  const round = lobby.data;
  let body;
  if (round.state === 'ENDED') body = <LobbyEnd message={t('join.hosted.roundOver')} />;
  else if (round.me) body = <SeatedLobby lobby={round} name={round.me.name} />;
  else if (round.seats_newcomers) body = <EnterForm lobby={round} />;
  else body = <LobbyEnd message={t('join.hosted.notInLobby')} />;

  return (
    <MotionConfig reducedMotion="user">
      <div className="join-card">
        <PageHeader title={round.game_name} />
        <p className="join-card__host">
          <Avatar src={round.channel_dp} name={round.channel_name} size="sm" />
          <span>{t('join.hostedBy', { channel: round.channel_name })}</span>
        </p>
        {body}
      </div>
    </MotionConfig>
  );
}
