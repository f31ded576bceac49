import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';

// Input fields many endpoints share, each with its length bound and no control characters (see shared/text-limits).

/** An id a client passes back as the server gave it. */
export const idField = boundedText(TEXT_MAX.id).min(1);
/** An id with the message shown when it is missing (or too long to be one). */
export const requiredId = (message: string) => boundedText(TEXT_MAX.id, { tooLong: message }).min(1, message);
export const idParams = z.object({ id: idField });
/** Text searched for in names and hashtags. */
export const searchField = boundedText(TEXT_MAX.search, { trim: true }).optional();

/** A page of a list: at most LIST_PAGE_MAX rows, LIST_PAGE_DEFAULT unless asked; its `next_cursor` fetches the next. */
export const LIST_PAGE_DEFAULT = 20;
export const LIST_PAGE_MAX = 50;
export const pageQuery = {
  cursor: boundedText(TEXT_MAX.cursor).min(1).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(LIST_PAGE_DEFAULT),
};
/** What a paged list answers besides its rows: the cursor of the next page, null on the last one. */
export const nextCursor = { next_cursor: z.string().nullable() };
