import { type ShareCard, shareCardFile } from './share-card.ts';

// How a result leaves the app: the card image with the text through the Web Share API where the device can share
// files (phones), else the text alone through it, else the text copied to the clipboard.

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The card as a PNG file, or null when this browser cannot draw or encode it (the text still goes). */
export async function cardFileOrNull(card: ShareCard, name: string): Promise<File | null> {
  try {
    return await shareCardFile(card, name);
  } catch {
    return null;
  }
}

/** Shares the result; throws only when even the clipboard refuses. */
export async function shareResult(text: string, file: File | null): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    const files = file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] }) ? [file] : null;
    try {
      await navigator.share(files ? { files, text } : { text });
      return 'shared';
    } catch (error) {
      // The reader closed the share sheet: nothing to do. Anything else falls back to the clipboard.
      if (cancelled(error)) return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(text);
  return 'copied';
}
