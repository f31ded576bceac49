import type { Generated } from 'kysely';
import type { HostedRoundState, NameStyle } from '@plw/shared/rules/round/hosted';
import type { Flag, IsoTime } from './columns.ts';

// The tables of play: plays and their answers, hosted rounds, channel scores, and failed join-code lookups.

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

/** Join-code lookups that found nothing, per budget (a player's, or everyone's) in its current window (0017). */
export interface JoinLookupFailuresTable {
  budget_key: string;
  failures: number;
  window_start: IsoTime;
}
