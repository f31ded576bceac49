import { useMemo } from 'react';
import { liveStanding, type LiveStanding, type StandingSource } from './live-standing.ts';

/** The round's one standing for `me` (live-standing.ts), worked out again only when what it reads changes. */
export function useLiveStanding(round: StandingSource, me: string | null, final = false): LiveStanding {
  const { top, players, rank, score } = round;
  return useMemo(() => liveStanding({ top, players, rank, score }, me, final), [top, players, rank, score, me, final]);
}
