import { LANGUAGE_NAMES, type Language, type LocaleCode } from '@plw/shared/constants';
import { guestName } from '@plw/shared/rules/guest-names';
import type { SessionUser } from '@plw/shared/schemas/session-user';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { AccessClaims } from '../../http/access.ts';

// Reads and creates the people behind sessions, and shapes them as the spec's session user.

type Db = Kysely<Database>;

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  switch (user.role) {
    case 'ADMIN': {
      const admin = await db.selectFrom('admins').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!admin) return null;
      return {
        user_id: user.id,
        role: 'ADMIN',
        admin: { admin_id: admin.id, name: admin.name, phone: admin.phone, country_code: admin.country_code },
      };
    }
    case 'CREATOR': {
      const creator = await db.selectFrom('creators').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!creator) return null;
      return {
        user_id: user.id,
        role: 'CREATOR',
        creator: { creator_id: creator.id, name: creator.name, channel_id: creator.channel_id },
      };
    }
    case 'PLAYER': {
      const player = await db.selectFrom('players').selectAll().where('user_id', '=', userId).executeTakeFirst();
      if (!player) return null;
      return {
        user_id: user.id,
        role: 'PLAYER',
        player: {
          player_id: player.id,
          name: player.name,
          username: player.username,
          profile_pic: player.profile_pic,
          phone_4digit: player.phone ? Number(player.phone.slice(-4)) : null,
          mother_tongue: asLanguage(player.mother_tongue),
          authenticated: player.authenticated === 1,
        },
      };
    }
  }
}

function asLanguage(value: string | null): Language | null {
  return (LANGUAGE_NAMES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

export function claimsFor(user: SessionUser, sessionId: string): AccessClaims {
  switch (user.role) {
    case 'CREATOR':
      return { sub: user.user_id, role: user.role, channelId: user.creator.channel_id, sid: sessionId };
    case 'PLAYER':
      return { sub: user.user_id, role: user.role, playerId: user.player.player_id, sid: sessionId };
    case 'ADMIN':
      return { sub: user.user_id, role: user.role, sid: sessionId };
  }
}

/**
 * A new player without a phone or password: the guest auto sign-in makes for a first visit, named with a friendly
 * name in `language` they may keep or change, or one of the demo's simulated players (named and marked).
 */
export async function createGuestPlayer(
  db: Db,
  now: Date,
  { name, language = 'en', simulated = false }: { name?: string; language?: LocaleCode; simulated?: boolean } = {},
): Promise<{ userId: string; playerId: string; name: string }> {
  const userId = newId();
  const playerId = newId();
  const given = name ?? guestName(playerId, language);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({ id: userId, role: 'PLAYER', created_at: at }).execute();
    await trx
      .insertInto('players')
      .values({
        id: playerId,
        user_id: userId,
        name: given,
        username: null,
        profile_pic: null,
        country_code: null,
        phone: null,
        mother_tongue: null,
        password_hash: null,
        authenticated: 0,
        simulated: simulated ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
  });
  return { userId, playerId, name: given };
}

export async function findAdminByPhone(db: Db, countryCode: number, phone: string) {
  return db
    .selectFrom('admins')
    .select(['user_id', 'password_hash'])
    .where('country_code', '=', countryCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export async function findCreatorByEmail(db: Db, email: string) {
  return db.selectFrom('creators').select(['user_id', 'password_hash']).where('email', '=', email).executeTakeFirst();
}

/** The stored password hash of a player or creator, and where to write a new one. */
export async function passwordHashOf(db: Db, role: 'PLAYER' | 'CREATOR', userId: string): Promise<string | null> {
  const table = role === 'PLAYER' ? 'players' : 'creators';
  const row = await db.selectFrom(table).select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Db, role: 'PLAYER' | 'CREATOR', userId: string, passwordHash: string) {
  const table = role === 'PLAYER' ? 'players' : 'creators';
  await db.updateTable(table).set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
}
