// The typed shape of every table, shared by the SQLite and Postgres dialects.
// Conventions: ids are ULIDs (text, sortable by creation time); times are ISO-8601 UTC text
// (`2026-11-21T23:08:56.000Z`, so text order is time order on both engines); flags are 0/1 integers;
// lists and small documents are JSON text.
// Each group of tables is typed in its own file under tables/; this is the one database they make up.

import type {
  AccountTokensTable,
  AdminsTable,
  CreatorsTable,
  CredentialAttemptsTable,
  EndedSessionsTable,
  PlayersTable,
  RefreshTokensTable,
  UsersTable,
} from './tables/accounts.ts';
import type {
  ChannelRequestsTable,
  ChannelsTable,
  MediaTable,
  SubscriptionsTable,
} from './tables/channels.ts';
import type {
  GameGroupsTable,
  GamesTable,
  KrissKrossQuestionsTable,
  McqQuestionsTable,
  PlaylistGamesTable,
  PlaylistsTable,
  TypedAnswerQuestionsTable,
} from './tables/games.ts';
import type {
  LanguageRequestsTable,
  QuestionVerdictsTable,
  VerificationRequestsTable,
} from './tables/review.ts';
import type {
  AnswersTable,
  ChannelScoresTable,
  JoinLookupFailuresTable,
  PlaysTable,
  RoundsTable,
} from './tables/plays.ts';
import type {
  ChannelGiftBalancesTable,
  GiftAwardsTable,
  GiftLedgerTable,
  GiftReservationsTable,
  GiftsTable,
  RechargeRequestsTable,
} from './tables/gifts.ts';
import type {
  ContactMessagesTable,
  MailOutboxTable,
  NotificationsTable,
} from './tables/messages.ts';

// The stored kind of a play, still named from here by modules that predate tables/.
export type { PlayKind } from './tables/plays.ts';

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
  typed_answer_questions: TypedAnswerQuestionsTable;
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
