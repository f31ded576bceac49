import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator } from '../../test/session-fixtures.ts';
import { hostReveal, hostRound, NOW, questionOpen, TOP } from './host-fixtures.ts';
import { HostScreen } from './host-screen.tsx';
import { type HostEvent, hostReducer, type HostState, hostStateOf } from './host-state.ts';
import type { HostActions } from './use-host-actions.ts';

// The host's big screen in each of its moments, and the host's controls (buttons and keys).

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function actions() {
  return {
    busy: null,
    start: vi.fn<HostActions['start']>(),
    next: vi.fn<HostActions['next']>(),
    end: vi.fn<HostActions['end']>(),
    remove: vi.fn<HostActions['remove']>(),
    names: vi.fn<HostActions['names']>(),
    lateSeats: vi.fn<HostActions['lateSeats']>(),
    autoAdvance: vi.fn<HostActions['autoAdvance']>(),
  } satisfies HostActions;
}

function stateAfter(events: HostEvent[], round = hostRound()): HostState {
  return events.reduce(hostReducer, hostStateOf(round));
}

const started: HostEvent = { type: 'starting', startsAt: NOW - 10_000, endsAt: NOW + 65_000 };

async function renderScreen(state: HostState, round = hostRound()) {
  const host = actions();
  await renderApp(<HostScreen round={round} state={state} now={() => NOW} actions={host} status="online" />, {
    path: '/host/round1',
    user: creator,
  });
  return host;
}

const RACE = [
  { playerId: 'p2', name: 'Brave Otter', words: 3 },
  { playerId: 'p1', name: 'Asha', words: 1 },
  { playerId: 'p3', name: 'Chen', words: 0 },
];

