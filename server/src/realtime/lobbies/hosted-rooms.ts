import type { LobbyPlayers } from '@plw/protocol/socket/host-events';
import { autoAdvance, HOSTED_MESSAGES, lobbyOnPhones } from '@plw/shared/rules/round/hosted';
import { inStepSchedule } from '@plw/shared/rules/round/in-step';
import { raceProgress } from '@plw/shared/rules/round/watch-view';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  answeredCount,
  answersPerPlayer,
  findRound,
  type HostedRoundRow,
  present,
  refOf,
  roundPlayers,
  storeMove,
} from '../../domains/hosting/repository.ts';
import { rosterOf, seatOf } from '../../domains/hosting/roster.ts';
import { hostedTiming } from '../../domains/hosting/timing.ts';
import { findGame } from '../../domains/games/repository.ts';
import type { AccessClaims } from '../../http/access.ts';
import { RoundError } from '../rooms/round-error.ts';
import type { RoundRegistry } from '../rooms/round-registry.ts';
import { hostRoomOf, roomOf, type RoundServer, type RoundSocket } from '../transport/round-sockets.ts';
import { TOP_SIZE } from '../rooms/standings.ts';
import type { Clock } from '../../clock.ts';

// Lobbies: where players gather before a round, a scheduled round's waiting room (round-lobby.ts) or a hosted
// round's lobby, and the host's big screen (here).
//
// A hosted round's lobby and big screen on the socket: players seated in the lobby follow who is there, the host's
// sockets follow the lobby, then the live figures (answers to the open question, the top of the board) and each
// reveal. Nothing here tells an answer before its reveal: the big screen's board is the shared one, which gets a
// question's points only once it is revealed (rooms/in-step-sequence.ts).

export interface HostedRoomsDeps {
  db: Kysely<Database>;
  io: RoundServer;
  registry: RoundRegistry;
  clock: Clock;
  everyMs: number;
  /** A move stored (here, an auto-advance): every process's room follows it, as after a host's Next. */
  moved: (roundId: string) => Promise<void>;
  onError: (error: unknown) => void;
}

/** How old the list a player joining a lobby is sent may be. */
const LOBBY_LIST_MAX_AGE_MS = 1_000;

/** The big screen shows the top five between questions. */
const HOST_TOP = Math.min(5, TOP_SIZE);

