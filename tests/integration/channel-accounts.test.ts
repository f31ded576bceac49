import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type AuthResponse, api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { MESSAGES } from '@plw/shared/schemas/auth-forms';
import { CHANNEL_MESSAGES } from '@plw/shared/schemas/channel';
import { CHANNEL_ACCOUNT_MESSAGES, type ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// From a channel request to a creator account, over real HTTP: the public form and its picture, the admin's
// review, sign-up and password reset by single-use mailed links, mail over a real SMTP server and the outbox.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');

let server: TestServer;
let admin: TestClient;
let counter = 0;
/** Every mail the server has handed to the background so far, done (see trackBackgroundMail). */
let backgroundMailDone: () => Promise<unknown>;

beforeAll(async () => {
  server = await startTestServer();
  backgroundMailDone = trackBackgroundMail(server.app);
  admin = await demoAdmin(server.url);
});
afterAll(() => server?.close());

/** A valid request with a fresh channel name and e-mail, with any field replaced. */
function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    name: 'Asha Menon',
    email: `asha${counter}@example.test`,
    country_code: '91',
    phone_no: '9876543210',
    channel_name: `Quiz Den ${counter}`,
    channel_description: 'Daily word puzzles for curious minds.',
    ...overrides,
  };
}

interface Picture {
  name: string;
  bytes: Buffer;
  type?: string;
}

