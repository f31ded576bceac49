import { describe, expect, it } from 'vitest';
import {
  autoAdvance,
  friendlyName,
  HOSTED_RULES,
  hostedDurationSeconds,
  lobbyOnPhones,
  normalJoinCode,
  shuffleSeedOf,
  spacedJoinCode,
} from './hosted.ts';
import { IN_STEP_RULES, inStepSchedule, MIN_REVEAL_MS, momentAt, pressNext, skipAhead } from './in-step.ts';

describe('join codes', () => {
  it('takes six digits as players type them, spaces and dashes aside, and nothing else', () => {
    expect(normalJoinCode('482 913')).toBe('482913');
    expect(normalJoinCode('482-913')).toBe('482913');
    expect(normalJoinCode('48291')).toBeNull();
    expect(normalJoinCode('4829134')).toBeNull();
    expect(normalJoinCode('48a913')).toBeNull();
    expect(spacedJoinCode('482913')).toBe('482 913');
  });
});

describe('a hosted round', () => {
  it("gives each quiz question Kahoot's twenty seconds and its reveal, and a kriss-kross race its own time", () => {
    expect(hostedDurationSeconds('Mcq', 3, null)).toBe((3 * (HOSTED_RULES.questionMs + IN_STEP_RULES.revealMs)) / 1000);
    expect(hostedDurationSeconds('Kriss_kross_puzzle', 2, null)).toBe(HOSTED_RULES.freeRaceMinMs / 1000);
    expect(hostedDurationSeconds('Kriss_kross_puzzle', 20, null)).toBe(600);
    expect(hostedDurationSeconds('Kriss_kross_puzzle', 20, 240)).toBe(240);
  });

  it("shuffles every seat's choices alike, so phones match the big screen; other plays each their own", () => {
    expect(shuffleSeedOf({ roundId: 'R1', playId: 'a' })).toBe(shuffleSeedOf({ roundId: 'R1', playId: 'b' }));
    expect(shuffleSeedOf({ roundId: 'R1', playId: 'a' })).not.toBe(shuffleSeedOf({ roundId: 'R2', playId: 'a' }));
    expect(shuffleSeedOf({ roundId: '', playId: 'a' })).not.toBe(shuffleSeedOf({ roundId: '', playId: 'b' }));
  });

  it('names players in a friendly way, never two alike', () => {
    const taken = new Set<string>();
    for (let draw = 0; draw < 2_000; draw += 1) {
      const name = friendlyName(draw * 7, taken);
      expect(taken.has(name)).toBe(false);
      expect(name.length).toBeLessThanOrEqual(20);
      taken.add(name);
    }
  });
});

