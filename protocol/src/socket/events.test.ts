import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Notification } from '../rest/player.ts';
import {
  type ClientToServerEvents,
  clientToServerEvents,
  type PayloadOf,
  type ReplyOf,
  type ServerPayloadOf,
  type ServerToClientEvents,
  serverToClientEvents,
} from './events.ts';
import { connectionServerEvents } from './connection-events.ts';
import { hostClientEvents, hostServerEvents, type LobbyPlayers } from './host-events.ts';
import { notificationServerEvents } from './notification-events.ts';
import {
  type Ack,
  type AnswerLocked,
  type AnswerResult,
  roundClientEvents,
  type RoundEnd,
  roundServerEvents,
  type RoundState,
} from './round-events.ts';
import { watchClientEvents, watchServerEvents, type WatchSnapshot } from './watch-events.ts';

// The two event maps are the merge of each kind's own: no event is lost or shadowed by another kind's of the same
// name, and socket.io's types say what the schemas say.

describe('socket event maps', () => {
  it('hold every kind’s events, each name once', () => {
    const clientKinds = [roundClientEvents, hostClientEvents, watchClientEvents];
    const serverKinds = [
      roundServerEvents,
      hostServerEvents,
      watchServerEvents,
      notificationServerEvents,
      connectionServerEvents,
    ];
    const names = (kinds: object[]) => kinds.flatMap((kind) => Object.keys(kind));
    expect(Object.keys(clientToServerEvents).sort()).toEqual(names(clientKinds).sort());
    expect(new Set(names(clientKinds)).size).toBe(names(clientKinds).length);
    expect(Object.keys(serverToClientEvents).sort()).toEqual(names(serverKinds).sort());
    expect(new Set(names(serverKinds)).size).toBe(names(serverKinds).length);
  });

  it('parse what they describe and refuse what they do not', () => {
    const join = clientToServerEvents['round:join'].payload;
    expect(join.safeParse({ gameId: 'g1' }).success).toBe(true);
    expect(join.safeParse({ gameId: '' }).success).toBe(false);
    expect(serverToClientEvents['lobby:closed'].safeParse({ roundId: 'r1' }).success).toBe(true);
    expect(serverToClientEvents['lobby:closed'].safeParse({}).success).toBe(false);
  });

  it('type socket.io’s events from the schemas', () => {
    expectTypeOf<ReplyOf<'round:join'>>().toEqualTypeOf<RoundState>();
    expectTypeOf<ReplyOf<'round:answer'>>().toEqualTypeOf<AnswerResult | AnswerLocked>();
    expectTypeOf<ReplyOf<'host:watch'>>().toEqualTypeOf<LobbyPlayers>();
    expectTypeOf<ReplyOf<'watch:subscribe'>>().toEqualTypeOf<WatchSnapshot>();
    expectTypeOf<PayloadOf<'round:leave'>>().toEqualTypeOf<{ gameId: string; roundId?: string | undefined }>();
    expectTypeOf<ServerPayloadOf<'round:end'>>().toEqualTypeOf<RoundEnd>();
    expectTypeOf<ServerPayloadOf<'notification:new'>>().toEqualTypeOf<Notification>();
    expectTypeOf<Parameters<ClientToServerEvents['round:join']>[1]>().toEqualTypeOf<
      (reply: Ack<RoundState>) => void
    >();
    expectTypeOf<Parameters<ServerToClientEvents['watch:snapshot']>[0]>().toEqualTypeOf<WatchSnapshot>();
  });
});
