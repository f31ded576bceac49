import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { mcqRoundQuestionSchema } from './entry.ts';
import { lockedAnswerSchema } from '../../socket/round-parts.ts';
import { dailyPlayApi, dailyReportSchema } from '../../rest/daily-play-api.ts';
import { mcqQuestionViewSchema } from './review-api.ts';

// Multiple-choice games over REST (spec 7): details, daily play one answer at a time, the report after it,
// and the leaderboard. Live rounds are played over the socket (socket/round-events.ts).

export const mcqPlaySchema = z.object({
  questions: z.array(mcqRoundQuestionSchema),
  /** Each player sees the four choices in their own order: shuffle with this seed. */
  shuffleSeed: z.number().int(),
  answers: z.array(lockedAnswerSchema),
  score: z.number(),
  finished: z.boolean(),
});

export const mcqReportSchema = dailyReportSchema;

export const mcqApi = dailyPlayApi(
  { prefix: 'mcq', slug: 'mcq', label: 'multiple-choice' },
  { play: mcqPlaySchema, answer: boundedText(TEXT_MAX.answer).min(1), questionView: mcqQuestionViewSchema },
);
