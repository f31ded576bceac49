import type { PerProcess } from './capacity-inputs.ts';
import type { ClientCheck } from './client-check.ts';
import type { EchoReport, LoopLag, PlayReport } from './messages.ts';
import { round, type Spread, spreadOf } from './stats.ts';
import type { ProfileSummary, ServerStats } from './stats-messages.ts';

// What one size of the benchmark measured, per engine (the bare echo baseline and the round server), put
// together from the workers' raw samples and the parent's own readings of the server process.

/** The echo baseline, the free round, the in-step round. */
export type Engine = 'echo' | 'plw' | 'step';

export interface EngineFigures {
  engine: Engine;
  players: number;
  connected: number;
  /** Round server only: players whose join was acked, and who got the first question. */
  joined: number | null;
  started: number | null;
  startSkewMs: Spread | null;
  ackMs: Spread;
  /** In-step rounds only: a question's lock -> its reveal received, over every player and question. */
  revealMs: Spread | null;
  /** Free: round:end after endsAt. */
  endMs: Spread | null;
  leaderboardStalenessMs: Spread | null;
  /** Arrival of a leaderboard (or the echo broadcast) minus the server time stamped in it. */
  broadcastAgeMs: Spread;
  /** Round trips of the parent's own probe socket during the measured window. */
  probeMs: Spread;
  /** Round server only: where its answers' (and in step its reveals') time went, stage by stage. */
  answerStages: ServerStats['answerStages'];
  revealStages: ServerStats['revealStages'];
  serverCpuPercent: number;
  /** The server's own event-loop delay over the measured window. */
  serverLoop: { p99Ms: number; maxMs: number };
  serverRssGrowthBytes: number;
  serverBytesPerPlayer: number;
  /** V8 heap held per player once seated, both ends measured after a full GC. */
  retainedHeapBytesPerPlayer: number;
  /** All load workers together over the measured window, in % of one core. */
  loadCpuPercent: number;
  /** Every other process on the machine over the same window (a shared machine's noise), % of one core. */
  otherCpuPercent: number;
  /** Share of the window the server's (the load worker's) event loop waited, runnable, for a CPU (proc.ts). */
  serverWaitPercent: number;
  loadWaitPercent: number;
  /** The worst worker's event-loop lag p99 over the phase. */
  loadLagP99Ms: number;
  sent: number;
  acked: number;
  /** Refused answers by error code (not lost: the client was told). */
  rejected: Record<string, number>;
  lost: number;
  disconnects: number;
  /** Leaderboards (or broadcasts) and standings received per second by all players together. */
  inboundPerSecond: number;
  profile: ProfileSummary | undefined;
  /** Round server only: the profile of the joins (from the first join to shortly before the start). */
  joinProfile?: ProfileSummary | undefined;
}

export interface SizeResult {
  players: number;
  /** Cores the servers could use: 1 when pinned (cores.ts). */
  serverCores: number;
  echo: EngineFigures;
  plw: EngineFigures;
  /** The in-step round, played after the free one by the same players. */
  step: EngineFigures;
  /** The lean wire client against socket.io-client on a few players of the round. */
  clientCheck: ClientCheck;
  /** What each server process spent per connection, join, answer and reveal (capacity-inputs.ts). */
  perProcess: PerProcess;
  /** Lines about this size that the table has no column for (joins, clocks, limits, odd events). */
  notes: string[];
}

/** What the parent measured of a server process over an engine's window. */
export interface ServerReadings {
  players: number;
  connected: number;
  rssGrowth: number;
  retainedHeap: number;
  serverCpu: number;
  serverLoop: { p99Ms: number; maxMs: number };
  loadCpu: number;
  otherCpu: number;
  serverWait: number;
  loadWait: number;
  probeMs: number[];
  windowSeconds: number;
  profile: ProfileSummary | undefined;
  answerStages?: ServerStats['answerStages'];
  revealStages?: ServerStats['revealStages'];
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);
const worstLag = (loops: readonly LoopLag[]) => round(Math.max(0, ...loops.map((l) => l.p99Ms)));

