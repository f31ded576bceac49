import { roundEndSchema } from '@plw/protocol/socket/round-events';
import { z } from 'zod';

// A hosted round's final board reaches its players once, in round:end; the server keeps no player-facing copy of
// it. It is kept in this tab so the finale survives a reload (a round joined again once over only says it is over).

const KEY_PREFIX = 'plw:hosted-round-end:';

/** The round's end, and how many played it (its top holds only the first ones). */
const keptEndSchema = z.object({ end: roundEndSchema, players: z.number().int().nonnegative() });
export type HostedRoundEnd = z.infer<typeof keptEndSchema>;

export function keepHostedRoundEnd(roundId: string, kept: HostedRoundEnd): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + roundId, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the finale on screen now still shows; only a reload loses it.
  }
}

/** The end kept for this round in this tab, or null (another tab, or the round ended while we were away). */
export function readHostedRoundEnd(roundId: string): HostedRoundEnd | null {
  try {
    const kept = sessionStorage.getItem(KEY_PREFIX + roundId);
    if (kept === null) return null;
    const parsed = keptEndSchema.safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
