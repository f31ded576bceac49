import type { Cores } from './cores.ts';

// What one size of the benchmark runs: players, processes, answers and the round's timing, full or smoke.

export interface Plan {
  players: number;
  /** Round server processes; more than one share the round through Redis. */
  processes: number;
  /** On Postgres and Redis (as several processes run) rather than SQLite. */
  shared: boolean;
  workers: number;
  /** Answers per player, one every `intervalMs`; the echo phase sends as many messages. */
  answers: number;
  intervalMs: number;
  questions: number;
  durationSeconds: number;
  joinSpreadMs: number;
  /** From the planned last join to the start. */
  startGapMs: number;
  /** Sockets each worker opens (and signs in) at once. */
  concurrency: number;
  clockPings: number;
  ackTimeoutMs: number;
  /** Profile the server's CPU over each engine's window. */
  profile: boolean;
  /** Where the servers and the load run (cores.ts). */
  cores: Cores;
  /** The in-step round played after the free one with the same players (in-step-run.ts). */
  inStep: { questions: number; durationSeconds: number; answerWindowMs: number };
}

export interface PlanOptions {
  processes: number;
  /** One process on Postgres and Redis too: the baseline of several. */
  shared: boolean;
  workers: number;
  smoke: boolean;
  profile: boolean;
  /** Overrides the default spread of the joins. */
  joinSpreadMs?: number | undefined;
  cores: Cores;
}

export function planFor(players: number, options: PlanOptions): Plan {
  const { smoke } = options;
  const answers = smoke ? 4 : 10;
  // A smoke run (CI) answers every second and plays two questions in step: the same paths in less real time.
  const intervalMs = smoke ? 1_000 : 2_000;
  return {
    players,
    processes: options.processes,
    shared: options.shared || options.processes > 1,
    workers: options.workers,
    answers,
    intervalMs,
    questions: smoke ? 4 : 12,
    // Every answer fits with a few seconds to spare, so slow acks are measured rather than refused.
    durationSeconds: smoke ? 6 : Math.ceil((answers * intervalMs + 6_000) / 1000),
    joinSpreadMs: options.joinSpreadMs ?? (smoke ? 1_000 : Math.max(2_000, players * 0.4)),
    startGapMs: smoke ? 3_000 : 15_000,
    concurrency: 32,
    clockPings: 5,
    ackTimeoutMs: 30_000,
    profile: options.profile,
    cores: options.cores,
    // Each question has 6 s (smoke) or 9 s, a third of it the reveal; every player answers in its first 1 or 2 s.
    inStep: smoke
      ? { questions: 2, durationSeconds: 12, answerWindowMs: 1_000 }
      : { questions: 5, durationSeconds: 45, answerWindowMs: 2_000 },
  };
}
