import { ROLES } from '@plw/shared/constants';
import { gameSummarySchema } from '@plw/shared/schemas/game';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams } from './fields.ts';
import { lockedAnswerSchema } from '../socket/round-parts.ts';
import { LEADERBOARD_TYPES, leaderboardEntrySchema } from './leaderboards.ts';

// The REST calls of a question type whose daily play is one locked answer per question: details, the play,
// each answer, the creator's try-out, the leaderboard, the report and the questions with answers. Each such
// type calls this with its own names and schemas, so the calls keep one shape (their paths differ by slug).

/** The answers page after a daily play: the same for every type played one answer at a time. */
export const dailyReportSchema = z.object({
  questions: z.array(
    z.object({
      question_id: z.string(),
      question: z.string(),
      answer: z.string(),
      my_answer: z.string().nullable(),
      correct: z.boolean(),
      points: z.number(),
    }),
  ),
  score: z.number(),
  rank: z.number().int().nullable(),
});

export interface DailyPlayNames<Prefix extends string, Slug extends string> {
  /** Starts each endpoint's name, e.g. `mcq` gives `mcqDetails`. */
  prefix: Prefix;
  /** The path segment after `/api/game/`. */
  slug: Slug;
  /** The type as the summaries name it, e.g. `multiple-choice` in "A multiple-choice game". */
  label: string;
}

export interface DailyPlaySchemas<Play extends z.ZodType, Answer extends z.ZodType, View extends z.ZodType> {
  /** What starting (or resuming) a daily play answers. */
  play: Play;
  /** The type's typed or chosen answer in the answer body, with the type's own refusal. */
  answer: Answer;
  /** One question with its answer, as its creator sees it. */
  questionView: View;
}

function dailyPlayEndpoints<
  Slug extends string,
  Play extends z.ZodType,
  Answer extends z.ZodType,
  View extends z.ZodType,
>(
  slug: Slug,
  label: string,
  schemas: DailyPlaySchemas<Play, Answer, View>,
) {
  const base = `/api/game/${slug}/:id` as const;
  return {
    Details: defineEndpoint({
      method: 'GET',
      path: `${base}/details`,
      access: ROLES,
      summary: `A ${label} game as the caller may see it`,
      params: idParams,
      response: z.object({ game: gameSummarySchema }),
    }),
    Questions: defineEndpoint({
      method: 'GET',
      path: `${base}/questions`,
      access: ['PLAYER'],
      summary: "A daily game's questions without answers, and the player's answers so far; starts the play",
      params: idParams,
      errors: [409],
      response: schemas.play,
    }),
    Answer: defineEndpoint({
      method: 'POST',
      path: `${base}/answer`,
      access: ['PLAYER'],
      summary: 'Locks in one answer of a daily game: once per question; the last one finishes the play',
      params: idParams,
      body: z.object({ question_id: idField, answer: schemas.answer }),
      errors: [409],
      response: lockedAnswerSchema.extend({
        score: z.number(),
        finished: z.boolean(),
        rank: z.number().int().nullable(),
        /**
         * The question's right answer, now that the player's own is locked (shared/rules/answer-access.ts,
         * dailyRightAnswer); null when the rule keeps it closed.
         */
        rightAnswer: z.string().nullable(),
      }),
    }),
    PlayDemoQuestions: defineEndpoint({
      method: 'GET',
      path: `${base}/playdemoquestions`,
      access: ['CREATOR', 'ADMIN'],
      summary: "A game's questions with answers, for its creator to try it",
      params: idParams,
      response: z.object({ questions: z.array(schemas.questionView) }),
    }),
    Leaderboard: defineEndpoint({
      method: 'GET',
      path: `${base}/leaderboard`,
      access: ROLES,
      summary: `A ${label} game's leaderboard: the live round's once it is over, else the daily one`,
      params: idParams,
      query: z.object({ type: z.enum(LEADERBOARD_TYPES).optional() }),
      errors: [409],
      response: z.object({ leaderboard: z.array(leaderboardEntrySchema), me: leaderboardEntrySchema.nullable() }),
    }),
    Report: defineEndpoint({
      method: 'GET',
      path: `${base}/report`,
      access: ['PLAYER'],
      summary: "The answers page: each question with its answer and the player's, once they may see it",
      params: idParams,
      errors: [409],
      response: dailyReportSchema,
    }),
    QuestionsAll: defineEndpoint({
      method: 'GET',
      path: `${base}/questions/all`,
      access: ['CREATOR', 'ADMIN'],
      summary: `A ${label} game's questions with answers: its channel's creator and admins only`,
      params: idParams,
      response: z.object({ questions: z.array(schemas.questionView) }),
    }),
  } as const;
}

type DailyPlayEndpoints<Slug extends string, Play extends z.ZodType, Answer extends z.ZodType, View extends z.ZodType> =
  ReturnType<typeof dailyPlayEndpoints<Slug, Play, Answer, View>>;

/** The endpoints named `<prefix>Details`, `<prefix>Questions`, … as the server, client and tests call them. */
export type DailyPlayApi<
  Prefix extends string,
  Slug extends string,
  Play extends z.ZodType,
  Answer extends z.ZodType,
  View extends z.ZodType,
> = {
  readonly [K in keyof DailyPlayEndpoints<Slug, Play, Answer, View> as `${Prefix}${K & string}`]: DailyPlayEndpoints<
    Slug,
    Play,
    Answer,
    View
  >[K];
};

export function dailyPlayApi<
  const Prefix extends string,
  const Slug extends string,
  Play extends z.ZodType,
  Answer extends z.ZodType,
  View extends z.ZodType,
>(
  names: DailyPlayNames<Prefix, Slug>,
  schemas: DailyPlaySchemas<Play, Answer, View>,
): DailyPlayApi<Prefix, Slug, Play, Answer, View> {
  const endpoints = dailyPlayEndpoints(names.slug, names.label, schemas);
  // Object.entries loses the names' link to their endpoints; the mapped type above restores it.
  return Object.fromEntries(
    Object.entries(endpoints).map(([part, endpoint]) => [`${names.prefix}${part}`, endpoint]),
  ) as DailyPlayApi<Prefix, Slug, Play, Answer, View>;
}
