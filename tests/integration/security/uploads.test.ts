import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { api } from '@plw/protocol/api';
import { MEDIA_MAX_PIXELS } from '@plw/shared/constants';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A picture is judged by the size its header declares, before anything is kept: a few kilobytes of PNG can
// declare 50,000 × 50,000 pixels, which every browser showing it would have to decode into gigabytes. Every
// route that takes a picture (creator media and game pictures, channel requests, profile pictures) refuses it.

let server: TestServer;
let maker: TestClient;
let player: TestClient;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  maker = await creator(server.url);
  player = await guest(server.url);
});
afterAll(() => server?.close());

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header declaring `width` × `height` (8-bit grey), with one small compressed row after it. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // One row of zeros compresses to a few bytes; the attack never needs the rest.
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(width, 28_000) + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HUGE = pngDeclaring(50_000, 50_000);
/** 6400 × 6250 is exactly the limit; one more row is over it. */
const AT_LIMIT = pngDeclaring(6400, MEDIA_MAX_PIXELS / 6400);
const OVER_LIMIT = pngDeclaring(6400, MEDIA_MAX_PIXELS / 6400 + 1);
const SMALL = pngDeclaring(4, 4);

type Sent = { status: number; body: { error?: { code: string; message: string; fields?: Record<string, string> } } };

async function send(method: string, url: string, form: FormData, client?: TestClient): Promise<Sent> {
  const headers: Record<string, string> = client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {};
  const response = await fetch(new URL(url, server.url), { method, headers, body: form });
  return { status: response.status, body: (await response.json()) as Sent['body'] };
}

const isSvgText = (bytes: Buffer) => bytes.subarray(0, 4).toString() === '<svg';
const picture = (bytes: Buffer) =>
  new Blob([new Uint8Array(bytes)], { type: isSvgText(bytes) ? 'image/svg+xml' : 'image/png' });

/** Each upload route, sending `bytes` as its picture; `field` is where its refusal names the file. */
const ROUTES: { name: string; field: string; upload(bytes: Buffer): Promise<Sent> }[] = [
  {
    name: 'creator media (game and question pictures)',
    field: 'file',
    upload(bytes) {
      const form = new FormData();
      form.append('mediaType', 'image');
      form.append('file', picture(bytes), 'clue.png');
      return send('POST', api.uploadMedia.path, form, maker);
    },
  },
  {
    name: 'channel request picture',
    field: 'channel_dp',
    upload(bytes) {
      counter += 1;
      const form = new FormData();
      const fields = {
        name: 'Asha Menon',
        email: `pixels${counter}@example.test`,
        country_code: '91',
        phone_no: '9876543210',
        channel_name: `Pixel Den ${counter}`,
        channel_description: 'Daily word puzzles for curious minds.',
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('channel_dp', picture(bytes), 'dp.png');
      return send('POST', api.channelRequest.path, form);
    },
  },
  {
    name: 'profile picture',
    field: 'file',
    upload(bytes) {
      const form = new FormData();
      form.append('file', picture(bytes), 'me.png');
      return send('PUT', api.uploadProfilePicture.path, form, player);
    },
  },
];

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(server.database.dataDir, 'media', 'files'));
  } catch {
    return [];
  }
}

