import { boundedText } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint, pathOf } from '../endpoint.ts';

// Uploaded pictures, video and audio, served by id (the `channel_dp`, `image` and `mediaFile` URLs).

export const mediaApi = {
  mediaFile: defineEndpoint({
    method: 'GET',
    path: '/api/media/:id',
    access: 'public',
    summary: "An uploaded file's bytes, with its stored type (byte ranges for audio and video)",
    params: z.object({ id: boundedText(26).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/) }),
    /** The file itself, not JSON. */
    response: z.unknown(),
    file: { mediaTypes: ['image/*', 'audio/*', 'video/*'], byteRanges: true },
  }),
} as const;

/** Where an uploaded file is served (`mediaFile` above), by its id: null for none. The one place its URL is built. */
export function mediaUrl(id: string): string;
export function mediaUrl(id: string | null): string | null;
export function mediaUrl(id: string | null): string | null {
  return id === null ? null : pathOf(mediaApi.mediaFile, { id });
}
