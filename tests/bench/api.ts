import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type ClientFigures, ensureClientBuild, measureClient } from './api/client-figures.ts';
import { FULL_SIZE, SMOKE_SIZE } from './api/data-set.ts';
import { printClient, printDatabase, printPlan, summaryJson } from './api/report.ts';
import { type DatabaseKind, type DatabaseResult, type LoadPlan, runDatabase } from './api/run-database.ts';

// API load benchmark: a large data set seeded straight into a fresh database, the real server on it, and
// autocannon (its own process) on four player calls and on a bare Fastify baseline in the same run; then the
// home page's JavaScript and first paint in headless Chromium. Progress goes to stderr; stdout ends with one
// JSON line (see report.ts). Targets are reported, not enforced.
//   npm run --silent bench:api [-- --db sqlite|postgres|both] [--smoke] [--duration 10] [--connections 50]
//     [--skip-client]
// Postgres: DATABASE_URL names the server (a fresh database is made on it and dropped), else the local one.

const { values: args } = parseArgs({
  options: {
    'db': { type: 'string' },
    'smoke': { type: 'boolean', default: false },
    'duration': { type: 'string' },
    'connections': { type: 'string', default: '50' },
    'skip-client': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const dbChoice = args.db ?? (args.smoke ? 'sqlite' : 'both');
const kinds: DatabaseKind[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : dbChoice === 'sqlite' || dbChoice === 'postgres' ? [dbChoice] : [];
if (kinds.length === 0) fail(`bad --db: ${dbChoice} (sqlite, postgres or both)`);
const durationSeconds = Number(args.duration ?? (args.smoke ? 1 : 10));
const connections = Number(args.connections);
if (!(durationSeconds > 0)) fail(`bad --duration: ${args.duration}`);
if (!Number.isInteger(connections) || connections < 1) fail(`bad --connections: ${args.connections}`);

const plan: LoadPlan = {
  size: args.smoke ? SMOKE_SIZE : FULL_SIZE,
  players: args.smoke ? 20 : 1000,
  connections,
  warmupSeconds: args.smoke ? 1 : 2,
  durationSeconds,
};
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const log = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

const built = args['skip-client'] ? false : ensureClientBuild(log);
let client: ClientFigures | undefined;
const results: DatabaseResult[] = [];
for (const kind of kinds) {
  // The client is measured once, against the first database's server, after its calls.
  const measure = args['skip-client'] || results.length > 0
    ? undefined
    : async (url: string) => {
      log('client: loading /home in headless Chromium');
      client = await measureClient(url, built);
    };
  results.push(await runDatabase(kind, plan, postgresUrl, log, measure));
}

printPlan(plan, loadAverage);
for (const result of results) printDatabase(result);
printClient(client);
console.log(summaryJson(results, client));
process.exit(0);
