import type { Generated } from 'kysely';
import type { Direction, GameMode, GameStatus, GameType, MediaType, Visibility } from '@plw/shared/constants';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';
import type { Flag, IsoTime } from './columns.ts';

// The tables of games: groups of language variants, games, their questions by type, and playlists.

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

export interface TypedAnswerQuestionsTable {
  id: string;
  game_id: string;
  position: number;
  question: string;
  /** The answer as its creator wrote it: what a reveal and the report show. */
  answer: string;
  /** JSON array of the other spellings the creator accepts (at most five; 0022). */
  alternatives: string;
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
