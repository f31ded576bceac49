import type { Generated } from 'kysely';
import type { Role } from '@plw/shared/constants';
import type { Flag, IsoTime } from './columns.ts';

// The tables of accounts and sign-in: users and their roles, admins, players, creators, mailed links,
// refresh tokens, ended sessions and credential attempts.

export interface UsersTable {
  id: string;
  role: Role;
  created_at: IsoTime;
}

export interface AdminsTable {
  id: string;
  user_id: string;
  name: string;
  country_code: number;
  phone: string;
  password_hash: string;
  created_at: IsoTime;
}

export interface PlayersTable {
  id: string;
  user_id: string;
  name: string | null;
  username: string | null;
  /** The username's look-alike key (shared/rules/name-key), unique; null without a username (or for a look-alike
   * kept from before keys existed, see migration 0010). */
  username_key: string | null;
  profile_pic: string | null;
  country_code: number | null;
  phone: string | null;
  mother_tongue: string | null;
  password_hash: string | null;
  /** 0 for a guest started by auto sign-in; 1 once the player set a phone and password. */
  authenticated: Flag;
  /** The IANA time zone the player's days (and streak) are counted in (0016); 'UTC' until the client reports one. */
  time_zone: Generated<string>;
  /** When the player's zone last changed (0018); null until their device first reports one. */
  time_zone_set_at: IsoTime | null;
  /** 1 for the demo's simulated players; they never sign in. */
  simulated: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface CreatorsTable {
  id: string;
  user_id: string;
  channel_id: string;
  name: string;
  email: string;
  /** Null until the creator finishes sign-up with the link sent on approval. */
  password_hash: string | null;
  created_at: IsoTime;
}

/** Single-use links sent by mail: creator sign-up and password reset. Only a hash is stored. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: 'SIGNUP' | 'PASSWORD_RESET';
  token_hash: string;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  /** All tokens rotated from one sign-in share a family; reuse of a rotated token revokes the family. */
  family_id: string;
  token_hash: string;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
  replaced_by: string | null;
  user_agent: string | null;
  created_at: IsoTime;
}

/** Why a sign-in family ended. */
export type SessionEndReason = 'LOGOUT' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET' | 'SIGNED_IN_AGAIN' | 'TOKEN_REUSED';

/** A sign-in family (the `family_id` of its refresh tokens, the `sid` of its access tokens) that was ended. */
export interface EndedSessionsTable {
  session_id: string;
  user_id: string;
  reason: SessionEndReason;
  ended_at: IsoTime;
}

/** Credential attempts per account since its last success (key: a hash of the account), for a short lock-out. */
export interface CredentialAttemptsTable {
  account_key: string;
  attempts: number;
  locked_until: IsoTime | null;
  last_attempt_at: IsoTime;
}
