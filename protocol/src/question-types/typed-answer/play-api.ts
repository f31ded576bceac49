import { TYPED_ANSWER_MESSAGES } from '@plw/shared/question-types/typed-answer/answer';
import { boundedText, TEXT_MAX } from '@plw/shared/text-limits';
import { z } from 'zod';
import { typedAnswerRoundQuestionSchema } from './entry.ts';
import { lockedAnswerSchema } from '../../socket/round-parts.ts';
import { dailyPlayApi, dailyReportSchema } from '../../rest/daily-play-api.ts';
import { typedAnswerQuestionViewSchema } from './review-api.ts';

// "Type the answer" games over REST: details, daily play one typed answer at a time, the report after it,
// and the leaderboard. Live rounds are played over the socket (socket/round-events.ts).

export const typedAnswerPlaySchema = z.object({
  questions: z.array(typedAnswerRoundQuestionSchema),
  answers: z.array(lockedAnswerSchema),
  score: z.number(),
  finished: z.boolean(),
});

export const typedAnswerReportSchema = dailyReportSchema;

export const typedAnswerApi = dailyPlayApi(
  { prefix: 'typedAnswer', slug: 'typed-answer', label: '"type the answer"' },
  {
    play: typedAnswerPlaySchema,
    // Nothing typed is refused in the words the answer rule uses for nothing that counts ('Type an answer').
    answer: boundedText(TEXT_MAX.answer, { required: TYPED_ANSWER_MESSAGES.empty }),
    questionView: typedAnswerQuestionViewSchema,
  },
);
