import { type Line, lineAt, type UnitCosts } from './fit.ts';

// The capacity model: N players in one in-step round, from the measured unit costs (fit.ts) and the limits of one
// Postgres and one Redis (limits.ts): how many processes (one core each) the round needs, and for what; the load
// it puts on Postgres and Redis; the bytes of a reveal; and what breaks first as N grows. Pure arithmetic, with
// every assumption a named field of `Scenario` or `Limits`.

export interface Scenario {
  questions: number;
  questionSeconds: number;
  /** Every player answers within this many seconds of a question's opening. */
  answerWindowSeconds: number;
  /** Players connect and join over this long before the start. */
  joinSeconds: number;
  /** A reveal should reach everyone this soon after the lock (the benchmark's reveal target): its CPU budget. */
  revealBudgetMs: number;
  /** The settling process has this long after the end for the finale. */
  endBudgetMs: number;
  /**
   * How long Postgres has to take a question's answers, and the round's final plays: as long as the answers take
   * to arrive and the finale, while an answer is acked once Postgres holds it (a durable log in front of it lets
   * both spread wider).
   */
  answerWriteSeconds: number;
  endWriteSeconds: number;
  /** Share of a core a process may use at its busiest. */
  coreShare: number;
  /** Resident memory a process may hold for its players. */
  processMemoryBytes: number;
}

export const SCENARIO: Scenario = {
  questions: 10,
  questionSeconds: 20,
  answerWindowSeconds: 10,
  joinSeconds: 60,
  revealBudgetMs: 500,
  endBudgetMs: 5_000,
  answerWriteSeconds: 10,
  endWriteSeconds: 5,
  coreShare: 0.7,
  processMemoryBytes: 1.5 * 1024 ** 3,
};

export interface Limits {
  /** One Postgres node: single-row insert transactions per second, and rows per second in multi-row inserts. */
  postgresTransactionsPerSecond: number;
  postgresBatchedRowsPerSecond: number;
  /** Result bytes a reveal may read from Postgres per second, all processes together. */
  postgresReadBytesPerSecond: number;
  /** One Redis: commands per second (pipelined, as the server sends them), and bytes per second through it. */
  redisOpsPerSecond: number;
  redisBytesPerSecond: number;
  /** Where each came from: measured on this machine, or assumed. */
  source: Record<string, string>;
}

export interface Prediction {
  players: number;
  /** Processes needed for each reason, and the most of them (Infinity: no number of processes is enough). */
  processesFor: { memory: number; joins: number; answers: number; reveal: number };
  processes: number;
  playersPerProcess: number;
  /** One reveal on one process, ms: the fixed and whole-round part stays whatever the processes. */
  revealMsPerProcess: number;
  endMsOnSettler: number;
  postgres: { answerStatementsPerSecond: number; answerRowsPerSecond: number; revealStatements: number;
    revealReadBytes: number; endStatements: number; } | null;
  redis: { answerOpsPerSecond: number; joinOpsPerSecond: number; revealOps: number; revealBytes: number;
    endOps: number; endBytes: number; } | null;
  /** Bytes to players per reveal, all processes together. */
  revealBytesToPlayers: number;
  /** Each limit's use, 1 = at the limit. */
  load: Record<string, number>;
}

const ceil = (value: number) => (Number.isFinite(value) ? Math.max(1, Math.ceil(value)) : Infinity);

/** Processes so that `line` stays within `budget` at N players: fixed + perRound x N + perLocal x N / p <= budget. */
function processesWithin(line: Line, players: number, budget: number): number {
  const shared = line.fixed + line.perRoundPlayer * players;
  if (shared >= budget) return Infinity;
  return ceil((line.perLocalPlayer * players) / (budget - shared));
}

