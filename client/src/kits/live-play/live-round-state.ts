import type { GameType } from '@plw/shared/constants';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import { canPlayInStep, inStepQuestions } from '@plw/shared/rules/round/type-rules';
import type {
  AnswerResult,
  Leaderboard,
  MyStanding,
  QuestionOpen,
  QuestionReveal,
  RoundEnd,
  RoundQuestions,
  RoundState,
  SocketError,
} from '@plw/protocol/socket/round-events';
import { roundQuestionsSchema } from '@plw/protocol/question-types/registry';
import type { RoundRescheduled } from '@plw/protocol/socket/host-events';
import type { QuestionWindowView } from '@plw/protocol/socket/round-parts';
import { withEntry, without } from './map-updates.ts';

// A live round as one player's screen knows it, as a pure reducer over what the server says: the join's state,
// the questions once opened, answers sent and locked, the live board and standing, and the end.

export type LeaderboardLine = Leaderboard['top'][number];

export interface LockedAnswer {
  questionId: string;
  correct: boolean;
  points: number;
  /** What was answered, when this tab sent it (a resumed round only knows the verdict). */
  answer: string | null;
}

/** A round played in step, as this player's screen follows it (protocol README, "In step"). */
export interface InStepView {
  schedule: readonly QuestionWindowView[];
  /** The question whose time it is, by its number; null before the first opens. */
  current: number | null;
  /** This player's answer to the current question, locked in, its verdict kept for the reveal. */
  locked: { questionId: string; answer: string } | null;
  /** The current question's reveal while it is on. */
  reveal: QuestionReveal | null;
  /** The player's rank before this reveal, to show how it moved. */
  rankBefore: number | null;
}

/**
 * `joining` until the server answers; then the round's own phase: `waiting` before the start (questions still
 * sealed), `running`, `ended` (with `final` when the round ended with us in it, without when it was over before
 * we joined); or `removed`; `failed` on a refusal.
 */
export type RoundStatus = 'joining' | ClockPhase | 'removed' | 'failed';

export interface LiveRoundState {
  status: RoundStatus;
  type: GameType | null;
  startsAt: number | null;
  endsAt: number | null;
  sealedQuestions: string | null;
  questions: RoundQuestions | null;
  shuffleSeed: number;
  answers: ReadonlyMap<string, LockedAnswer>;
  /** Answers sent and not yet acknowledged: question id to the answer. */
  pending: ReadonlyMap<string, string>;
  /**
   * A free round's answers locked in, question id to the answer: their verdicts are sealed until the round's end
   * (in step, `inStep.locked` holds the open question's).
   */
  sealed: ReadonlyMap<string, string>;
  score: number;
  rank: number | null;
  top: readonly LeaderboardLine[];
  players: number;
  /** The server time of the board shown, so a late, older one is ignored. */
  boardAt: number;
  final: RoundEnd | null;
  resumeToken: string | null;
  /** The last refusal, for the screen to word. */
  error: SocketError | null;
  /** Only for a round played in step. */
  inStep: InStepView | null;
}

export type LiveRoundAction =
  | { type: 'joined'; state: RoundState }
  | { type: 'opened'; questions: RoundQuestions }
  | { type: 'answering'; questionId: string; answer: string }
  | { type: 'locked'; result: AnswerResult; answer: string }
  | { type: 'refused'; questionId: string; error: SocketError | null }
  /** The answer is stored, its verdict comes with the reveal (in step) or the round's end (free). */
  | { type: 'lockedIn'; questionId: string; answer: string }
  | { type: 'questionOpened'; open: QuestionOpen }
  | { type: 'revealed'; reveal: QuestionReveal }
  /** A hosted round's host moved on early: the moments from now on and the round's new end. */
  | { type: 'rescheduled'; moved: Pick<RoundRescheduled, 'schedule' | 'endsAt'> }
  | { type: 'leaderboard'; board: Leaderboard }
  | { type: 'standing'; standing: MyStanding }
  /** The round's end: its final board, or null when it was over before we joined. */
  | { type: 'ended'; end: RoundEnd | null }
  | { type: 'removed'; reason: string }
  | { type: 'failed'; error: SocketError };

