import { describe, expect, it } from 'vitest';
import type { GameMode } from '../constants.ts';
import {
  answerAccess,
  answersHeldUntil,
  dailyRightAnswer,
  dailyVerdicts,
  liveRoundOn,
  type PlayerPlays,
} from './answer-access.ts';
import { HOSTED_RULES, type HostedRoundClock } from './round/hosted.ts';
import type { ClockPhase } from './round/schedule.ts';

// Every mode × phase × play state, as the rule must answer it. Quizzes and kriss-kross games follow the same
// rule (it never looks at the type), so one table holds both.

const timing = { publishing_time: '2026-11-21T10:00:00.000Z', game_duration: 300, hostedRounds: [] };
const at: Record<ClockPhase, Date> = {
  waiting: new Date('2026-11-21T09:59:00.000Z'),
  running: new Date('2026-11-21T10:01:00.000Z'),
  ended: new Date('2026-11-21T10:05:00.000Z'),
};

const PLAY_STATES = {
  'none': { round: 'none', daily: 'none' },
  'round started': { round: 'started', daily: 'none' },
  'round finished': { round: 'finished', daily: 'none' },
  'daily started': { round: 'none', daily: 'started' },
  'daily finished': { round: 'none', daily: 'finished' },
} as const satisfies Record<string, PlayerPlays>;
type PlayState = keyof typeof PLAY_STATES;

// What each cell answers: open (and why) or closed (and why).
type Verdict = 'round-over' | 'played-round' | 'finished-daily' | 'not-started' | 'round-live' | 'play-unfinished';
const TABLE: [GameMode, ClockPhase, Record<PlayState, Verdict>][] = [
  ['DAILY', 'waiting', {
    'none': 'not-started', 'round started': 'not-started', 'round finished': 'not-started',
    'daily started': 'not-started', 'daily finished': 'finished-daily',
  }],
  ['DAILY', 'running', {
    'none': 'play-unfinished', 'round started': 'play-unfinished', 'round finished': 'play-unfinished',
    'daily started': 'play-unfinished', 'daily finished': 'finished-daily',
  }],
  ['DAILY', 'ended', {
    'none': 'play-unfinished', 'round started': 'play-unfinished', 'round finished': 'play-unfinished',
    'daily started': 'play-unfinished', 'daily finished': 'finished-daily',
  }],
  ['RAPID', 'waiting', {
    'none': 'not-started', 'round started': 'not-started', 'round finished': 'not-started',
    'daily started': 'not-started', 'daily finished': 'not-started',
  }],
  ['RAPID', 'running', {
    'none': 'round-live', 'round started': 'round-live', 'round finished': 'round-live',
    'daily started': 'round-live', 'daily finished': 'round-live',
  }],
  ['RAPID', 'ended', {
    'none': 'round-over', 'round started': 'round-over', 'round finished': 'round-over',
    'daily started': 'round-over', 'daily finished': 'round-over',
  }],
  ['RAPID_THEN_DAILY', 'waiting', {
    'none': 'not-started', 'round started': 'not-started', 'round finished': 'not-started',
    'daily started': 'not-started', 'daily finished': 'not-started',
  }],
  ['RAPID_THEN_DAILY', 'running', {
    'none': 'round-live', 'round started': 'round-live', 'round finished': 'round-live',
    'daily started': 'round-live', 'daily finished': 'round-live',
  }],
  // The attack this rule closes: after the round, a player who never played must finish the daily play first.
  ['RAPID_THEN_DAILY', 'ended', {
    'none': 'play-unfinished', 'round started': 'played-round', 'round finished': 'played-round',
    'daily started': 'play-unfinished', 'daily finished': 'finished-daily',
  }],
];

const OPEN = new Set<Verdict>(['round-over', 'played-round', 'finished-daily']);

describe('answerAccess', () => {
  const cells = TABLE.flatMap(([mode, phase, verdicts]) =>
    Object.entries(verdicts).map(([state, verdict]) => [mode, phase, state as PlayState, verdict] as const),
  );

  it('has a verdict for every mode, phase and play state', () => {
    expect(cells).toHaveLength(3 * 3 * 5);
  });

  it.each(cells)('%s game, %s, player with %s: %s', (mode, phase, state, verdict) => {
    const access = answerAccess({ ...timing, mode }, PLAY_STATES[state], at[phase]);
    expect(access.because).toBe(verdict);
    expect(access.open).toBe(OPEN.has(verdict));
    if (!access.open) expect(access.message).toMatch(/\w/);
  });

  it('opens a round game at the instant its round ends, not a moment before', () => {
    const game = { ...timing, mode: 'RAPID' as const };
    expect(answerAccess(game, PLAY_STATES.none, new Date('2026-11-21T10:04:59.999Z')).open).toBe(false);
    expect(answerAccess(game, PLAY_STATES.none, new Date('2026-11-21T10:05:00.000Z')).open).toBe(true);
  });

  it('keeps the answers of a round player who also has a daily play open (the round was their play)', () => {
    const access = answerAccess({ ...timing, mode: 'RAPID_THEN_DAILY' }, { round: 'started', daily: 'started' }, at.ended);
    expect(access.open).toBe(true);
  });
});

