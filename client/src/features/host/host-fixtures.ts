import type { HostRound } from '@plw/protocol/rest/hosting';
import type { HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import type { BoardLine } from './host-state.ts';

// A hosted quiz round and its moments, as the server sends them, for the big screen's tests.

export const NOW = 1_800_000_000_000;

export function hostRound(extra: Partial<HostRound> = {}): HostRound {
  return {
    round_id: 'round1',
    game_id: 'game1',
    game_name: 'World capitals',
    game_type: 'Mcq',
    language: 'English',
    channel_id: 'ch1',
    channel_name: 'Geo Club',
    channel_dp: null,
    state: 'LOBBY',
    names: 'CHOSEN',
    join_code: '482913',
    starts_at: null,
    ends_at: null,
    players: [
      { player_id: 'p1', name: 'Asha' },
      { player_id: 'p2', name: 'Brave Otter' },
    ],
    join_url: 'https://quiz.example/join/482913',
    late_seats: false,
    auto_advance: true,
    question_count: 3,
    duration: 75,
    ...extra,
  };
}

export function questionOpen(question = 0, extra: Partial<QuestionOpen> = {}): QuestionOpen {
  return {
    gameId: 'game1',
    question,
    opensAt: NOW - 5_000,
    locksAt: NOW + 15_000,
    closesAt: NOW + 20_000,
    item: {
      question_id: `q${question}`,
      question: 'What is the capital of France?',
      choices: ['Berlin', 'Madrid', 'Paris', 'Rome'],
      mediaFile: null,
      mediaType: null,
    },
    ...extra,
  };
}

export function boardLine(rank: number, name: string, score: number): BoardLine {
  return { rank, playerId: `p-${name}`, name, score, simulated: false };
}

export const TOP: BoardLine[] = [
  boardLine(1, 'Asha', 900),
  boardLine(2, 'Brave Otter', 750),
  boardLine(3, 'Chen', 600),
  boardLine(4, 'Dev', 400),
  boardLine(5, 'Elif', 300),
  boardLine(6, 'Farid', 100),
];

export function hostReveal(question = 0): HostReveal {
  return {
    roundId: 'round1',
    questionId: `q${question}`,
    question,
    opensAt: NOW - 20_000,
    locksAt: NOW - 1_000,
    closesAt: NOW + 4_000,
    answer: 'Paris',
    counts: [
      { choice: 'Berlin', count: 1 },
      { choice: 'Madrid', count: 0 },
      { choice: 'Paris', count: 4 },
      { choice: 'Rome', count: 1 },
    ],
    top: TOP,
    players: 6,
  };
}