describe('the lobby', () => {
  it('shows where to join, the code spaced for the room, a QR code of the join address and who joined', async () => {
    await renderScreen(stateAfter([]));
    const lobby = await screen.findByTestId('host-lobby');
    expect(within(lobby).getByTestId('join-code').textContent).toBe('482 913');
    expect(lobby.textContent).toContain('Join at quiz.example/join');
    const qr = within(lobby).getByRole('img', { name: 'QR code that opens https://quiz.example/join/482913' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(within(lobby).getByTestId('player-count').textContent).toBe('Players: 2');
    const names = within(within(lobby).getByTestId('lobby-names')).getAllByRole('button');
    expect(names.map((name) => name.textContent)).toEqual(['Asha', 'Brave Otter']);
  });

  it('fills in names as players join', async () => {
    const joined = stateAfter([{ type: 'players', players: [{ player_id: 'p9', name: 'Zara' }] }]);
    await renderScreen(joined);
    expect((await screen.findByTestId('player-count')).textContent).toBe('Players: 1');
    expect(screen.getByRole('button', { name: 'Remove Zara' })).toBeTruthy();
  });

  it('removes a player only after the host confirms', async () => {
    const host = await renderScreen(stateAfter([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Brave Otter' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Brave Otter?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brave Otter' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(host.remove).toHaveBeenCalledWith({ player_id: 'p2', name: 'Brave Otter' });
  });

  it('switches to friendly names', async () => {
    const host = await renderScreen(stateAfter([]));
    const toggle = await screen.findByRole('switch', { name: 'Friendly names' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(host.names).toHaveBeenCalledWith('GENERATED');
  });

  it('keeps the room closed to late players unless the host lets them in', async () => {
    const host = await renderScreen(stateAfter([]));
    const toggle = await screen.findByRole('switch', { name: 'Let late players in' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(host.lateSeats).toHaveBeenCalledWith(true);
  });

  it('says what "Let late players in" does in the state it is in', async () => {
    await renderScreen(stateAfter([]));
    const off = await screen.findByRole('switch', { name: 'Let late players in' });
    expect(off.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/^Off: once the first question opens, nobody new can take a seat/)).toBeTruthy();
    cleanup();
    await renderScreen(stateAfter([{ type: 'lateSeats', lateSeats: true }]));
    const on = await screen.findByRole('switch', { name: 'Let late players in' });
    expect(on.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/^On: anyone with the code can take a seat at any time/)).toBeTruthy();
    expect(screen.queryByText(/^Off:/)).toBeNull();
  });

  it('lets the host start with nobody there, and says so', async () => {
    const host = await renderScreen(stateAfter([{ type: 'players', players: [] }]));
    expect((await screen.findByText('Waiting for players to join...'))).toBeTruthy();
    expect(screen.getByText('Nobody has joined yet. You can still start.')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start.hasAttribute('disabled')).toBe(false);
    fireEvent.click(start);
    expect(host.start).toHaveBeenCalledOnce();
  });
});

describe('the round', () => {
  it('counts down to the start', async () => {
    await renderScreen(stateAfter([{ type: 'starting', startsAt: NOW + 2_500, endsAt: NOW + 80_000 }]));
    expect((await screen.findByTestId('start-countdown')).dataset.seconds).toBe('3');
  });

  it('shows a question with its choices, seconds and answers so far, and not which choice is right', async () => {
    const state = stateAfter([
      started,
      { type: 'question', question: questionOpen(1) },
      { type: 'figures', figures: { roundId: 'round1', players: 5, connected: 5, question: 1, answered: 2, top: TOP, progress: [], words: 0 } },
    ]);
    await renderScreen(state);
    const question = await screen.findByTestId('host-question');
    expect(within(question).getByRole('heading', { level: 2 }).textContent).toBe('What is the capital of France?');
    expect(question.textContent).toContain('Question 2 of 3');
    expect(within(question).getAllByTestId('host-choice').map((choice) => choice.textContent))
      .toEqual(['1Berlin', '2Madrid', '3Paris', '4Rome']);
    expect(within(question).getAllByTestId('host-choice').every((choice) => choice.dataset.right === undefined)).toBe(true);
    expect(question.textContent).not.toContain('Right answer');
    expect(within(question).getByTestId('host-seconds').textContent).toBe('15');
    expect(within(question).getByTestId('host-answered').textContent).toBe('Answered: 2 of 5');
  });

  it('reveals the right answer with a bar per choice, and the top five', async () => {
    await renderScreen(stateAfter([started, { type: 'question', question: questionOpen(0) }, { type: 'reveal', reveal: hostReveal(0) }]));
    const reveal = await screen.findByTestId('host-reveal');
    const choices = within(reveal).getAllByTestId('host-choice');
    expect(choices.map((choice) => [choice.dataset.right, choice.dataset.count])).toEqual([
      ['false', '1'],
      ['false', '0'],
      ['true', '4'],
      ['false', '1'],
    ]);
    expect(choices[2]?.textContent).toContain('✓ Right answer');
    expect(choices[2]?.textContent).toContain('Chosen by 4');
    expect(within(reveal).getAllByTestId('host-bar')).toHaveLength(4);
    const top = screen.getByTestId('host-top');
    expect(within(top).getAllByTestId('host-top-line').map((line) => line.textContent))
      .toEqual(['1Asha900', '2Brave Otter750', '3Chen600', '4Dev400', '5Elif300']);
  });

  it('moves on to the next question when it opens after a reveal', async () => {
    await renderScreen(stateAfter([
      started,
      { type: 'question', question: questionOpen(0) },
      { type: 'reveal', reveal: hostReveal(0) },
      { type: 'question', question: questionOpen(1) },
    ]));
    expect((await screen.findByTestId('host-question')).dataset.question).toBe('1');
    expect(screen.queryByTestId('host-reveal')).toBeNull();
  });

  it("shows a kriss-kross race with its time to the end, answers and each player's words", async () => {
    const round = hostRound({ game_type: 'Kriss_kross_puzzle' });
    const state = stateAfter([
      { type: 'starting', startsAt: NOW - 10_000, endsAt: NOW + 125_000 },
      { type: 'figures', figures: { roundId: 'round1', players: 8, connected: 7, question: null, answered: 3, top: TOP, progress: RACE, words: 6 } },
    ], round);
    await renderScreen(state, round);
    const race = await screen.findByTestId('host-free');
    expect(within(race).getByRole('timer').textContent).toBe('02:05');
    expect(within(race).getByTestId('host-answered').textContent).toBe('Answered: 3 of 8');
    // Each player's words locked in out of the grid's, most first: what moves as they type.
    expect(within(race).getAllByTestId('host-race-line').map((line) => line.textContent))
      .toEqual(['Brave Otter3 of 6 words', 'Asha1 of 6 words', 'Chen0 of 6 words']);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('ends on the podium with a way back to the dashboard', async () => {
    await renderScreen(stateAfter([started, { type: 'end', top: TOP }]));
    const finale = await screen.findByTestId('host-finale');
    const places = within(finale).getAllByTestId('podium-place');
    expect(places.map((place) => place.querySelector('bdi')?.textContent)).toEqual(['Asha', 'Brave Otter', 'Chen']);
    expect(within(finale).getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/creator/dashboard');
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  });

  it('lets the host let late players in while the round runs, among the controls and not over the question', async () => {
    const host = await renderScreen(stateAfter([started, { type: 'question', question: questionOpen(0) }]));
    const question = await screen.findByTestId('host-question');
    const toggle = screen.getByRole('switch', { name: 'Let late players in' });
    expect(toggle.closest('.host__controls')).not.toBeNull();
    expect(question.contains(toggle)).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(host.lateSeats).toHaveBeenCalledWith(true);
    cleanup();
    await renderScreen(stateAfter([started, { type: 'question', question: questionOpen(0) }, { type: 'lateSeats', lateSeats: true }]));
    expect((await screen.findByRole('switch', { name: 'Let late players in' })).getAttribute('aria-checked')).toBe('true');
  });

  it('puts the late-players switch away once the round is over', async () => {
    await renderScreen(stateAfter([started, { type: 'end', top: TOP }]));
    await screen.findByTestId('host-finale');
    expect(screen.queryByRole('switch', { name: 'Let late players in' })).toBeNull();
  });

  it('says a closed lobby is closed', async () => {
    await renderScreen(stateAfter([{ type: 'closed' }]));
    expect((await screen.findByTestId('host-closed')).textContent).toContain('This lobby is closed.');
  });
});

describe('keyboard shortcuts', () => {
  it('starts the round with Space or Enter in the lobby', async () => {
    const host = await renderScreen(stateAfter([]));
    await screen.findByTestId('host-lobby');
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(host.start).toHaveBeenCalledOnce();
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    expect(host.start).toHaveBeenCalledTimes(2);
  });

  it('moves on from the question on screen with Space or Enter, and leaves a focused button its own key', async () => {
    const host = await renderScreen(stateAfter([started, { type: 'question', question: questionOpen(2) }]));
    await screen.findByTestId('host-question');
    fireEvent.keyDown(document.body, { key: 'Enter', code: 'Enter' });
    expect(host.next).toHaveBeenCalledWith(2, 'open');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Full screen' }), { key: ' ', code: 'Space' });
    expect(host.next).toHaveBeenCalledOnce();
  });

  it('asks before ending with E, and Escape keeps the round going', async () => {
    const host = await renderScreen(stateAfter([started, { type: 'question', question: questionOpen(0) }]));
    await screen.findByTestId('host-question');
    fireEvent.keyDown(document.body, { key: 'e', code: 'KeyE' });
    expect(screen.getByRole('alertdialog', { name: 'End this round now?' })).toBeTruthy();
    // While the dialog asks, Space does not move the round on.
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(host.next).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.end).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'E', code: 'KeyE' });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End now' }));
    expect(host.end).toHaveBeenCalledOnce();
  });

  it('goes full screen with F', async () => {
    const requestFullscreen = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = requestFullscreen;
    await renderScreen(stateAfter([]));
    await screen.findByTestId('host-lobby');
    fireEvent.keyDown(document.body, { key: 'f', code: 'KeyF' });
    expect(requestFullscreen).toHaveBeenCalledOnce();
    expect(screen.getByTestId('host-keys').textContent).toContain('Full screen');
  });
});

describe('accessibility', () => {
  const moments: [string, HostState, string][] = [
    ['lobby', stateAfter([]), 'host-lobby'],
    ['question', stateAfter([started, { type: 'question', question: questionOpen(0) }]), 'host-question'],
    [
      'reveal',
      stateAfter([started, { type: 'question', question: questionOpen(0) }, { type: 'reveal', reveal: hostReveal(0) }]),
      'host-reveal',
    ],
    ['finale', stateAfter([started, { type: 'end', top: TOP }]), 'host-finale'],
  ];
  it.each(moments)('has no violations axe can see in the %s', async (_moment, state, testId) => {
    await renderScreen(state);
    await screen.findByTestId(testId);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});
