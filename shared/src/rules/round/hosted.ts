import type { GameType } from '../../constants.ts';
import { seedFromText } from '../seed.ts';
import { IN_STEP_RULES, pressNext, type QuestionWindow, type StageSkip } from './in-step.ts';
import type { RoundWindow } from './schedule.ts';
import { canPlayInStep } from './type-rules.ts';

// Hosted rounds: a creator opens a lobby for one of their verified games, players join with a code, and the host
// starts the round when the room is ready. The round then plays on the same engine as every live round; these are
// the rules that are a hosted round's own, written once for the server, the big screen and the players' phones.

/** A hosted round waits in its LOBBY for the host's start, RUNNING from then (countdown included), ENDED at last. */
export const HOSTED_ROUND_STATES = ['LOBBY', 'RUNNING', 'ENDED'] as const;
export type HostedRoundState = (typeof HOSTED_ROUND_STATES)[number];

/** How players are named in a hosted round: the name each chose, or a friendly one the server gives (a class). */
export const NAME_STYLES = ['CHOSEN', 'GENERATED'] as const;
export type NameStyle = (typeof NAME_STYLES)[number];

export const HOSTED_RULES = {
  /** Digits of a join code: a million codes, few open at once, and lookups are rate-limited. */
  joinCodeDigits: 6,
  /** From the host's Start to the first question: the 3-2-1 on every phone and the big screen. */
  countdownMs: 5_000,
  /** A quiz question's time to answer in a hosted round (Kahoot's default), its reveal coming after. */
  questionMs: 20_000,
  /** A hosted free race's time per word (a kriss-kross grid's) when the game sets no duration, and its floor. */
  freeRaceWordMs: 30_000,
  freeRaceMinMs: 180_000,
  /** A lobby nobody started closes after this, and its code is free again. */
  lobbyLifetimeMs: 3 * 60 * 60 * 1000,
  /** Players one lobby seats: a quiz night's hall or a whole school. */
  maxPlayers: 2_000,
  /**
   * Names a player's phone is sent of those in the lobby, the newest (with the count of all): a hall's 2,000 names
   * sent to 2,000 phones as each walks in would be gigabytes, and no phone shows them.
   */
  lobbyNamesShown: 100,
} as const;

export const HOSTED_MESSAGES = {
  noSuchCode: 'No game with this code',
  notVerified: 'Only verified games can be hosted',
  notYourRound: 'This round is not yours',
  notInLobby: 'This round has already started',
  notRunning: 'This round is not running',
  roundOver: 'This round is over',
  removed: 'The host removed you from this round',
  lobbyFull: 'This lobby is full',
  noNextQuestion: 'There is no next question',
  staleQuestion: 'The round has moved on from this question',
  nameTaken: 'Someone in this round already plays under this name: choose another',
  nameReserved: 'This name is kept for the host: choose another',
  roomLocked: 'This round has started and is closed to new players: ask the host to let you in',
} as const;

/** What a player's phone is sent of a lobby: how many sit in it, and the newest names. */
export function lobbyOnPhones<P>(players: readonly P[]): { count: number; players: P[] } {
  return { count: players.length, players: players.slice(-HOSTED_RULES.lobbyNamesShown) };
}

/**
 * Whether a hosted round seats a newcomer now (a player seated already always gets back in). A found code must not
 * put a stranger into a class's running round, so the room closes to new seats when the first question opens: the
 * lobby and the countdown seat anyone with the code, and from then on only if the host lets late players in.
 */
export function seatsNewcomers(
  round: { state: HostedRoundState; startsAt: number | null; lateSeats: boolean },
  now: number,
): boolean {
  if (round.state === 'LOBBY') return true;
  if (round.state === 'ENDED') return false;
  return round.lateSeats || round.startsAt === null || now < round.startsAt;
}

/** What a hosted round's clock is read from, as stored: its state, its end once started, when its lobby opened. */
export interface HostedRoundClock {
  state: HostedRoundState;
  ends_at: string | null;
  created_at: string;
}

/**
 * Whether a hosted round is live at `now` (epoch ms): a lobby within its lifetime (its seated players may be
 * started any moment) or a started round before its end as last set. From its end on (or once closed) it is not.
 */
export function hostedRoundLive(round: HostedRoundClock, now: number): boolean {
  if (round.state === 'ENDED') return false;
  if (round.state === 'LOBBY') return now < Date.parse(round.created_at) + HOSTED_RULES.lobbyLifetimeMs;
  return round.ends_at === null || now < Date.parse(round.ends_at);
}

