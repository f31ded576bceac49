import { clockPhase, roundWindow } from '@plw/shared/rules/round/schedule';
import { findGame } from '../domains/games/repository.ts';
import { RoundError } from './round-error.ts';
import { removeFromRound, seatedRounds } from './round-removals.ts';
import { type RoomDeps, RoundRoom } from './round-room.ts';

// The live rounds this process runs: a room is opened when its first player joins and closed at its end.

/** What rooms need, less how they tell the registry they closed. */
export type RegistryDeps = Omit<RoomDeps, 'onClosed'>;

export class RoundRegistry {
  private readonly rooms = new Map<string, Promise<RoundRoom>>();

  constructor(private readonly deps: RegistryDeps) {}

  /** The running or upcoming round of a game, opened if needed; refuses games that are not live rounds. */
  room(gameId: string): Promise<RoundRoom> {
    const open = this.rooms.get(gameId);
    if (open) return open;
    const opening = this.open(gameId);
    this.rooms.set(gameId, opening);
    opening.catch(() => this.rooms.delete(gameId));
    return opening;
  }

  /** The room if it is open in this process, without opening it. */
  async openRoom(gameId: string): Promise<RoundRoom | undefined> {
    return this.rooms.get(gameId)?.catch(() => undefined);
  }

  /**
   * After a restart: reopens every live round that has unfinished plays, so rounds still running go on to
   * their original end and rounds that ended while the server was down are closed with their final ranks.
   */
  async recover(): Promise<void> {
    const unfinished = await this.deps.db
      .selectFrom('plays')
      .select('game_id')
      .distinct()
      .where('kind', '=', 'RAPID')
      .where('finished_at', 'is', null)
      .execute();
    for (const { game_id: gameId } of unfinished) {
      if (this.rooms.has(gameId)) continue;
      const game = await findGame(this.deps.db, gameId);
      if (!game?.publishing_time || !game.game_duration) continue;
      const opening = RoundRoom.open(game, { ...this.deps, onClosed: (id) => this.rooms.delete(id) });
      this.rooms.set(gameId, opening);
      opening.catch((error: unknown) => {
        this.rooms.delete(gameId);
        this.deps.onError(error);
      });
    }
  }

  private async open(gameId: string): Promise<RoundRoom> {
    const game = await findGame(this.deps.db, gameId);
    if (!game || game.status !== 'RELEASED') throw new RoundError('NOT_FOUND', 'Game not found');
    if (game.mode === 'DAILY' || !game.publishing_time || !game.game_duration) {
      throw new RoundError('NOT_A_ROUND', 'This game is not a live round');
    }
    const window = roundWindow(game);
    if (!window || clockPhase(window, this.deps.now()) === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    return RoundRoom.open(game, { ...this.deps, onClosed: (id) => this.rooms.delete(id) });
  }

  /**
   * Takes a player out of every live round where they hold a seat, whichever socket or process seated them: the
   * seats in storage, the seats open here, and the rooms open here they are joining (their seat may not be stored
   * yet). Rooms open here forget them at once; other processes read the stored removal at their next join or answer.
   */
  async removeEverywhere(playerId: string, reason: string, joining: Iterable<string>): Promise<void> {
    const stored = await seatedRounds(this.deps.db, playerId, new Date(this.deps.now())).catch((error: unknown) => {
      this.deps.onError(error);
      return [];
    });
    const open = await this.openRooms();
    const here = new Map(open.map((room) => [room.gameId, room]));
    const seatedHere = open.filter((room) => room.holdsSeat(playerId)).map((room) => room.gameId);
    const joiningHere = [...joining].filter((gameId) => here.has(gameId));
    for (const gameId of new Set([...stored, ...seatedHere, ...joiningHere])) {
      const room = here.get(gameId);
      if (room) await room.remove(playerId, reason);
      else await removeFromRound(this.deps, gameId, playerId, reason);
    }
  }

  /** Every room open in this process, for watchers. */
  async openRooms(): Promise<RoundRoom[]> {
    const settled = await Promise.allSettled(this.rooms.values());
    return settled.flatMap((room) => (room.status === 'fulfilled' ? [room.value] : []));
  }

  async closeAll(): Promise<void> {
    const rooms = await Promise.allSettled(this.rooms.values());
    for (const room of rooms) if (room.status === 'fulfilled') room.value.dispose();
    this.rooms.clear();
  }
}