async function sendRequest(baseUrl: string, fields: Record<string, string>, pictures: Picture[] = [picture()]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const p of pictures) {
    form.append('channel_dp', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/png' }), p.name);
  }
  const response = await fetch(new URL(api.channelRequest.path, baseUrl), { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function picture(bytes: Buffer = PNG, name = 'face.png'): Picture {
  return { name, bytes };
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(server.database.dataDir, 'media', 'files'));
  } catch {
    return [];
  }
}

async function requestsOf(client: TestClient) {
  const reply = await client.request<{ requests: ChannelRequestView[]; rejected: ChannelRequestView[] }>(
    'GET',
    api.adminChannelRequests.path,
  );
  expect(reply.status).toBe(200);
  return reply.body;
}

async function pendingRequest(baseUrl = server.url, client = admin, fields = validFields()) {
  const sent = await sendRequest(baseUrl, fields);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { requests } = await requestsOf(client);
  const request = requests.find((r) => r.request_id === sent.body.request_id);
  if (!request) throw new Error('the new request is not listed');
  return request;
}

interface Approval {
  mail: 'SENT' | 'OUTBOX' | 'FAILED';
  signup_url: string | null;
  request: ChannelRequestView;
}

function approve(requestId: string, client = admin) {
  return client.request<Approval>('POST', pathOf(api.approveChannelRequest, { id: requestId }));
}

function linkParams(link: string) {
  const url = new URL(link);
  return { page: url.pathname, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}

/**
 * Counts the mail `app` hands to the background from now on (app.mail.sendLater: composed, then sent if there is
 * any, after the reply), so a test can wait until all of it is done instead of sleeping. Each piece is composed and
 * sent as before, with the same mailer; the returned function resolves once every piece handed over so far is done.
 */
function trackBackgroundMail(app: TestServer['app']): () => Promise<unknown> {
  const pieces: Promise<void>[] = [];
  const { sendLater, send } = app.mail;
  app.mail.sendLater = (compose) => {
    let done = () => {};
    pieces.push(new Promise<void>((resolve) => (done = resolve)));
    sendLater(async () => {
      try {
        const message = await compose();
        if (message) await send(message);
        return null;
      } finally {
        done();
      }
    });
  };
  return () => Promise.all(pieces);
}

/** The newest mail to `email` whose subject matches, once the server's background mail is done. */
async function outboxFor(email: string, subject: RegExp): Promise<string> {
  await backgroundMailDone();
  const rows = await server.app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();
  const row = rows.find((r) => subject.test(r.subject));
  if (!row) throw new Error(`no mail to ${email}`);
  return row.text_body;
}
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

describe('the channel request form', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['name', { name: 'Al' }, CHANNEL_MESSAGES.nameTooShort],
    ['name', { name: 'A'.repeat(21) }, CHANNEL_MESSAGES.nameTooLong],
    ['email', { email: 'not-an-email' }, MESSAGES.invalidEmail],
    ['country_code', { country_code: 'abc' }, CHANNEL_MESSAGES.countryCodeInteger],
    ['country_code', { country_code: '9.5' }, CHANNEL_MESSAGES.countryCodeInteger],
    ['country_code', { country_code: '0' }, CHANNEL_MESSAGES.countryCodePositive],
    ['country_code', { country_code: '1000' }, CHANNEL_MESSAGES.countryCodeDigits],
    ['phone_no', { phone_no: '-9876543210' }, CHANNEL_MESSAGES.phoneNonNegative],
    ['phone_no', { phone_no: '98765.4321' }, CHANNEL_MESSAGES.phoneInteger],
    ['phone_no', { phone_no: '987654321' }, CHANNEL_MESSAGES.phoneTooShort],
    ['phone_no', { phone_no: '98765432101' }, CHANNEL_MESSAGES.phoneTooLong],
    ['channel_name', { channel_name: 'Qz' }, CHANNEL_MESSAGES.channelNameTooShort],
    ['channel_name', { channel_name: 'Q'.repeat(16) }, CHANNEL_MESSAGES.channelNameTooLong],
    ['channel_description', { channel_description: 'Too short' }, CHANNEL_MESSAGES.descriptionTooShort],
    ['channel_description', { channel_description: 'x'.repeat(501) }, CHANNEL_MESSAGES.descriptionTooLong],
  ];
  for (const [field, overrides, message] of cases) {
    it(`answers "${message}" for ${field} = ${JSON.stringify(Object.values(overrides)[0]).slice(0, 24)}`, async () => {
      const reply = await sendRequest(server.url, validFields(overrides));
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
    });
  }

  it('requires exactly one channel picture', async () => {
    for (const pictures of [[], [picture(), picture()]]) {
      const reply = await sendRequest(server.url, validFields(), pictures);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { fields: { channel_dp: CHANNEL_MESSAGES.channelImageRequired } } });
    }
  });

  it('reports every wrong field at once', async () => {
    const reply = await sendRequest(server.url, validFields({ name: 'Al', phone_no: '1' }), []);
    expect(reply.body).toMatchObject({
      error: {
        fields: {
          name: CHANNEL_MESSAGES.nameTooShort,
          phone_no: CHANNEL_MESSAGES.phoneTooShort,
          channel_dp: CHANNEL_MESSAGES.channelImageRequired,
        },
      },
    });
  });

  it('refuses a picture over 10MB and keeps no file', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const reply = await sendRequest(server.url, validFields(), [picture(big)]);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ error: { fields: { channel_dp: MEDIA_MESSAGES.tooLarge } } });
    expect(storedFiles().length).toBe(before);
  });

  it('judges the picture by its content, not its name or declared type, and keeps no refused file', async () => {
    const before = storedFiles().length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const fake of [picture(html, 'face.png'), picture(Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'face.jpg')]) {
      const reply = await sendRequest(server.url, validFields(), [fake]);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { fields: { channel_dp: MEDIA_MESSAGES.badFormat } } });
    }
    expect(storedFiles().length).toBe(before);
  });

  it('stores a valid request with its picture, served with its real type and without sniffing', async () => {
    const request = await pendingRequest();
    expect(request).toMatchObject({ status: 'PENDING', country_code: 91, phone_no: 9876543210, reason: null });
    const file = await fetch(new URL(request.channel_dp ?? '', server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('serves an SVG picture as SVG inside a sandbox', async () => {
    const sent = await sendRequest(server.url, validFields(), [{ name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' }]);
    expect(sent.status).toBe(200);
    const { requests } = await requestsOf(admin);
    const url = requests.find((r) => r.request_id === sent.body.request_id)?.channel_dp ?? '';
    const file = await fetch(new URL(url, server.url));
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(file.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a second pending request from the same e-mail and a channel name already taken', async () => {
    const fields = validFields();
    await pendingRequest(server.url, admin, fields);
    const again = await sendRequest(server.url, { ...fields, channel_name: 'Other Name' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { fields: { email: CHANNEL_ACCOUNT_MESSAGES.requestPending } } });
    const taken = await sendRequest(server.url, validFields({ channel_name: 'Word Wizards' }));
    expect(taken.status).toBe(409);
    const channelNameTaken = CHANNEL_ACCOUNT_MESSAGES.channelNameTaken;
    expect(taken.body).toMatchObject({ error: { fields: { channel_name: channelNameTaken } } });
  });
});

describe("the admin's review", () => {
  it('approving twice, even at the same moment, makes one channel', async () => {
    const request = await pendingRequest();
    const replies = await Promise.all([approve(request.request_id), approve(request.request_id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await approve(request.request_id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: CHANNEL_ACCOUNT_MESSAGES.requestAlreadyReviewed } });
    const channels = await server.app.db
      .selectFrom('channels')
      .select('id')
      .where('channel_name', '=', request.channel_name)
      .execute();
    expect(channels).toHaveLength(1);
    const creators = await server.app.db.selectFrom('creators').select('id').where('email', '=', request.email).execute();
    expect(creators).toHaveLength(1);
    expect((await requestsOf(admin)).requests.some((r) => r.request_id === request.request_id)).toBe(false);
  });

  it('rejects with a reason, moving the request to the rejected list; a reason is required', async () => {
    const request = await pendingRequest();
    const path = pathOf(api.rejectChannelRequest, { id: request.request_id });
    const blank = await admin.request('POST', path, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { reason: CHANNEL_ACCOUNT_MESSAGES.reasonRequired } } });

    const reply = await admin.request<{ request: ChannelRequestView }>('POST', path, { reason: 'Name is misleading' });
    expect(reply.status).toBe(200);
    expect(reply.body.request).toMatchObject({ status: 'REJECTED', reason: 'Name is misleading' });
    const lists = await requestsOf(admin);
    expect(lists.requests.some((r) => r.request_id === request.request_id)).toBe(false);
    expect(lists.rejected.find((r) => r.request_id === request.request_id)?.reason).toBe('Name is misleading');
    expect((await approve(request.request_id)).status).toBe(409);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await approve('01JNOSUCHREQUEST0000000000')).status).toBe(404);
  });
});

describe('sign-up by the link, sign-in and password reset', () => {
  async function approvedCreator() {
    const request = await pendingRequest();
    const approval = await approve(request.request_id);
    expect(approval.status).toBe(200);
    return { request, approval: approval.body };
  }

  it('without SMTP keeps the sign-up mail in the outbox and returns the link to the admin', async () => {
    const { request, approval } = await approvedCreator();
    expect(approval.mail).toBe('OUTBOX');
    const link = linkParams(approval.signup_url ?? '');
    expect(link).toMatchObject({ page: '/channel/signup', email: request.email });
    expect(linkIn(await outboxFor(request.email, /approved/))).toBe(approval.signup_url);
    const tokens = await server.app.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(tokens.map((t) => t.token_hash)).not.toContain(link.token);
  });

  it('signs the creator up once with the link, then they sign in with the password', async () => {
    const { request, approval } = await approvedCreator();
    const { email, token } = linkParams(approval.signup_url ?? '');
    const newcomer = new TestClient(server.url);
    const mismatch = await newcomer.request('POST', api.creatorSignUp.path, {
      email,
      token,
      password: 'Secret@123',
      confirm_password: 'Secret@124',
    });
    expect(mismatch.body).toMatchObject({ error: { fields: { confirm_password: MESSAGES.passwordsDoNotMatch } } });
    const short = await newcomer.request('POST', api.creatorSignUp.path, {
      email,
      token,
      password: 'short',
      confirm_password: 'short',
    });
    expect(short.body).toMatchObject({ error: { fields: { password: MESSAGES.passwordTooShort } } });

    const body = { email, token, password: 'Secret@123', confirm_password: 'Secret@123' };
    const signedUp = await newcomer.signIn(api.creatorSignUp.path, body);
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.user).toMatchObject({ role: 'CREATOR', creator: { name: request.name } });
    expect(newcomer.cookie).toMatch(/^plw_refresh=/);

    const reused = await new TestClient(server.url).request('POST', api.creatorSignUp.path, body);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: { message: CHANNEL_ACCOUNT_MESSAGES.signUpLinkInvalid } });

    const later = new TestClient(server.url);
    const signIn = await later.signIn(api.creatorSignIn.path, { email, password: 'Secret@123' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.role).toBe('CREATOR');
  });

  it('refuses an expired sign-up link, and a link used with another e-mail', async () => {
    const { approval } = await approvedCreator();
    const { email, token } = linkParams(approval.signup_url ?? '');
    const body = { email: 'someone@example.test', token, password: 'Secret@123', confirm_password: 'Secret@123' };
    expect((await new TestClient(server.url).request('POST', api.creatorSignUp.path, body)).status).toBe(400);

    const user = await server.app.db.selectFrom('creators').select('user_id').where('email', '=', email).executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(server.clock.now() - 1000).toISOString() })
      .where('user_id', '=', user.user_id)
      .execute();
    const expired = await new TestClient(server.url).request('POST', api.creatorSignUp.path, { ...body, email });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { message: CHANNEL_ACCOUNT_MESSAGES.signUpLinkInvalid } });
  });

  it('answers forgot-password the same for unknown addresses and mails a single-use reset link to creators', async () => {
    const { approval } = await approvedCreator();
    const { email, token } = linkParams(approval.signup_url ?? '');
    const creator = new TestClient(server.url);
    await creator.signIn(api.creatorSignUp.path, { email, token, password: 'First@1234', confirm_password: 'First@1234' });

    const anyone = new TestClient(server.url);
    const known = await anyone.request('POST', api.creatorForgotPassword.path, { email });
    const unknown = await anyone.request('POST', api.creatorForgotPassword.path, { email: 'nobody@example.test' });
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 200, body: known.body });

    const link = linkParams(linkIn(await outboxFor(email, /reset/i)));
    expect(link.page).toBe('/channel/forgot-password');
    const reset = { email, token: link.token, password: 'Second@1234', confirm_password: 'Second@1234' };
    const done = await new TestClient(server.url).signIn(api.creatorResetPassword.path, reset);
    expect(done.status).toBe(200);
    expect((await new TestClient(server.url).request('POST', api.creatorResetPassword.path, reset)).status).toBe(400);

    const oldPassword = await new TestClient(server.url).signIn(api.creatorSignIn.path, { email, password: 'First@1234' });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new TestClient(server.url).signIn(api.creatorSignIn.path, { email, password: 'Second@1234' });
    expect(newPassword.status).toBe(200);
    // The session from before the reset is over.
    expect((await creator.autoSignIn()).status).toBe(401);
    const outbox = await server.app.db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'nobody@example.test').execute();
    expect(outbox).toHaveLength(0);
  });

  it('mails one reset link a minute per account, however many addresses ask for it', async () => {
    const { approval } = await approvedCreator();
    const { email, token } = linkParams(approval.signup_url ?? '');
    await new TestClient(server.url).signIn(api.creatorSignUp.path, { email, token, password: 'First@1234', confirm_password: 'First@1234' });
    const resetMails = async () => {
      const rows = await server.app.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', email).execute();
      return rows.filter((row) => /reset/i.test(row.subject)).length;
    };
    const ask = () => new TestClient(server.url).request('POST', api.creatorForgotPassword.path, { email });

    // Asked one after another, each mail composed (or found not to be sent) before the next ask.
    for (let i = 0; i < 5; i += 1) {
      expect((await ask()).status).toBe(200);
      await outboxFor(email, /reset/i);
    }
    expect(await resetMails()).toBe(1);

    // A minute on (on the server's clock), the next ask mails a fresh link.
    await server.clock.advance(61_000);
    await ask();
    await backgroundMailDone();
    expect(await resetMails()).toBe(2);
  });
});

describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  let smtpServer: TestServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    smtpServer = await startTestServer({
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, publicUrl: 'https://plw.example' },
    });
  });
  afterAll(async () => {
    await smtpServer?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('delivers the sign-up link to the requester and keeps it out of the response', async () => {
    const client = await demoAdmin(smtpServer.url);
    const request = await pendingRequest(smtpServer.url, client);
    const approval = await approve(request.request_id, client);
    expect(approval.body).toMatchObject({ mail: 'SENT', signup_url: null });
    const mail = received.find((m) => m.to.includes(request.email));
    expect(mail).toBeDefined();
    const text = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https:\/\/plw\.example\/channel\/signup\?\S+/.exec(text)?.[0] ?? '';
    const { email, token } = linkParams(link);
    expect(email).toBe(request.email);

    const creator = new TestClient(smtpServer.url);
    const signedUp = await creator.signIn(api.creatorSignUp.path, {
      email,
      token,
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
    expect(signedUp.status).toBe(200);
    expect((signedUp.body as AuthResponse).user.role).toBe('CREATOR');
    const outbox = await smtpServer.app.db.selectFrom('mail_outbox').select('id').execute();
    expect(outbox).toHaveLength(0);
  });
});
