import WebSocket from 'ws';

// A lean socket.io client for thousands of simulated players: it speaks the wire protocol itself over one
// websocket (engine.io v4 framing, socket.io v5 packets, text only), since socket.io-client in Node costs
// more CPU per connection than the server it loads. It does what the players need and no more: connect to
// the main namespace with auth, events in, events out with an ack, answers to the server's pings. The run
// checks it against the real socket.io-client on a few players (client-check.ts).
//   engine.io: 0 open {sid, pingInterval, pingTimeout}, 1 close, 2 ping (answered 3 pong), 4 message
//   socket.io (inside 4): 0 connect [auth], 1 disconnect, 2 event [id]["name",payload], 3 ack <id>[reply],
//   4 connect_error {message}

export type Handler = (payload: unknown) => void;
type AckCallback = (error: Error | null, reply?: unknown) => void;

/** Where an engine.io client opens a websocket straight away (no polling upgrade). */
function websocketUrl(url: string): string {
  const address = new URL('/socket.io/', url);
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:';
  address.searchParams.set('EIO', '4');
  address.searchParams.set('transport', 'websocket');
  return address.href;
}

export class WireSocket {
  private readonly handlers = new Map<string, Handler[]>();
  private readonly acks = new Map<number, { done: AckCallback; timer: NodeJS.Timeout }>();
  private readonly closeHandlers: ((reason: string) => void)[] = [];
  private nextAck = 0;
  private open = false;

  private constructor(private readonly ws: WebSocket) {}

  /** Opens the socket and connects to the main namespace; rejects on the server's connect_error. */
  static connect(url: string, auth: object | undefined, timeoutMs = 60_000): Promise<WireSocket> {
    // No per-message compression: socket.io's server does not use it on websockets by default either.
    const ws = new WebSocket(websocketUrl(url), { perMessageDeflate: false });
    const socket = new WireSocket(ws);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('timeout')), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        ws.terminate();
        reject(error);
      };
      ws.on('error', fail);
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) return;
        const text = data.toString();
        if (socket.open) return socket.read(text);
        // Before the namespace connect: the engine's open, then socket.io's connect or connect_error.
        if (text.startsWith('0')) ws.send(auth === undefined ? '40' : `40${JSON.stringify(auth)}`);
        else if (text === '2') ws.send('3');
        else if (text.startsWith('40')) {
          clearTimeout(timer);
          ws.off('error', fail);
          ws.on('error', () => socket.closed('transport error'));
          socket.open = true;
          resolve(socket);
        } else if (text.startsWith('44')) {
          const { message } = JSON.parse(text.slice(2)) as { message?: string };
          fail(new Error(message ?? 'connect_error'));
        }
      });
      ws.on('close', () => (socket.open ? socket.closed('transport close') : fail(new Error('closed while connecting'))));
    });
  }

  get connected(): boolean {
    return this.open;
  }

  on(event: string, handler: Handler): void {
    const list = this.handlers.get(event);
    if (list === undefined) this.handlers.set(event, [handler]);
    else list.push(handler);
  }

  /** Called once, with socket.io-client's reason words ('io server disconnect', 'transport close', ...). */
  onClose(handler: (reason: string) => void): void {
    this.closeHandlers.push(handler);
  }

  /** Emits an event whose ack comes back to `done`, or an Error after `timeoutMs` or on disconnect. */
  emit(event: string, payload: unknown, timeoutMs: number, done: AckCallback): void {
    if (!this.open) return done(new Error('not connected'));
    const id = this.nextAck++;
    const timer = setTimeout(() => {
      this.acks.delete(id);
      done(new Error('operation has timed out'));
    }, timeoutMs);
    this.acks.set(id, { done, timer });
    this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
  }

  close(): void {
    if (!this.open) return;
    this.ws.send('41');
    this.closed('io client disconnect');
    this.ws.close();
  }

  private read(text: string): void {
    const engine = text.charCodeAt(0);
    if (engine === 0x32 /* '2' ping */) return void this.ws.send('3');
    if (engine === 0x31 /* '1' close */) return this.closed('transport close');
    if (engine !== 0x34 /* '4' message */) return;
    const type = text.charCodeAt(1);
    if (type === 0x31 /* '1' disconnect */) return this.closed('io server disconnect');
    if (type !== 0x32 && type !== 0x33) return;
    // An optional ack id (digits), then the JSON array.
    let at = 2;
    while (at < text.length && text.charCodeAt(at) >= 0x30 && text.charCodeAt(at) <= 0x39) at += 1;
    const id = at > 2 ? Number(text.slice(2, at)) : undefined;
    const args = JSON.parse(text.slice(at)) as unknown[];
    if (type === 0x33 /* '3' ack */) {
      const pending = id === undefined ? undefined : this.acks.get(id);
      if (pending === undefined || id === undefined) return;
      this.acks.delete(id);
      clearTimeout(pending.timer);
      return pending.done(null, args[0]);
    }
    const [event, payload] = args;
    if (typeof event !== 'string') return;
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  private closed(reason: string): void {
    if (!this.open) return;
    this.open = false;
    for (const { done, timer } of this.acks.values()) {
      clearTimeout(timer);
      done(new Error(reason));
    }
    this.acks.clear();
    for (const handler of this.closeHandlers) handler(reason);
    if (reason !== 'io client disconnect') this.ws.terminate();
  }
}
