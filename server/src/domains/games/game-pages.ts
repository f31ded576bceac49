import type { GameSummary } from '@plw/shared/schemas/game';
import { decodeCursor, type PageRequest, pageOf } from '../../http/cursor.ts';
import { type selectGameSummaries, toGameSummary } from './repository.ts';

// Lists of games that grow with the product (every game, a channel's games) come a page at a time, newest first:
// ids are ULIDs, so id order is creation order and the last id shown is where the next page starts.

type GameQuery = ReturnType<typeof selectGameSummaries>;

/** One page of the games `query` selects, newest first, with the cursor of the next page. */
export async function gamePage(
  query: GameQuery,
  page: PageRequest,
): Promise<{ games: GameSummary[]; next_cursor: string | null }> {
  const cursor = decodeCursor(page.cursor);
  const rows = await (cursor ? query.where('games.id', '<', cursor.id) : query)
    .orderBy('games.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const shown = pageOf(rows, page.limit, (row) => ({ key: row.id, id: row.id }));
  return { games: shown.rows.map(toGameSummary), next_cursor: shown.next_cursor };
}
