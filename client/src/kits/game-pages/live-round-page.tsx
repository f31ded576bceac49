import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ConnectionNote,
  type InStepView,
  keepHostedRoundEnd,
  type LiveGame,
  LiveLeaderboard,
  type LiveRound,
  LiveRoundTimer,
  LiveStats,
  StartingSoon,
  useLiveRound,
  useLiveStanding,
  useMyPlayerId,
  withHostedRound,
} from '../live-play/index.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadingAfterStart } from '../../ui/start-countdown.tsx';
import { useRoundCues } from './use-round-cues.ts';
import './live-round-page.css';

// A live round's page, whatever its questions: the time left by the server's clock, one question at a time, the
// player's score and rank, and the live board beside (below, on a phone), all from the round's one standing. In
// step, a phone shows only the question while it is open, and the verdict, rank and board between questions
// (live-round-page.css). At the end of the round the player goes to game-over; a hosted round's end is kept for its
// game-over first, as only round:end brings it. The type gives its questions, in step and free.

/** If the end never reaches us (a lost connection), go to game-over this long after the end anyway. */
const END_GRACE_MS = 5_000;

export type LiveStage = 'asking' | 'between' | 'free';

export interface LiveRoundPageProps {
  game: LiveGame;
  /** A hosted round of the game, rather than its own scheduled round. */
  roundId?: string | undefined;
  /** The type's game-over page. */
  gameOverHref: string;
  subtitle: string;
  /** The type's play class (its colours). */
  className: string;
  /** The round's question type is the page's; else `wrongType` shows. */
  questionType: string;
  wrongType: string;
  inStepStage: (round: LiveRound, inStep: InStepView) => 'asking' | 'between';
  inStep: (round: LiveRound, inStep: InStepView) => ReactNode;
  free: (round: LiveRound, endsAt: number) => ReactNode;
}

export function LiveRoundPage(props: LiveRoundPageProps) {
  const { game, roundId } = props;
  const { t } = useTranslation();
  const round = useLiveRound(game.game_id, roundId);
  useRoundCues(round);
  const me = useMyPlayerId();
  const standing = useLiveStanding(round, me);
  const [, navigate] = useLocation();
  const gameOver = withHostedRound(props.gameOverHref, roundId);
  const finished = round.status === 'ended';
  const { final, players } = round;

  useEffect(() => {
    if (!finished) return;
    if (roundId && final) keepHostedRoundEnd(roundId, { end: final, players });
    navigate(gameOver, { replace: true });
  }, [finished, final, players, roundId, gameOver, navigate]);
  const { endsAt, serverNow } = round;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => navigate(gameOver, { replace: true }), endsAt - serverNow() + END_GRACE_MS);
    return () => clearTimeout(timer);
  }, [endsAt, serverNow, gameOver, navigate]);

  let body;
  if (round.status === 'removed') body = <Notice>{t('liveRound.removed')}</Notice>;
  else if (round.status === 'failed') body = <Notice>{t('liveRound.failed')}</Notice>;
  else if (round.status === 'joining' || finished || round.startsAt === null || round.endsAt === null) {
    body = <LoadingAfterStart now={round.serverNow} />;
  } else if (round.status === 'waiting') {
    body = <StartingSoon startsAt={round.startsAt} now={round.serverNow} />;
  } else if (round.questions?.type !== props.questionType) body = <Notice>{props.wrongType}</Notice>;
  else {
    // In step, a question open for answers is asked; between its lock's reveal and the next one, the round stands.
    const stage: LiveStage = round.inStep ? props.inStepStage(round, round.inStep) : 'free';
    const questions = round.inStep ? props.inStep(round, round.inStep) : props.free(round, round.endsAt);
    body = (
      <div className={`live-round live-round--${stage}`} data-stage={stage}>
        <div className="live-round__main">
          <div className="live-round__status">
            <LiveRoundTimer round={round} now={round.serverNow} />
            <LiveStats standing={standing} />
          </div>
          <div className="live-round__question">{questions}</div>
        </div>
        <aside className="live-round__board">
          <LiveLeaderboard standing={standing} />
        </aside>
      </div>
    );
  }
  return (
    <div className={`${props.className} live-round-page`}>
      <PageHeader title={game.game_name} subtitle={props.subtitle} />
      <ConnectionNote status={round.connection} />
      {body}
    </div>
  );
}
