import { useSearch } from 'wouter';
import { WaitingRoom } from './waiting-room.tsx';

/** /game/waitingroom?redirect&time (spec 2, 4); the route has already checked that both are there. */
export default function WaitingRoomPage() {
  const params = new URLSearchParams(useSearch());
  return <WaitingRoom redirect={params.get('redirect') ?? ''} time={params.get('time') ?? ''} />;
}
