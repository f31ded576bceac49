import type { Clock, ClockTimer } from '../../clock.ts';

// Who is in a lobby, told to everyone in it as players take their seats, at most once per gap per round: each
// lobby:players carries the whole room, so telling a class of 2,000 of each arrival would send 2,000 lists to
// 2,000 phones (gigabytes) while they walk in. The first seat in a quiet lobby is told at once; seats in the gap
// after it are told together at its end. The gap grows with the room (1 ms a seat, 250 ms to 2 s): a big room's
// list is long, and its players' phones would not keep up with it faster anyway.

export const LOBBY_NEWS_GAP = { minMs: 250, maxMs: 2_000, perSeatMs: 1 } as const;

export function lobbyNewsGapMs(seats: number): number {
  const { minMs, maxMs, perSeatMs } = LOBBY_NEWS_GAP;
  return Math.min(maxMs, Math.max(minMs, seats * perSeatMs));
}

interface Due {
  timer: ClockTimer | undefined;
  /** When this lobby may next be told, from its last telling. */
  nextAt: number;
}

/** `tell(roundId)` sends the lobby's list now and resolves with how many sit in it. */
export function lobbyNews(clock: Clock, tell: (roundId: string) => Promise<number>, onError: (error: unknown) => void) {
  const lobbies = new Map<string, Due>();

  function send(roundId: string, due: Due) {
    due.timer = undefined;
    due.nextAt = clock.now() + LOBBY_NEWS_GAP.minMs;
    tell(roundId)
      .then((seats) => {
        due.nextAt = clock.now() + lobbyNewsGapMs(seats);
      })
      .catch(onError);
  }

  return {
    /** Someone took a seat in this lobby: everyone in it hears of it within the gap. */
    seated(roundId: string): void {
      const now = clock.now();
      for (const [id, due] of lobbies) if (due.timer === undefined && due.nextAt < now) lobbies.delete(id);
      const due = lobbies.get(roundId) ?? { timer: undefined, nextAt: now };
      lobbies.set(roundId, due);
      if (due.timer !== undefined) return;
      due.timer = clock.setTimeout(() => send(roundId, due), Math.max(0, due.nextAt - now));
    },
    close(): void {
      for (const due of lobbies.values()) clock.clear(due.timer);
      lobbies.clear();
    },
  };
}
