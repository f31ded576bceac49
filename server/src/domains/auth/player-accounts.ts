import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// A player's phone-and-password account: a guest claims a phone once, and signs in with it anywhere after.

export const PLAYER_ACCOUNT_MESSAGES = {
  phoneTaken: 'This phone number is already registered; sign in with it instead',
  alreadyRegistered: 'This account already has a phone number and password',
} as const;

type Db = Kysely<Database>;

export async function findPlayerByPhone(db: Db, countryCode: number, phone: string) {
  return db
    .selectFrom('players')
    .select(['user_id', 'password_hash'])
    .where('country_code', '=', countryCode)
    .where('phone', '=', phone)
    .where('simulated', '=', 0)
    .executeTakeFirst();
}

/**
 * Gives a guest a phone and password and marks them authenticated. The phone is unique among players: the
 * unique key (country_code, phone) decides between two guests claiming it at once.
 */
export async function claimPlayerAccount(
  db: Db,
  userId: string,
  account: { countryCode: number; phone: string; passwordHash: string },
  now: Date,
) {
  const player = await db.selectFrom('players').select('authenticated').where('user_id', '=', userId).executeTakeFirst();
  if (player?.authenticated === 1) throw conflict(PLAYER_ACCOUNT_MESSAGES.alreadyRegistered);
  const holder = await findPlayerByPhone(db, account.countryCode, account.phone);
  if (holder) throw conflict(PLAYER_ACCOUNT_MESSAGES.phoneTaken);
  try {
    await db
      .updateTable('players')
      .set({
        country_code: account.countryCode,
        phone: account.phone,
        password_hash: account.passwordHash,
        authenticated: 1,
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('authenticated', '=', 0)
      .execute();
  } catch (error) {
    if (/unique/i.test(String((error as Error).message))) throw conflict(PLAYER_ACCOUNT_MESSAGES.phoneTaken);
    throw error;
  }
}
