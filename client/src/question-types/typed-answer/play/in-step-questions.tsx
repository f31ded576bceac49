import { useTranslation } from 'react-i18next';
import { gameText, RefusedNote } from '../../../kits/game-pages/index.ts';
import type { InStepView, LiveGame, LiveRound } from '../../../kits/live-play/index.ts';
import { useTimeLeft } from '../../../lib/use-time-left.ts';
import { InStepReveal } from './in-step-reveal.tsx';
import { type TypedAnswerQuestion, TypedQuestionCard } from './typed-question-card.tsx';

// A "type the answer" round played in step: the question whose time it is by the server's clock, the typed answer
// locking in on the ack, then its reveal until the next one opens. Everything comes from the round's state, so a
// reload, a rejoin or a background tab lands on the right question and stage.

/** The round's questions when they are this type's (a round of another type shows none). */
export function typedQuestionsOf(round: Pick<LiveRound, 'questions'>): readonly TypedAnswerQuestion[] {
  return round.questions?.type === 'Typed_answer' ? round.questions.questions : [];
}

export function InStepQuestions({ game, round, inStep }: { game: LiveGame; round: LiveRound; inStep: InStepView }) {
  const { t } = useTranslation();
  const questions = typedQuestionsOf(round);
  const number = inStep.current ?? 0;
  const question = questions[number];
  const window = inStep.schedule[number];
  const timeUp = useTimeLeft(window?.locksAt ?? 0, round.serverNow) === 0;
  const text = gameText(game.language);
  const total = inStep.schedule.length;

  if (!question) return <p className="live-round__done" role="status">{t('inStep.nextSoon')}</p>;
  const reveal = inStep.reveal?.questionId === question.question_id ? inStep.reveal : null;
  // What comes next is the round's countdown's to say ("Next question in", "Results in").
  if (reveal) {
    return (
      <InStepReveal
        key={reveal.questionId}
        question={question}
        number={number + 1}
        total={total}
        reveal={reveal}
        rankBefore={inStep.rankBefore}
        {...text}
      />
    );
  }
  const lockedIn = inStep.locked?.questionId === question.question_id ? inStep.locked.answer : null;
  return (
    <TypedQuestionCard
      key={question.question_id}
      question={question}
      number={number + 1}
      total={total}
      pending={round.pending.get(question.question_id) ?? null}
      locked={null}
      lockedIn={lockedIn}
      closed={timeUp}
      onSubmit={(answer) => round.answer(question.question_id, answer)}
      language={game.language}
      {...text}
    >
      {timeUp && lockedIn === null && <p className="live-round__done">{t('liveRound.timeUp')}</p>}
      {!timeUp && lockedIn === null && round.error && <RefusedNote className="live-round__refused" code={round.error.code} />}
    </TypedQuestionCard>
  );
}

/**
 * Where an in-step round stands on this screen: a question `asking` for answers (from its opening to its reveal,
 * the time's-up wait included), or `between` questions (its reveal, or nothing opened yet to show).
 */
export function inStepStage(round: LiveRound, inStep: InStepView): 'asking' | 'between' {
  const question = typedQuestionsOf(round)[inStep.current ?? 0];
  if (!question) return 'between';
  return inStep.reveal?.questionId === question.question_id ? 'between' : 'asking';
}
