import type { Recording } from './client-check.ts';

// What the benchmark's parent process and its load-generator workers say to each other over the fork IPC
// channel: one request per phase, answered with that phase's raw samples so the parent merges them.

/** The bare echo server's two events (it speaks nothing of the round protocol). */
export const ECHO_EVENTS = { echo: 'echo', broadcast: 'echo:broadcast' } as const;
export const ECHO_ROOM = 'everyone';
export const ECHO_BROADCAST_MS = 500;
/** The broadcast's payload, padded so that its JSON is 600 bytes. */
export const ECHO_BROADCAST_BYTES = 600;

export interface ConnectReport {
  connected: number;
  failed: number;
  firstError: string | undefined;
  /** Clock offsets (server − client) and the best round trip behind each, per player; empty for the echo. */
  offsetMs: number[];
  bestRttMs: number[];
  loop: LoopLag;
}

export interface LoopLag {
  p99Ms: number;
  maxMs: number;
  /** CPU the worker used during the call, in % of one core. */
  cpuPercent: number;
}

export interface EchoRunArgs {
  /** Epoch ms when the first messages go out. */
  startAt: number;
  messages: number;
  intervalMs: number;
  ackTimeoutMs: number;
}

export interface EchoReport {
  sent: number;
  acked: number;
  unacked: number;
  ackMs: number[];
  /** Arrival of a broadcast minus the time the echo server stamped on it (same machine, same clock). */
  broadcastAgeMs: number[];
  broadcasts: number;
  disconnects: number;
  loop: LoopLag;
}

export interface PlayArgs {
  gameId: string;
  /**
   * A hosted round's id: each player joins it (round:join with the id) as its lobby says the host started
   * (lobby:starting), rather than at its place in the join spread, and answers with the id.
   */
  roundId?: string;
  /** FREE: every question at once, answered one every interval; IN_STEP: each answered as it opens. */
  style: 'FREE' | 'IN_STEP';
  /** In step: every player answers each question within this long after it opens. */
  answerWindowMs: number;
  /** Epoch ms of the first join of the whole run; this worker's players join at their share of the spread. */
  joinAt: number;
  joinSpreadMs: number;
  /** Global index of this worker's first player, and all players, to place joins evenly across workers. */
  firstIndex: number;
  total: number;
  answers: number;
  intervalMs: number;
  ackTimeoutMs: number;
  /**
   * A free round's late joiners: one player in `every` joins after the start, at their share of `spreadMs` from
   * `from` (epoch ms), so the live board changes while the round runs and its staleness is measured.
   */
  lateJoins?: { every: number; from: number; spreadMs: number };
  /** The round's end (epoch ms, server clock). */
  endsAt: number;
  /** Give up waiting for `round:end` this long after the round's end. */
  endGraceMs: number;
}

export interface PlayReport {
  joined: number;
  joinErrors: Record<string, number>;
  joinAckMs: number[];
  /** Epoch ms of this worker's last join ack. */
  lastJoinAckAt: number;
  started: number;
  lateJoiners: number;
  startSkewMs: number[];
  sent: number;
  acked: number;
  unacked: number;
  rejected: Record<string, number>;
  /** Ack times by answer number (the first answer of every player, the second, ...): a growing queue shows. */
  ackMs: number[][];
  stalenessMs: number[];
  /** Acked answers after which no leaderboard arrived before the round ended. */
  noBoardAfterAck: number;
  boardAgeMs: number[];
  boards: number;
  standings: number;
  ended: number;
  disconnects: Record<string, number>;
  /** The round's question ids, and per player a bit mask of the questions whose answer was acked as stored. */
  questionIds: string[];
  ackedMasks: [playerId: string, mask: number][];
  /** The checked players' events and acks (client-check.ts): only in the worker that has them. */
  recordings: Recording[];
  /** In step: a question's reveal received (+ offset) - its lock, per player and question. */
  revealMs: number[];
  /** Free: the round's end (round:end, the final board and own standing) received (+ offset) - its end. */
  endMs: number[];
  loop: LoopLag;
}

export interface SignInReport {
  signedIn: number;
  failed: number;
  firstError: string | undefined;
}

/** Hosted: every player signs in, finds the round by its code, takes a seat and joins the lobby (hosted-join.ts). */
export interface HostedJoinArgs {
  url: string;
  code: string;
  /** Epoch ms of the first player's first request; the others follow evenly over the spread. */
  joinAt: number;
  joinSpreadMs: number;
  total: number;
}

export interface HostedJoinReport {
  seated: number;
  /** Per seated player: its first request (the sign-in) to its lobby:join ack. */
  joinMs: number[];
  /** Per step of a seated player's join (hosted-join.ts JOIN_STEPS), its time, one array per step. */
  stepMs: number[][];
  /** Players who did not get in, by the step that failed and its status or error code. */
  failures: Record<string, number>;
  firstError: string | undefined;
  /** The worker over the joins, clock sync after them left out. */
  loop: LoopLag;
}

export interface WorkerCalls {
  hostedJoin: { args: HostedJoinArgs; result: HostedJoinReport };
  /** The clock offsets of players seated by hostedJoin (connect syncs its own). */
  syncClocks: { args: { clockPings: number }; result: { synced: number } };
  signIn: { args: { url: string; concurrency: number }; result: SignInReport };
  echoConnect: { args: { url: string; concurrency: number }; result: ConnectReport };
  echoRun: { args: EchoRunArgs; result: EchoReport };
  /** Player i connects to `urls[i % urls.length]`. */
  connect: { args: { urls: string[]; concurrency: number; clockPings: number }; result: ConnectReport };
  play: { args: PlayArgs; result: PlayReport };
  close: { args: Record<string, never>; result: { closed: number } };
}

export type CallName = keyof WorkerCalls;

export interface CallRequest<K extends CallName = CallName> {
  id: number;
  call: K;
  args: WorkerCalls[K]['args'];
}

export type CallReply<K extends CallName = CallName> =
  | { id: number; ok: true; result: WorkerCalls[K]['result'] }
  | { id: number; ok: false; error: string };

/** A play report that has counted nothing yet; `disconnects` is the worker's own count, kept across rounds. */
export function emptyPlayReport(disconnects: Record<string, number>): PlayReport {
  return {
    joined: 0,
    joinErrors: {},
    joinAckMs: [],
    lastJoinAckAt: 0,
    started: 0,
    lateJoiners: 0,
    startSkewMs: [],
    sent: 0,
    acked: 0,
    unacked: 0,
    rejected: {},
    ackMs: [],
    stalenessMs: [],
    noBoardAfterAck: 0,
    boardAgeMs: [],
    boards: 0,
    standings: 0,
    ended: 0,
    disconnects,
    questionIds: [],
    ackedMasks: [],
    recordings: [],
    revealMs: [],
    endMs: [],
    loop: { p99Ms: 0, maxMs: 0, cpuPercent: 0 },
  };
}
