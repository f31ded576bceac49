import type { Clock } from '../../clock.ts';
import type { RoundLobby } from '../lobbies/round-lobby.ts';
import { inTurn, type MomentDeps, takeMoment } from '../multi-process/moment-leases.ts';
import type { RoundLease } from '../multi-process/round-lease.ts';
import { roomOf } from '../transport/round-sockets.ts';
import type { InStepSequence } from './in-step-sequence.ts';
import type { LiveBoard } from './live-board.ts';
import type { RoomCore } from './room-deps.ts';
import { preRollMsFor } from './round-timing.ts';

// A room's timers: the start's key a little ahead of the start, the end, and in between the lobby's and the live
// board's beats and, in step, each question's opening and reveal. Who sends the start and who settles the end is
// taken at each moment by one process (moment-leases.ts).

/** How often a process waiting for a moment's lease asks again: a settler that died is replaced this soon. */
const MOMENT_RETRY_MS = 200;

export interface MomentParts {
  lobby: RoundLobby | null;
  liveBoard: LiveBoard | null;
  steps: InStepSequence | null;
  /** The key that opens the round's sealed questions, sent at the start. */
  startKey: string;
  /** True once the room is disposed (the server shuts down): stop waiting for leases. */
  stopped: () => boolean;
  /** At the round's end. */
  end: () => void;
}

export class RoundMoments {
  private readonly timers: ReturnType<Clock['setTimeout']>[] = [];
  private readonly startLease: RoundLease;
  private readonly endLease: RoundLease;
  private readonly leasing: MomentDeps;
  /** Whether the start's key is out (sent by this process or another): a player joining now gets it plain. */
  startSent = false;

  constructor(
    private readonly core: RoomCore,
    private readonly parts: MomentParts,
  ) {
    const { deps, key } = core;
    this.startLease = deps.lease(`${key}:start`);
    this.endLease = deps.lease(key);
    const { leaseRenewMs: renewMs, onError } = deps;
    this.leasing = { renewMs, retryMs: MOMENT_RETRY_MS, stopped: parts.stopped, onError };
  }

  private get startsAt(): number {
    return this.core.engine.rules.window.startsAt;
  }

  /** Arms the round's moments; `catchUp` (after a host's skip) also arms reveals whose lock has just passed. */
  arm({ catchUp = false } = {}) {
    const { clock, onError } = this.core.deps;
    const at = (time: number, run: () => void) => {
      this.timers.push(clock.setTimeout(run, Math.max(0, time - clock.now())));
    };
    // The pre-roll is settled a second ahead, once (nearly) everyone who will be there at the start has joined:
    // by the whole room's size, on every process.
    if (clock.now() < this.startsAt) {
      at(this.startsAt - 1_000, () => {
        void this.core.board
          .players()
          .catch((error: unknown) => {
            onError(error);
            return this.core.seats.size;
          })
          .then((players) => at(this.startsAt - preRollMsFor(players), () => void this.start()));
      });
    }
    at(this.core.engine.window.endsAt, () => this.parts.end());
    this.parts.lobby?.start();
    this.parts.liveBoard?.start(Math.max(0, this.startsAt - clock.now()));
    // In step, every process arms the same moments and writes to its own sockets: no lease is needed.
    this.parts.steps?.arm(at, catchUp);
  }

  /** One process unlocks everyone's sealed questions at once; with several processes the adapter carries it. */
  private async start() {
    const { deps, engine, gameId, key } = this.core;
    const mine = await takeMoment(this.startLease, () => deps.clock.now() >= engine.window.endsAt, this.leasing);
    this.startSent = true;
    if (!mine) return;
    deps.io.to(roomOf(key)).emit('round:start', { gameId, startsAt: this.startsAt, key: this.parts.startKey });
  }

  /** Settles the round's end in one process at a time, holding the end's lease meanwhile. */
  settleInTurn(settle: () => Promise<void>): Promise<void> {
    return inTurn(this.endLease, settle, this.leasing);
  }

  /** Stops every timer, the lobby's and the live board's beats with them; `arm` starts them afresh. */
  stop() {
    for (const timer of this.timers) this.core.deps.clock.clear(timer);
    this.timers.length = 0;
    this.parts.liveBoard?.stop();
    this.parts.lobby?.stop();
  }
}
