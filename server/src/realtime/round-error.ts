import type { SocketErrorCode } from '@plw/protocol/socket/round-events';
import { ANSWER_REFUSALS, type AnswerRefusal } from '@plw/shared/rules/round/engine';

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

/** The round engine's refusal of an answer, as the player hears it: an answer that is not a choice is a bad payload. */
export function answerRefused(refusal: AnswerRefusal): RoundError {
  return new RoundError(refusal === 'NOT_A_CHOICE' ? 'BAD_PAYLOAD' : refusal, ANSWER_REFUSALS[refusal]);
}