export function predict(players: number, costs: UnitCosts, limits: Limits, s: Scenario = SCENARIO): Prediction {
  const { cpuMs } = costs;
  const processesFor = {
    memory: ceil((players * costs.rssBytesPerPlayer) / s.processMemoryBytes),
    joins: ceil((players * (cpuMs.connection + cpuMs.join)) / (s.coreShare * s.joinSeconds * 1000)),
    answers: ceil((players * cpuMs.answer) / (s.coreShare * s.answerWindowSeconds * 1000)),
    reveal: processesWithin(cpuMs.reveal, players, s.revealBudgetMs),
  };
  const processes = Math.max(...Object.values(processesFor));
  // Past the reveal's wall the other figures are still shown for the processes the rest would need.
  const { memory, joins, answers } = processesFor;
  const p = Number.isFinite(processes) ? processes : Math.max(memory, joins, answers);
  const revealSeconds = s.revealBudgetMs / 1000;
  const pg = costs.postgres;
  const postgres = pg && {
    answerStatementsPerSecond: (players * pg.perAnswer) / s.answerWriteSeconds,
    answerRowsPerSecond: players / s.answerWriteSeconds,
    revealStatements: p * lineAt(pg.reveal, players, p),
    revealReadBytes: p * lineAt(pg.revealBytesIn, players, p),
    endStatements: players * pg.endPerRoundPlayer,
  };
  const rd = costs.redis;
  const redis = rd && {
    answerOpsPerSecond: (players * rd.perAnswer) / s.answerWindowSeconds,
    joinOpsPerSecond: (players * rd.perJoin) / s.joinSeconds,
    revealOps: p * lineAt(rd.reveal, players, p),
    revealBytes: p * lineAt(rd.revealBytesOut, players, p) + p * lineAt(rd.revealBytesIn, players, p),
    endOps: players * rd.endPerRoundPlayer,
    // What the processes write to Redis at the end, and what each of them reads back (the adapter's stream).
    endBytes: players * rd.endBytesOutPerRoundPlayer + p * players * rd.endBytesInPerRoundPlayer,
  };
  const transactionsPerAnswer = pg?.answerKinds.BEGIN ?? 1;
  const load: Record<string, number> = {
    'reveal CPU on each process (whole-round part)': (cpuMs.reveal.fixed + cpuMs.reveal.perRoundPlayer * players) / s.revealBudgetMs,
    'settlement CPU on one process': (players * cpuMs.endPerRoundPlayer) / s.endBudgetMs,
  };
  if (postgres) {
    load['Postgres answer transactions/s'] = (players * transactionsPerAnswer / s.answerWriteSeconds)
      / limits.postgresTransactionsPerSecond;
    load['Postgres answer rows/s (batched)'] = postgres.answerRowsPerSecond / limits.postgresBatchedRowsPerSecond;
    load['Postgres reads at a reveal'] = postgres.revealReadBytes / revealSeconds / limits.postgresReadBytesPerSecond;
    // Every play is written final at the end: as statements, and as rows however they are batched.
    const endSeconds = s.endWriteSeconds;
    load['Postgres writes at the end'] = Math.max(postgres.endStatements / endSeconds / limits.postgresTransactionsPerSecond,
      players / endSeconds / limits.postgresBatchedRowsPerSecond);
  }
  if (redis) {
    load['Redis commands at a reveal'] = redis.revealOps / revealSeconds / limits.redisOpsPerSecond;
    load['Redis commands while answering'] = redis.answerOpsPerSecond / limits.redisOpsPerSecond;
    load['Redis commands at the end'] = redis.endOps / (s.endBudgetMs / 1000) / limits.redisOpsPerSecond;
    load['Redis bytes at a reveal'] = redis.revealBytes / revealSeconds / limits.redisBytesPerSecond;
    load['Redis bytes at the end'] = redis.endBytes / (s.endBudgetMs / 1000) / limits.redisBytesPerSecond;
  }
  return {
    players,
    processesFor,
    processes,
    playersPerProcess: players / p,
    revealMsPerProcess: lineAt(cpuMs.reveal, players, p),
    endMsOnSettler: players * cpuMs.endPerRoundPlayer,
    postgres,
    redis,
    revealBytesToPlayers: players * costs.revealBytesPerPlayer,
    load,
  };
}

