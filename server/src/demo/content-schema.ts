import {
  CHANNEL_DESCRIPTION,
  CHANNEL_NAME,
  DIRECTIONS,
  LANGUAGE_NAMES,
  MCQ_OPTION_COUNT,
  PERSON_NAME,
  QUESTION_MAX,
} from '@plw/shared/constants';
import { KRISSKROSS_ANSWER_PATTERN } from '@plw/shared/question-types/krisskross/question-schema';
import { TYPED_ANSWER_ALTERNATIVES_MAX } from '@plw/shared/question-types/typed-answer/question-schema';
import { TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';

// The shape of the demo content files under content/ (see content/README.md): who the channels are, and
// each language's daily puzzles and quizzes. A file that breaks it stops the seed with the file's name and
// the field, so a reviewer who edits the JSON learns what went wrong.

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a key is lower-case words joined by hyphens');
const text = (max: number) => z.string().trim().min(1).max(max);
const gameName = text(TEXT_MAX.gameName);
const question = text(QUESTION_MAX);
const language = z.enum(LANGUAGE_NAMES);

export const channelKeys = ['word-wizards', 'nature-nook', 'time-travellers', 'spice-route'] as const;
export type ChannelKey = (typeof channelKeys)[number];

export const channelContentSchema = z.strictObject({
  key: z.enum(channelKeys),
  name: z.string().min(CHANNEL_NAME.min).max(CHANNEL_NAME.max),
  description: z.string().min(CHANNEL_DESCRIPTION.min).max(CHANNEL_DESCRIPTION.max),
  colour: z.string().regex(/^#[0-9a-f]{6}$/, 'a colour is #rrggbb in lower case'),
  /** A file in content/pictures/, stored like an uploaded channel picture. */
  picture: z.string().regex(/^[a-z0-9-]+\.(?:svg|png)$/),
  owner: z.strictObject({
    name: z.string().min(PERSON_NAME.min).max(PERSON_NAME.max),
    email: z.email(),
    /** Ten digits after +91, as the channel request form takes them. */
    phone: z.string().regex(/^[1-9]\d{9}$/),
  }),
  playlists: z
    .array(z.strictObject({ name: text(TEXT_MAX.playlistName), games: z.array(key).min(1) }))
    .min(1),
});

export const channelsFileSchema = z.array(channelContentSchema).length(channelKeys.length);

/** A kriss-kross answer: letters only here (no spaces or commas), as a one-word crossword answer. */
const krissKrossAnswer = text(TEXT_MAX.answer)
  .regex(KRISSKROSS_ANSWER_PATTERN, 'letters only')
  .refine((answer) => !/[ ,]/.test(answer), 'one word: no spaces or commas');

export const clueSchema = z.strictObject({
  clue: question,
  answer: krissKrossAnswer,
  /** Omitted: alternate Across and Down through the list, as a creator lays them out. */
  direction: z.enum(DIRECTIONS).optional(),
});

export const dailyKrissKrossSchema = z.strictObject({
  key,
  /** Released at the start of (the first start's UTC day + day). */
  day: z.number().int().min(0).max(30),
  channel: z.enum(channelKeys),
  name: gameName,
  clues: z.array(clueSchema).min(10).max(15),
});

export const mcqContentSchema = z.strictObject({
  question,
  answer: text(TEXT_MAX.answer),
  options: z.array(text(TEXT_MAX.answer)).length(MCQ_OPTION_COUNT),
});

export const dailyQuizSchema = z.strictObject({
  key,
  day: z.number().int().min(0).max(30),
  channel: z.enum(channelKeys),
  name: gameName,
  questions: z.array(mcqContentSchema).min(5).max(10),
});

export const typedAnswerContentSchema = z.strictObject({
  question,
  answer: text(TEXT_MAX.answer),
  /** Other spellings also accepted; omitted when there are none. */
  alternatives: z.array(text(TEXT_MAX.answer)).max(TYPED_ANSWER_ALTERNATIVES_MAX).optional(),
});

export const dailyTypedAnswerSchema = z.strictObject({
  key,
  day: z.number().int().min(0).max(30),
  channel: z.enum(channelKeys),
  name: gameName,
  questions: z.array(typedAnswerContentSchema).min(5).max(10),
});

export const puzzlesFileSchema = z.strictObject({
  language,
  krisskross: z.array(dailyKrissKrossSchema),
  quizzes: z.array(dailyQuizSchema),
  /** "Type the answer" games: not every language has them yet. */
  typedAnswers: z.array(dailyTypedAnswerSchema).optional(),
});

/**
 * The games the demo had before the daily content (tests and the README name them): one game in several
 * languages, each language a variant of it, released on the first start.
 */
export const classicGameSchema = z.strictObject({
  key,
  channel: z.enum(channelKeys),
  variants: z
    .array(
      z.union([
        z.strictObject({ language, name: gameName, questions: z.array(mcqContentSchema).min(1) }),
        z.strictObject({ language, name: gameName, clues: z.array(clueSchema).min(2) }),
      ]),
    )
    .min(1),
});

export const classicsFileSchema = z.strictObject({ games: z.array(classicGameSchema) });

export type ChannelContent = z.infer<typeof channelContentSchema>;
export type ClueContent = z.infer<typeof clueSchema>;
export type McqContent = z.infer<typeof mcqContentSchema>;
export type TypedAnswerContent = z.infer<typeof typedAnswerContentSchema>;
export type PuzzlesFile = z.infer<typeof puzzlesFileSchema>;
export type ClassicGame = z.infer<typeof classicGameSchema>;
