import type { RoundLease } from './round-lease.ts';

// Who fires a round's moments (its start, its end) when several processes hold its room. Each process arms its
// own timers at the schedule's moments, and at each moment they race for that moment's lease: nobody holds it
// ahead of time, so a process that dies before a moment leaves nothing to wait out, and a survivor takes the
// moment on time. The end's lease is held (renewed) while the round is settled; if the settler dies midway it
// lapses and a waiting process settles instead, which storage makes harmless when the first had committed.

export interface MomentDeps {
  /** How often the end's lease is renewed while settling. */
  renewMs: number;
  /** How often a process waiting for a lease (or for Redis to answer) asks again. */
  retryMs: number;
  /** True once the room is disposed (the server shuts down): stop waiting. */
  stopped: () => boolean;
  onError: (error: unknown) => void;
}

// Leases lapse in Redis on real time, so their retries and renewals run on the system's timers, not the app's clock.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True for the one process that takes the moment: the first to claim its lease, which is kept (never released,
 * it lapses) so a process whose timer fires a little later does not fire it again. Retries only while the lease
 * cannot be asked (Redis failing), until `until`.
 */
export async function takeMoment(lease: RoundLease, until: () => boolean, deps: MomentDeps): Promise<boolean> {
  let reported = false;
  while (!deps.stopped()) {
    try {
      return await lease.claim();
    } catch (error) {
      if (!reported) deps.onError(error);
      reported = true;
      if (until()) return false;
      await pause(deps.retryMs);
    }
  }
  return false;
}

/**
 * Runs `settle` in one process at a time: waits while another holds the lease (it is settling), holds it while
 * settling, then lets it go, so the next process waiting settles nothing that was settled already.
 */
export async function inTurn(lease: RoundLease, settle: () => Promise<void>, deps: MomentDeps): Promise<void> {
  let reported = false;
  while (!deps.stopped()) {
    const held = await lease.claim().catch((error: unknown) => {
      if (!reported) deps.onError(error);
      reported = true;
      return false;
    });
    if (held) break;
    await pause(deps.retryMs);
  }
  if (deps.stopped()) return;
  const renewal = setInterval(() => void lease.claim().catch(() => false), deps.renewMs);
  try {
    await settle();
  } finally {
    clearInterval(renewal);
    await lease.release().catch(deps.onError);
  }
}
