import {
  type Ack,
  ackSchema,
  clockPongSchema,
  PROTOCOL_VERSION,
  socketErrorSchema,
} from '@plw/protocol/socket/round-events';
import type { ClientToServerEvents, ServerToClientEvents } from '@plw/protocol/socket/events';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { type Clock, measureClock, type ServerClock } from './server-clock.ts';

// The tab's one socket.io connection, shared by every feature that talks to the server live (the live round, the
// lobby and the big screen, watching rounds, notifications): websocket only, the REST access token as auth (renewed
// when the server refuses it), reconnected after the server cut it off, the server clock synchronised at every
// connect and every 30 s while a page needs it, and every ack and event parsed with its protocol schema. Closed a
// little after the last user leaves, so moving from the waiting room to the game keeps it.

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** `offline`: lost, socket.io is reconnecting. `refused`: the server will not take us (another protocol). */
export type ConnectionStatus = 'connecting' | 'online' | 'offline' | 'refused';

/** What a call gets back: the server's ack, or nothing in time (offline, or a reply outside the contract). */
export type Reply<T> = Ack<T> | { ok: false; error: { code: 'NO_REPLY'; message: string } };

type ClientEvent = keyof ClientToServerEvents;
type ServerEvent = keyof ServerToClientEvents;
type PayloadOf<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[0];
type DataOf<E extends ClientEvent> = Extract<Parameters<Parameters<ClientToServerEvents[E]>[1]>[0], { ok: true }>['data'];
type ServerPayloadOf<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

const CALL_TIMEOUT_MS = 8_000;
const PING_TIMEOUT_MS = 3_000;
const RESYNC_EVERY_MS = 30_000;
const IDLE_CLOSE_MS = 15_000;
/** After the server cut us off (or restarted), how long before trying again. */
const RETRY_AFTER_KICK_MS = 2_000;
/** At most one token renewal this often, so a refused token cannot loop. */
const RENEW_AT_MOST_EVERY_MS = 10_000;

const NO_REPLY = { ok: false, error: { code: 'NO_REPLY', message: 'No reply from the server' } } as const;

export interface TabSocketOptions {
  getToken: () => string | null;
  /** Signs in again and answers the new token, or null. */
  renewToken: () => Promise<string | null>;
  clock: ServerClock;
  deviceNow?: Clock;
  /** The server's address; the page's own origin when absent. */
  url?: string;
}

export interface SocketUse {
  /** Keep the server clock synchronised while in use (the round pages' countdowns need it; a list does not). */
  syncClock?: boolean;
}

export class TabSocket {
  readonly socket: AppSocket;
  readonly clock: ServerClock;
  private current: ConnectionStatus = 'connecting';
  private readonly statusListeners = new Set<() => void>();
  /** One socket.io listener per event, whatever number of handlers use it. */
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();
  private users = 0;
  private clockUsers = 0;
  /** Measured since the last connect, or being measured now. */
  private clockSynced = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private resyncTimer: ReturnType<typeof setInterval> | undefined;
  private lastRenewal = Number.NEGATIVE_INFINITY;
  private readonly deviceNow: Clock;

  constructor(private readonly options: TabSocketOptions) {
    this.clock = options.clock;
    this.deviceNow = options.deviceNow ?? Date.now;
    const settings = {
      transports: ['websocket'],
      autoConnect: false,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
      // Read at every (re)connect, so a renewed token is used.
      auth: (send: (data: object) => void) =>
        send({ token: options.getToken() ?? '', protocolVersion: PROTOCOL_VERSION }),
    };
    this.socket = options.url ? io(options.url, settings) : io(settings);
    this.socket.on('connect', () => this.online());
    this.socket.on('disconnect', (reason) => this.lost(reason));
    this.socket.on('connect_error', (error) => void this.refused(error));
  }

  get status(): ConnectionStatus {
    return this.current;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** A page starts using the connection; the returned function says it is done. */
  acquire({ syncClock = false }: SocketUse = {}): () => void {
    this.users += 1;
    if (syncClock) {
      this.clockUsers += 1;
      if (this.socket.connected && !this.clockSynced) void this.syncClock();
    }
    clearTimeout(this.idleTimer);
    if (!this.socket.active) this.socket.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (syncClock) this.clockUsers -= 1;
      if (this.users > 0) return;
      // A round page's successor (waiting room to game) takes the socket over; a list or a feed leaves for good.
      if (syncClock) this.idleTimer = setTimeout(() => this.close(), IDLE_CLOSE_MS);
      else this.close();
    };
  }

