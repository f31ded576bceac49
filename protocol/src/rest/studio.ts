import {
  DIRECTIONS,
  LANGUAGE_NAMES,
  MEDIA_TYPES,
  QUESTION_SOURCES,
  REQUEST_STATUSES,
} from '@plw/shared/constants';
import { channelRequestFieldsSchema, channelSchema } from '@plw/shared/schemas/channel';
import { gameFormSchema, gameSummarySchema } from '@plw/shared/schemas/game';
import { nameSchema } from '@plw/shared/rules/names';
import { krissKrossQuestionSchema } from '@plw/shared/question-types/krisskross/question-schema';
import { mcqQuestionSchema } from '@plw/shared/question-types/mcq/question-schema';
import { boundedText, TEXT_MAX, tooLongMessage } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams } from './fields.ts';
import { okSchema } from './auth.ts';
import { giftSchema } from './player.ts';

// The creator studio (spec 2, creator area): the channel's figures, games and their language variants, questions,
// playlists, gifts, settings, media uploads and drafted questions. Every call acts on the caller's own channel only.

const CREATOR = ['CREATOR'] as const;
const questionParams = z.object({ id: idField, questionId: idField });
const mediaType = z.enum(MEDIA_TYPES);

export const STUDIO_MESSAGES = {
  languageOffered: 'This language is already offered',
  languageRequested: 'This language has already been requested',
  languageRequired: 'Language is required',
  variantExists: 'This game already has a variant in that language',
  releasedLocked: "A released game's questions cannot be edited",
  releasedGameLocked: 'A released game cannot be edited',
  changedMeanwhile: 'This game was reviewed or released while you were editing it: reload it and try again',
  wrongGameType: 'This game does not take this kind of question',
  questionOrder: 'List every question of the game exactly once',
  mediaNotFound: 'Media file not found',
  mediaKindMismatch: 'The media type does not match the uploaded file',
  pictureNotImage: 'The channel picture must be an image',
  fileMissing: 'Choose a file to upload (a multipart form with a field named file)',
  playlistNameRequired: 'Playlist name is required',
  playlistNameTooLong: tooLongMessage('Playlist name', TEXT_MAX.playlistName),
  playlistGamesReleased: 'Only released games of your channel can be added to a playlist',
  playlistGamesUnique: 'A game can be in a playlist only once',
  draftsNotConfigured:
    'Question drafts are off: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL on the server to draft questions',
  draftsFailed: 'The question drafting service did not answer with usable questions; try again',
} as const;

/** A game as its creator sees it in the studio: the summary plus what the form edits and what it holds. */
export const studioGameSchema = gameSummarySchema.extend({
  question_source: z.enum(QUESTION_SOURCES),
  image_media_id: z.string().nullable(),
  question_count: z.number().int(),
  round_style: gameFormSchema.shape.round_style.unwrap(),
});

/** The new-game form as sent: the spec's fields, the picture as an uploaded media id. */
export const gameFormBodySchema = gameFormSchema.extend({ image: idField.nullish() });

export const languageRequestSchema = z.object({
  request_id: z.string(),
  language: z.string(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.iso.datetime(),
});

const mediaRef = { mediaFile: z.string().nullable(), mediaUrl: z.string().nullable(), mediaType: mediaType.nullable() };

export const studioMcqQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()),
  ...mediaRef,
});

export const studioKrissKrossQuestionSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  direction: z.enum(DIRECTIONS),
  ...mediaRef,
});

/** Players see playlists on the channel page, so their names follow the name policy (rules/names). */
const playlistName = nameSchema(
  { min: 1, max: TEXT_MAX.playlistName },
  {
    required: STUDIO_MESSAGES.playlistNameRequired,
    tooShort: STUDIO_MESSAGES.playlistNameRequired,
    tooLong: STUDIO_MESSAGES.playlistNameTooLong,
  },
);

/** A released game as a playlist holds it: the whole group, named by its first language variant. */
export const playlistGameSchema = z.object({
  game_group_id: z.string(),
  game_name: z.string(),
  type: gameSummarySchema.shape.type,
  languages: z.array(z.enum(LANGUAGE_NAMES)),
});

export const studioPlaylistSchema = z.object({
  playlist_id: z.string(),
  name: z.string(),
  position: z.number().int(),
  games: z.array(playlistGameSchema),
});

/** A drafted question, not stored: the creator reviews and edits it, then saves it like any other. */
export const questionDraftSchema = z.object({
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()).optional(),
  direction: z.enum(DIRECTIONS).optional(),
});

