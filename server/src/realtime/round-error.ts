import type { SocketErrorCode } from '@plw/protocol/socket/round-events';

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
