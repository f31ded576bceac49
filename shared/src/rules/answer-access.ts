import type { GameMode } from '../constants.ts';
import { type HostedRoundClock, hostedRoundLive } from './round/hosted.ts';
import { roundEndsAt, type RoundTiming, roundPhase } from './round/schedule.ts';

// Whether a player may see a game's answers now: the answer key, and which answers were right. The one rule
// for every response that can carry them (reports, look-backs, submissions, a daily play's verdicts), for quizzes
// and kriss-kross alike. Answers never reach a player who can still play the game for a score: while any live
// round of the game runs (its scheduled round in its window, or any hosted round not yet ended) they reach
// nobody, and a daily play's wait for that player's own finished play. A daily play's locked answer may be told
// right or wrong at once (it cannot be changed), except while a live round of the game runs (`dailyVerdicts`);
// then, with a wrong answer, the right one to that question alone (`dailyRightAnswer`).

/** How far a player got with one play of a game. */
export type PlayProgress = 'none' | 'started' | 'finished';

/** The player's two possible plays of a game: a seat in its live round, and its daily play. */
export interface PlayerPlays {
  round: PlayProgress;
  daily: PlayProgress;
}

export const NO_PLAYS: PlayerPlays = { round: 'none', daily: 'none' };

export type AnswersClosedReason = 'not-started' | 'round-live' | 'play-unfinished' | 'daily-paused' | 'answer-open';

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
  'daily-paused': 'This game is being played live right now: your daily play is kept and goes on when the live round ends',
  'answer-open': 'The right answer shows once your answer is locked in',
};

/**
 * A game as the rule reads it: its own round's clock and mode, and its hosted rounds not yet closed (required, so
 * no surface can ask the rule without them).
 */
export type AnswerGame = RoundTiming & { mode: GameMode; hostedRounds: readonly HostedRoundClock[] };

const closed = (because: AnswersClosedReason): AnswerAccess => ({
  open: false,
  because,
  message: ANSWERS_CLOSED_MESSAGES[because],
});

/**
 * Until when a game's clock alone keeps its answers from everyone: a live round's end (RAPID and
 * RAPID_THEN_DAILY), null for a daily game, whose answers wait on each player's own play instead.
 */
export function answersHeldUntil(game: RoundTiming & { mode: GameMode }): Date | null {
  const endsAt = game.mode === 'DAILY' ? null : roundEndsAt(game);
  return endsAt === null ? null : new Date(endsAt);
}

/** Whether a live round of the game runs at `now`: its scheduled round inside its window, or a hosted round. */
export function liveRoundOn(game: AnswerGame, now: Date): boolean {
  const scheduled = game.mode !== 'DAILY' && roundPhase(game, now) === 'running';
  return scheduled || game.hostedRounds.some((round) => hostedRoundLive(round, now.getTime()));
}

/**
 * May a daily play of the game take an answer and tell its verdict at `now` (an answer's right or wrong, a
 * checked word, a revealed word, a submission's result)? Not while a live round of the game runs: a player seated
 * in it would read the answers from their daily play. The daily play is kept as it is and goes on afterwards.
 */
export function dailyVerdicts(game: AnswerGame, now: Date): { open: true } | Extract<AnswerAccess, { open: false }> {
  return liveRoundOn(game, now) ? { open: false, because: 'daily-paused', message: ANSWERS_CLOSED_MESSAGES['daily-paused'] } : { open: true };
}

/**
 * May this player see the game's answers at `now`? Never while a live round of it runs. A RAPID game's after its
 * round, to anyone (nothing is left to play). A RAPID_THEN_DAILY game's after its round, to those who sat in the
 * round (they get no daily play) and to those who finished the daily play; the others may still play it, so not
 * to them. A DAILY game's once the player finished it. A seat in a hosted round opens nothing: its player may
 * still have the game's daily play to play.
 */
export function answerAccess(game: AnswerGame, plays: PlayerPlays, now: Date): AnswerAccess {
  const phase = roundPhase(game, now);
  if (game.mode !== 'DAILY' && phase === 'waiting') return closed('not-started');
  if (liveRoundOn(game, now)) return closed('round-live');
  if (game.mode !== 'DAILY') {
    if (game.mode === 'RAPID') return { open: true, because: 'round-over' };
    if (plays.round !== 'none') return { open: true, because: 'played-round' };
  }
  if (plays.daily === 'finished') return { open: true, because: 'finished-daily' };
  return closed(phase === 'waiting' ? 'not-started' : 'play-unfinished');
}

/**
 * May a daily play tell the player the right answer to one question at `now`? Only once the player's own answer to
 * that question is locked (stored: it can no longer change), and never while a live round of the game runs (a
 * player seated there would read it). The one answer, not the game's: the other questions stay closed.
 */
export function dailyRightAnswer(
  game: AnswerGame,
  { answerLocked }: { answerLocked: boolean },
  now: Date,
): { open: true } | Extract<AnswerAccess, { open: false }> {
  if (!answerLocked) return { open: false, because: 'answer-open', message: ANSWERS_CLOSED_MESSAGES['answer-open'] };
  return dailyVerdicts(game, now);
}
