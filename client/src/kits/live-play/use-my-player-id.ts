import { useAtomValue } from 'jotai';
import { currentUserAtom } from '../../lib/session/auth-state.ts';

/** The signed-in player's id, as the round's board names players; null for anyone else. */
export function useMyPlayerId(): string | null {
  const user = useAtomValue(currentUserAtom);
  return user?.role === 'PLAYER' ? user.player.player_id : null;
}
