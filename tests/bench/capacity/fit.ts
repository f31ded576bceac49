import type { PerProcess, ProcessCosts } from '../rapid/capacity-inputs.ts';

// From the measured runs (each: N players on k processes, tests/bench/rapid/capacity-inputs.ts) to the unit costs the
// capacity model scales: averages for what is paid per local unit (a connection, a join, an answer) and, for a
// reveal, a line fitted over the runs: fixed + per player of the round + per player on the process. The second
// term is what a process pays for players it does not hold (reading and ranking the whole round): more processes
// do not share it out.

export interface Run {
  processes: number;
  players: number;
  perProcess: PerProcess;
  /** What bench:rapid said of the run besides: its reveal and ack p99 (ms), lost answers, a starved server. */
  said?: { revealP99Ms: number | null; ackP99Ms: number | null; lostAnswers: number; starved: boolean };
}

/** ms (or statements, commands, bytes) = fixed + perRoundPlayer x N + perLocalPlayer x N / processes. */
export interface Line {
  fixed: number;
  perRoundPlayer: number;
  perLocalPlayer: number;
}

export const lineAt = (line: Line, players: number, processes: number) =>
  line.fixed + line.perRoundPlayer * players + (line.perLocalPlayer * players) / processes;

type Point = { players: number; local: number; y: number };

/** Least squares over some of the three terms; null when singular. */
function solve(points: readonly Point[], terms: readonly (keyof Line)[]): Line | null {
  const x = (p: Point, term: keyof Line) => (term === 'fixed' ? 1 : term === 'perRoundPlayer' ? p.players : p.local);
  const n = terms.length;
  const a = terms.map((r) => [...terms.map((c) => points.reduce((s, p) => s + x(p, r) * x(p, c), 0)),
    points.reduce((s, p) => s + x(p, r) * p.y, 0)]);
  for (let col = 0; col < n; col++) {
    const size = (r: number) => Math.abs(a[r]?.[col] ?? 0);
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (size(r) > size(pivot)) pivot = r;
    [a[col], a[pivot]] = [a[pivot] ?? [], a[col] ?? []];
    const head = a[col] ?? [];
    if (Math.abs(head[col] ?? 0) < 1e-12 * Math.max(1, Math.abs(head[n] ?? 0))) return null;
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = (a[row]?.[col] ?? 0) / (head[col] ?? 1);
      a[row] = (a[row] ?? []).map((v, j) => v - factor * (head[j] ?? 0));
    }
  }
  const line: Line = { fixed: 0, perRoundPlayer: 0, perLocalPlayer: 0 };
  terms.forEach((term, i) => (line[term] = (a[i]?.[n] ?? 0) / (a[i]?.[i] ?? 1)));
  return line;
}

/**
 * The line through the runs' points with no negative term: of every subset of the three terms, the one with the
 * least squared error (a term more must earn its place: 5 % less error each). With one run, all of it is per local
 * player: the cost that processes share out, the kindest reading of too little data (the report says so).
 */
export function fitLine(points: readonly Point[]): Line {
  const usable = points.filter((p) => Number.isFinite(p.y));
  if (usable.length === 0) return { fixed: Number.NaN, perRoundPlayer: Number.NaN, perLocalPlayer: Number.NaN };
  const subsets: (keyof Line)[][] = [['perLocalPlayer'], ['fixed'], ['perRoundPlayer'], ['fixed', 'perLocalPlayer'],
    ['fixed', 'perRoundPlayer'], ['perRoundPlayer', 'perLocalPlayer'], ['fixed', 'perRoundPlayer', 'perLocalPlayer']];
  let best: { line: Line; score: number } | undefined;
  for (const terms of subsets) {
    if (terms.length > usable.length) continue;
    const line = solve(usable, terms);
    if (line === null || Object.values(line).some((v) => v < 0 || !Number.isFinite(v))) continue;
    const error = usable.reduce((s, p) => s + (lineAt(line, p.players, p.players / p.local) - p.y) ** 2, 0);
    const score = error * 1.05 ** terms.length + 1e-12 * terms.length;
    if (best === undefined || score < best.score) best = { line, score };
  }
  return best?.line ?? { fixed: 0, perRoundPlayer: 0, perLocalPlayer: 0 };
}

/** What the model scales, per process unless said otherwise. */
export interface UnitCosts {
  runs: number;
  cpuMs: { connection: number; join: number; answer: number; reveal: Line; endPerRoundPlayer: number };
  quietCpuPercent: number;
  rssBytesPerPlayer: number;
  revealBytesPerPlayer: number;
  /** Statements (Postgres) and commands (Redis); null when no run was on them. */
  postgres: BackendCosts | null;
  redis: BackendCosts | null;
}

export interface BackendCosts {
  perJoin: number;
  perAnswer: number;
  answerKinds: Record<string, number>;
  reveal: Line;
  revealKinds: Record<string, number>;
  /** Bytes from and to the backend per reveal per process. */
  revealBytesIn: Line;
  revealBytesOut: Line;
  /** The round's end, all processes together, per player of the round. */
  endPerRoundPlayer: number;
  /** Bytes at the end per player of the round: sent by all processes together, and read by each process. */
  endBytesOutPerRoundPlayer: number;
  endBytesInPerRoundPlayer: number;
  quietPerSecond: number;
}

