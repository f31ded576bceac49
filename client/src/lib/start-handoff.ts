import { useHistoryState } from 'wouter/use-browser-location';
import { z } from 'zod';

// The waiting room opens a game at its start with a note in the history entry: when the round started. The game's
// page, while it still loads, then holds the countdown's "Go!" on screen instead of flashing "Loading...".

const startHandoffSchema = z.object({ startedAt: z.number() });
export type StartHandoff = z.infer<typeof startHandoffSchema>;

/** Past this, a reload of the page say, it loads like any other page. */
const HOLD_MS = 10_000;

export function startHandoff(startedAt: number): StartHandoff {
  return { startedAt };
}

/** Whether this page was opened by a waiting room at a start that has only just passed by the given clock. */
export function useOpenedAtStart(now: () => number): boolean {
  const parsed = startHandoffSchema.safeParse(useHistoryState<unknown>());
  return parsed.success && now() - parsed.data.startedAt < HOLD_MS;
}
