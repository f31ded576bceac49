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