/** Where a hosted quiz's open question stands: which one, how many seated players (not removed) answered it. */
export interface OpenQuestionCount {
  question: number;
  answered: number;
  seated: number;
}

/**
 * Auto-advance (a host's option, on by default: a class that has all answered has nothing to wait for): once every
 * seated player answered the open question, the server skips the rest of its time, as a host's Next in its open
 * stage would (in-step.ts pressNext); its reveal follows for as long as ever, and the next question opens after it
 * by the schedule. A question whose time is up locks and moves on by the schedule alone. Returns the host's skips
 * with this one added, or null when nothing moves (off, nobody seated, someone still to answer, already locked).
 */
export function autoAdvance(
  round: {
    autoAdvance: boolean;
    window: RoundWindow;
    schedule: readonly QuestionWindow[];
    skips: readonly StageSkip[];
    endsAt: number;
  },
  open: OpenQuestionCount,
  now: number,
): StageSkip[] | null {
  if (!round.autoAdvance || open.seated < 1 || open.answered < open.seated) return null;
  const press = { question: open.question, stage: 'open' as const, at: now };
  return pressNext(round.window, round.schedule, round.skips, press, round.endsAt);
}

/** A join code as players type it: exactly six digits (spaces and dashes they add are dropped first). */
export function normalJoinCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${HOSTED_RULES.joinCodeDigits}}$`).test(digits) ? digits : null;
}

/** A join code shown to a room: "482 913", easier to read from the back than "482913". */
export function spacedJoinCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)} ${code.slice(half)}`;
}

/**
 * How long a hosted round runs, in whole seconds: a quiz gives each question its answering time and its reveal
 * (the host may skip ahead); a kriss-kross race runs the game's own duration, else a time by its word count.
 */
export function hostedDurationSeconds(
  type: GameType,
  questionCount: number,
  gameDurationSeconds: number | null,
): number {
  if (canPlayInStep(type)) {
    const slotMs = HOSTED_RULES.questionMs + IN_STEP_RULES.revealMs;
    return Math.ceil((Math.max(1, questionCount) * slotMs) / 1000);
  }
  if (gameDurationSeconds) return gameDurationSeconds;
  return Math.ceil(Math.max(HOSTED_RULES.freeRaceMinMs, questionCount * HOSTED_RULES.freeRaceWordMs) / 1000);
}

const ADJECTIVES = [
  'Brave', 'Bright', 'Clever', 'Cosmic', 'Curious', 'Daring', 'Eager', 'Fancy', 'Gentle', 'Happy', 'Jolly', 'Kind',
  'Lucky', 'Merry', 'Mighty', 'Nimble', 'Noble', 'Plucky', 'Quick', 'Quiet', 'Rapid', 'Shiny', 'Smart', 'Sunny',
  'Swift', 'Witty', 'Zesty', 'Calm', 'Bold', 'Keen',
] as const;
const ANIMALS = [
  'Otter', 'Panda', 'Tiger', 'Falcon', 'Koala', 'Dolphin', 'Fox', 'Owl', 'Lynx', 'Heron', 'Yak', 'Gecko', 'Hippo',
  'Lemur', 'Parrot', 'Puffin', 'Rabbit', 'Robin', 'Seal', 'Sloth', 'Squid', 'Toucan', 'Turtle', 'Whale', 'Zebra',
  'Camel', 'Crane', 'Bison', 'Mongoose', 'Peacock',
] as const;

/**
 * A friendly name for a seat when the host chose generated names: picked by a number the caller draws (so this
 * stays pure), "Brave Otter"; `taken` names get a number after them so no two players in a room share one.
 */
export function friendlyName(draw: number, taken: { has(name: string): boolean }): string {
  const index = Math.abs(Math.trunc(draw)) % (ADJECTIVES.length * ANIMALS.length);
  const base = `${ADJECTIVES[index % ADJECTIVES.length]} ${ANIMALS[Math.floor(index / ADJECTIVES.length)]}`;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/**
 * How a seat's choices are shuffled. In a hosted round every phone shows a question's choices in the big screen's
 * order, so the host can say "the red triangle": one seed for the whole round. Elsewhere each play has its own.
 */
export function shuffleSeedOf(seat: { roundId: string; playId: string }): number {
  return seat.roundId ? seedFromText(`hosted:${seat.roundId}`) : seedFromText(seat.playId);
}
