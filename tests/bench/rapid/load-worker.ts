import { EchoClients } from './echo-clients.ts';
import type { CallName, CallReply, CallRequest, WorkerCalls } from './messages.ts';
import { RoundPlayers } from './round-players.ts';

// A load-generator process of the live-round benchmark (forked by the parent with its first player's index
// and its player count): it does one phase per request and answers with that phase's samples.

const [firstIndex, count] = process.argv.slice(2).map(Number);
if (firstIndex === undefined || count === undefined || Number.isNaN(firstIndex + count)) {
  throw new Error('usage: load-worker <first index> <player count>');
}
const echo = new EchoClients(count);
const players = new RoundPlayers(firstIndex);

type Handlers = { [K in CallName]: (args: WorkerCalls[K]['args']) => Promise<WorkerCalls[K]['result']> };

const handlers: Handlers = {
  signIn: ({ url, concurrency }) => players.signIn(url, count, concurrency),
  hostedJoin: (args) => players.joinHosted(args, count),
  syncClocks: ({ clockPings }) => players.syncClocks(clockPings),
  echoConnect: ({ url, concurrency }) => echo.connect(url, concurrency),
  echoRun: (args) => echo.run(args),
  connect: ({ urls, concurrency, clockPings }) => players.connect(urls, concurrency, clockPings),
  play: (args) => players.play(args),
  close: async () => ({ closed: players.close() }),
};

process.on('message', (message: CallRequest) => {
  const run = handlers[message.call] as (args: unknown) => Promise<unknown>;
  run(message.args).then(
    (result) => process.send?.({ id: message.id, ok: true, result } as CallReply),
    (error: unknown) => process.send?.({ id: message.id, ok: false, error: String(error) } as CallReply),
  );
});
process.on('disconnect', () => process.exit(0));