describe("a host's skips ahead", () => {
  const window = { startsAt: 0, endsAt: 75_000 };
  const planned = inStepSchedule(window, 3);

  it('locks an open question at once and brings every later moment, and the end, that much sooner', () => {
    const { window: moved, schedule } = skipAhead(window, planned, [{ question: 0, at: 4_000 }]);
    const shift = (planned[0]?.locksAt ?? 0) - 4_000;
    expect(schedule[0]).toMatchObject({ opensAt: 0, locksAt: 4_000, closesAt: (planned[0]?.closesAt ?? 0) - shift });
    expect(schedule[1]?.opensAt).toBe((planned[1]?.opensAt ?? 0) - shift);
    expect(moved.endsAt).toBe(window.endsAt - shift);
    expect(momentAt(moved, schedule, 4_000)).toMatchObject({ phase: 'running', question: 0, stage: 'revealed' });
  });

  it('cuts a reveal short but never below its floor, and ignores a skip whose time is over', () => {
    const lock = planned[0]?.locksAt ?? 0;
    const { schedule } = skipAhead(window, planned, [{ question: 0, at: lock + 100 }]);
    expect(schedule[0]?.closesAt).toBe(lock + MIN_REVEAL_MS);
    expect(schedule[1]?.opensAt).toBe(lock + MIN_REVEAL_MS);
    const twice = skipAhead(window, planned, [{ question: 0, at: lock + 100 }, { question: 0, at: lock + 200 }]);
    expect(twice.schedule).toEqual(schedule);
    const stale = skipAhead(window, planned, [{ question: 2, at: 1_000 }]);
    expect(stale.schedule).toEqual(planned);
  });

  it('keeps the schedule contiguous, in order and ending at the round end, whatever the skips', () => {
    let skips: { question: number; at: number }[] = [];
    let at = 0;
    for (let step = 0; step < 6; step += 1) {
      const current = skipAhead(window, planned, skips);
      const moment = momentAt(current.window, current.schedule, at);
      if (moment.phase !== 'running') break;
      skips = [...skips, { question: moment.question, at }];
      const next = skipAhead(window, planned, skips);
      next.schedule.forEach((s, i) => {
        expect(s.opensAt).toBeLessThanOrEqual(s.locksAt);
        expect(s.locksAt).toBeLessThanOrEqual(s.closesAt);
        if (i > 0) expect(s.opensAt).toBe(next.schedule[i - 1]?.closesAt);
      });
      expect(next.schedule.at(-1)?.closesAt).toBe(next.window.endsAt);
      at += 2_000;
    }
  });

  it.each<[string, { question: number; stage?: 'open' | 'revealed' }, number, boolean]>([
    ['the open question, on its open stage', { question: 0, stage: 'open' }, 4_000, true],
    ['the open question, the screen naming no stage', { question: 0 }, 4_000, true],
    ['the open question, the screen showing its reveal already', { question: 0, stage: 'revealed' }, 4_000, false],
    ['a question not on yet', { question: 1 }, 4_000, false],
    ['before the start', { question: 0 }, -1, false],
    ['after the end', { question: 2 }, 75_000, false],
  ])('takes a press for %s only when it moves the round', (_, press, at, moves) => {
    const skips = pressNext(window, planned, [], { ...press, at });
    expect(skips).toEqual(moves ? [{ question: press.question, at }] : null);
  });

  it('refuses a second press for a stage it already moved on from, and one for a reveal at its least', () => {
    const locked = pressNext(window, planned, [], { question: 0, stage: 'open', at: 4_000 }) ?? [];
    expect(locked).toHaveLength(1);
    expect(pressNext(window, planned, locked, { question: 0, stage: 'open', at: 4_001 })).toBeNull();
    const cut = pressNext(window, planned, locked, { question: 0, stage: 'revealed', at: 4_001 }) ?? [];
    expect(cut).toHaveLength(2);
    expect(pressNext(window, planned, cut, { question: 0, at: 4_002 })).toBeNull();
    // An early end stored by the host: no press after it.
    expect(pressNext(window, planned, [], { question: 0, at: 4_000 }, 3_000)).toBeNull();
  });
});

describe('auto-advance', () => {
  const window = { startsAt: 0, endsAt: 75_000 };
  const schedule = inStepSchedule(window, 3);
  const round = { autoAdvance: true, window, schedule, skips: [], endsAt: window.endsAt };

  it('locks the open question once every seated player answered it, its reveal and the next question following', () => {
    const skips = autoAdvance(round, { question: 0, answered: 2, seated: 2 }, 3_000);
    expect(skips).toEqual([{ question: 0, at: 3_000 }]);
    const moved = skipAhead(window, schedule, skips ?? []);
    expect(momentAt(moved.window, moved.schedule, 3_000)).toMatchObject({ question: 0, stage: 'revealed' });
    expect(moved.schedule[1]?.opensAt).toBe(3_000 + IN_STEP_RULES.revealMs);
  });

  it('waits while anyone seated has not answered, and when nobody is seated', () => {
    expect(autoAdvance(round, { question: 0, answered: 1, seated: 2 }, 3_000)).toBeNull();
    expect(autoAdvance(round, { question: 0, answered: 0, seated: 0 }, 3_000)).toBeNull();
  });

  it('leaves the moving on to the host when turned off', () => {
    expect(autoAdvance({ ...round, autoAdvance: false }, { question: 0, answered: 2, seated: 2 }, 3_000)).toBeNull();
  });

  it('moves nothing for a question already locked (by its time, the host or an earlier auto-advance)', () => {
    expect(autoAdvance(round, { question: 0, answered: 2, seated: 2 }, 21_000)).toBeNull();
    const once = [{ question: 0, at: 3_000 }];
    expect(autoAdvance({ ...round, skips: once }, { question: 0, answered: 2, seated: 2 }, 3_500)).toBeNull();
  });
});

describe("a lobby on players' phones", () => {
  it('sends the count of all and only the newest names of a big room', () => {
    const seats = Array.from({ length: 2_000 }, (_, n) => ({ player_id: `p${n}`, name: `Player ${n}` }));
    const shown = lobbyOnPhones(seats);
    expect(shown.count).toBe(2_000);
    expect(shown.players).toHaveLength(HOSTED_RULES.lobbyNamesShown);
    expect(shown.players.at(-1)?.name).toBe('Player 1999');
    expect(shown.players[0]?.name).toBe(`Player ${2_000 - HOSTED_RULES.lobbyNamesShown}`);
    expect(lobbyOnPhones(seats.slice(0, 3))).toEqual({ count: 3, players: seats.slice(0, 3) });
  });
});
