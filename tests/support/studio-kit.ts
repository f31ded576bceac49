import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestClient } from './http.ts';

// What studio tests share: small real media files, multipart uploads with the client's token, and a fake
// OpenAI-compatible chat-completions endpoint on loopback.

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A short silent WAV (8 kHz, 8-bit mono). */
export function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

export interface UploadReply {
  status: number;
  body: { media_id?: string; url?: string; mediaType?: string; error?: { code: string; message: string } };
}

/** POST /api/media as this client: one file under `file`, with the name and declared type given. */
export async function upload(
  client: TestClient,
  bytes: Uint8Array,
  { name = 'file.bin', type = 'application/octet-stream', mediaType }: {
    name?: string;
    type?: string;
    mediaType?: string;
  } = {},
): Promise<UploadReply> {
  const form = new FormData();
  if (mediaType) form.append('mediaType', mediaType);
  form.append('file', new File([Buffer.from(bytes)], name, { type }));
  const headers: Record<string, string> = {};
  if (client.accessToken) headers.authorization = `Bearer ${client.accessToken}`;
  const response = await fetch(new URL('/api/media', client.baseUrl), { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as UploadReply['body'] };
}

export interface FakeLlm {
  baseUrl: string;
  /** Every request body received, parsed, with its authorization header. */
  requests: { authorization: string | undefined; body: { model: string; messages: { content: string }[] } }[];
  /** What the next completions answer with (the assistant's text). */
  reply: string;
  close(): Promise<void>;
}

/** A node:http server that speaks the chat-completions wire format and answers `reply` as a chat.completion. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = { baseUrl: '', requests: [], reply: '{"questions":[]}', close: async () => {} };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString()) as FakeLlm['requests'][number]['body'];
    fake.requests.push({ authorization: request.headers.authorization, body });
    const completion = {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
