import { describe, expect, it } from 'vitest';
import { hostReveal, hostRound, NOW, questionOpen, TOP } from './host-fixtures.ts';
import { currentQuestion, type HostEvent, hostReducer, hostStateOf, hostView } from './host-state.ts';

// What the big screen shows when, from the round's snapshot and the events that followed.

const started: HostEvent = { type: 'starting', startsAt: NOW - 10_000, endsAt: NOW + 65_000 };
const stateAfter = (events: HostEvent[], round = hostRound()) => events.reduce(hostReducer, hostStateOf(round));
const viewAfter = (events: HostEvent[], now = NOW, round = hostRound()) => hostView(stateAfter(events, round), now);

const RACE = [
  { playerId: 'p2', name: 'Brave Otter', words: 3 },
  { playerId: 'p1', name: 'Asha', words: 1 },
];

describe('hostView', () => {
  it.each<[string, HostEvent[], string]>([
    ['a lobby before the start', [], 'lobby'],
    ['the countdown before the start time', [{ type: 'starting', startsAt: NOW + 1, endsAt: NOW + 60_000 }], 'countdown'],
    ['"get ready" once started, before the first question', [started], 'waiting'],
    ['a question once it opened', [started, { type: 'question', question: questionOpen(0) }], 'question'],
    ['its reveal once revealed', [started, { type: 'question', question: questionOpen(0) }, { type: 'reveal', reveal: hostReveal(0) }], 'reveal'],
    [
      'the next question once it opens',
      [started, { type: 'question', question: questionOpen(0) }, { type: 'reveal', reveal: hostReveal(0) }, { type: 'question', question: questionOpen(1) }],
      'question',
    ],
    ['the finale at the end', [started, { type: 'end', top: TOP }], 'finale'],
    ['the finale when the host ended a running round', [started, { type: 'closed' }], 'finale'],
    ['a closed lobby when the host closed it before any start', [{ type: 'closed' }], 'closed'],
  ])('shows %s', (_case, events, kind) => {
    expect(viewAfter(events).kind).toBe(kind);
  });

  it('plays a kriss-kross round free: no questions, its end and its live figures', () => {
    const round = hostRound({ game_type: 'Kriss_kross_puzzle' });
    const view = viewAfter(
      [started, { type: 'figures', figures: { roundId: 'round1', players: 4, connected: 4, question: null, answered: 2, top: TOP, progress: RACE, words: 6 } }],
      NOW,
      round,
    );
    expect(view).toEqual({ kind: 'free', endsAt: NOW + 65_000, answered: 2, progress: RACE, words: 6 });
    expect(currentQuestion(view)).toBeNull();
  });

  it('counts only the answers to the question on screen (figures of the last one do not carry over)', () => {
    const figures = { roundId: 'round1', players: 4, connected: 4, question: 0, answered: 3, top: TOP, progress: [], words: 0 };
    const view = viewAfter([started, { type: 'figures', figures }, { type: 'question', question: questionOpen(1) }]);
    expect(view.kind === 'question' && view.answered).toBe(0);
  });

  it('keeps the last top for the finale when the end came without one', () => {
    const view = viewAfter([started, { type: 'question', question: questionOpen(0) }, { type: 'reveal', reveal: hostReveal(0) }, { type: 'end', top: null }]);
    expect(view).toEqual({ kind: 'finale', top: TOP });
  });

  it('shows the finale at the end of the round by the clock, with the last top, before round:end comes', () => {
    const events: HostEvent[] = [started, { type: 'question', question: questionOpen(2) }, { type: 'reveal', reveal: hostReveal(2) }];
    expect(viewAfter(events, NOW + 64_999).kind).toBe('reveal');
    expect(viewAfter(events, NOW + 65_000)).toEqual({ kind: 'finale', top: TOP });
  });

  it('lets a screen reopened mid-question move on from the question the live figures name', () => {
    const figures = { roundId: 'round1', players: 4, connected: 4, question: 1, answered: 3, top: TOP, progress: [], words: 0 };
    const view = viewAfter([started, { type: 'figures', figures }]);
    expect(view).toEqual({ kind: 'waiting', question: 1 });
    expect(currentQuestion(view)).toBe(1);
  });

  it('opens on the finale for a round that had ended', () => {
    expect(viewAfter([], NOW, hostRound({ state: 'ENDED', starts_at: NOW - 90_000, ends_at: NOW - 1_000 })).kind).toBe('finale');
  });
});

describe('hostReducer', () => {
  it('ignores a late copy of a question already past', () => {
    const state = stateAfter([started, { type: 'question', question: questionOpen(2) }, { type: 'question', question: questionOpen(1) }]);
    expect(state.question?.question).toBe(2);
  });

  it("moves the question on screen to the host's new schedule", () => {
    const skipped = stateAfter([
      started,
      { type: 'question', question: questionOpen(0) },
      { type: 'rescheduled', endsAt: NOW + 40_000, schedule: [{ question: 0, opensAt: NOW - 5_000, locksAt: NOW, closesAt: NOW + 5_000 }] },
    ]);
    expect(skipped.endsAt).toBe(NOW + 40_000);
    expect(skipped.question).toMatchObject({ question: 0, locksAt: NOW, closesAt: NOW + 5_000 });
  });

  it('drops a removed player and takes the name style the server answered', () => {
    const state = stateAfter([{ type: 'removed', playerId: 'p1' }, { type: 'names', names: 'GENERATED' }]);
    expect(state.players.map((player) => player.name)).toEqual(['Brave Otter']);
    expect(state.names).toBe('GENERATED');
  });
});