describe('a hosted round of the game', () => {
  const lobby: HostedRoundClock = { state: 'LOBBY', ends_at: null, created_at: '2026-11-21T09:00:00.000Z' };
  const running: HostedRoundClock = { state: 'RUNNING', ends_at: '2026-11-21T12:00:00.000Z', created_at: lobby.created_at };
  const MODES: GameMode[] = ['DAILY', 'RAPID', 'RAPID_THEN_DAILY'];
  const states = Object.keys(PLAY_STATES) as PlayState[];
  const cells = MODES.flatMap((mode) => (['running', 'ended'] as const).flatMap((phase) =>
    states.flatMap((state) => [lobby, running].map((round) => [mode, phase, state, round] as const))));

  it.each(cells)('%s game, %s, player with %s, a hosted round %o: closed to everyone', (mode, phase, state, round) => {
    const game = { ...timing, mode, hostedRounds: [round] };
    expect(answerAccess(game, PLAY_STATES[state], at[phase])).toMatchObject({ open: false, because: 'round-live' });
    expect(dailyVerdicts(game, at[phase])).toMatchObject({ open: false, because: 'daily-paused' });
    expect(dailyRightAnswer(game, { answerLocked: true }, at[phase])).toMatchObject({ open: false, because: 'daily-paused' });
  });

  it('holds the answers from its lobby to its end as last set, and no longer', () => {
    const game = { ...timing, mode: 'DAILY' as const, hostedRounds: [running] };
    expect(liveRoundOn(game, new Date('2026-11-21T11:59:59.999Z'))).toBe(true);
    expect(liveRoundOn(game, new Date('2026-11-21T12:00:00.000Z'))).toBe(false);
    expect(answerAccess(game, PLAY_STATES['daily finished'], new Date('2026-11-21T12:00:00.000Z')).open).toBe(true);
    expect(liveRoundOn({ ...game, hostedRounds: [{ ...running, state: 'ENDED' }] }, at.ended)).toBe(false);
    const lobbyLapses = Date.parse(lobby.created_at) + HOSTED_RULES.lobbyLifetimeMs;
    expect(liveRoundOn({ ...game, hostedRounds: [lobby] }, new Date(lobbyLapses - 1))).toBe(true);
    expect(liveRoundOn({ ...game, hostedRounds: [lobby] }, new Date(lobbyLapses))).toBe(false);
  });

  it("pauses a daily play's verdicts while the scheduled round runs as well, and only then", () => {
    expect(dailyVerdicts({ ...timing, mode: 'RAPID_THEN_DAILY' }, at.running).open).toBe(false);
    expect(dailyVerdicts({ ...timing, mode: 'RAPID_THEN_DAILY' }, at.ended).open).toBe(true);
    expect(dailyVerdicts({ ...timing, mode: 'DAILY' }, at.running).open).toBe(true);
  });
});

describe('dailyRightAnswer', () => {
  it("tells a daily play's right answer once the player's own is locked, and not while a live round runs", () => {
    for (const mode of ['DAILY', 'RAPID_THEN_DAILY'] as const) {
      const game = { ...timing, mode };
      expect(dailyRightAnswer(game, { answerLocked: false }, at.ended)).toMatchObject({ open: false, because: 'answer-open' });
      expect(dailyRightAnswer(game, { answerLocked: true }, at.ended)).toEqual({ open: true });
    }
    expect(dailyRightAnswer({ ...timing, mode: 'RAPID_THEN_DAILY' }, { answerLocked: true }, at.running).open).toBe(false);
    expect(dailyRightAnswer({ ...timing, mode: 'DAILY' }, { answerLocked: true }, at.running).open).toBe(true);
  });
});

describe('answersHeldUntil', () => {
  it("holds a live round's answers until its end and a daily game's on no clock", () => {
    expect(answersHeldUntil({ ...timing, mode: 'RAPID' })?.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    expect(answersHeldUntil({ ...timing, mode: 'RAPID_THEN_DAILY' })?.toISOString()).toBe('2026-11-21T10:05:00.000Z');
    expect(answersHeldUntil({ ...timing, mode: 'DAILY' })).toBeNull();
  });
});