export const initialLiveRound: LiveRoundState = {
  status: 'joining',
  type: null,
  startsAt: null,
  endsAt: null,
  sealedQuestions: null,
  questions: null,
  shuffleSeed: 0,
  answers: new Map(),
  pending: new Map(),
  sealed: new Map(),
  score: 0,
  rank: null,
  top: [],
  players: 0,
  boardAt: Number.NEGATIVE_INFINITY,
  final: null,
  resumeToken: null,
  error: null,
  inStep: null,
};

const FINISHED: readonly RoundStatus[] = ['ended', 'removed'];

export function reduceLiveRound(state: LiveRoundState, action: LiveRoundAction): LiveRoundState {
  // Nothing moves a finished round again, except the end's own board arriving after the refusal of a late answer.
  if (FINISHED.includes(state.status) && action.type !== 'ended') return state;
  switch (action.type) {
    case 'joined':
      return joined(state, action.state);
    case 'opened':
      return { ...state, questions: action.questions, status: state.status === 'waiting' ? 'running' : state.status };
    case 'answering': {
      const { questionId } = action;
      if (state.answers.has(questionId) || state.pending.has(questionId) || state.sealed.has(questionId)) return state;
      return { ...state, pending: withEntry(state.pending, action.questionId, action.answer), error: null };
    }
    case 'locked': {
      const { questionId, correct, points, score, rank } = action.result;
      return {
        ...state,
        answers: withEntry(state.answers, questionId, { questionId, correct, points, answer: action.answer }),
        pending: without(state.pending, questionId),
        score: Math.max(state.score, score),
        rank: rank ?? state.rank,
      };
    }
    case 'refused':
      return { ...state, pending: without(state.pending, action.questionId), error: action.error };
    case 'lockedIn':
      if (state.answers.has(action.questionId)) return state;
      if (!state.inStep) {
        const pending = without(state.pending, action.questionId);
        return { ...state, pending, sealed: withEntry(state.sealed, action.questionId, action.answer) };
      }
      return {
        ...state,
        pending: without(state.pending, action.questionId),
        inStep: { ...state.inStep, locked: { questionId: action.questionId, answer: action.answer } },
      };
    case 'questionOpened':
      return questionOpened(state, action.open);
    case 'revealed':
      return revealed(state, action.reveal);
    case 'rescheduled':
      return rescheduled(state, action.moved);
    case 'leaderboard':
      if (action.board.at < state.boardAt) return state;
      return { ...state, top: action.board.top, players: action.board.players, boardAt: action.board.at };
    case 'standing':
      // Points only grow in a round: a standing computed before our latest answer's ack must not take them back.
      return { ...state, rank: action.standing.rank, score: Math.max(state.score, action.standing.score) };
    case 'ended': {
      if (state.final) return state;
      if (action.end === null) return { ...state, status: 'ended', pending: new Map() };
      const { me, top } = action.end;
      return {
        ...state,
        status: 'ended',
        final: action.end,
        top,
        pending: new Map(),
        score: me?.score ?? state.score,
        rank: me?.rank ?? state.rank,
      };
    }
    case 'removed':
      return { ...state, status: 'removed', pending: new Map(), error: { code: 'REMOVED', message: action.reason } };
    case 'failed':
      return { ...state, status: 'failed', error: action.error };
  }
}

