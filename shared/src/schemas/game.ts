import { z } from 'zod';
import {
  GAME_MODES,
  GAME_STATUSES,
  GAME_TYPES,
  LANGUAGE_NAMES,
  QUESTION_SOURCES,
  SCORE,
  VISIBILITIES,
} from '../constants.ts';
import { nameSchema } from '../rules/names.ts';
import { ROUND_STYLES } from '../rules/round/round-style.ts';
import { TEXT_MAX, tooLongMessage } from '../text-limits.ts';

// The new-game form with the spec's defaults (section 3) and messages (section 5), and a game as lists show it.
// The name and hashtag are shown to every player, so they follow the name policy (rules/names).

export const GAME_MESSAGES = {
  languageRequired: 'Language is required',
  gameNameRequired: 'Game name is required',
  gameNameTooLong: tooLongMessage('Game name', TEXT_MAX.gameName),
  hashtagTooLong: tooLongMessage('Hashtag', TEXT_MAX.hashtag),
  scoreInteger: 'Score must be an integer',
  scoreTooLow: `Score must be at least ${SCORE.min}`,
  scoreTooHigh: `Score must be at most ${SCORE.max}`,
} as const;

export const gameFormSchema = z.object({
  type: z.enum(GAME_TYPES).default(GAME_TYPES[0]),
  mode: z.enum(GAME_MODES).default('DAILY'),
  visibility: z.enum(VISIBILITIES).default('PUBLIC'),
  language: z.enum(LANGUAGE_NAMES, { error: GAME_MESSAGES.languageRequired }),
  game_name: nameSchema(
    { min: 1, max: TEXT_MAX.gameName },
    {
      required: GAME_MESSAGES.gameNameRequired,
      tooShort: GAME_MESSAGES.gameNameRequired,
      tooLong: GAME_MESSAGES.gameNameTooLong,
    },
  ),
  paid: z.boolean().default(false),
  local_circle: z.boolean().default(false),
  transit_game: z.boolean().default(false),
  supporting_lesson: z.boolean().default(false),
  score: z
    .number({ error: GAME_MESSAGES.scoreInteger })
    .int(GAME_MESSAGES.scoreInteger)
    .min(SCORE.min, GAME_MESSAGES.scoreTooLow)
    .max(SCORE.max, GAME_MESSAGES.scoreTooHigh)
    .default(SCORE.default),
  hashtag: nameSchema(
    { min: 0, max: TEXT_MAX.hashtag },
    { tooShort: GAME_MESSAGES.hashtagTooLong, tooLong: GAME_MESSAGES.hashtagTooLong },
  ).default(''),
  question_source: z.enum(QUESTION_SOURCES).default('Manually'),
  /**
   * How the live round plays its questions (rules/round/round-style). Left out, the type's default
   * (`defaultRoundStyle`: IN_STEP for quizzes, so no verdict leaves a question before its lock), which the one
   * insert of a game applies. Kriss-kross takes FREE only.
   */
  round_style: z.enum(ROUND_STYLES).optional(),
});

/** A game as lists and details return it (spec 3: game_id, mode, publishing_time, configuration, name, channel). */
export const gameSummarySchema = z.object({
  game_id: z.string(),
  game_group_id: z.string(),
  type: z.enum(GAME_TYPES),
  mode: z.enum(GAME_MODES),
  visibility: z.enum(VISIBILITIES),
  language: z.enum(LANGUAGE_NAMES),
  game_name: z.string(),
  paid: z.boolean(),
  local_circle: z.boolean(),
  transit_game: z.boolean(),
  supporting_lesson: z.boolean(),
  score: z.number().int(),
  image: z.string().nullable(),
  hashtag: z.string(),
  status: z.enum(GAME_STATUSES),
  publishing_time: z.iso.datetime().nullable(),
  game_configuration: z.object({ game_duration: z.number().int().nullable() }),
  channel: z.object({ channel_id: z.string(), channel_name: z.string() }),
  /**
   * What a card draws when the game has no picture (rules/cover): the channel's colour and, for a laid-out
   * kriss-kross, its grid's shape (rows of '#' and '.', no letters). The server always sends it.
   */
  cover: z.object({ colour: z.string(), grid: z.array(z.string()).nullable() }).optional(),
});

export type GameForm = z.input<typeof gameFormSchema>;
export type GameSummary = z.infer<typeof gameSummarySchema>;
