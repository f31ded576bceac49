import type { MediaType } from '@plw/shared/constants';
import { MEDIA_MESSAGES } from '@plw/shared/schemas/media';
import { fileTypeFromBuffer } from 'file-type';

// Decides what a file is from its bytes, never from its name or the type the sender declared (spec 5's
// allowed images, video and audio). SVG is text, which file-type does not judge, so it is recognised here.

export interface DetectedMedia {
  kind: MediaType;
  /** The type the file is served with. */
  mime: string;
  ext: string;
}

/** What file-type reports, mapped to what we store and serve; anything missing here is refused. */
const KNOWN: Record<string, DetectedMedia> = {
  'image/jpeg': { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/apng': { kind: 'image', mime: 'image/png', ext: 'png' },
  'image/gif': { kind: 'image', mime: 'image/gif', ext: 'gif' },
  'image/webp': { kind: 'image', mime: 'image/webp', ext: 'webp' },
  'image/bmp': { kind: 'image', mime: 'image/bmp', ext: 'bmp' },
  'image/tiff': { kind: 'image', mime: 'image/tiff', ext: 'tif' },
  'image/avif': { kind: 'image', mime: 'image/avif', ext: 'avif' },
  'video/mp4': { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { kind: 'video', mime: 'video/webm', ext: 'webm' },
  'video/ogg': { kind: 'video', mime: 'video/ogg', ext: 'ogv' },
  'video/mpeg': { kind: 'video', mime: 'video/mpeg', ext: 'mpg' },
  'video/quicktime': { kind: 'video', mime: 'video/quicktime', ext: 'mov' },
  'video/vnd.avi': { kind: 'video', mime: 'video/x-msvideo', ext: 'avi' },
  'audio/mpeg': { kind: 'audio', mime: 'audio/mpeg', ext: 'mp3' },
  'audio/wav': { kind: 'audio', mime: 'audio/wav', ext: 'wav' },
  'audio/ogg': { kind: 'audio', mime: 'audio/ogg', ext: 'ogg' },
  'audio/flac': { kind: 'audio', mime: 'audio/flac', ext: 'flac' },
  'audio/aac': { kind: 'audio', mime: 'audio/aac', ext: 'aac' },
  'audio/x-m4a': { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' },
  'audio/mp4': { kind: 'audio', mime: 'audio/mp4', ext: 'm4a' },
};

export const SVG_MIME = 'image/svg+xml';
const SVG: DetectedMedia = { kind: 'image', mime: SVG_MIME, ext: 'svg' };

/** The served type of each stored extension, for files found by name. */
export const MIME_OF_EXTENSION: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(KNOWN), SVG].map((media) => [media.ext, media.mime]),
);

/** What the bytes are, when they are one of the accepted kinds; otherwise null. */
export async function detectMedia(bytes: Uint8Array, accept: readonly MediaType[]): Promise<DetectedMedia | null> {
  const detected = await fileTypeFromBuffer(bytes);
  // file-type calls any XML text `application/xml`; whether it is an SVG is decided here.
  const textual = !detected || detected.mime === 'application/xml';
  const media = textual ? (isSvg(bytes) ? SVG : undefined) : KNOWN[detected.mime];
  return media && accept.includes(media.kind) ? media : null;
}

/** The spec's message for a file that is not an accepted kind. */
export const NOT_MEDIA_MESSAGE = MEDIA_MESSAGES.badFormat;

const svgStart =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/;

/** An SVG document: valid UTF-8 text whose first element is `<svg`, closed somewhere. */
export function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  return svgStart.test(text) && /<\/svg\s*>\s*$|\/>\s*$/.test(text);
}
