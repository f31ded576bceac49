import type { AddressInfo } from 'node:net';
import { type AuthResponse, api } from '@plw/protocol/api';
import { MESSAGES } from '@plw/shared/schemas/auth-forms';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  approve,
  backgroundMailDone,
  linkIn,
  linkParams,
  outboxFor,
  pendingRequest,
  server,
  useChannelAccountsServer,
} from './channel-accounts-setup.ts';

// From a channel request to a creator account, over real HTTP: the public form and its picture, the admin's
// review, sign-up and password reset by single-use mailed links, mail over a real SMTP server and the outbox.

useChannelAccountsServer();

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