export function startHostedRooms(deps: HostedRoomsDeps) {
  const { db, io } = deps;

  async function roundOrFail(roundId: string): Promise<HostedRoundRow> {
    const round = await findRound(db, roundId);
    if (!round) throw new RoundError('NOT_FOUND', HOSTED_MESSAGES.noSuchCode);
    return round;
  }

  /** The host's big screen: everyone in the lobby. */
  async function lobbyOf(round: HostedRoundRow): Promise<LobbyPlayers> {
    const players = present(await roundPlayers(db, refOf(round)));
    return { roundId: round.id, count: players.length, players };
  }

  /**
   * Everyone in the lobby (players and host, on every process) learns who is there now: the host's big screen all
   * of them, players' phones how many and the newest names. Resolves with how many sit in it.
   */
  async function tellLobby(round: HostedRoundRow): Promise<number> {
    const all = await lobbyOf(round);
    io.to(roomOf(round.id)).except(hostRoomOf(round.id)).emit('lobby:players', { roundId: round.id, ...lobbyOnPhones(all.players) });
    io.to(hostRoomOf(round.id)).emit('lobby:players', all);
    return all.count;
  }

  /** A seated player's socket joins the lobby's broadcasts. */
  async function joinLobby(socket: RoundSocket, playerId: string, roundId: string): Promise<LobbyPlayers> {
    const round = await roundOrFail(roundId);
    const ref = refOf(round);
    const seat = await seatOf(db, ref, playerId);
    if (!seat) throw new RoundError('NOT_IN_ROUND', 'Join the round first');
    if (seat.removed) throw new RoundError('REMOVED', HOSTED_MESSAGES.removed);
    if (round.state === 'ENDED') throw new RoundError('ROUND_OVER', HOSTED_MESSAGES.roundOver);
    await socket.join(roomOf(round.id));
    // The list as this process last saw it, up to a second old while a class walks in (roster.ts): lobby:players
    // follows with every change.
    const { seats } = await rosterOf(db, ref, LOBBY_LIST_MAX_AGE_MS);
    return { roundId: round.id, ...lobbyOnPhones(present(seats)) };
  }

  /** The host's big screen joins the lobby's broadcasts and its own (figures, reveals, the podium). */
  async function watchAsHost(socket: RoundSocket, auth: AccessClaims, roundId: string): Promise<LobbyPlayers> {
    const round = await roundOrFail(roundId);
    if (round.host_user_id !== auth.sub) throw new RoundError('FORBIDDEN', HOSTED_MESSAGES.notYourRound);
    await socket.join([roomOf(round.id), hostRoomOf(round.id)]);
    return lobbyOf(round);
  }

  /**
   * Auto-advance, enforced here and not by the host's screen (shared/rules/round/hosted.ts autoAdvance): after an
   * answer is stored, or a player removed, a round whose every seated player answered the open question locks it
   * now, stored as a host's skip would be, so every process and a restart follow the same schedule.
   */
  async function advance(roundId: string): Promise<void> {
    const round = await findRound(db, roundId);
    if (round?.state !== 'RUNNING' || round.auto_advance !== 1) return;
    const game = await findGame(db, round.game_id);
    const timing = game ? hostedTiming(game, round) : null;
    if (!timing?.inStep) return;
    const live = await deps.registry.room({ gameId: round.game_id, roundId: round.id });
    const now = deps.clock.now();
    const open = live.questionOpenAt(now);
    if (!open) return;
    const ref = refOf(round);
    const [answered, seated] = await Promise.all([
      answeredCount(db, ref, open.questionId),
      roundPlayers(db, ref).then((players) => present(players).length),
    ]);
    const planned = inStepSchedule(timing.window, live.questionCount);
    const { window, skips: before, endsAt } = timing;
    const rules = { autoAdvance: true, window, schedule: planned, skips: before, endsAt };
    const skips = autoAdvance(rules, { question: open.question, answered, seated }, now);
    if (!skips) return;
    // Stored only if nobody moved the round since it was read (a host's Next, another process's auto-advance).
    if (await storeMove(db, round, { skips, endsAt: timing.endsAt }, new Date(now))) await deps.moved(round.id);
  }

  /** One check at a time per round here; answers arriving meanwhile ask for one more after it. */
  const checking = new Map<string, Promise<void>>();
  const again = new Set<string>();
  function advanceIfAllAnswered(roundId: string): Promise<void> {
    const running = checking.get(roundId);
    if (running) {
      again.add(roundId);
      return running;
    }
    const check = advance(roundId)
      .catch(deps.onError)
      .finally(() => {
        checking.delete(roundId);
        if (again.delete(roundId)) void advanceIfAllAnswered(roundId);
      });
    checking.set(roundId, check);
    return check;
  }

  /** Once a second, each big screen connected here gets its round's figures. */
  async function tick() {
    for (const [room, sockets] of io.sockets.adapter.rooms) {
      if (!room.startsWith(hostRoomOf('')) || sockets.size === 0) continue;
      const key = room.slice(hostRoomOf('').length);
      const round = await findRound(db, key);
      if (round?.state !== 'RUNNING') continue;
      // The big screen's process runs the round too (its questions and reveals reach the host from here), whichever
      // process its players are on: opened now if none of them joined here.
      const live = await deps.registry.room({ gameId: round.game_id, roundId: round.id }).catch(() => undefined);
      if (!live) continue;
      const ref = refOf(round);
      const open = live.questionOpenAt(deps.clock.now());
      // The room's own board: in one process the only copy of it, with Redis the round's shared one.
      const board = await live.top(HOST_TOP);
      // In step, who answered the open question; in a free race (a kriss-kross), who has locked in a word so far.
      const answered = open ? await answeredCount(db, ref, open.questionId) : await answeredCount(db, ref);
      const seated = present(await roundPlayers(db, ref));
      const players = seated.length;
      // A free race moves word by word: each player's words locked in (never whether right: that waits for the end).
      const free = live.playsFree;
      const progress = free ? raceProgress(seated, await answersPerPlayer(db, ref)) : [];
      const connected = io.sockets.adapter.rooms.get(roomOf(key))?.size ?? 0;
      io.local.to(room).emit('host:figures', {
        roundId: key,
        players,
        connected: Math.max(0, connected - sockets.size),
        question: open?.question ?? null,
        answered,
        top: board.top,
        progress,
        words: free ? live.questionCount : 0,
      });
    }
  }

  let running = false;
  const timer = deps.clock.setInterval(() => {
    if (running) return;
    running = true;
    void tick()
      .catch(deps.onError)
      .finally(() => {
        running = false;
      });
  }, deps.everyMs);

  return {
    tellLobby,
    joinLobby,
    watchAsHost,
    advanceIfAllAnswered,
    stop: () => deps.clock.clear(timer),
  };
}

export type HostedRooms = ReturnType<typeof startHostedRooms>;
