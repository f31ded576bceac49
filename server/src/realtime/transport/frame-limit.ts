import { CONNECTION_MESSAGES } from '@plw/protocol/socket/connection-events';
import type { RoundServer, RoundSocket } from './round-sockets.ts';

// Frames over the socket's size limit are refused with a code the client can read before the connection closes.
// socket.io's own limit (maxHttpBufferSize) closes the connection without a word, so engine.io is given a higher
// cap and the limit is enforced here, on the raw frame, before socket.io decodes it.

/**
 * What engine.io reads at all (its maxHttpBufferSize). A frame between the socket's limit and this cap is refused
 * with `MESSAGE_TOO_LARGE`; a larger one is cut by the WebSocket layer itself (close code 1009, "message too big")
 * before it is buffered, so no client can make the server hold more than this for one frame.
 */
export const FRAME_READ_CAP_BYTES = 64 * 1024;

interface RawPacket {
  type: string;
  data?: unknown;
}

function bytesOf(data: unknown): number {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}

/** Refuses every frame over `limitBytes`, from the connection's first (its connect, with its auth) to its last. */
export function limitFrames(io: RoundServer, limitBytes: number) {
  const tooLarge = new WeakSet<object>();
  const connected = new WeakMap<object, RoundSocket>();
  const refusal = { event: null, code: 'MESSAGE_TOO_LARGE', message: CONNECTION_MESSAGES.tooLarge(limitBytes) } as const;

  // 'packet' comes before engine.io hands the frame to socket.io's decoder: closing here means it is never read.
  // One listener for every connection (engine.io calls it with the connection as `this`), rather than one each.
  function onPacket(this: object, packet: RawPacket) {
    if (packet.type !== 'message' || bytesOf(packet.data) <= limitBytes) return;
    tooLarge.add(this);
    const socket = connected.get(this);
    if (!socket) return; // Its connect: refused below, once socket.io has read it.
    socket.emit('socket:refused', refusal);
    socket.disconnect(true);
  }
  io.engine.on('connection', (raw: { on(event: 'packet', listener: (packet: RawPacket) => void): void }) => {
    raw.on('packet', onPacket);
  });

  // A connect too large (its auth): refused with the code, then the connection closes once the refusal is written.
  io.use((socket, next) => {
    if (!tooLarge.has(socket.conn)) return next();
    next(Object.assign(new Error(refusal.message), { data: { code: refusal.code } }));
    setImmediate(() => socket.conn.close());
  });
  io.on('connection', (socket) => connected.set(socket.conn, socket));
}
