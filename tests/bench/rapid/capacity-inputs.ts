import type { PhaseTotals } from './process-meter.ts';
import type { WireCounts } from './wire-counters.ts';

// The capacity model's inputs (tests/bench/capacity.ts), per round server process, from the phases of one run:
// CPU per connection, per join, per answer, per reveal (and per player of it), the quiet rate under all of them,
// bytes written per player per reveal, and Postgres statements and Redis commands per join, answer and reveal.
// Each phase's CPU has the process's quiet rate over the same time taken off, so timers and lease renewals are
// counted once, as the quiet rate, and not as the cost of whatever happened to run beside them.

/** Statements or commands of one backend, per unit of work. */
export interface OpsPer {
  perConnection: number;
  perJoin: number;
  perAnswer: number;
  perReveal: number;
  /** The round's end on this process, in all (one process settles: its figure is the larger). */
  atEnd: number;
  /** While nothing happens: leases, the adapter's reads, heartbeats. */
  quietPerSecond: number;
  /** By kind (INSERT, SELECT, ... or XADD, ZADD, ...), per answer and per reveal. */
  answerKinds: Record<string, number>;
  revealKinds: Record<string, number>;
  /** Bytes to and from the backend per reveal, and at the round's end (in all). */
  revealBytesOut: number;
  revealBytesIn: number;
  endBytesOut?: number;
  endBytesIn?: number;
}

export interface ProcessCosts {
  /** Players connected to this process, and the in-step answers they sent. */
  players: number;
  answers: number;
  /** CPU while the round waits between moments, % of one core. */
  quietCpuPercent: number;
  cpuMs: {
    perConnection: number;
    perJoin: number;
    perAnswer: number;
    /** One question's reveal on this process, in all, and per player connected to it. */
    perReveal: number;
    perRevealPlayer: number;
    /** The round's end on this process, per player of the round. */
    endPerRoundPlayer: number;
  };
  /** Bytes the process wrote per player per reveal, less what it wrote to Redis and Postgres. */
  revealBytesPerPlayer: number;
  postgres: OpsPer | null;
  redis: OpsPer | null;
}

export interface PerProcess {
  processes: number;
  players: number;
  questions: number;
  /** Memory of a player, all processes together (the free round's RSS growth and the seated heap). */
  rssBytesPerPlayer: number;
  heapBytesPerPlayer: number;
  /** Every figure averaged over the processes. */
  mean: ProcessCosts;
  each: ProcessCosts[];
}

export interface PhaseInputs {
  connect: PhaseTotals;
  phases: Map<string, PhaseTotals>;
  players: number;
  questions: number;
  /** In-step answers acked, all processes together. */
  answers: number;
  rssBytesPerPlayer: number;
  heapBytesPerPlayer: number;
}

/** Four significant digits: the run's noise is larger. */
const fig = (value: number) => (Number.isFinite(value) ? Number(value.toPrecision(4)) : Number.NaN);
const per = (value: number, units: number) => fig(units > 0 ? value / units : Number.NaN);

function kindsPer(counts: WireCounts | null | undefined, units: number): Record<string, number> {
  return Object.fromEntries(Object.entries(counts?.byKind ?? {}).map(([kind, n]) => [kind, per(n, units)]));
}

/** Players the bench connects to process `i` of `k`: player n goes to process n mod k. */
const playersOn = (i: number, k: number, players: number) => Math.floor(players / k) + (i < players % k ? 1 : 0);

