import { TYPE_ANSWER_REFUSALS, type TypeVerdict } from '../../question-types/registry.ts';
import { newLagBudget, refundLag } from '../lag-budget.ts';
import { type Placing, rankPlacings } from '../ranking.ts';
import { rapidPoints } from '../scoring.ts';
import { type AnswerClock, freeAnswerTiming, inStepAnswerTiming } from './answer-timing.ts';
import {
  IN_STEP_RULES,
  inStepSchedule,
  momentAt,
  type QuestionWindow,
  type RoundMoment,
  skipAhead,
  type StageSkip,
} from './in-step.ts';
import { type ClockPhase, clockPhase, type RoundWindow } from './schedule.ts';

// A live round's rules as one state machine, with no I/O: time is passed in, storage and sockets stay outside.
// It says where the round stands, whether an answer is taken and what it is worth, what each player may be told
// of their answers at a moment (`revealed`: nothing of a question's verdict before it is closed for everyone who
// could still answer it), how the players it holds rank, and that the round ends once. The server's room
// (server/src/realtime/round-room.ts) is a shell around it: timers, leases, storage, sockets. Each process holds the
// seats of its own players; what spans processes (the shared board, a question's reveal, the final ranks) is read
// from storage by the same rules. Every kind of live round (scheduled, hosted; free or in step) plays by it.

/** What a round is played by: its window, its questions in order, its style, and what a right answer is worth. */
export interface RoundRules {
  window: RoundWindow;
  questionIds: readonly string[];
  /** Questions in step (each opens, locks and is revealed for everyone at once), or all open at once (free). */
  inStep: boolean;
  /** The game's `score`: the most one right answer earns. */
  gameScore: number;
}

/** An answer as stored: its verdict, its points (hundredths), and how far into the round it was sent. */
export interface ScoredAnswer {
  questionId: string;
  answer: string;
  correct: boolean;
  points: number;
  /** Ms from the round's start to when the answer counts as sent: the ranking's tie-break reads it. */
  elapsedMs: number;
}

/** Why an answer is refused, as the socket's error codes say it. */
export type AnswerRefusal =
  | 'NOT_IN_ROUND'
  | 'NOT_STARTED'
  | 'ROUND_OVER'
  | 'UNKNOWN_QUESTION'
  | 'QUESTION_NOT_OPEN'
  | 'QUESTION_LOCKED'
  | 'ALREADY_ANSWERED'
  | 'NOT_A_CHOICE'
  | 'NOT_LETTERS';

/** A submitted answer judged by its question type; `notAChoice` and `notLetters` are no answer at all. */
export type AnswerVerdict = TypeVerdict;

export const ANSWER_REFUSALS: Record<AnswerRefusal, string> = {
  NOT_IN_ROUND: 'Join the round first',
  NOT_STARTED: 'The round has not started yet',
  ROUND_OVER: 'This round is over',
  UNKNOWN_QUESTION: 'No such question in this round',
  QUESTION_NOT_OPEN: 'This question is not open yet',
  QUESTION_LOCKED: 'This question is locked: its answers are in',
  ALREADY_ANSWERED: 'This question is already answered',
  ...TYPE_ANSWER_REFUSALS,
};

export type Taken = { taken: true; answer: ScoredAnswer } | { taken: false; refusal: AnswerRefusal };

/** What an answer's acknowledgement may say: that it is locked in, or (its question already closed) its verdict. */
export type AnswerAck =
  | { questionId: string; locked: true }
  | { questionId: string; correct: boolean; points: number; score: number };

/**
 * A seat is kept for every player of a round, thousands at once: one with no answers yet shares the empty map and
 * list below, and the lag quota is a number (LagBudget's one field), so a seat costs a few dozen bytes until used.
 */
interface Seat {
  /** The empty NO_ANSWERS until an answer is kept (settle gives the seat a map of its own). */
  answers: Map<string, ScoredAnswer>;
  /** Questions whose answer is being stored: a second answer to one is refused until the first is settled. */
  pending: readonly string[];
  lagQuotaMs: number;
}

/** Shared by every seat without answers; never written (settle replaces it first). */
const NO_ANSWERS: ReadonlyMap<string, ScoredAnswer> = new Map();
const NOT_PENDING: readonly string[] = Object.freeze([]);

export class RoundEngine {
  /** In step, each question's moments as planned from the window, before any host's skip; null for a free round. */
  private readonly planned: readonly QuestionWindow[] | null;
  /** In step, each question's moments now (a hosted round's host may skip ahead); null for a free round. */
  schedule: readonly QuestionWindow[] | null;
  /** The round's window now: its end comes sooner when a host skips ahead or ends the round early. */
  window: RoundWindow;
  private readonly seats = new Map<string, Seat>();
  private readonly places: Map<string, number>;
  /** Questions this process takes no more answers for: their reveal is being read. */
  private readonly locked = new Set<number>();
  private ended = false;

  constructor(readonly rules: RoundRules) {
    this.planned = rules.inStep ? inStepSchedule(rules.window, rules.questionIds.length) : null;
    this.schedule = this.planned;
    this.window = rules.window;
    this.places = new Map(rules.questionIds.map((id, place) => [id, place]));
  }

