import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import type { TFunction } from 'i18next';
import type { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';

// Why a submission for review was refused, in the reader's language: the server's words for the refusals the spec
// names (no questions yet, not a draft or rejected game), else whatever it answered.

export function submitProblem(t: TFunction, error: ApiRequestError): string {
  switch (error.message) {
    case REVIEW_MESSAGES.noQuestions:
      return t('studio.review.noQuestions');
    case REVIEW_MESSAGES.notSubmittable:
      return t('studio.review.notSubmittable');
    default:
      return serverMessage(t, error);
  }
}
