import { type AuthResponse, api } from '@plw/protocol/api';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';

// A small HTTP client for tests: real requests over the network, with the refresh cookie kept per client.

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  cookie: string | undefined;
  accessToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const all: Record<string, string> = { ...headers };
    if (this.accessToken) all.authorization = `Bearer ${this.accessToken}`;
    if (this.cookie) all.cookie = this.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      all['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers: all, body: payload });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async signIn(path: string, body?: unknown): Promise<Reply<AuthResponse>> {
    const reply = await this.request<AuthResponse>('POST', path, body);
    if (reply.status === 200) this.accessToken = reply.body.accessToken;
    return reply;
  }

  autoSignIn() {
    return this.signIn(api.autoSignIn.path);
  }
}

export async function guest(baseUrl: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  await expectOk(client.autoSignIn());
  return client;
}

export async function demoAdmin(baseUrl: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  const { country_code, phone, password } = DEMO_ADMIN;
  await expectOk(client.signIn(api.adminSignIn.path, { country_code, phone, password }));
  return client;
}

export async function creator(
  baseUrl: string,
  email: string = DEMO_CREATOR.email,
  password: string = DEMO_CREATOR.password,
) {
  const client = new TestClient(baseUrl);
  await expectOk(client.signIn(api.creatorSignIn.path, { email, password }));
  return client;
}

async function expectOk<T>(pending: Promise<Reply<T>>): Promise<Reply<T>> {
  const reply = await pending;
  if (reply.status !== 200) throw new Error(`Sign-in failed with ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply;
}

/** The demo creator signed in, and the id of their channel. */
export async function demoCreator(baseUrl: string): Promise<{ host: TestClient; channelId: string }> {
  const host = await creator(baseUrl);
  const me = (await host.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  return { host, channelId: me.creator.channel_id };
}
