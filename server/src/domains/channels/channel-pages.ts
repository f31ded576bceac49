import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { decodeCursor, type PageRequest, pageOf } from '../../http/cursor.ts';

// Every channel, for the admin, a page at a time in name order: the last name and id shown are where the next
// page starts (ids break ties, though names are unique), so a page costs the same however far in it is.

export async function channelRowsPage(db: Kysely<Database>, page: PageRequest) {
  const cursor = decodeCursor(page.cursor);
  let query = db.selectFrom('channels').selectAll();
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb('channel_name', '>', cursor.key),
        eb.and([eb('channel_name', '=', cursor.key), eb('id', '>', cursor.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('channel_name').orderBy('id').limit(page.limit + 1).execute();
  return pageOf(rows, page.limit, (row) => ({ key: row.channel_name, id: row.id }));
}
