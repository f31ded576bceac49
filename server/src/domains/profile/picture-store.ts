import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

// Profile pictures on disk under the data folder, named by their media id. The type is decided from the
// bytes (not the name or the declared type), and a file is only put in place once it is accepted.

export const PICTURE_FOLDER = 'avatars';
/** Where pictures are served (outside /api: public, like the web app's own files). */
export const PICTURE_URL_PREFIX = `/media/${PICTURE_FOLDER}/`;

/** Raster image types of the spec's list (SVG is left out: it is a document that can carry script). */
const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'image/avif': 'avif',
};

export const MIME_OF_EXTENSION = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([mime, ext]) => [ext, mime]));

/** The image type of these bytes, or null when they are not an allowed image. */
export async function imageTypeOf(bytes: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? IMAGE_TYPES[detected.mime] : undefined;
  return detected && ext ? { mime: detected.mime, ext } : null;
}

export const pictureFolder = (dataDir: string) => path.join(dataDir, 'media', PICTURE_FOLDER);

/** Writes the picture beside its final name first, then renames it into place (never a half-written file). */
export async function savePicture(dataDir: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const folder = pictureFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const final = path.join(folder, fileName);
  const partial = `${final}.${randomBytes(6).toString('hex')}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, final);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return final;
}

export async function removePicture(dataDir: string, fileName: string): Promise<void> {
  await rm(path.join(pictureFolder(dataDir), path.basename(fileName)), { force: true });
}
