import type { QuestionReveal, RevealFactsMessage } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { InStepStep } from './in-step-plan.ts';
import { roundAnswersTo } from './repository.ts';
import type { RevealTally } from '../multi-process/reveal-tally.ts';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { TOP_SIZE } from './standings.ts';
import { roundContenders } from '../../domains/plays/repository.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';

// What an in-step question's reveal is made of: the facts, the same for everyone on every process (the right
// answer, how many gave each answer as its question type shows them, the top of the board), sent once to the whole
// room, and each player's own line (`round:verdict`). Nothing is read back from storage: each process counts the
// answers it took as it takes them, its players' new scores go on the round's shared board, and the parts meet there
// (multi-process/reveal-tally.ts). Only when a process went silent (it died) are the counts and the standings read
// from storage, which holds its acknowledged answers too (kept in the same form: a typed answer's spelling).

export type RevealFacts = RevealFactsMessage;
export type RevealLine = QuestionReveal['me'];

/**
 * The answers this process took, per question not yet revealed, as their type keeps them (a quiz's choice, a typed
 * answer's spelling: PlayQuestionSet.keptAs): its part of each reveal. A player removed from the round meanwhile
 * (here or through another process) is no contender, so their answer is let go.
 */
export class ChoiceCounts {
  private readonly byQuestion = new Map<string, Map<string, string>>();

  add(questionId: string, playerId: string, choice: string) {
    let choices = this.byQuestion.get(questionId);
    if (!choices) this.byQuestion.set(questionId, (choices = new Map()));
    choices.set(playerId, choice);
  }

  forget(playerId: string) {
    for (const choices of this.byQuestion.values()) choices.delete(playerId);
  }

  /** How many chose each choice of a question, which is then let go: its reveal has its counts. */
  take(questionId: string): Map<string, number> {
    const counts = new Map<string, number>();
    const choices = this.byQuestion.get(questionId)?.values() ?? [];
    for (const choice of choices) counts.set(choice, (counts.get(choice) ?? 0) + 1);
    this.byQuestion.delete(questionId);
    return counts;
  }
}

export interface RevealSources {
  db: Kysely<Database>;
  tally: RevealTally;
  round: RoundRef;
  board: RoundBoard;
}

/**
 * A question's facts, once this process's players' scores are on the shared board: the counts wait for every
 * process's part, so the board read after them holds every player's too.
 */
export async function revealFacts(
  sources: RevealSources,
  gameId: string,
  { item, window }: InStepStep,
  { answer, chosen, countsOf }: {
    answer: string;
    chosen: ReadonlyMap<string, number>;
    /** The question type's own way of showing the counts (PlayQuestionSet.revealCounts). */
    countsOf: PlayQuestionSet['revealCounts'];
  },
): Promise<RevealFacts> {
  const { db, round, board } = sources;
  const tallied = await sources.tally.counted(window.question, chosen);
  const counts = tallied.whole ? tallied.counts : await countsFromStorage(db, round, item.question_id);
  if (!tallied.whole) await standingsFromStorage(db, round, board);
  const { top, players } = await board.top(TOP_SIZE, toPoints);
  return {
    gameId,
    ...window,
    questionId: item.question_id,
    answer,
    counts: countsOf(item.question_id, counts),
    top,
    players,
  };
}

async function countsFromStorage(db: Kysely<Database>, round: RoundRef, questionId: string) {
  const counts = new Map<string, number>();
  const answers = await roundAnswersTo(db, round, questionId);
  for (const { answer } of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return counts;
}

/** Every contender's score as storage has it, on the board (a record never moves a player back). */
async function standingsFromStorage(db: Kysely<Database>, round: RoundRef, board: RoundBoard) {
  const contenders = await roundContenders(db, round);
  await Promise.all(contenders.map(({ playerId, name, simulated, score, reachedMs }) =>
    board.record({ playerId, name, simulated, score, reachedMs })));
}
