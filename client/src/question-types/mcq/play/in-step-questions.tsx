import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InStepView, LiveGame, LiveRound } from '../../../kits/live-play/index.ts';
import { useTimeLeft } from '../../../lib/use-time-left.ts';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { gameText, RefusedNote } from '../../../kits/game-pages/index.ts';
import { InStepReveal } from './in-step-reveal.tsx';
import { QuestionCard } from './question-card.tsx';

// A quiz round played in step: the question whose time it is by the server's clock, its tiles locking in on the
// ack, then its reveal until the next one opens. Everything comes from the round's state, so a reload, a rejoin
// or a background tab lands on the right question and stage.

export function InStepQuestions({ game, round, inStep }: { game: LiveGame; round: LiveRound; inStep: InStepView }) {
  const { t } = useTranslation();
  const questions = round.questions?.type === 'Mcq' ? round.questions.questions : [];
  const number = inStep.current ?? 0;
  const question = questions[number];
  const window = inStep.schedule[number];
  const timeUp = useTimeLeft(window?.locksAt ?? 0, round.serverNow) === 0;
  const choices = useMemo(
    () => (question ? choiceOrder(question.choices, round.shuffleSeed, question.question_id) : []),
    [question, round.shuffleSeed],
  );
  const text = gameText(game.language);
  const total = inStep.schedule.length;

  if (!question) return <p className="live-round__done" role="status">{t('inStep.nextSoon')}</p>;
  const reveal = inStep.reveal?.questionId === question.question_id ? inStep.reveal : null;
  // What comes next is the round's countdown's to say ("Next question in", "Results in").
  if (reveal) {
    return (
      <InStepReveal
        question={question}
        number={number + 1}
        total={total}
        choices={choices}
        reveal={reveal}
        rankBefore={inStep.rankBefore}
        {...text}
      />
    );
  }
  const lockedIn = inStep.locked?.questionId === question.question_id ? inStep.locked.answer : null;
  return (
    <QuestionCard
      key={question.question_id}
      question={question}
      number={number + 1}
      total={total}
      choices={choices}
      pending={round.pending.get(question.question_id) ?? null}
      locked={null}
      lockedIn={lockedIn}
      closed={timeUp}
      onChoose={(choice) => round.answer(question.question_id, choice)}
      {...text}
    >
      {timeUp && !lockedIn && <p className="live-round__done">{t('liveRound.timeUp')}</p>}
      {!timeUp && !lockedIn && round.error && <RefusedNote className="live-round__refused" code={round.error.code} />}
    </QuestionCard>
  );
}

/**
 * Where an in-step round stands on this screen: a question `asking` for answers (from its opening to its reveal,
 * the time's-up wait included), or `between` questions (its reveal, or nothing opened yet to show).
 */
export function inStepStage(round: LiveRound, inStep: InStepView): 'asking' | 'between' {
  const questions = round.questions?.type === 'Mcq' ? round.questions.questions : [];
  const question = questions[inStep.current ?? 0];
  if (!question) return 'between';
  return inStep.reveal?.questionId === question.question_id ? 'between' : 'asking';
}
