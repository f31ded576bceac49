import { DIRECTIONS, MEDIA_TYPES, QUESTION_SOURCES, REQUEST_STATUSES } from '@plw/shared/constants';
import { channelRequestFieldsSchema } from '@plw/shared/schemas/channel';
import { gameFormSchema, gameSummarySchema } from '@plw/shared/schemas/game';
import { TEXT_MAX, tooLongMessage } from '@plw/shared/text-limits';
import { z } from 'zod';
import { idField } from './fields.ts';

// What the studio's calls share, its own and each question type's: who may call, its messages, a game as its
// creator sees it, a question's media, and the forms of the channel and its uploads.

export const CREATOR = ['CREATOR'] as const;
export const questionParams = z.object({ id: idField, questionId: idField });
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

/** A stored question's media: its file, where to fetch it, and its kind. */
export const mediaRef = {
  mediaFile: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  mediaType: mediaType.nullable(),
};

/** A drafted question, not stored: the creator reviews and edits it, then saves it like any other. */
export const questionDraftSchema = z.object({
  question: z.string(),
  answer: z.string(),
  answer_options: z.array(z.string()).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  /** Other spellings a typed answer accepts. */
  alternatives: z.array(z.string()).optional(),
});

export const channelSettingsSchema = channelRequestFieldsSchema
  .pick({ channel_name: true, channel_description: true })
  .extend({ channel_dp: idField.nullish() });

export const mediaUploadSchema = z.object({ media_id: z.string(), url: z.string(), mediaType });

export type StudioGame = z.infer<typeof studioGameSchema>;
export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export type LanguageRequest = z.infer<typeof languageRequestSchema>;
