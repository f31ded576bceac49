import Fastify from 'fastify';

// The benchmark's baseline, run as its own process: a bare Fastify route (path: the first argument) that answers
// a static JSON body of the byte size given as the second, and does nothing else. It tells its port and the
// body's size to the parent over IPC.

const path = process.argv[2] ?? '/';
const bytes = Number(process.argv[3] ?? 1024);
const shell = JSON.stringify({ pad: '' }).length;
const body = JSON.stringify({ pad: 'x'.repeat(Math.max(0, bytes - shell)) });

const app = Fastify({ logger: false });
app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: Number(new URL(address).port), bytes: Buffer.byteLength(body) });
process.on('disconnect', () => process.exit(0));
