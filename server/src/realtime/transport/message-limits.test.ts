import { describe, expect, it } from 'vitest';
import type { JoinLimits, MessageLimits } from '../../config.ts';
import { JoinLimiter, MessageLimiter, type MessageVerdict } from './message-limits.ts';

const limits: MessageLimits = {
  perSocket: { perSecond: 10, burst: 20 },
  perPlayer: { perSecond: 20, burst: 40 },
  maxRefusals: 100,
  refusalsForgivenPerSecond: 1,
};

/** Sends `count` messages from one socket at `now`, and tallies what became of them. */
function send(limiter: MessageLimiter, socket: ReturnType<MessageLimiter['socketBudget']>, count: number, now: number) {
  const tally: Record<MessageVerdict, number> = { accepted: 0, refused: 0, cutOff: 0 };
  for (let i = 0; i < count; i++) tally[limiter.take(socket, 'player-1', now)] += 1;
  return tally;
}

describe('MessageLimiter', () => {
  it("lets two tabs spend both sockets' whole budget, and a third socket nothing more", () => {
    const limiter = new MessageLimiter(limits);
    const [first, second, third] = [limiter.socketBudget(0), limiter.socketBudget(0), limiter.socketBudget(0)];
    expect(send(limiter, first, 20, 0).accepted).toBe(20);
    expect(send(limiter, second, 20, 0).accepted).toBe(20);
    expect(send(limiter, third, 20, 0)).toEqual({ accepted: 0, refused: 20, cutOff: 0 });
  });

  it('keeps counting refusals across new sockets, so reconnecting does not reset them', () => {
    const limiter = new MessageLimiter(limits);
    let verdicts = { accepted: 0, refused: 0, cutOff: 0 };
    // Each new socket floods 50 at once: 20 go through its budget until the player's runs dry, the rest are refused.
    for (let reconnect = 0; reconnect < 4 && verdicts.cutOff === 0; reconnect++) {
      verdicts = send(limiter, limiter.socketBudget(0), 50, 0);
    }
    expect(verdicts.cutOff).toBeGreaterThan(0);
  });

  it('never cuts off a player refused now and then, however long they play', () => {
    const limiter = new MessageLimiter(limits);
    const socket = limiter.socketBudget(0);
    // A burst past the budget every 10 s for two hours: 5 refusals each time, forgiven before the next.
    for (let now = 0; now < 2 * 3600_000; now += 10_000) {
      expect(send(limiter, socket, 25, now).cutOff).toBe(0);
    }
  });

  it('cuts off at the hundredth refusal of a flood', () => {
    const limiter = new MessageLimiter(limits);
    const socket = limiter.socketBudget(0);
    expect(send(limiter, socket, 20 + 99, 0)).toEqual({ accepted: 20, refused: 99, cutOff: 0 });
    expect(send(limiter, socket, 1, 0)).toEqual({ accepted: 0, refused: 0, cutOff: 1 });
  });
});

describe('JoinLimiter', () => {
  const limits: JoinLimits = {
    perSocket: { perSecond: 1, burst: 5 },
    perPlayer: { perSecond: 1, burst: 10 },
    perAddress: { perSecond: 0.001, burst: 3 },
  };

  it("bounds one address's joins per round: a class at its round's start, never a flood of one round", () => {
    const joins = new JoinLimiter(limits);
    const join = (player: string, round: string) => joins.take(joins.socketBudget(0), player, '198.51.100.7', round, 0);
    expect(['a', 'b', 'c', 'd'].map((player) => join(player, 'round-1'))).toEqual([null, null, null, 'address']);
    // Another round behind the same address has its own budget; another address shares none of it.
    expect(join('e', 'round-2')).toBeNull();
    expect(joins.take(joins.socketBudget(0), 'f', '203.0.113.9', 'round-1', 0)).toBeNull();
  });
});
