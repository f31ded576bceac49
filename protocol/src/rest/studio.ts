import { MEDIA_TYPES } from '@plw/shared/constants';
import { channelSchema } from '@plw/shared/schemas/channel';
import { nameSchema } from '@plw/shared/rules/names';
import { boundedText, TEXT_MAX, tooLongMessage } from '@plw/shared/text-limits';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { TYPE_STUDIO_API } from '../question-types/registry.ts';
import { idField, idParams } from './fields.ts';
import { giftSchema } from './player.ts';
import {
  channelSettingsSchema,
  CREATOR,
  gameFormBodySchema,
  languageRequestSchema,
  mediaUploadSchema,
  questionDraftSchema,
  questionParams,
  STUDIO_MESSAGES,
  studioGameSchema,
} from './studio-parts.ts';
import { studioPlaylistsApi } from './studio-playlists.ts';

// The creator studio (spec 2, creator area): the channel's figures, games and their language variants, questions
// (each type's own in its question-types folder), playlists, gifts, settings, media uploads and drafted questions.
// Every call acts on the caller's own channel only.

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

  ...TYPE_STUDIO_API,
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

  ...studioPlaylistsApi,

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
    form: { fields: z.object({ mediaType: z.enum(MEDIA_TYPES).optional() }), files: ['file'] },
    response: mediaUploadSchema,
  }),
} as const;
