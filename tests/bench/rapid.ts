import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { capacityLines } from './rapid/capacity-inputs.ts';
import { chooseCores, pinRunning } from './rapid/cores.ts';
import { type SizeResult, summaryJson } from './rapid/figures.ts';
import { hostedJson, printHosted } from './rapid/hosted-report.ts';
import { hostedPlanFor, runHosted } from './rapid/hosted-run.ts';
import { openFilesLimit } from './rapid/proc.ts';
import { planFor } from './rapid/plan.ts';
import { runSize } from './rapid/run-size.ts';
import { printDefinitions, printNotes, printProfiles, printSides, printTable, printTargets } from './rapid/table.ts';
import { maxPlayersAllTargets } from './rapid/targets.ts';

// Live-round load benchmark: N players in one RAPID round on one server process (SQLite), or on several
// sharing it through Redis (Postgres), beside a bare socket.io echo server under the same clients, with the
// issue's targets. The servers run on one core and the load (players speaking the socket.io wire protocol
// over ws) on the other. Each server process's costs per connection, join, answer and reveal (CPU, bytes, Postgres
// statements and Redis commands) are printed as capacity inputs and kept in the JSON's `perProcess`
// (rapid/capacity-inputs.ts, for bench:capacity). Progress goes to stderr; stdout ends with one JSON line per size,
// the last size's last.
//   npm run --silent bench:rapid [-- --players 1000 | --sizes 1000,2000,5000,10000] [--smoke]
//     [--processes 2: round servers sharing the round over Redis and Postgres (REDIS_URL, DATABASE_URL, or
//      the local ones), all on the servers' core] [--redis: one process on Redis and Postgres, the baseline
//      of several] [--workers n: load processes, 1 when pinned (one core of load), else 2]
//     [--join-spread ms] [--profile: where the server's CPU goes, per window]
//   npm run --silent bench:rapid -- --hosted [--players 200] [--smoke: 20] [--join-spread ms: 2000] [--profile]
//     a hosted round instead: a class walking in by join code from one address with the production rate
//     limits on (hosted-run.ts), timed to its lobby, then a round the host moves on through

const { values: args } = parseArgs({
  options: {
    'players': { type: 'string' },
    'sizes': { type: 'string' },
    'processes': { type: 'string' },
    'redis': { type: 'boolean', default: false },
    'workers': { type: 'string' },
    'smoke': { type: 'boolean', default: false },
    'profile': { type: 'boolean', default: false },
    'join-spread': { type: 'string' },
    'hosted': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const cores = chooseCores();
const processes = Number(args.processes ?? 1);
if (!Number.isInteger(processes) || processes < 1 || processes > 8) fail(`bad --processes: ${args.processes}`);
const defaultPlayers = args.hosted ? (args.smoke ? 20 : 200) : args.smoke ? 50 : 1_000;
const sizes = (args.sizes ?? args.players ?? String(defaultPlayers)).split(',').map(Number);
const workers = Number(args.workers ?? (cores.server === null ? 2 : 1));
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) fail(`bad --players/--sizes: ${args.sizes ?? args.players}`);
if (!Number.isInteger(workers) || workers < 1) fail(`bad --workers: ${args.workers}`);

const joinSpreadMs = args['join-spread'] === undefined ? undefined : Number(args['join-spread']);
if (joinSpreadMs !== undefined && !(joinSpreadMs >= 0)) fail(`bad --join-spread: ${args['join-spread']}`);
const { smoke, profile } = args;
const options = { processes, shared: args.redis, workers, smoke, profile, joinSpreadMs, cores };
// The parent (the probe, the /proc readings) runs beside the load, so the servers' core is theirs alone.
const pinNote = cores.load === null ? cores.note : pinRunning(process.pid, cores.load);
if (pinNote !== undefined) console.error(`note: ${pinNote}`);
const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const limit = openFilesLimit();
const openFiles = `${limit.soft} soft / ${limit.hard} hard`;
const largest = Math.max(...sizes);
if (limit.hard < largest + 1_024) {
  console.error(`warning: the open-files hard limit (${limit.hard}) is below the ${largest + 1_024} the server needs at ${largest} players; connections will fail`);
}

const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
if (args.hosted) {
  if (processes !== 1 || args.redis) fail('--hosted runs on one SQLite server: no --processes or --redis');
  const plan = hostedPlanFor(largest, smoke, workers, cores, joinSpreadMs, profile);
  const hosted = await runHosted(plan, log).catch((error: unknown) => fail(`the hosted run failed: ${String(error)}`));
  console.log(`open files ${openFiles}; load average at the start ${loadAverage}, at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`);
  printHosted(hosted, plan);
  console.log(JSON.stringify(hostedJson(hosted)));
  process.exit(hosted.allInWithin10s && hosted.round.lost === 0 ? 0 : 1);
}
const results: SizeResult[] = [];
let crashed = false;
for (const size of sizes) {
  try {
    results.push(await runSize(planFor(size, options), log));
  } catch (error) {
    crashed = true;
    console.error(`${size} players: the run failed:`, error);
  }
}

const last = results.at(-1);
if (last === undefined) {
  console.error('no size completed');
  process.exit(1);
}
const defaultRule = args.smoke ? '1 s' : 'max(2 s, 0.4 ms x players)';
const joinRule = joinSpreadMs === undefined ? defaultRule : `${joinSpreadMs} ms (--join-spread)`;
const plan = planFor(last.players, options);
printDefinitions(plan, { openFiles, loadAverage, joinRule });
printTable(results);
printSides(results, plan);
printNotes(results);
printProfiles(results);
printTargets(results);
for (const result of results) console.log(`\n${capacityLines(result.perProcess).join('\n')}`);
console.log(`\nload average at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`);
// One JSON line per size, the last size's last, each with the largest size of the run that met every target.
const largestMeetingAll = maxPlayersAllTargets(results);
for (const result of results) console.log(JSON.stringify(summaryJson(result, largestMeetingAll)));
process.exit(crashed || (args.smoke && results.some((r) => r.plw.lost > 0)) ? 1 : 0);
