import type { SocketErrorCode } from '@plw/protocol/socket/round-events';
import { ANSWER_REFUSALS, type AnswerRefusal } from '@plw/shared/rules/round/judged-answer';

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

/** The round engine's refusal of an answer, as the player hears it: a malformed answer is a bad payload. */
export function answerRefused(refusal: AnswerRefusal): RoundError {
  const code = refusal === 'NOT_A_CHOICE' || refusal === 'NOT_LETTERS' ? 'BAD_PAYLOAD' : refusal;
  return new RoundError(code, ANSWER_REFUSALS[refusal]);
}
