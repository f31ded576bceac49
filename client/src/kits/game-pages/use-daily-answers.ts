import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';

// A daily game's answers, one question at a time: one locked answer per question (sent by the type, kept alive if
// the page closes), the verdict at once (with the right answer after a wrong one, when the answer rule allows it),
// the question staying on screen until the player moves on, and after the last one the player's result.

export interface DailyVerdict {
  /** The answer sent; null when only the verdict is known (played earlier). */
  answer: string | null;
  correct: boolean;
  points: number;
  /** The right answer, when the verdict may tell it. */
  rightAnswer?: string | null;
}

export interface DailyPlayRead<Q> {
  questions: readonly Q[];
  answers: readonly { questionId: string; correct: boolean; points: number }[];
  finished: boolean;
}

export interface DailyReply {
  correct: boolean;
  points: number;
  rightAnswer: string | null;
  finished: boolean;
}

export function useDailyAnswers<Q extends { question_id: string }>(
  play: DailyPlayRead<Q>,
  send: (questionId: string, answer: string) => Promise<DailyReply>,
  onStale: () => void,
) {
  const { t } = useTranslation();
  const [locked, setLocked] = useState<ReadonlyMap<string, DailyVerdict>>(
    () => new Map(play.answers.map((a) => [a.questionId, { answer: null, correct: a.correct, points: a.points }])),
  );
  const [pending, setPending] = useState<{ questionId: string; answer: string } | null>(null);
  /** The question on screen: it stays after its answer locks, until the player moves on. */
  const [showing, setShowing] = useState<string | null>(null);
  const [finished, setFinished] = useState(play.finished);
  const [showResult, setShowResult] = useState(play.finished);

  const questions = play.questions;
  const next = questions.find((q) => !locked.has(q.question_id));
  const current = questions.find((q) => q.question_id === showing) ?? next;

  async function answer(questionId: string, sent: string) {
    setShowing(questionId);
    setPending({ questionId, answer: sent });
    try {
      const reply = await send(questionId, sent);
      const verdict = { answer: sent, correct: reply.correct, points: reply.points, rightAnswer: reply.rightAnswer };
      setLocked((map) => new Map(map).set(questionId, verdict));
      if (reply.finished) setFinished(true);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      // Answered or finished elsewhere meanwhile: load the play again.
      if (error.status === 409) onStale();
      else toast.error(serverMessage(t, error));
    } finally {
      setPending(null);
    }
  }

  /** The way on ends the play: after the last question, or once the server says it is finished. */
  const last = finished || !next;
  return {
    questions,
    locked,
    /** The question on screen; undefined once the result shows. */
    current: showResult ? undefined : current,
    number: current ? questions.indexOf(current) + 1 : 0,
    pending: current && pending?.questionId === current.question_id ? pending.answer : null,
    lockedHere: current ? (locked.get(current.question_id) ?? null) : null,
    answer: (sent: string) => {
      if (current) void answer(current.question_id, sent);
    },
    last,
    moveOn: () => (last ? setShowResult(true) : setShowing(null)),
  };
}