export function processCosts(input: PhaseInputs): PerProcess {
  const { phases, players, questions } = input;
  const empty: PhaseTotals = { wallMs: 0, processes: [] };
  const phase = (name: string) => phases.get(name) ?? empty;
  const quiet = phase('quiet');
  const k = input.connect.processes.length;
  const each = input.connect.processes.map((_, i): ProcessCosts => {
    const local = playersOn(i, k, players);
    const answers = (input.answers * local) / players;
    const quietRate = (quiet.processes[i]?.cpuMs ?? Number.NaN) / quiet.wallMs;
    const cpuOf = (totals: PhaseTotals) => totals.processes[i]?.cpuMs ?? Number.NaN;
    const net = (totals: PhaseTotals) => Math.max(0, cpuOf(totals) - quietRate * totals.wallMs);
    const reveal = phase('reveal').processes[i];
    const backendBytes = (reveal?.postgres?.bytesOut ?? 0) + (reveal?.redis?.bytesOut ?? 0);
    const ops = (backend: 'postgres' | 'redis'): OpsPer | null => {
      const of = (totals: PhaseTotals) => totals.processes[i]?.[backend];
      if (of(input.connect) === null || of(input.connect) === undefined) return null;
      const total = (totals: PhaseTotals) => of(totals)?.total ?? Number.NaN;
      return {
        perConnection: per(total(input.connect), local),
        perJoin: per(total(phase('join')), local),
        perAnswer: per(total(phase('answer')), answers),
        perReveal: per(total(phase('reveal')), questions),
        atEnd: fig(total(phase('end'))),
        quietPerSecond: per(total(quiet) * 1000, quiet.wallMs),
        answerKinds: kindsPer(of(phase('answer')), answers),
        revealKinds: kindsPer(of(phase('reveal')), questions),
        revealBytesOut: per(of(phase('reveal'))?.bytesOut ?? Number.NaN, questions),
        revealBytesIn: per(of(phase('reveal'))?.bytesIn ?? Number.NaN, questions),
        endBytesOut: fig(of(phase('end'))?.bytesOut ?? Number.NaN),
        endBytesIn: fig(of(phase('end'))?.bytesIn ?? Number.NaN),
      };
    };
    return {
      players: local,
      answers: fig(answers),
      quietCpuPercent: fig(100 * quietRate),
      cpuMs: {
        perConnection: per(net(input.connect), local),
        perJoin: per(net(phase('join')), local),
        perAnswer: per(net(phase('answer')), answers),
        perReveal: per(net(phase('reveal')), questions),
        perRevealPlayer: per(net(phase('reveal')), questions * local),
        endPerRoundPlayer: per(net(phase('end')), players),
      },
      revealBytesPerPlayer: per((reveal?.writtenBytes ?? Number.NaN) - backendBytes, questions * local),
      postgres: ops('postgres'),
      redis: ops('redis'),
    };
  });
  return {
    processes: k,
    players,
    questions,
    rssBytesPerPlayer: fig(input.rssBytesPerPlayer),
    heapBytesPerPlayer: fig(input.heapBytesPerPlayer),
    mean: meanOf(each),
    each,
  };
}

const field = (value: unknown, key: string) => (value as Record<string, unknown>)[key];

/** The average of the processes' figures, key by key (kinds included). */
function meanOf(each: readonly ProcessCosts[]): ProcessCosts {
  const average = (values: unknown[]): unknown => {
    const first = values[0];
    if (typeof first === 'number') return fig((values as number[]).reduce((a, b) => a + b, 0) / values.length);
    // A backend one process is not on (SQLite) is null for all of them.
    if (first === null || first === undefined) return null;
    const keys = new Set(values.flatMap((v) => Object.keys(v as object)));
    // A kind of statement one process never sent counts as none of it.
    return Object.fromEntries(
      [...keys].map((key) => [key, average(values.map((v) => (key in (v as object) ? field(v, key) : 0)))]),
    );
  };
  return average(each as unknown[]) as ProcessCosts;
}

const opsLine = (name: string, ops: OpsPer | null) =>
  ops === null
    ? `  ${name}: not counted (SQLite, in the process)`
    : `  ${name}: ${ops.perConnection}/connection, ${ops.perJoin}/join, ${ops.perAnswer}/answer `
      + `${JSON.stringify(ops.answerKinds)}, ${ops.perReveal}/reveal ${JSON.stringify(ops.revealKinds)} `
      + `(${ops.revealBytesOut} B out, ${ops.revealBytesIn} B in), ${ops.atEnd} at the end, ${ops.quietPerSecond}/s quiet`;

/** The capacity inputs in words: the mean of the processes, and each process's CPU beside it. */
export function capacityLines(p: PerProcess): string[] {
  const { mean } = p;
  const cpu = (c: ProcessCosts) =>
    `conn ${c.cpuMs.perConnection}, join ${c.cpuMs.perJoin}, answer ${c.cpuMs.perAnswer}, reveal ${c.cpuMs.perReveal} `
    + `(${c.cpuMs.perRevealPlayer}/player), end ${c.cpuMs.endPerRoundPlayer}/round player; quiet ${c.quietCpuPercent}%`;
  return [
    `Capacity inputs, ${p.players} players on ${p.processes} process(es), ${p.questions} questions in step `
    + '(per process; CPU in ms less the quiet rate; tests/bench/CAPACITY.md):',
    `  cpu ms (mean): ${cpu(mean)}`,
    ...p.each.map((c, i) => `  cpu ms (process ${i + 1}, ${c.players} players, ${c.answers} answers): ${cpu(c)}`),
    `  memory: ${p.rssBytesPerPlayer} B RSS and ${p.heapBytesPerPlayer} B heap per player (all processes); `
    + `${mean.revealBytesPerPlayer} B written per player per reveal`,
    opsLine('postgres statements (mean)', mean.postgres),
    opsLine('redis commands (mean)', mean.redis),
  ];
}
