import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { MESSAGES } from '@plw/shared/schemas/auth-forms';
import { CHANNEL_MESSAGES } from '@plw/shared/schemas/channel';
import { CHANNEL_ACCOUNT_MESSAGES, type ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { describe, expect, it } from 'vitest';
import {
  admin,
  approve,
  pendingRequest,
  picture,
  PNG,
  requestsOf,
  sendRequest,
  server,
  storedFiles,
  SVG,
  useChannelAccountsServer,
  validFields,
} from './channel-accounts-setup.ts';

// From a channel request to a creator account, over real HTTP: the public form and its picture, the admin's
// review, sign-up and password reset by single-use mailed links, mail over a real SMTP server and the outbox.

useChannelAccountsServer();

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
