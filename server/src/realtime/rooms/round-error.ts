import type { SocketErrorCode } from '@plw/protocol/socket/round-events';
import { ANSWER_REFUSALS, type AnswerRefusal } from '@plw/shared/rules/round/judged-answer';
import { TYPE_ANSWER_REFUSALS } from '@plw/shared/question-types/registry';

/** A refusal the player should hear about, sent back as an error ack with its code. */
export class RoundError extends Error {
  constructor(
    readonly code: SocketErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RoundError';
  }
}

/** The round engine's refusal of an answer, as the player hears it: an answer its type refuses is a bad payload. */
export function answerRefused(refusal: AnswerRefusal): RoundError {
  const code = isTypeRefusal(refusal) ? 'BAD_PAYLOAD' : refusal;
  return new RoundError(code, ANSWER_REFUSALS[refusal]);
}

const isTypeRefusal = (refusal: AnswerRefusal): refusal is keyof typeof TYPE_ANSWER_REFUSALS =>
  refusal in TYPE_ANSWER_REFUSALS;
