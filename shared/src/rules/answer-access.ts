import type { GameMode } from '../constants.ts';
import { roundEndsAt, type RoundTiming, roundPhase } from './round/schedule.ts';

// Whether a player may see a game's answers now: the answer key, and which answers were right. The one rule
// for every response that can carry them (reports, look-backs, submissions), for quizzes and kriss-kross alike.
// Answers never reach a player who can still play the game for a score: a live round's answers wait for its
// end, and a daily play's for that player's own finished play. A locked answer's own verdict is not covered
// here: it cannot be changed, so the play that locked it may be told at once.

/** How far a player got with one play of a game. */
export type PlayProgress = 'none' | 'started' | 'finished';

/** The player's two possible plays of a game: a seat in its live round, and its daily play. */
export interface PlayerPlays {
  round: PlayProgress;
  daily: PlayProgress;
}

export const NO_PLAYS: PlayerPlays = { round: 'none', daily: 'none' };

export type AnswersClosedReason = 'not-started' | 'round-live' | 'play-unfinished';

export type AnswerAccess =
  | {
    open: true;
    /** round-over: a RAPID round is over for everyone; played-round, finished-daily: this player's play is done. */
    because: 'round-over' | 'played-round' | 'finished-daily';
  }
  | { open: false; because: AnswersClosedReason; message: string };

export const ANSWERS_CLOSED_MESSAGES: Record<AnswersClosedReason, string> = {
  'not-started': 'This game has not started yet',
  'round-live': 'The answers open when the live round ends',
  'play-unfinished': 'The answers open when you finish the game',
};

export type AnswerGame = RoundTiming & { mode: GameMode };

const closed = (because: AnswersClosedReason): AnswerAccess => ({
  open: false,
  because,
  message: ANSWERS_CLOSED_MESSAGES[because],
});

/**
 * Until when a game's clock alone keeps its answers from everyone: a live round's end (RAPID and
 * RAPID_THEN_DAILY), null for a daily game, whose answers wait on each player's own play instead.
 */
export function answersHeldUntil(game: AnswerGame): Date | null {
  const endsAt = game.mode === 'DAILY' ? null : roundEndsAt(game);
  return endsAt === null ? null : new Date(endsAt);
}

/**
 * May this player see the game's answers at `now`? A RAPID game's after its round, to anyone (nothing is left
 * to play). A RAPID_THEN_DAILY game's after its round, to those who sat in the round (they get no daily play)
 * and to those who finished the daily play; the others may still play it, so not to them. A DAILY game's
 * once the player finished it.
 */
export function answerAccess(game: AnswerGame, plays: PlayerPlays, now: Date): AnswerAccess {
  const phase = roundPhase(game, now);
  if (game.mode !== 'DAILY') {
    if (phase === 'waiting') return closed('not-started');
    if (phase === 'running') return closed('round-live');
    if (game.mode === 'RAPID') return { open: true, because: 'round-over' };
    if (plays.round !== 'none') return { open: true, because: 'played-round' };
  }
  if (plays.daily === 'finished') return { open: true, because: 'finished-daily' };
  return closed(phase === 'waiting' ? 'not-started' : 'play-unfinished');
}