  /** Another user signed in: connect again with their token (or just close, if nobody uses the socket). */
  reconnect(): void {
    this.socket.disconnect();
    this.setStatus('connecting');
    if (this.users > 0) this.socket.connect();
  }

  /** Sends a client event and waits for its ack, parsed with the schema of its data. */
  async call<E extends ClientEvent>(
    event: E,
    payload: PayloadOf<E>,
    data: z.ZodType<DataOf<E>>,
    timeoutMs = CALL_TIMEOUT_MS,
  ): Promise<Reply<DataOf<E>>> {
    // socket.io types an ack per event; this one method serves every event, so it emits through a looser view.
    const emitter = this.socket.timeout(timeoutMs) as unknown as {
      emitWithAck(event: string, payload: unknown): Promise<unknown>;
    };
    try {
      const parsed = ackSchema(data).safeParse(await emitter.emitWithAck(event, payload));
      return parsed.success ? (parsed.data as Ack<DataOf<E>>) : NO_REPLY;
    } catch {
      return NO_REPLY;
    }
  }

  /** Listens to a server event, parsed with its schema (anything outside it is dropped); returns the way to stop. */
  listen<E extends ServerEvent>(
    event: E,
    schema: z.ZodType<ServerPayloadOf<E>>,
    handler: (payload: ServerPayloadOf<E>) => void,
  ): () => void {
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) handler(parsed.data);
    };
    const handlers = this.handlers.get(event) ?? this.dispatch(event);
    handlers.add(listener);
    return () => void handlers.delete(listener);
  }

  /** Measures the server clock again (after a connect, every 30 s, and whenever a page asks). */
  async syncClock(): Promise<void> {
    this.clockSynced = true;
    const estimate = await measureClock(async (clientSentAt) => {
      const reply = await this.call('clock:ping', { clientSentAt }, clockPongSchema, PING_TIMEOUT_MS);
      return reply.ok ? reply.data : null;
    }, this.deviceNow);
    if (estimate) this.clock.update(estimate);
    else if (this.socket.connected) this.clockSynced = false;
  }

  close(): void {
    clearTimeout(this.idleTimer);
    clearInterval(this.resyncTimer);
    this.socket.disconnect();
    this.setStatus('connecting');
  }

  private online() {
    this.setStatus('online');
    this.clockSynced = false;
    if (this.clockUsers > 0) void this.syncClock();
    clearInterval(this.resyncTimer);
    this.resyncTimer = setInterval(() => {
      if (this.clockUsers > 0) void this.syncClock();
    }, RESYNC_EVERY_MS);
  }

  private lost(reason: Socket.DisconnectReason) {
    clearInterval(this.resyncTimer);
    this.clockSynced = false;
    if (reason === 'io client disconnect') return;
    this.setStatus('offline');
    // socket.io reconnects by itself except when the server closed us (a restart, or too many messages).
    if (reason === 'io server disconnect' && this.users > 0) {
      setTimeout(() => {
        if (this.users > 0 && !this.socket.active) this.socket.connect();
      }, RETRY_AFTER_KICK_MS);
    }
  }

  private async refused(error: Error) {
    const code = socketErrorSchema.shape.code.safeParse((error as { data?: { code?: unknown } }).data?.code);
    if (!code.success) {
      // A transport error: socket.io is already trying again.
      this.setStatus('offline');
      return;
    }
    if (code.data === 'UNAUTHENTICATED' && this.deviceNow() - this.lastRenewal > RENEW_AT_MOST_EVERY_MS) {
      this.lastRenewal = this.deviceNow();
      if (await this.options.renewToken()) {
        this.socket.connect();
        return;
      }
    }
    this.setStatus('refused');
  }

  /** The one socket.io listener of an event, handing each payload to the handlers listening now. */
  private dispatch(event: string): Set<(payload: unknown) => void> {
    const handlers = new Set<(payload: unknown) => void>();
    this.handlers.set(event, handlers);
    // socket.io types a listener per event; one dispatcher method serves every event, so it listens through a
    // looser view.
    const socket = this.socket as unknown as { on(event: string, listener: (payload: unknown) => void): void };
    socket.on(event, (payload) => {
      for (const handler of handlers) handler(payload);
    });
    return handlers;
  }

  private setStatus(status: ConnectionStatus) {
    if (status === this.current) return;
    this.current = status;
    for (const listener of this.statusListeners) listener();
  }
}
