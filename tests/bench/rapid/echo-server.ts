import { createServer } from 'node:http';
import { defaultRealtimeOptions } from '@plw/server/config';
import { Server } from 'socket.io';
import { ECHO_BROADCAST_BYTES, ECHO_BROADCAST_MS, ECHO_EVENTS, ECHO_ROOM } from './messages.ts';

// The baseline of the live-round benchmark, run as its own process: a bare socket.io server with the round
// server's engine settings that acks every message with its payload and broadcasts 600 bytes to everyone
// every 500 ms, and does nothing else. It tells its port to the parent over IPC.

const options = defaultRealtimeOptions;
const http = createServer();
const io = new Server(http, {
  pingInterval: options.pingIntervalMs,
  pingTimeout: options.pingTimeoutMs,
  maxHttpBufferSize: options.maxMessageBytes,
  serveClient: false,
});

io.on('connection', (socket) => {
  void socket.join(ECHO_ROOM);
  socket.on(ECHO_EVENTS.echo, (payload: unknown, ack: unknown) => {
    if (typeof ack === 'function') ack(payload);
  });
});

const stamp = JSON.stringify({ at: Date.now(), pad: '' }).length;
const pad = 'x'.repeat(ECHO_BROADCAST_BYTES - stamp);
setInterval(() => io.to(ECHO_ROOM).emit(ECHO_EVENTS.broadcast, { at: Date.now(), pad }), ECHO_BROADCAST_MS);

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => process.exit(0));
