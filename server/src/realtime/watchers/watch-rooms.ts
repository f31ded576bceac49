import type { RoomFigures, ServerHealth, WatchSnapshot } from '@plw/protocol/socket/watch-events';
import { clockPhase, roomPhase, roundWindow } from '@plw/shared/rules/round/schedule';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runningRounds } from '../../domains/hosting/repository.ts';
import type { AccessClaims } from '../../http/access.ts';
import { channelNames, liveGamesAround } from '../rooms/repository.ts';
import { RoundError } from '../rooms/round-error.ts';
import type { RoundRegistry } from '../rooms/round-registry.ts';
import type { RoundServer, RoundSocket } from '../transport/round-sockets.ts';
import type { Clock } from '../../clock.ts';

// Watchers: the people who run rounds follow them live (what each round shows them: round-figures.ts).
//
// Live figures for the people who run rounds: a creator watches their own channel's live and upcoming
// rounds, an admin every round plus the server's health. One snapshot is built per second while anyone
// watches, and each watcher gets their share of it. Players cannot subscribe. Each process sends its own
// watchers their snapshot, and opens every running round's room itself (as a big screen's process does), so
// a watcher sees each round's figures, counted across processes, whichever process its players are on.

/** What a snapshot depends on: who watches, not from which session. */
type Viewer = Pick<AccessClaims, 'role' | 'channelId'>;

const ALL = 'watch:all';
const channelRoom = (channelId: string) => `watch:channel:${channelId}`;
const UPCOMING_WITHIN_MS = 24 * 3_600_000;

export interface WatchDeps {
  db: Kysely<Database>;
  io: RoundServer;
  registry: RoundRegistry;
  health: () => ServerHealth;
  clock: Clock;
  everyMs: number;
}

export function startWatching(deps: WatchDeps) {
  async function allRooms(): Promise<RoomFigures[]> {
    const now = deps.clock.now();
    const channels = await channelNames(deps.db);
    const upcoming = await liveGamesAround(deps.db, now, UPCOMING_WITHIN_MS);
    await openRunning(upcoming, now);
    const open = await deps.registry.openRooms();
    const live = await Promise.all(open.map((room) => room.figures(channels.get(room.channelId) ?? '')));
    const openIds = new Set(live.flatMap((r) => (r.roundId ? [] : [r.gameId])));
    const later = upcoming.flatMap((game): RoomFigures[] => {
      const window = roundWindow({ publishing_time: game.publishing_time, game_duration: game.game_duration ?? 0 });
      if (!window || openIds.has(game.id)) return [];
      const phase = roomPhase(window, now, false);
      if (phase === 'ended') return [];
      return [
        {
          gameId: game.id,
          gameName: game.game_name,
          channelId: game.channel_id,
          channelName: channels.get(game.channel_id) ?? '',
          type: game.type,
          phase,
          ...window,
          players: 0,
          connected: 0,
          answers: 0,
          answersPerSecond: 0,
          questions: [],
          top: [],
        },
      ];
    });
    return [...live, ...later].sort((a, b) => a.startsAt - b.startsAt);
  }

  /** Opens here the rooms of the rounds running now (scheduled and hosted); one that cannot open is left out. */
  async function openRunning(games: Awaited<ReturnType<typeof liveGamesAround>>, now: number) {
    const scheduled = games.flatMap((game) => {
      const window = roundWindow({ publishing_time: game.publishing_time, game_duration: game.game_duration ?? 0 });
      return window && clockPhase(window, now) === 'running' ? [{ gameId: game.id }] : [];
    });
    const hosted = (await runningRounds(deps.db)).map((round) => ({ gameId: round.game_id, roundId: round.id }));
    await Promise.all([...scheduled, ...hosted].map((target) => deps.registry.room(target).catch(() => undefined)));
  }

  function snapshotFor(auth: Viewer, rooms: RoomFigures[]): WatchSnapshot {
    const admin = auth.role === 'ADMIN';
    return {
      at: deps.clock.now(),
      rooms: admin ? rooms : rooms.filter((r) => r.channelId === auth.channelId),
      health: admin ? deps.health() : null,
    };
  }

  const hasWatchers = () => [...deps.io.sockets.adapter.rooms.keys()].some((room) => room.startsWith('watch:'));

  const timer = deps.clock.setInterval(() => {
    if (!hasWatchers()) return;
    void allRooms().then((rooms) => {
      const sample = (auth: Viewer) => snapshotFor(auth, rooms);
      // Only to this process's watchers: every process with watchers sends its own, each with every round.
      deps.io.local.to(ALL).emit('watch:snapshot', sample({ role: 'ADMIN' }));
      for (const room of deps.io.sockets.adapter.rooms.keys()) {
        if (!room.startsWith('watch:channel:')) continue;
        const channelId = room.slice('watch:channel:'.length);
        deps.io.local.to(room).emit('watch:snapshot', sample({ role: 'CREATOR', channelId }));
      }
    });
  }, deps.everyMs);

  return {
    async subscribe(socket: RoundSocket): Promise<WatchSnapshot> {
      const { auth } = socket.data;
      if (auth.role === 'PLAYER' || (auth.role === 'CREATOR' && !auth.channelId)) {
        throw new RoundError('FORBIDDEN', 'Only creators and admins watch rounds');
      }
      await socket.join(auth.role === 'ADMIN' ? ALL : channelRoom(auth.channelId ?? ''));
      return snapshotFor(auth, await allRooms());
    },
    async unsubscribe(socket: RoundSocket) {
      for (const room of socket.rooms) if (room.startsWith('watch:')) await socket.leave(room);
    },
    stop() {
      deps.clock.clear(timer);
    },
  };
}

export type Watching = ReturnType<typeof startWatching>;
