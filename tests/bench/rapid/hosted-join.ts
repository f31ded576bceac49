import { api, authResponseSchema } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { joinTargetSchema } from '@plw/protocol/rest/hosting';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { newPlayer, type Player } from './bench-player.ts';
import { clock, increment, watchLoop } from './client-sockets.ts';
import type { HostedJoinArgs, HostedJoinReport } from './messages.ts';
import { openPlayerSocket, type PlayerSocket, type Reply } from './player-socket.ts';

// One player of a class walking into a hosted round, as the app does it: a guest sign-in, the code looked up,
// a seat taken under a name, the socket opened and the lobby joined. Each step that fails says which it was.

export class JoinStepError extends Error {
  constructor(readonly step: string, message: string) {
    super(`${step}: ${message}`);
  }
}

export const JOIN_STEPS = ['sign-in', 'code', 'seat', 'connect', 'lobby:join'] as const;

export interface Seat {
  playerId: string;
  token: string;
  socket: PlayerSocket;
  /** How long each of JOIN_STEPS took, in their order. */
  stepMs: number[];
}

async function checked(step: string, pending: Promise<Response>): Promise<unknown> {
  const response = await pending.catch((error: unknown) => {
    throw new JoinStepError(step, String(error));
  });
  if (!response.ok) throw new JoinStepError(`${step} ${response.status}`, await response.text());
  return response.json();
}

export async function takeSeat(url: string, code: string, name: string, ackTimeoutMs: number): Promise<Seat> {
  const stepMs: number[] = [];
  let stepStart = performance.now();
  const stepDone = () => {
    const now = performance.now();
    stepMs.push(now - stepStart);
    stepStart = now;
  };
  // As the join link's page signs in: with the round's code, so the class counts against the round's budget.
  const signInUrl = new URL(api.autoSignIn.path, url);
  signInUrl.searchParams.set('join_code', code);
  const signIn = await checked('sign-in', fetch(signInUrl, { method: 'POST' }));
  const { accessToken, user } = authResponseSchema.parse(signIn);
  if (user.role !== 'PLAYER') throw new JoinStepError('sign-in', `gave a ${user.role}`);
  const authorization = `Bearer ${accessToken}`;
  stepDone();
  const found = await checked('code', fetch(new URL(pathOf(api.joinByCode, { code }), url), { headers: { authorization } }));
  const roundId = joinTargetSchema.parse(found).round_id;
  stepDone();
  await checked(
    'seat',
    fetch(new URL(pathOf(api.enterRound, { id: roundId }), url), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: name }),
    }),
  );
  stepDone();
  const auth = { token: accessToken, protocolVersion: PROTOCOL_VERSION };
  const socket = await openPlayerSocket('wire', url, auth).catch((error: unknown) => {
    throw new JoinStepError('connect', String(error));
  });
  stepDone();
  const reply = await new Promise<Reply<'lobby:join'> | Error>((resolve) => {
    socket.call('lobby:join', { roundId }, ackTimeoutMs, (error, answer) => resolve(error ?? answer ?? new Error('no ack')));
  });
  if (reply instanceof Error || !reply.ok) {
    socket.close();
    const code = reply instanceof Error ? reply.message : reply.error.code;
    throw new JoinStepError(`lobby:join ${code}`, reply instanceof Error ? reply.message : reply.error.message);
  }
  stepDone();
  return { playerId: user.player.player_id, token: accessToken, socket, stepMs };
}

/** A worker's share of the class, from `firstIndex` on, each walking in at its place in the spread. */
export async function joinHostedPlayers(
  args: HostedJoinArgs,
  firstIndex: number,
  count: number,
  seated: (player: Player, socket: PlayerSocket) => void,
): Promise<HostedJoinReport> {
  const watch = watchLoop();
  const report: HostedJoinReport = {
    seated: 0,
    joinMs: [],
    stepMs: [],
    failures: {},
    firstError: undefined,
    loop: { p99Ms: 0, maxMs: 0, cpuPercent: 0 },
  };
  const ackTimeoutMs = 30_000;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const index = firstIndex + i;
      const at = args.joinAt + (args.joinSpreadMs * index) / args.total;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - clock())));
      const firstRequestAt = performance.now();
      try {
        const seat = await takeSeat(args.url, args.code, `Player ${index + 1}`, ackTimeoutMs);
        report.joinMs.push(performance.now() - firstRequestAt);
        seat.stepMs.forEach((ms, step) => (report.stepMs[step] ??= []).push(ms));
        const player = newPlayer(index, seat.playerId, seat.token);
        player.socket = seat.socket;
        seated(player, seat.socket);
      } catch (error) {
        increment(report.failures, error instanceof JoinStepError ? error.step : 'other');
        report.firstError ??= String(error);
      }
    }),
  );
  report.loop = watch.stop();
  report.seated = report.joinMs.length;
  return report;
}