function serverFigures(m: ServerReadings) {
  return {
    players: m.players,
    connected: m.connected,
    probeMs: spreadOf(m.probeMs),
    serverCpuPercent: m.serverCpu,
    serverLoop: { p99Ms: round(m.serverLoop.p99Ms), maxMs: round(m.serverLoop.maxMs) },
    serverRssGrowthBytes: m.rssGrowth,
    serverBytesPerPlayer: Math.round(m.rssGrowth / m.players),
    retainedHeapBytesPerPlayer: Math.round(m.retainedHeap / m.players),
    loadCpuPercent: m.loadCpu,
    otherCpuPercent: m.otherCpu,
    serverWaitPercent: m.serverWait,
    loadWaitPercent: m.loadWait,
    profile: m.profile,
    answerStages: m.answerStages,
    revealStages: m.revealStages,
  };
}

export function echoFigures(runs: readonly EchoReport[], m: ServerReadings): EngineFigures {
  const acked = sum(runs.map((r) => r.acked));
  const sent = sum(runs.map((r) => r.sent));
  return {
    ...serverFigures(m),
    engine: 'echo',
    joined: null,
    started: null,
    startSkewMs: null,
    ackMs: spreadOf(...runs.map((r) => r.ackMs)),
    revealMs: null,
    endMs: null,
    leaderboardStalenessMs: null,
    broadcastAgeMs: spreadOf(...runs.map((r) => r.broadcastAgeMs)),
    loadLagP99Ms: worstLag(runs.map((r) => r.loop)),
    sent,
    acked,
    rejected: {},
    lost: sent - acked,
    disconnects: sum(runs.map((r) => r.disconnects)),
    inboundPerSecond: Math.round(sum(runs.map((r) => r.broadcasts)) / m.windowSeconds),
  };
}

function addCounts(into: Record<string, number>, counts: Record<string, number>) {
  for (const [key, n] of Object.entries(counts)) into[key] = (into[key] ?? 0) + n;
}

export function roundFigures(
  engine: Engine,
  plays: readonly PlayReport[],
  m: ServerReadings & { missing: number },
): EngineFigures {
  const rejected: Record<string, number> = {};
  for (const play of plays) addCounts(rejected, play.rejected);
  return {
    ...serverFigures(m),
    engine,
    joined: sum(plays.map((p) => p.joined)),
    started: sum(plays.map((p) => p.started)),
    startSkewMs: spreadOf(...plays.map((p) => p.startSkewMs)),
    ackMs: spreadOf(...plays.flatMap((p) => p.ackMs)),
    revealMs: engine === 'step' ? spreadOf(...plays.map((p) => p.revealMs)) : null,
    endMs: engine === 'plw' ? spreadOf(...plays.map((p) => p.endMs)) : null,
    // Measured only where a board moves with answers: none does before a question closes (issue 30).
    leaderboardStalenessMs: plays.some((p) => p.stalenessMs.length > 0)
      ? spreadOf(...plays.map((p) => p.stalenessMs))
      : null,
    broadcastAgeMs: spreadOf(...plays.map((p) => p.boardAgeMs)),
    loadLagP99Ms: worstLag(plays.map((p) => p.loop)),
    sent: sum(plays.map((p) => p.sent)),
    acked: sum(plays.map((p) => p.acked)),
    rejected,
    // Acked but not stored, plus sent but never acked (time-outs, and answers still open at the end).
    lost: m.missing + sum(plays.map((p) => p.unacked)),
    disconnects: sum(plays.map((p) => sum(Object.values(p.disconnects)))),
    inboundPerSecond: Math.round(sum(plays.map((p) => p.boards + p.standings)) / m.windowSeconds),
  };
}