const mediaRows = async () =>
  Number((await server.app.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('uploaded pictures are limited by their declared pixels', () => {
  it('builds a PNG of under 1 KB that declares 2.5 gigapixels', () => {
    expect(HUGE.byteLength).toBeLessThan(1024);
    expect(HUGE.readUInt32BE(16) * HUGE.readUInt32BE(20)).toBe(2_500_000_000);
  });

  describe.each(ROUTES)('$name', (route) => {
    it('refuses 50,000 × 50,000 and one row over 40 megapixels with a clear message, keeping nothing', async () => {
      for (const bytes of [HUGE, OVER_LIMIT]) {
        const [filesBefore, rowsBefore] = [storedFiles().length, await mediaRows()];
        const reply = await route.upload(bytes);
        expect(reply.status).toBe(400);
        expect(reply.body.error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: MEDIA_MESSAGES.tooManyPixels,
          fields: { [route.field]: MEDIA_MESSAGES.tooManyPixels },
        });
        expect([storedFiles().length, await mediaRows()]).toEqual([filesBefore, rowsBefore]);
      }
    });

    it('still accepts a small picture and one of exactly 40 megapixels', async () => {
      for (const bytes of [SMALL, AT_LIMIT]) {
        const reply = await route.upload(bytes);
        expect(reply.body.error).toBeUndefined();
        expect(reply.status).toBe(200);
      }
    });
  });

  it('refuses a PNG whose header is cut short, since its size cannot be told', async () => {
    const cut = HUGE.subarray(0, 20);
    const form = new FormData();
    form.append('file', picture(cut), 'cut.png');
    const reply = await send('POST', api.uploadMedia.path, form, maker);
    expect(reply.status).toBe(400);
    expect(reply.body.error?.message).toBe(MEDIA_MESSAGES.badFormat);
  });
});

// An SVG is drawn at whatever size the page gives it, but a picture embedded in it is decoded at its own: the
// pixel limit holds inside SVGs too, and an SVG may neither run anything nor reach outside itself.
const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
/** The reproduction: an SVG of a few hundred bytes wrapping the PNG that declares 50,000 × 50,000. */
const SVG_WRAPPING_HUGE = svg(`<image href="data:image/png;base64,${HUGE.toString('base64')}"/>`);
const PLAIN_SVG = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="gold"/></linearGradient></defs>'
  + `<circle cx="8" cy="8" r="6" fill="url(#g)"/><image href="data:image/png;base64,${SMALL.toString('base64')}"/>`,
);
const SVG_REFUSALS: [string, Buffer, string][] = [
  ['a script', svg('<script>alert(document.cookie)</script>'), MEDIA_MESSAGES.svgScript],
  ['a foreignObject', svg('<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>'), MEDIA_MESSAGES.svgScript],
  ['an external picture', svg('<image href="https://example.com/track.png"/>'), MEDIA_MESSAGES.svgReference],
  ['a file reference', svg('<image href="file:///etc/passwd"/>'), MEDIA_MESSAGES.svgReference],
];

describe('uploaded SVGs are held to the same pixel limit and run nothing', () => {
  it('builds an SVG of under 1 KB around the 2.5-gigapixel PNG', () => {
    expect(SVG_WRAPPING_HUGE.byteLength).toBeLessThan(1024);
  });

  describe.each(ROUTES)('$name', (route) => {
    it('refuses an SVG wrapping a 50,000 × 50,000 PNG with the pixel message, keeping nothing', async () => {
      const [filesBefore, rowsBefore] = [storedFiles().length, await mediaRows()];
      const reply = await route.upload(SVG_WRAPPING_HUGE);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: MEDIA_MESSAGES.tooManyPixels,
        fields: { [route.field]: MEDIA_MESSAGES.tooManyPixels },
      });
      expect([storedFiles().length, await mediaRows()]).toEqual([filesBefore, rowsBefore]);
    });

    it('refuses scripts, foreignObject and references outside the file with a clear message, keeping nothing', async () => {
      for (const [name, bytes, message] of SVG_REFUSALS) {
        const [filesBefore, rowsBefore] = [storedFiles().length, await mediaRows()];
        const reply = await route.upload(bytes);
        expect(reply.status, name).toBe(400);
        expect(reply.body.error, name).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [route.field]: message } });
        expect([storedFiles().length, await mediaRows()], name).toEqual([filesBefore, rowsBefore]);
      }
    });

    it('still accepts an ordinary SVG with a gradient and a small embedded picture', async () => {
      const reply = await route.upload(PLAIN_SVG);
      expect(reply.body.error).toBeUndefined();
      expect(reply.status).toBe(200);
    });
  });
});
