import { LiveBoard } from './live-board.ts';
import type { RoomCore } from './room-deps.ts';

// A free round's live board between answers (in step the reveals carry it), wired to the room's seats and rules.
// It holds revealed points only (the engine's `revealed`), so in a free round it shows who plays and no score
// before the end.

export function freeRoundBoard(core: RoomCore): LiveBoard {
  const { engine, seats, deps } = core;
  const { io, clock, leaderboardTickMs: baseTickMs, onError } = deps;
  return new LiveBoard({
    gameId: core.gameId,
    roundKey: core.key,
    io,
    board: core.board,
    clock,
    baseTickMs,
    onError,
    players: () => seats.size,
    running: () => engine.phase(clock.now()) === 'running',
    // Nobody has points to rank before any verdict may be shown (in a free round, its end): no pass over the seats.
    scored: () => {
      if (!engine.showsAny(clock.now())) return [];
      return seats.all()
        .map(({ playerId }) => ({ playerId, score: engine.placing(playerId, clock.now()).score }))
        .filter((player) => player.score > 0);
    },
    setRank: (playerId, rank) => {
      const seat = seats.get(playerId);
      if (seat) seat.rank = rank;
    },
  });
}
