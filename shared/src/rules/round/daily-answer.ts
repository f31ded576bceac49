import { dailyPoints } from '../scoring.ts';
import { type AnswerVerdict, takeJudged, type Taken } from './judged-answer.ts';

// A daily play's answer, by the rule a live round takes one by (engine.ts): a daily play has no window and no
// lag to refund (it is open until finished), and a right answer earns the game's daily points, whenever it came.
// Whether the question was answered already is storage's to say: its insert is the one check that holds.

/** Takes an answer or says why not; `verdict` is undefined when the game has no such question. */
export function takeDailyAnswer(
  { questionId, answer, verdict }: { questionId: string; answer: string; verdict: AnswerVerdict | undefined },
  { gameScore, elapsedMs }: { gameScore: number; elapsedMs: number },
): Taken {
  if (verdict === undefined) return { taken: false, refusal: 'UNKNOWN_QUESTION' };
  return takeJudged({ questionId, answer, verdict }, () => dailyPoints(gameScore), elapsedMs);
}

/**
 * A daily kriss-kross grid's points when it is submitted: each of its words taken as a daily answer, right when it
 * scores (typed right and not revealed: krisskross-reveal.ts), wrong otherwise; the play earns their sum.
 */
export function dailyGridPoints(
  wordIds: readonly string[],
  scored: readonly string[],
  at: { gameScore: number; elapsedMs: number },
): number {
  const right = new Set(scored);
  return wordIds.reduce((sum, questionId) => {
    const verdict = right.has(questionId) ? 'correct' : 'wrong';
    const taken = takeDailyAnswer({ questionId, answer: '', verdict }, at);
    return sum + (taken.taken ? taken.answer.points : 0);
  }, 0);
}
