import { buildApp } from '@plw/server/app';
import { testConfig } from '../../support/test-server.ts';

// One server of the session-check benchmark, in a process of its own (the parent pins it to a core):
// the real app on the benchmark's database, with the ended-session check on or off. Tells the parent its port.
//   node --import tsx tests/bench/sessions/server.ts <dataDir> on|off

const [dataDir, check] = process.argv.slice(2);
if (!dataDir || (check !== 'on' && check !== 'off')) {
  console.error('usage: server.ts <dataDir> on|off');
  process.exit(2);
}
const database = { kind: 'sqlite' as const, dataDir, databaseUrl: undefined, drop: async () => {} };
const app = await buildApp(
  testConfig(database, { seedDemo: false, logLevel: 'warn', endedSessionCheck: check === 'on' }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