function joined(state: LiveRoundState, round: RoundState): LiveRoundState {
  const questions = round.questions ?? state.questions;
  const answers = new Map<string, LockedAnswer>();
  for (const locked of round.answers) {
    answers.set(locked.questionId, { ...locked, answer: state.answers.get(locked.questionId)?.answer ?? null });
  }
  // A free round's answers locked in, verdicts still sealed (in step the open question's is `inStep.locked`).
  const lockedIn = round.inStep ? [] : (round.lockedIn ?? []).filter((l) => !answers.has(l.questionId));
  const sealed = new Map(lockedIn.map((l) => [l.questionId, l.answer]));
  const answered = (questionId: string) => answers.has(questionId) || sealed.has(questionId);
  const pending = new Map([...state.pending].filter(([questionId]) => !answered(questionId)));
  const status: RoundStatus = round.phase === 'ended' ? 'ended' : questions ? 'running' : 'waiting';
  return {
    ...state,
    status,
    type: round.type,
    startsAt: round.startsAt,
    endsAt: round.endsAt,
    sealedQuestions: round.sealedQuestions ?? state.sealedQuestions,
    questions,
    shuffleSeed: round.shuffleSeed,
    answers,
    pending,
    sealed,
    score: round.score,
    rank: round.rank ?? state.rank,
    resumeToken: round.resumeToken,
    error: null,
    inStep: round.inStep ? joinedInStep(state, round.inStep) : null,
    ...(round.inStep?.reveal ? { top: round.inStep.reveal.top, players: round.inStep.reveal.players } : {}),
  };
}

function joinedInStep(state: LiveRoundState, joined: NonNullable<RoundState['inStep']>): InStepView {
  const kept = state.inStep?.reveal?.questionId === joined.reveal?.questionId ? state.inStep?.rankBefore : undefined;
  return {
    schedule: joined.schedule,
    current: joined.moment?.question ?? state.inStep?.current ?? null,
    locked: joined.locked,
    reveal: joined.reveal,
    rankBefore: kept ?? joined.reveal?.me.rank ?? null,
  };
}

function questionOpened(state: LiveRoundState, open: QuestionOpen): LiveRoundState {
  // round:question comes only in a round of a type that plays in step, whose questions it carries.
  const type = state.type;
  if (!state.inStep || !type || !canPlayInStep(type)) return state;
  if (state.inStep.current !== null && open.question < state.inStep.current) return state;
  const opened: QuestionOpen['item'][] = state.questions && inStepQuestions(state.questions) ? [...state.questions.questions] : [];
  opened[open.question] = open.item;
  // Opened in order, so there are no holes; a hole would be a question missed, filled by the next join. Read as
  // the round's own type's questions: an item not of its shape is no question of this round.
  const read = roundQuestionsSchema.safeParse({ type, questions: opened.filter((question) => question !== undefined) });
  if (!read.success) return state;
  const sameQuestion = state.inStep.current === open.question;
  return {
    ...state,
    status: state.status === 'waiting' ? 'running' : state.status,
    questions: read.data,
    // A refusal was about the question before: the new one starts clean.
    error: sameQuestion ? state.error : null,
    inStep: {
      ...state.inStep,
      current: open.question,
      locked: sameQuestion ? state.inStep.locked : null,
      reveal: sameQuestion ? state.inStep.reveal : null,
    },
  };
}

function revealed(state: LiveRoundState, reveal: QuestionReveal): LiveRoundState {
  if (!state.inStep || (state.inStep.current !== null && reveal.question < state.inStep.current)) return state;
  if (state.inStep.reveal?.questionId === reveal.questionId) return state;
  const { chosen, correct, points, score, rank } = reveal.me;
  const { questionId } = reveal;
  const verdict = { questionId, correct, points, answer: chosen };
  const answers = chosen === null ? state.answers : withEntry(state.answers, questionId, verdict);
  return {
    ...state,
    answers,
    pending: without(state.pending, questionId),
    score,
    rank: rank ?? state.rank,
    top: reveal.top,
    players: reveal.players,
    inStep: { ...state.inStep, current: reveal.question, locked: null, reveal, rankBefore: state.rank },
  };
}

/**
 * The windows sent replace those of the same question numbers; the ones before (already played) stay, so the
 * schedule keeps one window per question, indexed by its number.
 */
function rescheduled(state: LiveRoundState, moved: Pick<RoundRescheduled, 'schedule' | 'endsAt'>): LiveRoundState {
  if (!state.inStep) return { ...state, endsAt: moved.endsAt };
  const byQuestion = new Map(state.inStep.schedule.map((window) => [window.question, window]));
  for (const window of moved.schedule) byQuestion.set(window.question, window);
  const schedule = [...byQuestion.values()].sort((a, b) => a.question - b.question);
  return { ...state, endsAt: moved.endsAt, inStep: { ...state.inStep, schedule } };
}