  phase(now: number): ClockPhase {
    return this.ended ? 'ended' : clockPhase(this.window, now);
  }

  /**
   * A hosted round's host moved on: the schedule and the end are the planned ones with every skip so far applied
   * (all of them, in order, as stored: the same on every process and after a restart).
   */
  applySkips(skips: readonly StageSkip[]): void {
    if (!this.planned) return;
    const moved = skipAhead(this.rules.window, this.planned, skips);
    this.schedule = moved.schedule;
    this.window = moved.window;
  }

  /** A hosted round's host ended it early, at `at`: the round's window closes then (answers taken before count). */
  closeAt(at: number): void {
    const { startsAt, endsAt } = this.window;
    if (at < endsAt) this.window = { startsAt, endsAt: Math.max(at, startsAt) };
  }

  /** In step, which question stands where at `now`; null for a free round. */
  moment(now: number): RoundMoment | null {
    if (!this.schedule) return null;
    return this.ended ? { phase: 'ended' } : momentAt(this.window, this.schedule, now);
  }

  /** How many questions, from the first, a player may see at `now`: in step those opened so far, free all. */
  openedCount(now: number): number {
    const phase = this.phase(now);
    if (phase === 'waiting') return 0;
    const moment = this.moment(now);
    return moment?.phase === 'running' ? moment.question + 1 : this.rules.questionIds.length;
  }

  /** Seats a player with the answers storage holds for them (again, after a reconnect: storage is the truth). */
  seat(playerId: string, stored: Iterable<ScoredAnswer>): void {
    const seat = this.seats.get(playerId);
    const kept = [...stored];
    const answers = kept.length === 0
      ? (NO_ANSWERS as Map<string, ScoredAnswer>)
      : new Map(kept.map((answer) => [answer.questionId, answer]));
    if (seat) seat.answers = answers;
    else this.seats.set(playerId, { answers, pending: NOT_PENDING, lagQuotaMs: newLagBudget().quotaMs });
  }

  unseat(playerId: string): void {
    this.seats.delete(playerId);
  }

  /**
   * Takes an answer or says why not. A taken answer has its points and is reserved for the player until `settle`
   * says whether storage kept it; the player's lag refund is spent on it either way.
   */
  take(
    playerId: string,
    { questionId, answer, verdict }: { questionId: string; answer: string; verdict: AnswerVerdict },
    at: { receivedAt: number; measuredLagMs: number },
  ): Taken {
    const refuse = (refusal: AnswerRefusal): Taken => ({ taken: false, refusal });
    const seat = this.seats.get(playerId);
    if (!seat) return refuse('NOT_IN_ROUND');
    if (this.ended) return refuse('ROUND_OVER');
    const { refundMs, budget } = refundLag({ quotaMs: seat.lagQuotaMs }, at.measuredLagMs);
    const clock: AnswerClock = { receivedAt: at.receivedAt, sentAt: at.receivedAt - refundMs };
    // The round's window first: before the start a player cannot know the questions' ids.
    if (clock.sentAt >= this.window.endsAt && at.receivedAt >= this.window.endsAt) return refuse('ROUND_OVER');
    const inRound = freeAnswerTiming(this.rules.window, clock);
    if (!inRound.accepted) return refuse(REFUSAL_OF[inRound.because]);
    const place = this.places.get(questionId);
    if (place === undefined) return refuse('UNKNOWN_QUESTION');
    const timing = this.schedule ? inStepAnswerTiming(this.window, this.schedule, place, clock) : inRound;
    if (!timing.accepted) return refuse(REFUSAL_OF[timing.because]);
    if (this.locked.has(place)) return refuse('QUESTION_LOCKED');
    const malformed = refusalOfVerdict(verdict);
    if (malformed) return refuse(malformed);
    if (seat.answers.has(questionId) || seat.pending.includes(questionId)) return refuse('ALREADY_ANSWERED');
    seat.lagQuotaMs = budget.quotaMs;
    seat.pending = [...seat.pending, questionId];
    // Kahoot's rule within what was answered: the round (free) or the question's own window (in step).
    const worth = () => rapidPoints(this.rules.gameScore, timing.elapsedMs, timing.windowMs);
    return takeJudged({ questionId, answer, verdict }, worth, clock.sentAt - this.rules.window.startsAt);
  }

  /** Whether storage kept a taken answer: kept, it counts; not kept, the question may be answered again. */
  settle(playerId: string, answer: ScoredAnswer, kept: boolean): void {
    const seat = this.seats.get(playerId);
    if (!seat) return;
    const pending = seat.pending.filter((questionId) => questionId !== answer.questionId);
    seat.pending = pending.length === 0 ? NOT_PENDING : pending;
    if (!kept) return;
    if (seat.answers === NO_ANSWERS) seat.answers = new Map();
    seat.answers.set(answer.questionId, answer);
  }

