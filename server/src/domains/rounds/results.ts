import type { QuestionStats, ResultPlayer, RoundResults, RoundRow } from '@plw/protocol/rest/rounds';
import {
  answerTimeMs,
  questionOpenings,
  type RoundOpenings,
} from '@plw/shared/rules/round/answer-timing';
import { rankPlacings } from '@plw/shared/rules/ranking';
import { toPoints } from '@plw/shared/rules/scoring';
import type { RoundStanding } from '../plays/repository.ts';
import type { QuestionRecord, RoundAnswerRecord } from './repository.ts';

// A round's results from its stored rows: players in the one ranking order (shared/rules/ranking), each with
// their answer to every question, and per question how many answered, the share right and the mean time (each
// answer timed from its own question's opening: shared/rules/round/answer-timing.ts).

export function roundResults(
  round: RoundRow,
  players: readonly RoundStanding[],
  answers: readonly RoundAnswerRecord[],
  questions: readonly QuestionRecord[],
  openings: RoundOpenings | null,
): RoundResults {
  // Each answer is timed from its own question's opening (in step), not the round's start: one rule for all.
  const openedAfter = openings ? questionOpenings(openings, questions.length) : questions.map(() => 0);
  const column = new Map(questions.map((question, index) => [question.id, index]));
  const answersOf = new Map<string, (RoundAnswerRecord | null)[]>();
  for (const answer of answers) {
    const index = column.get(answer.question_id);
    if (index === undefined) continue;
    const row = answersOf.get(answer.play_id) ?? questions.map(() => null);
    row[index] = answer;
    answersOf.set(answer.play_id, row);
  }
  const ranked = rankPlacings(players);
  const resultPlayers: ResultPlayer[] = ranked.map((play) => {
    const given = answersOf.get(play.playId) ?? questions.map(() => null);
    return {
      rank: play.rank,
      name: play.name,
      points: toPoints(play.score),
      correct: given.filter((answer) => answer?.correct === 1).length,
      answers: given.map((answer) =>
        answer
          ? {
              question_id: answer.question_id,
              answer: answer.answer,
              correct: answer.correct === 1,
              points: toPoints(answer.points),
              elapsed_ms: answerTimeMs(answer.elapsed_ms, openedAfter[column.get(answer.question_id) ?? 0] ?? 0),
            }
          : null,
      ),
    };
  });
  const stats: QuestionStats[] = questions.map((question, index) => {
    const given = resultPlayers.flatMap((player) => player.answers[index] ?? []);
    const right = given.filter((answer) => answer.correct).length;
    const totalMs = given.reduce((sum, answer) => sum + answer.elapsed_ms, 0);
    return {
      question_id: question.id,
      position: question.position,
      question: question.question,
      answer: question.answer,
      answered: given.length,
      right_share: resultPlayers.length === 0 ? 0 : right / resultPlayers.length,
      average_ms: given.length === 0 ? null : Math.round(totalMs / given.length),
    };
  });
  return { round, players: resultPlayers, questions: stats };
}
