import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Workers sized to the machine (vitest's own default leaves one core idle, so one worker on two): a worker per core
// for the suites that compute, two for the integration suite, whose tests mostly wait on sockets and databases.
const cores = availableParallelism();

// Four suites: pure unit tests beside the code, client components in jsdom,
// integration over real HTTP and databases, and end-to-end in real Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: cores,
          isolate: false,
          setupFiles: ['tests/support/property-runs.ts'],
          // The time budget of a test, property tests included: ample on a loaded 2-core machine.
          testTimeout: 30_000,
          include: [
            'shared/src/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/structure/**/*.test.ts',
            'protocol/src/**/*.test.ts', 'server/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'client',
          environment: 'jsdom',
          maxWorkers: cores,
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup-dom.ts'],
          // A page test renders the whole app on a route (its lazy pages loaded on first use): 1 to 2 s alone,
          // over 5 s beside the integration suites on two cores (setup-dom.ts waits up to 12 s for what shows).
          // What is asserted is what shows, never how fast.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          maxWorkers: 2 * cores,
          // Its own group (after unit and client), as vitest runs projects with different worker counts apart.
          sequence: { groupOrder: 1 },
          // One server import per worker; each file still starts its own server on a fresh database.
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs its own server processes on its own database and Redis prefix; they mostly wait on
          // real time (a process killed, a round's end), so two files run side by side.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // A journey plays rounds on their real clock (a 30 s live round, a waiting room, then its finale) while the
          // file beside it keeps both cores busy: alone they take 30 to 60 s, side by side up to twice that.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // Two files side by side, each with its own server and browser: much of a browser test waits on a
          // round's real clock or on animations, while the other file keeps the cores busy.
          maxWorkers: 2,
        },
      },
    ],
  },
});
