import { MotionConfig } from 'motion/react';
import { useSearch } from 'wouter';
import { useSyncedClock } from '../../lib/use-socket.ts';
import { WaitingRoom } from './waiting-room.tsx';

/**
 * /game/waitingroom?redirect&time (spec 2, 4); the route has already checked that both are there. It counts down
 * by the server's clock, measured over the round connection, which the game it opens then goes on using.
 */
export default function WaitingRoomPage() {
  const params = new URLSearchParams(useSearch());
  const now = useSyncedClock();
  return (
    <MotionConfig reducedMotion="user">
      <WaitingRoom redirect={params.get('redirect') ?? ''} time={params.get('time') ?? ''} now={now} />
    </MotionConfig>
  );
}
