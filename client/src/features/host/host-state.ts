import type { HostRound, RoundPlayer } from '@plw/protocol/rest/hosting';
import type { HostFigures, HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import type { LeaderboardLine, QuestionWindowView } from '@plw/protocol/socket/round-parts';
import type { NameStyle } from '@plw/shared/rules/round/hosted';
import type { QuestionStage } from '@plw/shared/rules/round/in-step';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';

// What the host's big screen knows of its round, as a pure reducer over the REST snapshot, the socket's events and
// the host's own actions; and what it shows at a moment (`hostView`). The answer of a question is only ever known
// from its host:reveal, so the screen cannot show it early.

export type BoardLine = LeaderboardLine;

export interface HostState {
  gameType: HostRound['game_type'];
  names: NameStyle;
  /** Newcomers may take a seat after the first question opened. */
  lateSeats: boolean;
  /** A quiz's question locks once every seated player answered, and the round moves on by itself (the server's). */
  autoAdvance: boolean;
  players: readonly RoundPlayer[];
  startsAt: number | null;
  endsAt: number | null;
  /** The last question opened (in step). */
  question: QuestionOpen | null;
  /** The last reveal: shown while it is of the question on screen. */
  reveal: HostReveal | null;
  figures: HostFigures | null;
  /** The round is over: its final top, or null when the screen never got it (opened after the end). */
  ended: { top: readonly BoardLine[] | null } | null;
  /** The host closed the lobby before any start. */
  closed: boolean;
}

export type HostEvent =
  | { type: 'players'; players: readonly RoundPlayer[] }
  | { type: 'removed'; playerId: string }
  | { type: 'names'; names: NameStyle }
  | { type: 'lateSeats'; lateSeats: boolean }
  | { type: 'autoAdvance'; autoAdvance: boolean }
  | { type: 'starting'; startsAt: number; endsAt?: number }
  | { type: 'question'; question: QuestionOpen }
  | { type: 'figures'; figures: HostFigures }
  | { type: 'reveal'; reveal: HostReveal }
  | { type: 'rescheduled'; endsAt: number; schedule: readonly QuestionWindowView[] }
  | { type: 'end'; top: readonly BoardLine[] | null }
  | { type: 'closed' };

export function hostStateOf(round: HostRound): HostState {
  return {
    gameType: round.game_type,
    names: round.names,
    lateSeats: round.late_seats,
    autoAdvance: round.auto_advance,
    players: round.players,
    startsAt: round.starts_at,
    endsAt: round.ends_at,
    question: null,
    reveal: null,
    figures: null,
    ended: round.state === 'ENDED' ? { top: null } : null,
    closed: false,
  };
}

export function hostReducer(state: HostState, event: HostEvent): HostState {
  switch (event.type) {
    case 'players':
      return { ...state, players: event.players };
    case 'removed':
      return { ...state, players: state.players.filter((player) => player.player_id !== event.playerId) };
    case 'names':
      return { ...state, names: event.names };
    case 'lateSeats':
      return { ...state, lateSeats: event.lateSeats };
    case 'autoAdvance':
      return { ...state, autoAdvance: event.autoAdvance };
    case 'starting':
      return { ...state, startsAt: event.startsAt, endsAt: event.endsAt ?? state.endsAt };
    case 'question':
      // A late copy of a question already past changes nothing.
      if (state.question && event.question.question < state.question.question) return state;
      return { ...state, question: event.question };
    case 'figures':
      return { ...state, figures: event.figures };
    case 'reveal':
      return { ...state, reveal: event.reveal };
    case 'rescheduled': {
      const moved = (window: QuestionWindowView | null) =>
        event.schedule.find((step) => step.question === window?.question);
      const question = state.question && { ...state.question, ...pickWindow(moved(state.question)) };
      const reveal = state.reveal && { ...state.reveal, ...pickWindow(moved(state.reveal)) };
      return { ...state, endsAt: event.endsAt, question, reveal };
    }
    case 'end':
      return { ...state, ended: { top: event.top ?? state.ended?.top ?? null } };
    case 'closed':
      return state.startsAt === null ? { ...state, closed: true } : { ...state, ended: state.ended ?? { top: null } };
  }
}

function pickWindow(step: QuestionWindowView | undefined) {
  return step ? { opensAt: step.opensAt, locksAt: step.locksAt, closesAt: step.closesAt } : {};
}

/** What the big screen shows at `now` (server time). */
export type HostView =
  | { kind: 'lobby' }
  | { kind: 'closed' }
  | { kind: 'countdown'; startsAt: number }
  /** Started, the first question not here yet (or the screen reopened mid-question). */
  | { kind: 'waiting'; /** The question open now by the live figures (a screen reopened mid-round), if any. */ question: number | null }
  | { kind: 'question'; question: QuestionOpen; answered: number }
  | { kind: 'reveal'; question: QuestionOpen | null; reveal: HostReveal }
  /**
   * A round whose type cannot play in step (a kriss-kross) plays free: its end, who answered, and each player's words
   * locked in out of the grid's (scores wait for the end, so a board of them would stand still).
   */
  | { kind: 'free'; endsAt: number; answered: number; progress: HostFigures['progress']; words: number }
  | { kind: 'finale'; top: readonly BoardLine[] };

export function hostView(state: HostState, now: number): HostView {
  if (state.closed) return { kind: 'closed' };
  const lastTop = state.reveal?.top ?? state.figures?.top ?? [];
  if (state.ended) return { kind: 'finale', top: state.ended.top ?? lastTop };
  if (state.startsAt === null) return { kind: 'lobby' };
  // The round is over at its end by the clock: the podium shows the last top until round:end brings the final one
  // (which never comes when nobody played).
  if (state.endsAt !== null && now >= state.endsAt) return { kind: 'finale', top: lastTop };
  if (now < state.startsAt) return { kind: 'countdown', startsAt: state.startsAt };
  const answered = state.figures?.answered ?? 0;
  if (!canPlayInStep(state.gameType)) {
    const { progress = [], words = 0 } = state.figures ?? {};
    return { kind: 'free', endsAt: state.endsAt ?? state.startsAt, answered, progress, words };
  }
  const { question, reveal } = state;
  if (reveal && (!question || reveal.question >= question.question)) {
    return { kind: 'reveal', question: question?.question === reveal.question ? question : null, reveal };
  }
  if (question) {
    const current = state.figures?.question === question.question ? answered : 0;
    return { kind: 'question', question, answered: current };
  }
  return { kind: 'waiting', question: state.figures?.question ?? null };
}

/** The question the host's "Next" moves on from, if any. */
export function currentQuestion(view: HostView): number | null {
  if (view.kind === 'question') return view.question.question;
  if (view.kind === 'reveal') return view.reveal.question;
  if (view.kind === 'waiting') return view.question;
  return null;
}

/** The stage on screen the host's "Next" moves on from, when the screen shows one: the server refuses a passed one. */
export function currentStage(view: HostView): QuestionStage | undefined {
  if (view.kind === 'question') return 'open';
  if (view.kind === 'reveal') return 'revealed';
  return undefined;
}
