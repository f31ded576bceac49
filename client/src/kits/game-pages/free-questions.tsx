import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveRound } from '../live-play/index.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { NextButton } from './next-button.tsx';
import { RefusedNote } from './refused-note.tsx';

// A free live round: every question open until the round's end, one on screen at a time; it stays after its answer
// locks in (its verdict sealed until the round's end) until the player moves on. The type draws the card.

/** A live answer's verdict, as the round's state holds it. */
type LiveVerdict = NonNullable<ReturnType<LiveRound['answers']['get']>>;

export interface FreeCard<Q> {
  question: Q;
  number: number;
  total: number;
  pending: string | null;
  locked: LiveVerdict | null;
  lockedIn: string | null;
  closed: boolean;
  onAnswer: (answer: string) => void;
  /** What goes under the card's answer: the time up, a refusal, or the way on. */
  children: ReactNode;
}

export interface FreeQuestionsProps<Q extends { question_id: string }> {
  round: LiveRound;
  endsAt: number;
  questions: readonly Q[];
  words: { allAnswered: string; next: string; finish: string };
  /** The type's card class, for its way on (`<class>__next`). */
  cardClass: string;
  card: (card: FreeCard<Q>) => ReactNode;
}

export function FreeQuestions<Q extends { question_id: string }>(props: FreeQuestionsProps<Q>) {
  const { round, questions, words } = props;
  const { t } = useTranslation();
  const [showing, setShowing] = useState<string | null>(null);
  const timeUp = useTimeLeft(props.endsAt, round.serverNow) === 0;
  const answered = (id: string) => round.answers.has(id) || round.pending.has(id) || round.sealed.has(id);
  const next = questions.find((q) => !answered(q.question_id));
  const current = questions.find((q) => q.question_id === showing) ?? next;

  if (!current) return <p className="live-round__done" role="status">{words.allAnswered}</p>;
  const verdict = round.answers.get(current.question_id) ?? null;
  // A free round's answer is locked in with its verdict sealed until the round's end.
  const sealed = round.sealed.get(current.question_id) ?? null;
  const locked = verdict ?? sealed;
  return props.card({
    question: current,
    number: questions.indexOf(current) + 1,
    total: questions.length,
    pending: round.pending.get(current.question_id) ?? null,
    locked: verdict,
    lockedIn: sealed,
    closed: timeUp,
    onAnswer: (answer) => {
      setShowing(current.question_id);
      round.answer(current.question_id, answer);
    },
    children: (
      <>
        {timeUp && !locked && <p className="live-round__done">{t('liveRound.timeUp')}</p>}
        {!timeUp && !locked && round.error && <RefusedNote className="live-round__refused" code={round.error.code} />}
        {locked && !timeUp && (
          <NextButton
            className={`${props.cardClass}__next`}
            label={next ? words.next : words.finish}
            onClick={() => setShowing(null)}
          />
        )}
      </>
    ),
  });
}
