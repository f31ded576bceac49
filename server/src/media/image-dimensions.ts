import { MEDIA_MAX_PIXELS } from '@plw/shared/constants';
import { imageSize } from 'image-size';

// How big a picture is, read from its header without decoding it: a 29 KB PNG may declare 50,000 × 50,000
// pixels, which every browser showing it must then decode into gigabytes. SVG is drawn at the size the page
// gives it, so its declared size costs nothing and is not judged here; the pictures embedded in an SVG are,
// through `rasterSizeProblem` (svg-content.ts).

export type PictureSizeProblem = 'tooManyPixels' | 'unreadable';

/** Why a raster picture cannot be kept, or null when it may: over the pixel limit, or a header too broken to tell. */
export function pictureSizeProblem(bytes: Uint8Array, mime: string): PictureSizeProblem | null {
  if (!mime.startsWith('image/') || mime === 'image/svg+xml') return null;
  return rasterSizeProblem(bytes);
}

/** The same judgement of bytes of any raster format image-size reads; an SVG is not a raster, so unreadable. */
export function rasterSizeProblem(bytes: Uint8Array): PictureSizeProblem | null {
  let largest: number;
  try {
    // image-size reads through a DataView over the whole underlying buffer: a Buffer that is a slice of a
    // larger pool would let a cut-short header be read on into unrelated bytes. A copy of its own ends there.
    const size = imageSize(new Uint8Array(bytes));
    if (size.type === 'svg') return 'unreadable';
    // Containers with several pictures (TIFF pages, HEIF items) are judged by their largest.
    largest = Math.max(...[size, ...(size.images ?? [])].map((picture) => picture.width * picture.height));
  } catch {
    // Its first bytes name a picture format, but its header does not say how big it is.
    return 'unreadable';
  }
  if (!Number.isFinite(largest) || largest <= 0) return 'unreadable';
  return largest > MEDIA_MAX_PIXELS ? 'tooManyPixels' : null;
}
