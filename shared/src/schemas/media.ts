import { z } from 'zod';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaType } from '../constants.ts';
import { boundedText, TEXT_MAX } from '../text-limits.ts';

// What media a question or game may carry (spec 5): the allowed formats by kind and the size limit.

export const MEDIA_MESSAGES = {
  tooLarge: 'File size must be less than 10MB',
  tooManyPixels: 'Image must be at most 40 megapixels',
  badFormat: 'File must be a valid image, video, or audio format',
  svgScript: 'SVG images may not contain scripts, event handlers or foreignObject',
  svgReference: 'SVG images may not refer to other files (links, @import, entities): embed pictures as data:image URLs',
  svgEmbeddedPicture: 'A picture embedded in the SVG is not a readable image',
  pairRequired: 'Media file and media type must both be provided or both be empty',
} as const;

/** Allowed MIME types by media kind. Ogg and MPEG are both audio and video containers. */
export const ALLOWED_MIME_TYPES: Record<MediaType, readonly string[]> = {
  image: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'image/bmp',
    'image/svg+xml',
    'image/tiff',
    'image/avif',
  ],
  video: ['video/mp4', 'video/webm', 'video/ogg', 'video/mpeg', 'video/quicktime', 'video/x-msvideo'],
  audio: [
    'audio/mpeg',
    'audio/mp3',
    'audio/wav',
    'audio/x-wav',
    'audio/ogg',
    'audio/flac',
    'audio/aac',
    'audio/mp4',
    'audio/x-m4a',
  ],
};

/** The kind of media a MIME type is, or null when the product does not accept it. */
export function mediaKindOf(mime: string): MediaType | null {
  const normalised = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  for (const kind of MEDIA_TYPES) {
    if (ALLOWED_MIME_TYPES[kind].includes(normalised)) return kind;
  }
  return null;
}

/** The spec's message for a file that cannot be stored, or null when it can. */
export function mediaFileProblem(file: { size: number; mime: string }): string | null {
  if (file.size > MEDIA_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  if (mediaKindOf(file.mime) === null) return MEDIA_MESSAGES.badFormat;
  return null;
}

/** A question's optional media: a stored media id and its kind, both or neither. */
export const questionMediaFields = {
  mediaFile: boundedText(TEXT_MAX.id).min(1).nullish(),
  mediaType: z.enum(MEDIA_TYPES).nullish(),
};

export function mediaIsPaired(value: { mediaFile?: string | null; mediaType?: string | null }): boolean {
  return Boolean(value.mediaFile) === Boolean(value.mediaType);
}

export const mediaPairRule = { path: ['mediaFile'], error: MEDIA_MESSAGES.pairRequired };
