import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  ConnectionNote,
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
} from '../../../kits/live-play/index.ts';
import { useTimeLeft } from '../../../lib/use-time-left.ts';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingAfterStart } from '../../../ui/start-countdown.tsx';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { gameText, NextButton, RefusedNote, useRoundCues } from '../../../kits/game-pages/index.ts';
import { InStepQuestions, inStepStage } from './in-step-questions.tsx';
import { QuestionCard } from './question-card.tsx';

// A live quiz round: the time left by the server's clock, one question at a time, the player's score and rank, and
// the live board beside (below, on a phone), all from the round's one standing (the kit's useLiveStanding). In step,
// a phone shows only the question and its tiles while it is open, and the verdict, rank and board between
// questions (mcq.css). At the end of the round the player goes to game-over; a hosted round's end is kept for its
// game-over first, as only round:end brings it.

/** If the end never reaches us (a lost connection), go to game-over this long after the end anyway. */
const END_GRACE_MS = 5_000;

/** `roundId`: a hosted round of the game, rather than its own scheduled round. */
export function LivePlay({ game, roundId }: { game: LiveGame; roundId?: string | undefined }) {
  const { t } = useTranslation();
  const round = useLiveRound(game.game_id, roundId);
  useRoundCues(round);
  const me = useMyPlayerId();
  const standing = useLiveStanding(round, me);
  const [, navigate] = useLocation();
  const gameOver = withHostedRound(`/game/mcq/${encodeURIComponent(game.game_id)}/game-over`, roundId);
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

  const header = <PageHeader title={game.game_name} subtitle={t('mcq.liveSubtitle', { channel: game.channel.channel_name })} />;
  let body;
  if (round.status === 'removed') body = <Notice>{t('liveRound.removed')}</Notice>;
  else if (round.status === 'failed') body = <Notice>{t('liveRound.failed')}</Notice>;
  else if (round.status === 'joining' || finished || round.startsAt === null || round.endsAt === null) {
    body = <LoadingAfterStart now={round.serverNow} />;
  } else if (round.status === 'waiting') {
    body = <StartingSoon startsAt={round.startsAt} now={round.serverNow} />;
  } else if (round.questions?.type !== 'Mcq') body = <Notice>{t('mcq.notMcq')}</Notice>;
  else {
    // In step, a question open for answers is asked; between its lock's reveal and the next one, the round stands.
    const stage = round.inStep ? inStepStage(round, round.inStep) : 'free';
    const questions = round.inStep
      ? <InStepQuestions game={game} round={round} inStep={round.inStep} />
      : <LiveQuestions game={game} round={round} endsAt={round.endsAt} />;
    body = (
      <div className={`mcq-live mcq-live--${stage}`} data-stage={stage}>
        <div className="mcq-live__main">
          <div className="mcq-live__status">
            <LiveRoundTimer round={round} now={round.serverNow} />
            <LiveStats standing={standing} />
          </div>
          <div className="mcq-live__question">
            {questions}
          </div>
        </div>
        <aside className="mcq-live__board">
          <LiveLeaderboard standing={standing} />
        </aside>
      </div>
    );
  }
  return (
    <div className="mcq-play mcq-play--live">
      {header}
      <ConnectionNote status={round.connection} />
      {body}
    </div>
  );
}

function LiveQuestions({ game, round, endsAt }: { game: LiveGame; round: LiveRound; endsAt: number }) {
  const { t } = useTranslation();
  const [showing, setShowing] = useState<string | null>(null);
  const timeUp = useTimeLeft(endsAt, round.serverNow) === 0;
  const questions = round.questions?.type === 'Mcq' ? round.questions.questions : [];
  const answered = (id: string) => round.answers.has(id) || round.pending.has(id) || round.sealed.has(id);
  const next = questions.find((q) => !answered(q.question_id));
  const current = questions.find((q) => q.question_id === showing) ?? next;
  const choices = useMemo(
    () => (current ? choiceOrder(current.choices, round.shuffleSeed, current.question_id) : []),
    [current, round.shuffleSeed],
  );

  if (!current) return <p className="mcq-live__done" role="status">{t('mcq.allAnswered')}</p>;
  const verdict = round.answers.get(current.question_id) ?? null;
  // A free round's answer is locked in with its verdict sealed until the round's end.
  const sealed = round.sealed.get(current.question_id) ?? null;
  const locked = verdict ?? sealed;
  return (
    <QuestionCard
      key={current.question_id}
      question={current}
      number={questions.indexOf(current) + 1}
      total={questions.length}
      choices={choices}
      pending={round.pending.get(current.question_id) ?? null}
      locked={verdict}
      lockedIn={sealed}
      closed={timeUp}
      onChoose={(choice) => {
        setShowing(current.question_id);
        round.answer(current.question_id, choice);
      }}
      {...gameText(game.language)}
    >
      {timeUp && !locked && <p className="mcq-live__done">{t('liveRound.timeUp')}</p>}
      {!timeUp && !locked && round.error && <RefusedNote className="mcq-live__refused" code={round.error.code} />}
      {locked && !timeUp && <NextButton className="mcq-card__next" label={next ? t('mcq.next') : t('mcq.finish')} onClick={() => setShowing(null)} />}
    </QuestionCard>
  );
}
