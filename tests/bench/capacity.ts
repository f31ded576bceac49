import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PerProcess } from './rapid/capacity-inputs.ts';
import { type Run, unitCosts } from './capacity/fit.ts';
import { ASSUMED, measureLimits } from './capacity/limits.ts';
import type { Limits } from './capacity/model.ts';
import { printCosts, printGrowth, printModels, printRuns } from './capacity/report.ts';

// Capacity model of one in-step round up to 1,000,000 players (tests/bench/CAPACITY.md): measures what a round server
// process spends per connection, join, answer and reveal, and the Postgres statements and Redis commands of each,
// by running the live-round benchmark (rapid.ts) at a small size on 1, 2, 3, 4 processes, then scales those costs.
// Each process holds the same number of players in every run, so a cost that grows with the processes is one
// that a process pays for the others' players (or for talking to them), not a lighter or heavier load of its own.
//   npm run --silent bench:capacity [-- --processes 1,2,3,4] [--per-process 600: players on each process]
//     [--split 1200: one more run on one process with this many, so that a reveal's cost per player of the round
//     and per player on the process can be told apart; 0: none] [--save file.json]
//     [--from file.json: a saved run, or bench:rapid's output, instead of running] [--assume-limits] [--smoke]
// stdout ends with one JSON line: the runs, the limits, the fitted costs and the model's figures.

const { values: args } = parseArgs({
  options: {
    'processes': { type: 'string', default: '1,2,3,4' },
    'per-process': { type: 'string' },
    'split': { type: 'string' },
    'from': { type: 'string' },
    'save': { type: 'string' },
    'assume-limits': { type: 'boolean', default: false },
    'smoke': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const DEFAULT_URLS = { database: 'postgres://postgres@127.0.0.1:5432/postgres', redis: 'redis://127.0.0.1:6379' };
const processCounts = args.smoke ? [2] : (args.processes ?? '').split(',').map(Number);
if (processCounts.some((k) => !Number.isInteger(k) || k < 1 || k > 8)) fail(`bad --processes: ${args.processes}`);
const perProcess = Number(args['per-process'] ?? (args.smoke ? 25 : 600));
if (!Number.isInteger(perProcess) || perProcess < 1) fail(`bad --per-process: ${args['per-process']}`);
const split = args.smoke ? 0 : Number(args.split ?? 2 * perProcess);
if (!Number.isInteger(split) || split < 0) fail(`bad --split: ${args.split}`);

/** Runs of a saved file: capacity's own JSON ({ runs }) or bench:rapid's output (one JSON line per size). */
function runsFrom(file: string): { runs: Run[]; limits: Limits | undefined } {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').filter((l) => l.trim().startsWith('{'));
  const parsed = lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  const whole = parsed.length === 0 ? [JSON.parse(text) as Record<string, unknown>] : parsed;
  const saved = whole.find((p) => Array.isArray(p.runs));
  if (saved) return { runs: saved.runs as Run[], limits: saved.limits as Limits | undefined };
  const runs = whole.filter((p) => typeof p.perProcess === 'object' && p.perProcess !== null).map((p) => {
    const perProcess = p.perProcess as PerProcess;
    return { processes: perProcess.processes, players: perProcess.players, perProcess };
  });
  return { runs, limits: undefined };
}

/** One bench:rapid run on `processes` processes (one with --redis), its progress relayed; its last JSON line. */
function runRapid(count: number, processes: number): Promise<Run> {
  const flags = ['--players', String(count), '--processes', String(processes), ...(processes === 1 ? ['--redis'] : []),
    ...(args.smoke ? ['--smoke'] : [])];
  console.error(`[capacity] bench:rapid ${flags.join(' ')}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/rapid.ts', ...flags], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      try {
        const summary = JSON.parse(last) as {
          perProcess?: PerProcess;
          lostAnswers: number;
          revealMs: { p99: number | null };
          ackMs: { p99: number | null };
        };
        if (!summary.perProcess) throw new Error('no perProcess');
        if (code !== 0) console.error(`[capacity] bench:rapid exited ${code}; its figures are used`);
        const said = {
          revealP99Ms: summary.revealMs.p99,
          ackP99Ms: summary.ackMs.p99,
          lostAnswers: summary.lostAnswers,
          starved: out.includes('THE SERVER WAS STARVED'),
        };
        resolve({ processes, players: count, perProcess: summary.perProcess, said });
      } catch (error) {
        reject(new Error(`bench:rapid ${flags.join(' ')} gave no figures (exit ${code}): ${String(error)}`));
      }
    });
  });
}

let runs: Run[];
let limits: Limits | undefined;
if (args.from !== undefined) {
  ({ runs, limits } = runsFrom(args.from));
  if (runs.length === 0) fail(`no run with per-process figures in ${args.from}`);
} else {
  runs = [];
  const plan = [...processCounts.map((k) => [k * perProcess, k]), ...(split > 0 ? [[split, 1]] : [])];
  for (const [count = 0, k = 1] of plan) runs.push(await runRapid(count, k));
}
if (limits === undefined) {
  limits = args.smoke || args['assume-limits']
    ? ASSUMED
    : await measureLimits(
        process.env.DATABASE_URL ?? DEFAULT_URLS.database,
        process.env.REDIS_URL ?? DEFAULT_URLS.redis,
      );
}
const costs = unitCosts(runs);
printRuns(runs);
printGrowth(runs);
printCosts(costs, limits);
const model = printModels(costs, limits);
const result = { runs, limits, costs, model };
if (args.save !== undefined) writeFileSync(args.save, `${JSON.stringify(result, null, 1)}\n`);
console.log(JSON.stringify(result));
// A smoke run proves the chain works: every input it could measure came out as a number.
const inputs = [costs.cpuMs.answer, costs.cpuMs.join, costs.cpuMs.connection, costs.postgres?.perAnswer ?? Number.NaN];
if (args.smoke && inputs.some((v) => !Number.isFinite(v))) {
  console.error(`capacity inputs missing: ${JSON.stringify(costs.cpuMs)}`);
  process.exit(1);
}
