import { describe, expect, it } from 'vitest';
import { JOIN_RETRY, joinRetryDelayMs, retryWhileRefused } from './join-retry.ts';

// A join refused as too many at once is tried again after growing, jittered waits instead of failing.

type Reply = { ok: true } | { ok: false; error: { code: string } };
const refusedReply: Reply = { ok: false, error: { code: 'RATE_LIMITED' } };
const isRefused = (reply: Reply) => !reply.ok && reply.error.code === 'RATE_LIMITED';

/** A join that is refused `times` times, then accepted; and the waits asked for between tries. */
function scripted(times: number, accepted: Reply = { ok: true }) {
  let calls = 0;
  const waits: number[] = [];
  return {
    attempt: async (): Promise<Reply> => (++calls <= times ? refusedReply : accepted),
    sleep: async (ms: number) => {
      waits.push(ms);
    },
    calls: () => calls,
    waits,
  };
}

describe('joining again after a refusal', () => {
  it('tries again until the server takes the join, waiting longer each time', async () => {
    const join = scripted(4);
    const reply = await retryWhileRefused(join.attempt, isRefused, { sleep: join.sleep, random: () => 0.5 });
    expect(reply).toEqual({ ok: true });
    expect(join.calls()).toBe(5);
    expect(join.waits).toEqual([375, 750, 1_500, 3_000]);
  });

  it('spreads the waits of players refused together (jitter), between half and all of the ceiling', () => {
    for (let retry = 0; retry < 10; retry += 1) {
      const ceiling = Math.min(JOIN_RETRY.maxMs, JOIN_RETRY.firstMs * 2 ** retry);
      expect(joinRetryDelayMs(retry, () => 0)).toBe(ceiling / 2);
      expect(joinRetryDelayMs(retry, () => 0.999_999)).toBe(ceiling);
    }
    const spread = new Set(Array.from({ length: 50 }, () => joinRetryDelayMs(3)));
    expect(spread.size).toBeGreaterThan(10);
  });

  it('gives up after its retries and answers the last refusal', async () => {
    const join = scripted(Number.POSITIVE_INFINITY);
    const reply = await retryWhileRefused(join.attempt, isRefused, { sleep: join.sleep });
    expect(reply).toEqual(refusedReply);
    expect(join.calls()).toBe(JOIN_RETRY.retries + 1);
    expect(Math.max(...join.waits)).toBeLessThanOrEqual(JOIN_RETRY.maxMs);
  });

  it('does not try again after another error, nor once the page has left the round', async () => {
    const over = scripted(0, { ok: false, error: { code: 'ROUND_OVER' } });
    await retryWhileRefused(over.attempt, isRefused, { sleep: over.sleep });
    expect(over.calls()).toBe(1);

    let wanted = true;
    const left = scripted(Number.POSITIVE_INFINITY);
    const leaving = async (ms: number) => {
      await left.sleep(ms);
      wanted = false;
    };
    await retryWhileRefused(left.attempt, isRefused, { sleep: leaving, stillWanted: () => wanted });
    expect(left.calls()).toBe(1);
  });
});
