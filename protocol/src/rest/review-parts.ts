import { VERDICTS } from '@plw/shared/schemas/review';
import { z } from 'zod';

// What every question type's review view adds to a question: the verdict given so far and the version shown.

export const verdictFields = { verdict: z.enum(VERDICTS).nullable(), reason: z.string().nullable() };
/** The version of the question as shown: the review sends it back, and is refused if the question changed since. */
export const version = z.string();
