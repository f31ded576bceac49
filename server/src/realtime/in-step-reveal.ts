import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { roundContenders, type RoundStanding } from '../domains/plays/repository.ts';
import type { RoundRef } from '../domains/plays/round-ref.ts';
import type { InStepStep } from './in-step-plan.ts';
import { mcqAnswerOf, roundAnswersTo } from './repository.ts';
import type { LeaderboardLine } from '@plw/protocol/socket/round-parts';
import { rankContenders, TOP_SIZE, topLines } from './standings.ts';

// What an in-step question's reveal is made of, read from storage at its lock, so every process reads the same
// whichever process stored each answer: the right answer, how many chose each choice, each play's own answer and
// points for it, and the round's ranking with every answer so far counted (the one ranking rule).

export interface RevealFacts {
  answer: string;
  counts: { choice: string; count: number }[];
  byPlay: Map<string, { chosen: string; correct: boolean; points: number }>;
  ranked: RoundStanding[];
  /** The top of the board, by the one ranking rule. */
  top: LeaderboardLine[];
}

export async function readReveal(
  db: Kysely<Database>,
  round: RoundRef,
  question: { question_id: string; choices: readonly string[] },
): Promise<RevealFacts> {
  const [right, answers, standings] = await Promise.all([
    mcqAnswerOf(db, question.question_id),
    roundAnswersTo(db, round, question.question_id),
    roundContenders(db, round),
  ]);
  const tally = new Map(question.choices.map((choice) => [choice, 0]));
  for (const row of answers) tally.set(row.answer, (tally.get(row.answer) ?? 0) + 1);
  const ranked = rankContenders(standings);
  return {
    answer: right,
    counts: question.choices.map((choice) => ({ choice, count: tally.get(choice) ?? 0 })),
    byPlay: new Map(
      answers.map((row) => [row.play_id, { chosen: row.answer, correct: row.correct === 1, points: row.points }]),
    ),
    ranked,
    top: topLines(ranked, TOP_SIZE, toPoints),
  };
}

/** One player's reveal: the same facts for everyone, with their own answer, points and standing. */
export function revealView(
  gameId: string,
  { item, window }: InStepStep,
  facts: RevealFacts,
  player: { playId: string; score: number; rank: number | null },
): QuestionReveal {
  const mine = facts.byPlay.get(player.playId);
  return {
    gameId,
    ...window,
    questionId: item.question_id,
    answer: facts.answer,
    counts: facts.counts,
    me: {
      chosen: mine?.chosen ?? null,
      correct: mine?.correct ?? false,
      points: toPoints(mine?.points ?? 0),
      score: player.score,
      rank: player.rank,
    },
    top: facts.top,
    players: facts.ranked.length,
  };
}
