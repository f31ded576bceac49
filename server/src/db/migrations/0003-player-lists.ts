import type { Kysely } from 'kysely';

// What the player's lists and rewards need: indexes for keyset pages of released public games (newest first,
// per channel, and live rounds by start), a once-only key for gift awards (one per gift and play) and for
// notifications sent once per player (a round about to start). Adds only; no user data is touched.

export async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string) => db.schema.createIndex(name).ifNotExists();
  await index('games_listed').on('games').columns(['status', 'visibility', 'id']).execute();
  await index('games_channel_listed').on('games').columns(['channel_id', 'status', 'visibility', 'id']).execute();
  await index('games_round_starts').on('games').columns(['status', 'visibility', 'publishing_time', 'id']).execute();
  await index('games_duration').on('games').columns(['status', 'game_duration']).execute();
  await index('playlists_channel').on('playlists').columns(['channel_id', 'position']).execute();
  await index('playlist_games_group').on('playlist_games').column('group_id').execute();
  await index('gifts_channel').on('gifts').columns(['channel_id', 'game_id']).execute();
  await index('gifts_game').on('gifts').column('game_id').execute();
  await index('gift_awards_once_per_play').on('gift_awards').columns(['gift_id', 'play_id']).unique().execute();
  await index('gift_awards_player').on('gift_awards').columns(['player_id', 'awarded_at']).execute();
  await index('channel_scores_rank').on('channel_scores').columns(['channel_id', 'total_score']).execute();
  await index('plays_player').on('plays').columns(['player_id', 'kind']).execute();

  await db.schema.alterTable('notifications').addColumn('once_key', 'text').execute();
  await index('notifications_once').on('notifications').columns(['user_id', 'once_key']).unique().execute();
  await index('contact_messages_created').on('contact_messages').column('created_at').execute();
}
