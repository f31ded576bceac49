import type { NotificationPush } from '../../domains/notifications/notify.ts';
import { type RoundServer, userRoomOf } from './round-sockets.ts';

// Notifications go to every socket of their user, on every process (through the Redis adapter when there are several).

export function socketPush(io: RoundServer): NotificationPush {
  return { push: (userId, notification) => io.to(userRoomOf(userId)).emit('notification:new', notification) };
}
