import { z } from 'zod';
import { socketErrorSchema } from './round-events.ts';

// What the server says about the connection itself rather than a round: a message refused where no ack can carry
// the refusal (sent without one, or too large to read). Every other refusal is its event's ack.

/** What a player is told when the connection refuses a message, by the refusal's code. */
export const CONNECTION_MESSAGES = {
  unknownEvent: 'This server has no such event; please reload',
  ackRequired: 'Every message needs an acknowledgement callback',
  tooLarge: (limitBytes: number) => `Messages are limited to ${limitBytes} bytes; the connection is closing`,
  tooMany: 'Too many messages; slow down',
} as const;

/** A refused message: its event's name when it could be read (null for a frame too large to read), and why. */
export const socketRefusedSchema = socketErrorSchema.extend({ event: z.string().nullable() });
export type SocketRefused = z.infer<typeof socketRefusedSchema>;

export const connectionServerEvents = {
  /** A message refused without an ack to answer: sent without one, or too large (then a close). */
  'socket:refused': socketRefusedSchema,
} as const;
