import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../errors.ts';
import { route } from '../http/route.ts';

// Serves stored media with the type recorded at upload. The browser must never guess a type (nosniff), and a
// file opened on its own runs nothing: an SVG's scripts are sandboxed away by the content security policy.

const SANDBOX = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export default async function mediaRoutes(app: FastifyInstance) {
  route(app, api.mediaFile, async ({ params, request, reply }) => {
    const media = await app.media.find(params.id);
    const size = media && (await stat(media.file).catch(() => null))?.size;
    if (!media || size === undefined || size === null) throw notFound(ERROR_MESSAGES.notFound);
    reply
      .type(media.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', SANDBOX)
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('accept-ranges', 'bytes');
    const range = byteRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, 'BAD_REQUEST', 'Requested range is not satisfiable');
    }
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(media.file, range));
    }
    return reply.header('content-length', size).send(createReadStream(media.file));
  });
}

/** One `bytes=start-end` range (players seek in audio and video); several ranges are answered whole. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}
