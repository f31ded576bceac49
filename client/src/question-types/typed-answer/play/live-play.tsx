import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { gameText, NextButton, RefusedNote, useRoundCues } from '../../../kits/game-pages/index.ts';
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
import { InStepQuestions, inStepStage, typedQuestionsOf } from './in-step-questions.tsx';
import { TypedQuestionCard } from './typed-question-card.tsx';
import { typedAnswerBase } from './use-typed-answer-game.ts';

// A live "type the answer" round: the time left by the server's clock, one question at a time, the player's score
// and rank, and the live board beside (below, on a phone). In step, a phone shows only the question and its field
// while it is open, and the reveal, rank and board between questions (typed-answer.css). At the end the player
// goes to game-over; a hosted round's end is kept for its game-over first, as only round:end brings it.

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
  const gameOver = withHostedRound(`${typedAnswerBase(game.game_id)}/game-over`, roundId);
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

  const header = (
    <PageHeader title={game.game_name} subtitle={t('typedAnswer.liveSubtitle', { channel: game.channel.channel_name })} />
  );
  let body;
  if (round.status === 'removed') body = <Notice>{t('liveRound.removed')}</Notice>;
  else if (round.status === 'failed') body = <Notice>{t('liveRound.failed')}</Notice>;
  else if (round.status === 'joining' || finished || round.startsAt === null || round.endsAt === null) {
    body = <LoadingAfterStart now={round.serverNow} />;
  } else if (round.status === 'waiting') {
    body = <StartingSoon startsAt={round.startsAt} now={round.serverNow} />;
  } else if (round.questions?.type !== 'Typed_answer') body = <Notice>{t('typedAnswer.notTyped')}</Notice>;
  else {
    const stage = round.inStep ? inStepStage(round, round.inStep) : 'free';
    const questions = round.inStep
      ? <InStepQuestions game={game} round={round} inStep={round.inStep} />
      : <LiveQuestions game={game} round={round} endsAt={round.endsAt} />;
    body = (
      <div className={`typed-live typed-live--${stage}`} data-stage={stage}>
        <div className="typed-live__main">
          <div className="typed-live__status">
            <LiveRoundTimer round={round} now={round.serverNow} />
            <LiveStats standing={standing} />
          </div>
          <div className="typed-live__question">{questions}</div>
        </div>
        <aside className="typed-live__board">
          <LiveLeaderboard standing={standing} />
        </aside>
      </div>
    );
  }
  return (
    <div className="typed-play typed-play--live">
      {header}
      <ConnectionNote status={round.connection} />
      {body}
    </div>
  );
}

/** A free round: every question open until the round's end, each answer's verdict sealed until then. */
function LiveQuestions({ game, round, endsAt }: { game: LiveGame; round: LiveRound; endsAt: number }) {
  const { t } = useTranslation();
  const [showing, setShowing] = useState<string | null>(null);
  const timeUp = useTimeLeft(endsAt, round.serverNow) === 0;
  const questions = typedQuestionsOf(round);
  const answered = (id: string) => round.answers.has(id) || round.pending.has(id) || round.sealed.has(id);
  const next = questions.find((q) => !answered(q.question_id));
  const current = questions.find((q) => q.question_id === showing) ?? next;

  if (!current) return <p className="typed-live__done" role="status">{t('typedAnswer.allAnswered')}</p>;
  const verdict = round.answers.get(current.question_id) ?? null;
  const sealed = round.sealed.get(current.question_id) ?? null;
  const locked = verdict ?? sealed;
  return (
    <TypedQuestionCard
      key={current.question_id}
      question={current}
      number={questions.indexOf(current) + 1}
      total={questions.length}
      pending={round.pending.get(current.question_id) ?? null}
      locked={verdict}
      lockedIn={sealed}
      closed={timeUp}
      onSubmit={(text) => {
        setShowing(current.question_id);
        round.answer(current.question_id, text);
      }}
      language={game.language}
      {...gameText(game.language)}
    >
      {timeUp && !locked && <p className="typed-live__done">{t('liveRound.timeUp')}</p>}
      {!timeUp && !locked && round.error && <RefusedNote className="typed-live__refused" code={round.error.code} />}
      {locked && !timeUp && (
        <NextButton
          className="typed-card__next"
          label={next ? t('typedAnswer.next') : t('typedAnswer.finish')}
          onClick={() => setShowing(null)}
        />
      )}
    </TypedQuestionCard>
  );
}
