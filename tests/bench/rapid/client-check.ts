import {
  answerReplySchema,
  clockPongSchema,
  leaderboardSchema,
  myStandingSchema,
  questionOpenSchema,
  questionVerdictSchema,
  revealFactsSchema,
  roundEndSchema,
  roundRemovedSchema,
  roundStartSchema,
  roundStateSchema,
  socketErrorSchema,
} from '@plw/protocol/socket/round-events';
import { z } from 'zod';
import type { ClientKind, PlayerSocket } from './player-socket.ts';

// The lean wire client checked against the real socket.io-client in the same run: a few players of each
// kind, doing the same things at about the same moments, have every event and ack they receive recorded and
// validated with the protocol's schemas. The check passes when both kinds got the same events and the same
// acks, every payload valid.

/** Players 0..CHECK_PLAYERS-1 use socket.io-client; the next CHECK_PLAYERS use the wire client and are recorded. */
export const CHECK_PLAYERS = 4;

export function clientKindOf(index: number): ClientKind {
  return index < CHECK_PLAYERS ? 'socket.io-client' : 'wire';
}

export const isChecked = (index: number): boolean => index < 2 * CHECK_PLAYERS;

const EVENTS: Record<string, z.ZodType> = {
  'round:start': roundStartSchema,
  'round:leaderboard': leaderboardSchema,
  'round:standing': myStandingSchema,
  'round:end': roundEndSchema,
  'round:removed': roundRemovedSchema,
  'round:question': questionOpenSchema,
  'round:reveal': revealFactsSchema,
  'round:verdict': questionVerdictSchema,
};
const ackOf = (data: z.ZodType) =>
  z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), error: socketErrorSchema })]);
const ACKS: Record<string, z.ZodType> = {
  'clock:ping': ackOf(clockPongSchema),
  'round:join': ackOf(roundStateSchema),
  'round:answer': ackOf(answerReplySchema),
};

/** What one checked player received: events by name, and acks by call and outcome ('round:answer ok'). */
export interface Recording {
  kind: ClientKind;
  events: Record<string, number>;
  acks: Record<string, number>;
  /** Payloads that failed the protocol's schema, as 'event' or 'ack:call'. */
  invalid: string[];
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The same socket, recording what it receives into `recording`. */
export function recorded(socket: PlayerSocket, recording: Recording): PlayerSocket {
  for (const [event, schema] of Object.entries(EVENTS)) {
    socket.on(event as 'round:start', (payload) => {
      bump(recording.events, event);
      if (!schema.safeParse(payload).success) recording.invalid.push(event);
    });
  }
  return {
    kind: socket.kind,
    get connected() {
      return socket.connected;
    },
    on: (event, handler) => socket.on(event, handler),
    onClose: (handler) => socket.onClose(handler),
    call: (event, payload, timeoutMs, done) =>
      socket.call(event, payload, timeoutMs, (error, reply) => {
        const outcome = error ? 'no ack' : reply?.ok ? 'ok' : (reply?.error.code ?? '?');
        bump(recording.acks, `${event} ${outcome}`);
        if (!error && !ACKS[event]?.safeParse(reply).success) recording.invalid.push(`ack:${event}`);
        done(error, reply);
      }),
    close: () => socket.close(),
  };
}

/**
 * What must be the same for both kinds: how many starts and ends, whether leaderboards came, and the acks by
 * outcome. Leaderboards come on a timer and a standing only to a player outside the board's top, so their
 * counts differ from player to player whatever the client.
 */
function signature({ events, acks }: Recording): string {
  const once = ['round:start', 'round:end', 'round:removed'].map((name) => `${name}=${events[name] ?? 0}`);
  const boards = `round:leaderboard ${(events['round:leaderboard'] ?? 0) > 0 ? 'came' : 'never came'}`;
  const outcomes = Object.entries(acks)
    .filter(([key]) => !key.startsWith('clock:ping'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}=${n}`);
  return [...once, boards, ...outcomes].join(', ');
}

export interface ClientCheck {
  pass: boolean;
  /** One line for the report. */
  summary: string;
}

export function compareClients(recordings: readonly Recording[]): ClientCheck {
  const real = recordings.filter((r) => r.kind === 'socket.io-client');
  const wire = recordings.filter((r) => r.kind === 'wire');
  if (real.length === 0 || wire.length === 0) return { pass: false, summary: 'client check: not run (no checked players)' };
  const invalid = recordings.flatMap((r) => r.invalid.map((what) => `${r.kind} ${what}`));
  const realSignatures = new Set(real.map(signature));
  const wireSignatures = new Set(wire.map(signature));
  const [realOne] = realSignatures;
  const same = realSignatures.size === 1 && wireSignatures.size === 1 && wireSignatures.has(realOne ?? '');
  const pass = same && invalid.length === 0;
  const head = `client check (${real.length} socket.io-client and ${wire.length} wire players)`;
  if (pass) return { pass, summary: `${head}: same events and acks, all valid: ${[...realSignatures][0]}` };
  return {
    pass,
    summary: `${head}: DIFFERENT. socket.io-client: ${[...realSignatures].join(' | ')}; `
      + `wire: ${[...wireSignatures].join(' | ')}`
      + (invalid.length > 0 ? `; invalid payloads: ${[...new Set(invalid)].join(', ')}` : ''),
  };
}
