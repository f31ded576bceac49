import { api, authResponseSchema } from '@plw/protocol/api';
import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { Recording } from './client-check.ts';
import { clock, forEachLimited } from './client-sockets.ts';
import type { PlayArgs } from './messages.ts';
import type { PlayerSocket, Reply } from './player-socket.ts';

// One player of the benchmark's round as a worker keeps it: its socket, its clock offset, and what it has seen.

export type McqRoundQuestion = Extract<RoundQuestions, { type: 'Mcq' }>['questions'][number];

export interface Player {
  /** Global index among all workers' players. */
  index: number;
  playerId: string;
  token: string;
  socket: PlayerSocket | undefined;
  /** The few players whose events and acks are compared between the two clients. */
  recording: Recording | undefined;
  /** Server clock minus this worker's clock, from the fastest of the clock pings. */
  offsetMs: number;
  sealed: string | null;
  started: boolean;
  /**
   * Board changes this player has not seen yet: a late joiner's join ack (performance.now()) and the server's time
   * in its state, after the joiner was put on the board. A board computed at or after that time shows them.
   */
  awaitingBoard: { ackedAt: number; serverNow: number }[];
  ackedMask: number;
  done: boolean;
}

/** Leaderboard ages are kept for one player in this many, to bound the samples. */
export const SAMPLE_EVERY = 10;

export function isPlannedLate(player: Player, { lateJoins }: PlayArgs): boolean {
  return lateJoins !== undefined && player.index % lateJoins.every === lateJoins.every - 1;
}

export function newPlayer(index: number, playerId: string, token: string): Player {
  return {
    index,
    playerId,
    token,
    socket: undefined,
    recording: undefined,
    offsetMs: 0,
    sealed: null,
    started: false,
    awaitingBoard: [],
    ackedMask: 0,
    done: false,
  };
}

export async function syncClock(player: Player, pings: number): Promise<number> {
  const socket = player.socket;
  let best = Infinity;
  for (let i = 0; i < pings && socket !== undefined; i++) {
    const clientSentAt = clock();
    const reply = await new Promise<Reply<'clock:ping'> | undefined>((resolve) => {
      socket.call('clock:ping', { clientSentAt }, 10_000, (error, pong) => resolve(error ? undefined : pong));
    });
    const rtt = clock() - clientSentAt;
    if (reply === undefined || !reply.ok || rtt >= best) continue;
    best = rtt;
    player.offsetMs = reply.data.serverTime - (clientSentAt + rtt / 2);
  }
  return best;
}

/** Signs in `count` guests over REST, `concurrency` at a time; each one signed in is handed to `signedIn`. */
export async function signInGuests(
  url: string,
  firstIndex: number,
  count: number,
  concurrency: number,
  signedIn: (player: Player) => void,
): Promise<{ failed: number; firstError: string | undefined }> {
  let failed = 0;
  let firstError: string | undefined;
  await forEachLimited(Array.from({ length: count }, (_, i) => i), concurrency, async (i) => {
    try {
      const response = await fetch(new URL(api.autoSignIn.path, url), { method: 'POST' });
      if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
      const { accessToken, user } = authResponseSchema.parse(await response.json());
      if (user.role !== 'PLAYER') throw new Error(`sign-in gave a ${user.role}`);
      signedIn(newPlayer(firstIndex + i, user.player.player_id, accessToken));
    } catch (error) {
      failed += 1;
      firstError ??= String(error);
    }
  });
  return { failed, firstError };
}