/** What the round table has no column for: joins, odd events, and the database check. */
export function roundNotes(plays: readonly PlayReport[], startsAt: number, stored: number, missing: number): string[] {
  const notes: string[] = [];
  const joins = spreadOf(...plays.map((p) => p.joinAckMs));
  const lastJoin = Math.max(...plays.map((p) => p.lastJoinAckAt));
  const before = round((startsAt - lastJoin) / 1000);
  notes.push(`joins: ack p50 ${joins.p50} p99 ${joins.p99} max ${joins.max} ms; last join acked ${before} s before the start`);
  const joinErrors: Record<string, number> = {};
  const disconnects: Record<string, number> = {};
  for (const play of plays) {
    addCounts(joinErrors, play.joinErrors);
    addCounts(disconnects, play.disconnects);
  }
  if (Object.keys(joinErrors).length > 0) notes.push(`join errors: ${JSON.stringify(joinErrors)}`);
  if (Object.keys(disconnects).length > 0) notes.push(`disconnects during the round: ${JSON.stringify(disconnects)}`);
  const answers = Math.max(0, ...plays.map((p) => p.ackMs.length));
  const byAnswer = Array.from({ length: answers }, (_, k) => spreadOf(...plays.map((p) => p.ackMs[k] ?? [])).p50);
  if (answers > 0) notes.push(`ack p50 by answer number (1st, 2nd, ...): ${byAnswer.join(', ')} ms`);
  const late = sum(plays.map((p) => p.lateJoiners));
  if (late > 0) notes.push(`${late} players joined after the start (their first question came with the join)`);
  const noBoard = sum(plays.map((p) => p.noBoardAfterAck));
  if (noBoard > 0) notes.push(`${noBoard} acked answers had no leaderboard after them before the end (left out of staleness)`);
  const ended = sum(plays.map((p) => p.ended));
  const boards = sum(plays.map((p) => p.boards));
  const standings = sum(plays.map((p) => p.standings));
  notes.push(
    `database: ${stored} answers stored, ${missing} acked answers missing; ${ended} round:end received; `
    + `${boards} leaderboards and ${standings} standings received`,
  );
  return notes;
}

/** The load generator's worst event-loop lag p99 over both engines' windows. */
export const loadLagP99Ms = ({ echo, plw, step }: SizeResult): number =>
  Math.max(echo.loadLagP99Ms, plw.loadLagP99Ms, step.loadLagP99Ms);

/**
 * The last line of the benchmark's output, with the field names; `maxPlayersAllTargets` is the
 * largest size of this run at which every measured target held (null: none).
 */
export function summaryJson(result: SizeResult, maxPlayersAllTargets: number | null) {
  const { plw, echo, step } = result;
  return {
    players: result.players,
    serverCores: result.serverCores,
    startSkewMs: {
      p50: plw.startSkewMs?.p50 ?? null,
      p99: plw.startSkewMs?.p99 ?? null,
      max: plw.startSkewMs?.max ?? null,
    },
    ackMs: { p50: plw.ackMs.p50, p99: plw.ackMs.p99 },
    echoAckMs: { p50: echo.ackMs.p50, p99: echo.ackMs.p99 },
    revealMs: { p50: step.revealMs?.p50 ?? null, p99: step.revealMs?.p99 ?? null },
    stepAckMs: { p50: step.ackMs.p50, p99: step.ackMs.p99 },
    /** The free round's reveal: its end (round:end with the final board) after `endsAt`. */
    endRevealMs: { p50: plw.endMs?.p50 ?? null, p99: plw.endMs?.p99 ?? null },
    leaderboardStalenessMs: { p99: plw.leaderboardStalenessMs?.p99 ?? null },
    serverBytesPerPlayer: plw.serverBytesPerPlayer,
    serverCpuPercent: plw.serverCpuPercent,
    loadLagP99Ms: loadLagP99Ms(result),
    lostAnswers: plw.lost + step.lost,
    maxPlayersAllTargets,
    perProcess: result.perProcess,
  };
}
