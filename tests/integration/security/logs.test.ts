import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Mailed sign-up and reset links carry a single-use token (and the address it went to) in their query, and the
// server logs every request's address at the default level (info). Whoever reads the log must not be able to
// use an unused link: the address is logged with those values hidden, the mail kept in the outbox is logged
// the same way, and the page those links open sends no referrer anywhere.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let admin: TestClient;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  server = await startTestServer({
    serveClient: true,
    config: { logLevel: 'info', logStream: { write: (line: string) => void lines.push(line) } },
  });
  admin = await demoAdmin(server.url);
});
afterAll(() => server?.close());

/** The addresses of the requests logged so far. */
function loggedUrls(): string[] {
  return lines.flatMap((line) => {
    const entry = JSON.parse(line) as { req?: { url?: string } };
    return entry.req?.url === undefined ? [] : [entry.req.url];
  });
}

const openPage = (address: string) => fetch(new URL(address, server.url));

/** A channel request approved by the admin: its mail is kept in the outbox (no SMTP here) and logged. */
async function approvedSignUpLink(): Promise<URL> {
  const form = new FormData();
  const fields = {
    name: 'Asha Menon',
    email: 'logged@example.test',
    country_code: '91',
    phone_no: '9876543210',
    channel_name: 'Quiet Logs',
    channel_description: 'Daily word puzzles for curious minds.',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('channel_dp', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'dp.png');
  const sent = await fetch(new URL(api.channelRequest.path, server.url), { method: 'POST', body: form });
  expect(sent.status).toBe(200);
  const { request_id: requestId } = (await sent.json()) as { request_id: string };
  const approval = await admin.request<{ signup_url: string | null; request: ChannelRequestView }>(
    'POST',
    pathOf(api.approveChannelRequest, { id: requestId }),
  );
  expect(approval.status).toBe(200);
  return new URL(approval.body.signup_url ?? '');
}

describe('secrets in addresses stay out of the log', () => {
  it('logs a mailed sign-up link opened with its path but without its token or address', async () => {
    const link = await approvedSignUpLink();
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(10);
    await expect.poll(() => log()).toContain('mail kept in the outbox');

    const page = await openPage(`${link.pathname}${link.search}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    expect(log()).not.toContain(token);
    expect(log()).not.toMatch(/email=logged/);
    expect(loggedUrls()).toContain('/channel/signup?email=[redacted]&token=[redacted]');
  });

  it('hides token and email on the sign-up and reset pages however the names are written, and only them', async () => {
    const addresses = [
      '/channel/signup?email=a@b.c&token=SECRET-ONE',
      '/channel/forgot-password?token=SECRET-TWO&email=a%40b.c',
      '/channel/forgot-password?email=a@b.c&%74oken=SECRET-THREE',
      '/channel/signup?ref=1?TOKEN=SECRET-FOUR',
    ];
    for (const address of addresses) {
      const page = await openPage(address);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(log()).not.toMatch(/SECRET|a@b\.c|a%40b\.c/);
    const logged = loggedUrls();
    expect(logged).toContain('/channel/signup?email=[redacted]&token=[redacted]');
    expect(logged).toContain('/channel/forgot-password?token=[redacted]&email=[redacted]');
    expect(logged).toContain('/channel/forgot-password?email=[redacted]&%74oken=[redacted]');
    expect(logged).toContain('/channel/signup?ref=1?TOKEN=[redacted]');

    // Nothing else is hidden.
    await openPage('/daily?language=English&search=capitals');
    expect(loggedUrls()).toContain('/daily?language=English&search=capitals');
  });
});
