// The typed shape of every table, shared by the SQLite and Postgres dialects.
// Conventions: ids are ULIDs (text, sortable by creation time); times are ISO-8601 UTC text
// (`2026-11-21T23:08:56.000Z`, so text order is time order on both engines); flags are 0/1 integers;
// lists and small documents are JSON text.

import type { Generated } from 'kysely';

import type {
  Direction,
  GameMode,
  GameStatus,
  GameType,
  MediaType,
  RequestStatus,
  Role,
  Visibility,
} from '@plw/shared/constants';
import type { HostedRoundState, NameStyle } from '@plw/shared/rules/round/hosted';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';

export type Flag = 0 | 1;
export type IsoTime = string;

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

export interface ChannelsTable {
  id: string;
  /** The owner's name, as given in the channel request. */
  name: string;
  email: string;
  country_code: number;
  /** Ten digits, kept as text: it does not fit a 32-bit integer. */
  phone_no: string;
  channel_name: string;
  /** The name's look-alike key (shared/rules/name-key), unique; null for a look-alike kept from before keys
   * existed (see migration 0012) until the channel is renamed. */
  channel_name_key: string | null;
  channel_dp_media_id: string | null;
  channel_description: string;
  /** The channel's accent colour, #rrggbb, drawing its covers (0016); null: derived from its id. */
  colour: string | null;
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

export interface ChannelRequestsTable {
  id: string;
  name: string;
  email: string;
  country_code: number;
  phone_no: string;
  channel_name: string;
  /** The look-alike key of the name asked for, so a new request meets those still waiting. */
  channel_name_key: string | null;
  channel_dp_media_id: string | null;
  channel_description: string;
  status: RequestStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  channel_id: string | null;
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

export interface MediaTable {
  id: string;
  owner_user_id: string;
  media_type: MediaType;
  mime: string;
  size_bytes: number;
  storage_key: string;
  created_at: IsoTime;
}

/** One game in all its languages: each language variant is a row of `games` in the group. */
export interface GameGroupsTable {
  id: string;
  channel_id: string;
  created_at: IsoTime;
}

export interface GamesTable {
  id: string;
  group_id: string;
  channel_id: string;
  type: GameType;
  mode: GameMode;
  visibility: Visibility;
  language: string;
  game_name: string;
  paid: Flag;
  local_circle: Flag;
  transit_game: Flag;
  supporting_lesson: Flag;
  score: number;
  image_media_id: string | null;
  hashtag: string;
  question_source: 'Manually' | 'Chatgpt';
  publishing_time: IsoTime | null;
  /** Length of a RAPID round in seconds. */
  game_duration: number | null;
  /** How a quiz's live round plays its questions: all at once, or in step (0014). Kriss-kross is always FREE. */
  round_style: Generated<RoundStyle>;
  status: GameStatus;
  /** The kriss-kross grid as the engine laid it out (JSON), kept so every player sees the same grid. */
  layout: string | null;
  released_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface McqQuestionsTable {
  id: string;
  game_id: string;
  position: number;
  question: string;
  answer: string;
  /** JSON array of the three options. */
  answer_options: string;
  media_id: string | null;
  media_type: MediaType | null;
  created_at: IsoTime;
}

export interface KrissKrossQuestionsTable {
  id: string;
  game_id: string;
  position: number;
  question: string;
  answer: string;
  direction: Direction;
  media_id: string | null;
  media_type: MediaType | null;
  created_at: IsoTime;
}

export interface PlaylistsTable {
  id: string;
  channel_id: string;
  name: string;
  position: number;
  created_at: IsoTime;
}

export interface PlaylistGamesTable {
  playlist_id: string;
  group_id: string;
  position: number;
}

export interface SubscriptionsTable {
  player_id: string;
  channel_id: string;
  created_at: IsoTime;
}

/**
 * One player's play of one game: live in its scheduled round (RAPID), on their own time (DAILY), one of each per
 * game; or in a hosted round (HOSTED, 0015), one per round.
 */
export interface PlaysTable {
  id: string;
  game_id: string;
  player_id: string;
  kind: PlayKind;
  /** A hosted round's id for a HOSTED play; '' for the game's own plays (0015). */
  round_id: Generated<string>;
  /** The name a player chose (or was given) for a hosted round; null elsewhere, where their own name shows. */
  display_name: string | null;
  started_at: IsoTime;
  finished_at: IsoTime | null;
  /**
   * When the play reached its points, ms after its start (a daily play's time taken, a live round's last answer
   * that scored): the ranking rule's tie-break (shared/rules/ranking).
   */
  time_ms: number | null;
  /** JSON of what the player has typed so far (kriss-kross cells), so play resumes anywhere. */
  progress: string | null;
  updated_at: IsoTime;
  /** Points in hundredths (shared/rules/scoring), so time-weighted RAPID points stay exact. */
  score: number;
  correct_count: number;
  rank: number | null;
  /** When the player was removed from this live round (for flooding): set once, and they stay out. */
  removed_at: IsoTime | null;
  removed_reason: string | null;
  /** JSON of the kriss-kross answers revealed at the player's request (0016); a revealed word scores nothing. */
  revealed: string | null;
  /** The player's local day (YYYY-MM-DD) when the play finished, in their zone then (0018); null until finished. */
  local_day: string | null;
}

export type PlayKind = 'RAPID' | 'DAILY' | 'HOSTED';

/** A hosted live round of a game (0015): its lobby, join code and the host's moves, so every process agrees. */
export interface RoundsTable {
  id: string;
  game_id: string;
  channel_id: string;
  /** The user who hosts it: the channel's creator. */
  host_user_id: string;
  join_code: string;
  state: HostedRoundState;
  names: NameStyle;
  /** Seconds the round runs once started. */
  duration: number;
  /** The round's start (the host's Start plus the countdown), null in the lobby. */
  starts_at: IsoTime | null;
  /** The round's end as last set: the start plus the duration, less what the host skipped, or an early end. */
  ends_at: IsoTime | null;
  /** JSON array of the host's skips ahead ({ question, at }), in order: shared/rules/round/in-step.ts skipAhead. */
  skips: Generated<string>;
  /** 1: newcomers may take a seat after the first question opened; 0 (the default): only until then (0017). */
  late_seats: Generated<Flag>;
  /** 1 (the default): a question locks once every seated player answered it (0021); 0: the host moves on. */
  auto_advance: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface AnswersTable {
  id: string;
  play_id: string;
  question_id: string;
  answer: string;
  correct: Flag;
  /** Hundredths of a point. */
  points: number;
  elapsed_ms: number;
  answered_at: IsoTime;
}

/** A player's running totals per channel (hundredths of a point), kept in step with plays in one transaction. */
export interface ChannelScoresTable {
  player_id: string;
  channel_id: string;
  total_score: number;
  rapid_score: number;
  daily_score: number;
  games_played: number;
  updated_at: IsoTime;
}

export interface GiftsTable {
  id: string;
  channel_id: string;
  game_id: string | null;
  name: string;
  description: string;
  /** Value of one gift in the channel's balance units. */
  value: number;
  /** Ranks that win it: 1 for first place only, 3 for the podium. */
  winner_ranks: number;
  image_media_id: string | null;
  created_at: IsoTime;
}

export interface GiftAwardsTable {
  id: string;
  gift_id: string;
  player_id: string;
  play_id: string | null;
  rank: number | null;
  status: 'AWARDED' | 'CLAIMED';
  awarded_at: IsoTime;
}

export interface ChannelGiftBalancesTable {
  channel_id: string;
  balance: number;
  updated_at: IsoTime;
}

/** Every change to a channel's gift balance, append-only; the balance is its running sum. */
export interface GiftLedgerTable {
  id: string;
  channel_id: string;
  delta: number;
  balance_after: number;
  /** RESERVE holds a paid game's gifts at release; RETURN gives back what its winners did not take. */
  reason: 'RECHARGE' | 'AWARD' | 'ADJUSTMENT' | 'RESERVE' | 'RETURN';
  ref_id: string | null;
  created_at: IsoTime;
}

export interface RechargeRequestsTable {
  id: string;
  channel_id: string;
  amount: number;
  note: string | null;
  status: RequestStatus;
  /** Why an admin rejected it, for the creator. */
  reason: Generated<string | null>;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  created_at: IsoTime;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  /** JSON object with what the notification links to. */
  data: string;
  /** Set for a notification a user gets at most once (e.g. `ROUND_STARTING:<game id>`); unique per user. */
  once_key: Generated<string | null>;
  read_at: IsoTime | null;
  created_at: IsoTime;
}

export interface LanguageRequestsTable {
  id: string;
  channel_id: string;
  creator_id: string;
  language: string;
  status: RequestStatus;
  created_at: IsoTime;
}

export interface VerificationRequestsTable {
  id: string;
  game_id: string;
  channel_id: string;
  status: RequestStatus;
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  created_at: IsoTime;
}

/** An admin's verdict on one question within one verification request; a rejection carries its reason. */
export interface QuestionVerdictsTable {
  id: string;
  request_id: string;
  game_id: string;
  question_id: string;
  verdict: 'APPROVED' | 'REJECTED';
  reason: string | null;
  /** The version of the question this verdict was given to (review/question-version.ts); null before 0009. */
  question_version: string | null;
  created_at: IsoTime;
}

/**
 * What a paid game holds from its channel's gift balance, taken at release (each gift's value times its winner
 * ranks). HELD until the game's round ends; then SETTLED: the winners' gifts are paid out of it and the rest
 * goes back to the balance.
 */
export interface GiftReservationsTable {
  game_id: string;
  channel_id: string;
  amount: number;
  paid_out: number;
  status: 'HELD' | 'SETTLED';
  created_at: IsoTime;
  settled_at: IsoTime | null;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  created_at: IsoTime;
}

/** A message kept instead of sent, when no SMTP server is configured (the offline demo). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: IsoTime;
}

/** Credential attempts per account since its last success (key: a hash of the account), for a short lock-out. */
export interface CredentialAttemptsTable {
  account_key: string;
  attempts: number;
  locked_until: IsoTime | null;
  last_attempt_at: IsoTime;
}

/** Join-code lookups that found nothing, per budget (a player's, or everyone's) in its current window (0017). */
export interface JoinLookupFailuresTable {
  budget_key: string;
  failures: number;
  window_start: IsoTime;
}

export interface Database {
  users: UsersTable;
  admins: AdminsTable;
  players: PlayersTable;
  channels: ChannelsTable;
  creators: CreatorsTable;
  rounds: RoundsTable;
  channel_requests: ChannelRequestsTable;
  account_tokens: AccountTokensTable;
  refresh_tokens: RefreshTokensTable;
  ended_sessions: EndedSessionsTable;
  media: MediaTable;
  game_groups: GameGroupsTable;
  games: GamesTable;
  mcq_questions: McqQuestionsTable;
  krisskross_questions: KrissKrossQuestionsTable;
  playlists: PlaylistsTable;
  playlist_games: PlaylistGamesTable;
  subscriptions: SubscriptionsTable;
  plays: PlaysTable;
  answers: AnswersTable;
  channel_scores: ChannelScoresTable;
  gifts: GiftsTable;
  gift_awards: GiftAwardsTable;
  channel_gift_balances: ChannelGiftBalancesTable;
  gift_ledger: GiftLedgerTable;
  recharge_requests: RechargeRequestsTable;
  notifications: NotificationsTable;
  language_requests: LanguageRequestsTable;
  verification_requests: VerificationRequestsTable;
  question_verdicts: QuestionVerdictsTable;
  gift_reservations: GiftReservationsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  credential_attempts: CredentialAttemptsTable;
  join_lookup_failures: JoinLookupFailuresTable;
}