const MISSING = Number.NaN;
const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? Number.NaN : finite.reduce((a, b) => a + b, 0) / finite.length;
};

function weightedBy(pairs: readonly (readonly [value: number, weight: number])[]) {
  const finite = pairs.filter(([v]) => Number.isFinite(v));
  const total = finite.reduce((s, [, w]) => s + w, 0);
  return total === 0 ? Number.NaN : finite.reduce((s, [v, w]) => s + v * w, 0) / total;
}

/** Per-unit figures weigh runs by the units behind them: a bigger run's average is worth more. */
const weighted = (runs: readonly Run[], value: (c: ProcessCosts) => number, weight: (r: Run) => number) =>
  weightedBy(runs.map((r) => [value(r.perProcess.mean), weight(r)]));

const pointsOf = (runs: readonly Run[], y: (c: ProcessCosts) => number): Point[] =>
  runs.map((r) => ({ players: r.players, local: r.players / r.processes, y: y(r.perProcess.mean) }));

function kindsOf(runs: readonly Run[], pick: (c: ProcessCosts) => Record<string, number> | undefined) {
  const kinds = new Set(runs.flatMap((r) => Object.keys(pick(r.perProcess.mean) ?? {})));
  const meanOf = (k: string) => mean(runs.map((r) => pick(r.perProcess.mean)?.[k] ?? 0));
  return Object.fromEntries([...kinds].map((k) => [k, Number(meanOf(k).toPrecision(3))]));
}

function backendCosts(runs: readonly Run[], backend: 'postgres' | 'redis'): BackendCosts | null {
  const on = runs.filter((r) => r.perProcess.mean[backend] !== null);
  if (on.length === 0) return null;
  const of = (c: ProcessCosts) => c[backend] ?? undefined;
  const endBytesOut = (c: ProcessCosts) => c[backend]?.endBytesOut ?? MISSING;
  return {
    perJoin: weighted(on, (c) => of(c)?.perJoin ?? Number.NaN, (r) => r.players),
    // The busiest run's batching is the nearest to a big round's.
    perAnswer: weighted(on, (c) => of(c)?.perAnswer ?? Number.NaN, (r) => r.players ** 2),
    answerKinds: kindsOf(on, (c) => of(c)?.answerKinds),
    reveal: fitLine(pointsOf(on, (c) => of(c)?.perReveal ?? Number.NaN)),
    revealKinds: kindsOf(on, (c) => of(c)?.revealKinds),
    revealBytesIn: fitLine(pointsOf(on, (c) => of(c)?.revealBytesIn ?? Number.NaN)),
    revealBytesOut: fitLine(pointsOf(on, (c) => of(c)?.revealBytesOut ?? Number.NaN)),
    endPerRoundPlayer: mean(on.map((r) => sumOf(r.perProcess.each.map((c) => c[backend]?.atEnd ?? 0)) / r.players)),
    quietPerSecond: mean(on.map((r) => of(r.perProcess.mean)?.quietPerSecond ?? Number.NaN)),
    endBytesOutPerRoundPlayer: mean(on.map((r) => sumOf(r.perProcess.each.map(endBytesOut)) / r.players)),
    endBytesInPerRoundPlayer: mean(on.map((r) => (of(r.perProcess.mean)?.endBytesIn ?? Number.NaN) / r.players)),
  };
}

export function unitCosts(runs: readonly Run[]): UnitCosts {
  const byPlayers = (r: Run) => r.players;
  return {
    runs: runs.length,
    cpuMs: {
      connection: weighted(runs, (c) => c.cpuMs.perConnection, byPlayers),
      join: weighted(runs, (c) => c.cpuMs.perJoin, byPlayers),
      answer: weighted(runs, (c) => c.cpuMs.perAnswer, byPlayers),
      reveal: fitLine(pointsOf(runs, (c) => c.cpuMs.perReveal)),
      // One process settles: the busiest process's end, per player of the round.
      endPerRoundPlayer: mean(runs.map((r) => Math.max(...r.perProcess.each.map((c) => c.cpuMs.endPerRoundPlayer)))),
    },
    quietCpuPercent: mean(runs.map((r) => r.perProcess.mean.quietCpuPercent)),
    // Each process's own growth (code compiled, buffers) is shared by few players in a small run: one process's
    // runs, the biggest weighing most, say best what a player adds.
    rssBytesPerPlayer: weightedBy(runs.filter((r) => r.processes === 1 || runs.every((o) => o.processes > 1))
      .map((r) => [r.perProcess.rssBytesPerPlayer, r.players ** 2])),
    revealBytesPerPlayer: weighted(runs, (c) => c.revealBytesPerPlayer, byPlayers),
    postgres: backendCosts(runs, 'postgres'),
    redis: backendCosts(runs, 'redis'),
  };
}
