import { clock, forEachLimited, watchLoop } from './client-sockets.ts';
import { ECHO_EVENTS, type ConnectReport, type EchoReport, type EchoRunArgs } from './messages.ts';
import { WireSocket } from './wire-socket.ts';

// One worker's share of the echo baseline: the same number of sockets as the round, on the same lean wire
// client, each sending a message shaped like an answer every interval and timing its ack, and receiving the
// echo server's broadcasts.

/** Like `round:answer`'s payload: two ids and a choice. */
const payload = (seq: number) => ({ gameId: '01JZECHOECHOECHOECHOECHOEC', questionId: `01JZECHOQUESTION${String(seq).padStart(10, '0')}`, answer: 'Kolkata' });
/** Broadcast ages are kept for one socket in this many, to bound the samples. */
const SAMPLE_EVERY = 10;

export class EchoClients {
  private sockets: WireSocket[] = [];
  private broadcasts = 0;
  private broadcastAgeMs: number[] = [];
  private disconnects = 0;

  constructor(private readonly count: number) {}

  async connect(url: string, concurrency: number): Promise<ConnectReport> {
    const watch = watchLoop();
    let failed = 0;
    let firstError: string | undefined;
    const slots = Array.from({ length: this.count }, (_, i) => i);
    await forEachLimited(slots, concurrency, async (i) => {
      try {
        const socket = await WireSocket.connect(url, undefined);
        socket.on(ECHO_EVENTS.broadcast, (message) => {
          this.broadcasts += 1;
          // The echo server's own broadcast: { at, pad }.
          if (i % SAMPLE_EVERY === 0) this.broadcastAgeMs.push(clock() - (message as { at: number }).at);
        });
        socket.onClose((reason) => {
          if (reason !== 'io client disconnect') this.disconnects += 1;
        });
        this.sockets.push(socket);
      } catch (error) {
        failed += 1;
        firstError ??= String(error);
      }
    });
    return { connected: this.sockets.length, failed, firstError, offsetMs: [], bestRttMs: [], loop: watch.stop() };
  }

  /** Sends every socket's messages on schedule, waits for their acks, then closes every socket. */
  async run(args: EchoRunArgs): Promise<EchoReport> {
    const watch = watchLoop();
    this.broadcasts = 0;
    this.broadcastAgeMs = [];
    const ackMs: number[] = [];
    let sent = 0;
    let acked = 0;
    let unacked = 0;
    const total = this.sockets.length * args.messages;
    await new Promise<void>((resolve) => {
      if (total === 0) resolve();
      const settle = () => {
        if (acked + unacked === total) resolve();
      };
      this.sockets.forEach((socket, i) => {
        const phase = ((i * 7919) % 1000) / 1000 * args.intervalMs;
        for (let k = 0; k < args.messages; k++) {
          setTimeout(() => {
            sent += 1;
            const sentAt = performance.now();
            socket.emit(ECHO_EVENTS.echo, payload(k), args.ackTimeoutMs, (error) => {
              if (error) unacked += 1;
              else {
                acked += 1;
                ackMs.push(performance.now() - sentAt);
              }
              settle();
            });
          }, Math.max(0, args.startAt - clock() + phase + k * args.intervalMs));
        }
      });
    });
    for (const socket of this.sockets) socket.close();
    this.sockets = [];
    return {
      sent,
      acked,
      unacked,
      ackMs,
      broadcastAgeMs: this.broadcastAgeMs,
      broadcasts: this.broadcasts,
      disconnects: this.disconnects,
      loop: watch.stop(),
    };
  }
}
