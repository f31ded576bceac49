import { notificationSchema } from '../rest/player.ts';

// Every signed-in socket is in its user's room: a notification reaches it as it is stored (rest/player.ts lists them).

export const notificationServerEvents = {
  'notification:new': notificationSchema,
} as const;
