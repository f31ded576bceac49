import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import { hashPassword } from '@plw/server/domains/auth/passwords';
import type { GameType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';

// Rows that tests need and no API makes yet: a second channel with its creator, games, a registered player.

export async function createChannelWithCreator(
  db: Kysely<Database>,
  { email, password, channelName }: { email: string; password: string; channelName: string },
) {
  const at = new Date().toISOString();
  const channelId = newId();
  const userId = newId();
  await db
    .insertInto('channels')
    .values({
      id: channelId,
      name: 'Second Creator',
      email,
      country_code: 49,
      phone_no: '1234567890',
      channel_name: channelName,
      channel_dp_media_id: null,
      channel_description: 'A second channel used by tests.',
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db.insertInto('users').values({ id: userId, role: 'CREATOR', created_at: at }).execute();
  await db
    .insertInto('creators')
    .values({
      id: newId(),
      user_id: userId,
      channel_id: channelId,
      name: 'Second Creator',
      email,
      password_hash: await hashPassword(password),
      created_at: at,
    })
    .execute();
  return { channelId, userId };
}

export async function createGame(
  db: Kysely<Database>,
  channelId: string,
  { type = 'Mcq', status = 'RELEASED' }: { type?: GameType; status?: Database['games']['status'] } = {},
) {
  const at = new Date().toISOString();
  const groupId = newId();
  const gameId = newId();
  await db.insertInto('game_groups').values({ id: groupId, channel_id: channelId, created_at: at }).execute();
  await db
    .insertInto('games')
    .values({
      id: gameId,
      group_id: groupId,
      channel_id: channelId,
      type,
      mode: 'DAILY',
      visibility: 'PUBLIC',
      language: 'English',
      game_name: `Test game ${gameId.slice(-4)}`,
      paid: 0,
      local_circle: 0,
      transit_game: 0,
      supporting_lesson: 0,
      score: 5,
      image_media_id: null,
      hashtag: '',
      question_source: 'Manually',
      publishing_time: at,
      game_duration: null,
      status,
      released_at: status === 'RELEASED' ? at : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  if (type === 'Mcq') {
    await db
      .insertInto('mcq_questions')
      .values({
        id: newId(),
        game_id: gameId,
        position: 0,
        question: 'Two plus two?',
        answer: 'Four',
        answer_options: JSON.stringify(['Three', 'Five', 'Six']),
        media_id: null,
        media_type: null,
        created_at: at,
      })
      .execute();
  }
  return gameId;
}

/** Turns a guest into a player with a phone and password, as the profile page will. */
export async function registerPlayer(db: Kysely<Database>, userId: string, password: string) {
  await db
    .updateTable('players')
    .set({ country_code: 91, phone: '9876543210', password_hash: await hashPassword(password), authenticated: 1 })
    .where('user_id', '=', userId)
    .execute();
}
