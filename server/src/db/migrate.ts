import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as simulatedPlayers from './migrations/0002-simulated-players.ts';
import * as playerLists from './migrations/0003-player-lists.ts';
import * as listSpeed from './migrations/0004-list-speed.ts';
import * as mailOutbox from './migrations/0005-mail-outbox.ts';
import * as review from './migrations/0006-review.ts';
import * as boardRefresh from './migrations/0007-board-refresh.ts';
import * as endedSessions from './migrations/0008-ended-sessions.ts';
import * as reviewVersionsAndRemovals from './migrations/0009-review-versions-and-removals.ts';
import * as usernameKeys from './migrations/0010-username-keys.ts';
import * as credentialAttempts from './migrations/0011-credential-attempts.ts';
import * as channelNameKeys from './migrations/0012-channel-name-keys.ts';
import * as rankingRule from './migrations/0013-ranking-rule.ts';
import * as roundStyle from './migrations/0014-round-style.ts';
import * as hostedRounds from './migrations/0015-hosted-rounds.ts';
import * as dailyHabit from './migrations/0016-daily-habit.ts';
import * as joinCodeGuards from './migrations/0017-join-code-guards.ts';
import * as playLocalDays from './migrations/0018-play-local-days.ts';
import * as sealedVerdicts from './migrations/0019-sealed-verdicts.ts';
import * as roundRecovery from './migrations/0020-round-recovery.ts';
import * as hostedAutoAdvance from './migrations/0021-hosted-auto-advance.ts';
import * as typedAnswerQuestions from './migrations/0022-typed-answer-questions.ts';
import type { Database } from './schema.ts';

// Migrations are listed here in order, so the bundle and the tests see the same set without reading a folder.
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-simulated-players': simulatedPlayers,
  '0003-player-lists': playerLists,
  '0004-list-speed': listSpeed,
  '0005-mail-outbox': mailOutbox,
  '0006-review': review,
  '0007-board-refresh': boardRefresh,
  '0008-ended-sessions': endedSessions,
  '0009-review-versions-and-removals': reviewVersionsAndRemovals,
  '0010-username-keys': usernameKeys,
  '0011-credential-attempts': credentialAttempts,
  '0012-channel-name-keys': channelNameKeys,
  '0013-ranking-rule': rankingRule,
  '0014-round-style': roundStyle,
  '0015-hosted-rounds': hostedRounds,
  '0016-daily-habit': dailyHabit,
  '0017-join-code-guards': joinCodeGuards,
  '0018-play-local-days': playLocalDays,
  '0019-sealed-verdicts': sealedVerdicts,
  '0020-round-recovery': roundRecovery,
  '0021-hosted-auto-advance': hostedAutoAdvance,
  '0022-typed-answer-questions': typedAnswerQuestions,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to a named migration (tests of a migration over data written before it). */
export async function migrateTo(db: Kysely<Database>, target: keyof typeof migrations): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** Brings the schema up to date; throws (and changes nothing further) if a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
