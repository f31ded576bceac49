import { clockPhase, roundWindow } from '@plw/shared/rules/round/schedule';
import { findGame, type GameRecord } from '../../domains/games/repository.ts';
import { findRound, refOf, runningRounds, skipsOf } from '../../domains/hosting/repository.ts';
import { hostedTiming } from '../../domains/hosting/timing.ts';
import { type RoundRef, scheduledRound } from '../../domains/plays/round-ref.ts';
import { gamesWithUnfinishedRounds } from './repository.ts';
import { RoundError } from './round-error.ts';
import { removeFromRound, seatedRounds } from './round-removals.ts';
import type { RoomDeps } from './room-deps.ts';
import { RoundRoom } from './round-room.ts';
import { type RoundTimingPlan, scheduledTiming } from './round-timing.ts';
import { dateOf } from '../../clock.ts';

// The live rounds this process runs: a room is opened when its first player joins and closed at its end. A room
// is a game's scheduled round (keyed by the game's id) or one of its hosted rounds (keyed by the round's id).

/** What rooms need, less how they tell the registry they closed. */
export type RegistryDeps = Omit<RoomDeps, 'onClosed'>;

/** Which round a player asks for: a game's scheduled round, or one hosted round of it. */
export interface RoundTarget {
  gameId: string;
  roundId?: string | undefined;
}

const keyOf = (target: RoundTarget) => target.roundId ?? target.gameId;

export class RoundRegistry {
  private readonly rooms = new Map<string, Promise<RoundRoom>>();
  private disposed = false;
  private recovering: Promise<void> = Promise.resolve();

  constructor(private readonly deps: RegistryDeps) {}

  /** The running or upcoming round, opened if needed; refuses what is not a live round. */
  room(target: RoundTarget): Promise<RoundRoom> {
    const key = keyOf(target);
    const open = this.rooms.get(key);
    if (open) return open.then((room) => (room.gameId === target.gameId ? room : Promise.reject(notFound())));
    const opening = this.open(target);
    this.rooms.set(key, opening);
    opening.catch(() => this.rooms.delete(key));
    return opening;
  }

  /** The room if it is open in this process, without opening it. */
  async openRoom(key: string): Promise<RoundRoom | undefined> {
    return this.rooms.get(key)?.catch(() => undefined);
  }

  /**
   * After a restart: reopens every live round that has unfinished plays (and every hosted round started and not
   * settled), so rounds still running go on to their end and rounds that ended while the server was down are
   * closed with their final ranks. Called once the server listens; how many rounds that is grows with the
   * product's history, so they are taken one at a time, the running ones first, each settled before the next and
   * with the event loop let go in between: requests and live rounds never wait behind the whole backlog. Closing
   * the registry stops it at its next round.
   */
  recover(): Promise<void> {
    this.recovering = this.reopenLeftOvers();
    return this.recovering;
  }

  private async reopenLeftOvers(): Promise<void> {
    const now = this.deps.clock.now();
    const targets: RoundTarget[] = [
      ...(await gamesWithUnfinishedRounds(this.deps.db)).map((gameId) => ({ gameId })),
      ...(await runningRounds(this.deps.db)).map((round) => ({ gameId: round.game_id, roundId: round.id })),
    ];
    const order: { target: RoundTarget; over: boolean }[] = [];
    for (const target of targets) {
      await nextTurn();
      if (this.disposed) return;
      const found = await this.leftOver(target);
      if (found) order.push({ target, over: found.timing.endsAt <= now });
    }
    // Rounds still running first: their players are coming back now.
    order.sort((a, b) => Number(a.over) - Number(b.over));
    for (const { target } of order) {
      await nextTurn();
      if (this.disposed) return;
      if (this.rooms.has(keyOf(target))) continue;
      // Read again: a hosted round's host may have moved on since the list was made.
      const found = await this.leftOver(target);
      const room = found && (await this.reopen(found.ref, found.game, found.timing));
      if (room && this.deps.clock.now() >= room.endsAt) await room.end();
    }
  }

  /** A round left over from before a restart, as storage has it now; undefined when there is none to reopen. */
  private async leftOver(target: RoundTarget) {
    if (target.roundId === undefined) {
      const game = await findGame(this.deps.db, target.gameId);
      const window = game && roundWindow(game);
      return game && window ? { ref: scheduledRound(game.id), game, timing: scheduledTiming(game, window) } : undefined;
    }
    const round = await findRound(this.deps.db, target.roundId);
    const game = round?.state === 'RUNNING' ? await findGame(this.deps.db, round.game_id) : undefined;
    const timing = round && game && hostedTiming(game, round);
    return round && game && timing ? { ref: refOf(round), game, timing } : undefined;
  }