/** For each limit, the fewest players (on a 1.1x grid from 100 to 100M) at which it is exceeded; null: never. */
export function breakingPoints(costs: UnitCosts, limits: Limits, s: Scenario = SCENARIO): Map<string, number | null> {
  const points = new Map<string, number | null>();
  for (let n = 100; n <= 1e8; n = Math.ceil(n * 1.1)) {
    for (const [name, use] of Object.entries(predict(n, costs, limits, s).load)) {
      if (!points.has(name)) points.set(name, null);
      if (points.get(name) === null && use > 1) points.set(name, n);
    }
  }
  return points;
}

/** Rows per multi-row insert in the proposals. */
const BATCH = 200;
const batched = { BEGIN: 1 / BATCH, INSERT: 1 / BATCH, COMMIT: 1 / BATCH };

/**
 * The design changes the model points to, as changes of the unit costs, each keeping only what must stay per
 * process or per player. They are proposals: the figures are the model's, not measured.
 */
export interface Change {
  name: string;
  apply(costs: UnitCosts): UnitCosts;
  /** What the change lets the round's timing be. */
  scenario?: Partial<Scenario>;
}

export const CHANGES: Change[] = [
  {
    name: 'answers written per process in one multi-row insert per 100 ms tick (or to a stream copied to Postgres later)',
    // One transaction per tick per process: a vanishing share per answer at a million players.
    apply: (c) => ({ ...c, postgres: c.postgres && { ...c.postgres, perAnswer: 3 / BATCH, answerKinds: batched } }),
  },
  {
    name: 'ranks from a score histogram merged in Redis: no per-player board write or rank read, no whole-round read',
    apply: (c) => ({
      ...c,
      // What a process pays for players it does not hold goes; its own players' share stays as measured.
      cpuMs: { ...c.cpuMs, reveal: { ...c.cpuMs.reveal, perRoundPlayer: 0 } },
      postgres: c.postgres && { ...c.postgres, reveal: { fixed: 0, perRoundPlayer: 0, perLocalPlayer: 0 },
        revealBytesIn: { fixed: 0, perRoundPlayer: 0, perLocalPlayer: 0 } },
      // A histogram of a few thousand score buckets: a handful of commands per process per reveal.
      redis: c.redis && { ...c.redis, reveal: { fixed: 4, perRoundPlayer: 0, perLocalPlayer: 0 },
        revealBytesOut: { fixed: 16_000, perRoundPlayer: 0, perLocalPlayer: 0 },
        revealBytesIn: { fixed: 16_000, perRoundPlayer: 0, perLocalPlayer: 0 } },
    }),
  },
  {
    name: 'settlement split by process (each ranks and stores its own players from the merged histogram, batched)',
    apply: (c) => ({
      ...c,
      cpuMs: { ...c.cpuMs, endPerRoundPlayer: 0 },
      postgres: c.postgres && { ...c.postgres, endPerRoundPlayer: 1 / 200 },
      redis: c.redis && { ...c.redis, endPerRoundPlayer: 0, endBytesOutPerRoundPlayer: 0, endBytesInPerRoundPlayer: 0 },
    }),
  },
  {
    name: 'answers and final plays acked from a durable log (a Redis stream per process) and copied to Postgres behind it',
    // One XADD per answer, pipelined per tick; Postgres takes a question's answers over the whole question and the
    // final plays over a minute, in multi-row inserts.
    apply: (c) => ({ ...c, redis: c.redis && { ...c.redis, perAnswer: c.redis.perAnswer + 1 } }),
    scenario: { answerWriteSeconds: SCENARIO.questionSeconds, endWriteSeconds: 60 },
  },
];