  /** What the answer's acknowledgement says: a verdict only for a question already closed (`revealed`). */
  ack(playerId: string, questionId: string, now: number): AnswerAck {
    if (!this.revealed(questionId, now)) return { questionId, locked: true };
    const answer = this.seats.get(playerId)?.answers.get(questionId);
    const { score } = this.placing(playerId, now);
    return { questionId, correct: answer?.correct ?? false, points: answer?.points ?? 0, score };
  }

  /**
   * Whether a question's verdicts (right or wrong, points, and the score and rank they make) may be shown at `now`:
   * once the question is closed for everyone who could still answer it. In step that is its reveal: its lock and the
   * moment after it in which answers sent before the lock still arrive; in a free round every question stays open
   * to every player until the round has ended (no answer is taken after that), so nothing is shown before it. Told
   * earlier, one throwaway player's verdicts would tell the others the answers while they can still give them.
   * Watchers' counts of right answers wait for the same moment (watch-view.ts).
   */
  revealed(questionId: string, now: number): boolean {
    const place = this.places.get(questionId);
    if (place === undefined) return false;
    if (this.ended) return true;
    const window = this.schedule?.[place];
    // An answer sent before the lock may still arrive for a moment after it: the reveal waits for those too.
    return window !== undefined && now >= window.locksAt + IN_STEP_RULES.lateAnswerMs;
  }

  /** Whether any question's verdicts may be shown at `now` (see `revealed`): in a free round, only once it ended. */
  showsAny(now: number): boolean {
    return this.rules.questionIds.some((questionId) => this.revealed(questionId, now));
  }

  /** A player's answer to one question, once its verdict may be shown at `now`; null before, or if none. */
  shownAnswer(playerId: string, questionId: string, now: number): ScoredAnswer | null {
    if (!this.revealed(questionId, now)) return null;
    return this.seats.get(playerId)?.answers.get(questionId) ?? null;
  }

  /** A player's answers whose verdicts may be shown at `now`. */
  shownAnswers(playerId: string, now: number): ScoredAnswer[] {
    const answers = this.seats.get(playerId)?.answers.values() ?? [];
    return [...answers].filter((answer) => this.revealed(answer.questionId, now));
  }

  /** The player's answers locked in whose verdicts may not be shown yet at `now` (their own choice, nothing more). */
  sealedAnswers(playerId: string, now: number): ScoredAnswer[] {
    const answers = this.seats.get(playerId)?.answers.values() ?? [];
    return [...answers].filter((answer) => !this.revealed(answer.questionId, now));
  }

  /** In step, the player's answer to the question open at `now`, locked in and not yet revealed. */
  lockedAnswer(playerId: string, now: number): ScoredAnswer | null {
    const moment = this.moment(now);
    if (moment?.phase !== 'running' || moment.stage !== 'open') return null;
    const questionId = this.rules.questionIds[moment.question];
    return (questionId !== undefined && this.seats.get(playerId)?.answers.get(questionId)) || null;
  }

  /** A player's points as they may be shown at `now`, and when they reached them (the ranking's tie-break). */
  placing(playerId: string, now: number): Placing {
    let score = 0;
    let reachedMs = 0;
    for (const answer of this.seats.get(playerId)?.answers.values() ?? []) {
      if (!this.revealed(answer.questionId, now)) continue;
      score += answer.points;
      if (answer.points > 0) reachedMs = Math.max(reachedMs, answer.elapsedMs);
    }
    return { playerId, score, reachedMs };
  }

  /** The players this engine holds, ranked by the one ranking rule on what may be shown at `now`. */
  standings(now: number): (Placing & { rank: number })[] {
    return rankPlacings([...this.seats.keys()].map((playerId) => this.placing(playerId, now)));
  }

  /** In step: from now on no answer is taken for this question here (its reveal is being read). */
  lock(question: number): void {
    this.locked.add(question);
  }

  /** Ends the round: true the first time it is called, false ever after. No answer is taken once it has ended. */
  end(): boolean {
    if (this.ended) return false;
    this.ended = true;
    return true;
  }

  get hasEnded(): boolean {
    return this.ended;
  }
}

/**
 * The one rule for a judged answer, live or daily (daily-answer.ts): a verdict that is no answer is refused and
 * never stored; a right answer earns `worth()`, a wrong one nothing.
 */
export function takeJudged(
  { questionId, answer, verdict }: { questionId: string; answer: string; verdict: AnswerVerdict },
  worth: () => number,
  elapsedMs: number,
): Taken {
  const malformed = refusalOfVerdict(verdict);
  if (malformed) return { taken: false, refusal: malformed };
  const correct = verdict === 'correct';
  return { taken: true, answer: { questionId, answer, correct, points: correct ? worth() : 0, elapsedMs } };
}

function refusalOfVerdict(verdict: AnswerVerdict): AnswerRefusal | null {
  if (verdict === 'notAChoice') return 'NOT_A_CHOICE';
  return verdict === 'notLetters' ? 'NOT_LETTERS' : null;
}

const REFUSAL_OF = {
  'not-started': 'NOT_STARTED',
  'round-over': 'ROUND_OVER',
  'question-not-open': 'QUESTION_NOT_OPEN',
  'question-locked': 'QUESTION_LOCKED',
} as const satisfies Record<string, AnswerRefusal>;