  private reopen(ref: RoundRef, game: GameRecord, timing: RoundTimingPlan): Promise<RoundRoom | undefined> {
    const opening = RoundRoom.open(game, ref, timing, this.roomDeps());
    this.rooms.set(ref.key, opening);
    return opening.catch((error: unknown) => {
      this.rooms.delete(ref.key);
      this.deps.onError(error);
      return undefined;
    });
  }

  private roomDeps(): RoomDeps {
    return { ...this.deps, onClosed: (key) => this.rooms.delete(key) };
  }

  private async open(target: RoundTarget): Promise<RoundRoom> {
    if (target.roundId !== undefined) return this.openHosted(target.roundId, target.gameId);
    const game = await findGame(this.deps.db, target.gameId);
    if (!game || game.status !== 'RELEASED') throw notFound();
    if (game.mode === 'DAILY' || !game.publishing_time || !game.game_duration) {
      throw new RoundError('NOT_A_ROUND', 'This game is not a live round');
    }
    const window = roundWindow(game);
    if (!window || clockPhase(window, this.deps.clock.now()) === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    return RoundRoom.open(game, scheduledRound(game.id), scheduledTiming(game, window), this.roomDeps());
  }

  private async openHosted(roundId: string, gameId: string): Promise<RoundRoom> {
    const round = await findRound(this.deps.db, roundId);
    if (!round || round.game_id !== gameId) throw notFound();
    if (round.state === 'LOBBY') throw new RoundError('NOT_STARTED', 'The host has not started this round yet');
    const game = await findGame(this.deps.db, gameId);
    const timing = game && hostedTiming(game, round);
    if (round.state === 'ENDED' || !game || !timing || this.deps.clock.now() >= timing.endsAt) {
      throw new RoundError('ROUND_OVER', 'This round is over');
    }
    return RoundRoom.open(game, refOf(round), timing, this.roomDeps());
  }

  /** A hosted round's host moved (told by the process that stored it): the room here, if open, follows. */
  async moved(key: string): Promise<void> {
    const room = await this.openRoom(key);
    if (!room?.round.roundId) return;
    const round = await findRound(this.deps.db, room.round.roundId);
    if (round?.ends_at) room.moved({ skips: skipsOf(round), endsAt: Date.parse(round.ends_at) });
  }

  /** A hosted round's host removed a player (stored by the process that was asked): the room here forgets them. */
  async unseat(key: string, playerId: string): Promise<void> {
    (await this.openRoom(key))?.forget(playerId);
  }

  /**
   * Takes a player out of every live round where they hold a seat, whichever socket or process seated them: the
   * seats in storage, the seats open here, and the rooms open here they are joining (their seat may not be stored
   * yet). Rooms open here forget them at once; other processes read the stored removal at their next join or answer.
   */
  async removeEverywhere(playerId: string, reason: string, joining: Iterable<string>): Promise<void> {
    const now = dateOf(this.deps.clock);
    const stored = await seatedRounds(this.deps.db, playerId, now).catch((error: unknown) => {
      this.deps.onError(error);
      return [];
    });
    const open = await this.openRooms();
    const here = new Map(open.map((room) => [room.key, room]));
    const rounds = new Map<string, RoundRef>(stored.map((ref) => [ref.key, ref]));
    for (const room of open) if (room.holdsSeat(playerId)) rounds.set(room.key, room.round);
    for (const key of joining) {
      const room = here.get(key);
      if (room) rounds.set(key, room.round);
    }
    for (const ref of rounds.values()) await this.remove(ref, playerId, reason);
  }

  /** Takes a player out of a round: through its room if it is open here, else in storage and on its shared board. */
  async remove(ref: RoundRef, playerId: string, reason: string): Promise<void> {
    const room = await this.openRoom(ref.key);
    if (room) return room.remove(playerId, reason);
    await removeFromRound(this.deps, ref, playerId, reason);
  }

  /** Every room open in this process, for watchers. */
  async openRooms(): Promise<RoundRoom[]> {
    const settled = await Promise.allSettled(this.rooms.values());
    return settled.flatMap((room) => (room.status === 'fulfilled' ? [room.value] : []));
  }

  async closeAll(): Promise<void> {
    this.disposed = true;
    const disposeOpen = async () => {
      const rooms = await Promise.allSettled(this.rooms.values());
      for (const room of rooms) if (room.status === 'fulfilled') room.value.dispose();
    };
    await disposeOpen();
    // Recovery takes no other round, and the one in hand stops with its room (a settlement under way finishes
    // while the database is still open; one waiting for its lease gives up), then whatever it opened goes too.
    await this.recovering.catch(() => undefined);
    await disposeOpen();
    this.rooms.clear();
  }
}

/** Lets every request and timer that is waiting run first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const notFound = () => new RoundError('NOT_FOUND', 'Game not found');
