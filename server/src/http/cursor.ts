import { z } from 'zod';
import { badRequest } from '../errors.ts';

// Opaque page cursors: the last row's sort key and id, so the next page starts right after it (keyset paging,
// the same cost on page 500 as on page 1). Clients pass `next_cursor` back as it is.

/** A page of a list: where the last page ended (absent: the first page) and how many rows. */
export interface PageRequest {
  cursor?: string | undefined;
  limit: number;
}

export const INVALID_CURSOR = 'The page cursor is not valid; start again from the first page';

const cursorSchema = z.tuple([z.string(), z.string()]);

export interface Cursor {
  /** The sort key of the last row (the id itself when a list is ordered by id alone). */
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  try {
    const [key, id] = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return { key, id };
  } catch {
    throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  }
}

/** One page of rows fetched with one extra row: the extra row only tells whether a next page exists. */
export function pageOf<R>(rows: R[], limit: number, cursorOf: (row: R) => Cursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next_cursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards taken literally (escape `\`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