export const channelSettingsSchema = channelRequestFieldsSchema
  .pick({ channel_name: true, channel_description: true })
  .extend({ channel_dp: idField.nullish() });

export const mediaUploadSchema = z.object({ media_id: z.string(), url: z.string(), mediaType });

export const studioApi = {
  studioFigures: defineEndpoint({
    method: 'GET',
    path: '/api/channel/dashboard',
    access: CREATOR,
    summary: "The creator's channel in figures: games, plays and subscribers",
    errors: [404],
    response: z.object({
      figures: z.object({ games: z.number().int(), plays: z.number().int(), subscribers: z.number().int() }),
    }),
  }),
  studioGame: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id',
    access: CREATOR,
    summary: 'One of the channel games for editing, with its language variants',
    params: idParams,
    response: z.object({ game: studioGameSchema, variants: z.array(studioGameSchema) }),
  }),
  createGame: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game',
    access: CREATOR,
    summary: 'A new DRAFT game; with variant_of, a new language variant of that game',
    body: gameFormBodySchema.extend({ variant_of: idField.optional() }),
    errors: [404, 409],
    response: z.object({ game: studioGameSchema }),
  }),
  updateGame: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id',
    access: CREATOR,
    summary: 'Edits a game; a verified game goes back to review, a released one cannot change',
    params: idParams,
    body: gameFormBodySchema,
    errors: [409],
    response: z.object({ game: studioGameSchema }),
  }),
  languageRequests: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/language',
    access: CREATOR,
    summary: "The channel's requests for languages the product does not offer yet",
    errors: [404],
    response: z.object({ requests: z.array(languageRequestSchema) }),
  }),
  requestLanguage: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/language',
    access: CREATOR,
    summary: 'Asks for a language that is not offered',
    body: z.object({
      // The name of a language, read by the admins: the name policy too.
      language: nameSchema(
        { min: 2, max: TEXT_MAX.languageRequest },
        {
          required: STUDIO_MESSAGES.languageRequired,
          tooShort: STUDIO_MESSAGES.languageRequired,
          tooLong: tooLongMessage('Language', TEXT_MAX.languageRequest),
        },
      ),
    }),
    errors: [404, 409],
    response: z.object({ request: languageRequestSchema }),
  }),

  studioMcqQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/mcq-questions',
    access: CREATOR,
    summary: "A quiz's questions with answers and options, in order",
    params: idParams,
    response: z.object({ game: studioGameSchema, questions: z.array(studioMcqQuestionSchema) }),
  }),
  addMcqQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/mcq-questions',
    access: CREATOR,
    summary: 'Adds a question to a quiz, at the end',
    params: idParams,
    body: mcqQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioMcqQuestionSchema }),
  }),
  updateMcqQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/mcq-questions/:questionId',
    access: CREATOR,
    summary: "Edits a quiz question (a verified game goes back to review; a released one's cannot change)",
    params: questionParams,
    body: mcqQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioMcqQuestionSchema }),
  }),
  studioKrissKrossQuestions: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/krisskross-questions',
    access: CREATOR,
    summary: "A kriss-kross game's questions with answers and directions, in order",
    params: idParams,
    response: z.object({ game: studioGameSchema, questions: z.array(studioKrissKrossQuestionSchema) }),
  }),
  addKrissKrossQuestion: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/krisskross-questions',
    access: CREATOR,
    summary: 'Adds a question to a kriss-kross game, at the end',
    params: idParams,
    body: krissKrossQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioKrissKrossQuestionSchema }),
  }),
  updateKrissKrossQuestion: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/krisskross-questions/:questionId',
    access: CREATOR,
    summary: 'Edits a kriss-kross question',
    params: questionParams,
    body: krissKrossQuestionSchema,
    errors: [409],
    response: z.object({ game: studioGameSchema, question: studioKrissKrossQuestionSchema }),
  }),
  deleteQuestion: defineEndpoint({
    method: 'DELETE',
    path: '/api/channel/game/:id/questions/:questionId',
    access: CREATOR,
    summary: 'Removes a question from a game',
    params: questionParams,
    errors: [409],
    response: z.object({ game: studioGameSchema }),
  }),
  reorderQuestions: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/questions/order',
    access: CREATOR,
    summary: "Puts a game's questions in a new order: every question id once",
    params: idParams,
    body: z.object({ question_ids: z.array(idField).min(1).max(500) }),
    errors: [409],
    response: z.object({ game: studioGameSchema }),
  }),
  setDirections: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/game/:id/questions/directions',
    access: CREATOR,
    summary: "Sets kriss-kross questions' directions at once (the suggested directions)",
    params: idParams,
    body: z.object({
      directions: z
        .array(z.object({ question_id: idField, direction: z.enum(DIRECTIONS) }))
        .min(1)
        .max(500),
    }),
    errors: [409],
    response: z.object({ game: studioGameSchema }),
  }),

  questionDraftsStatus: defineEndpoint({
    method: 'GET',
    path: '/api/channel/question-drafts',
    access: CREATOR,
    summary: 'Whether the server can draft questions, and if not what to set',
    response: z.object({ configured: z.boolean(), message: z.string().nullable() }),
  }),
  draftQuestions: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/question-drafts',
    access: CREATOR,
    summary: "Drafts questions in the game's language for the creator to review; nothing is stored",
    params: idParams,
    body: z.object({
      count: z.number().int().min(1).max(10).default(5),
      topic: boundedText(TEXT_MAX.draftTopic, { trim: true }).default(''),
    }),
    errors: [502, 503],
    response: z.object({ drafts: z.array(questionDraftSchema), rejected: z.number().int() }),
  }),

  studioPlaylists: defineEndpoint({
    method: 'GET',
    path: '/api/channel/playlistdetails',
    access: CREATOR,
    summary: "The channel's playlists with their games, and the released games that can go in them",
    errors: [404],
    response: z.object({ playlists: z.array(studioPlaylistSchema), games: z.array(playlistGameSchema) }),
  }),
  createPlaylist: defineEndpoint({
    method: 'POST',
    path: '/api/channel/playlists',
    access: CREATOR,
    summary: 'A new, empty playlist at the end',
    body: z.object({ name: playlistName }),
    errors: [404],
    response: z.object({ playlist: studioPlaylistSchema }),
  }),
  renamePlaylist: defineEndpoint({
    method: 'PATCH',
    path: '/api/channel/playlists/:id',
    access: CREATOR,
    summary: 'Renames a playlist',
    params: idParams,
    body: z.object({ name: playlistName }),
    response: z.object({ playlist: studioPlaylistSchema }),
  }),
  deletePlaylist: defineEndpoint({
    method: 'DELETE',
    path: '/api/channel/playlists/:id',
    access: CREATOR,
    summary: 'Deletes a playlist (its games stay)',
    params: idParams,
    response: okSchema,
  }),
  setPlaylistGames: defineEndpoint({
    method: 'PUT',
    path: '/api/channel/playlists/:id/games',
    access: CREATOR,
    summary: "A playlist's games in order: adds, removes and reorders in one call",
    params: idParams,
    body: z.object({ game_group_ids: z.array(idField).max(200) }),
    response: z.object({ playlist: studioPlaylistSchema }),
  }),

  studioGifts: defineEndpoint({
    method: 'GET',
    path: '/api/channel/giftdetails',
    access: CREATOR,
    summary: "The channel's gift balance and gifts",
    errors: [404],
    response: z.object({
      channel: z.object({ channel_id: z.string(), channel_name: z.string(), balance: z.number() }),
      gifts: z.array(giftSchema),
    }),
  }),
  updateChannelSettings: defineEndpoint({
    method: 'PATCH',
    path: '/api/channel/channeldetails',
    access: CREATOR,
    summary: "Edits the channel's name, description and picture (an uploaded image's media id)",
    body: channelSettingsSchema,
    errors: [404, 409],
    response: z.object({ channel: channelSchema }),
  }),
  uploadMedia: defineEndpoint({
    method: 'POST',
    path: '/api/media',
    access: CREATOR,
    summary:
      'Stores one image, sound or video (multipart field `file`, optional `mediaType`, at most 10MB), typed by content',
    form: { fields: z.object({ mediaType: mediaType.optional() }), files: ['file'] },
    response: mediaUploadSchema,
  }),
} as const;

export type StudioGame = z.infer<typeof studioGameSchema>;
export type StudioMcqQuestion = z.infer<typeof studioMcqQuestionSchema>;
export type StudioKrissKrossQuestion = z.infer<typeof studioKrissKrossQuestionSchema>;
export type StudioPlaylist = z.infer<typeof studioPlaylistSchema>;
export type PlaylistGame = z.infer<typeof playlistGameSchema>;
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
