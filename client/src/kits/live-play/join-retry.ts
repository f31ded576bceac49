// A join the server refused as too many at once (a whole class joining behind one school address) is tried again
// after a wait that doubles each time, with jitter so the refused players do not all come back in the same
// instant; only after several tries does the page give up and show the refusal.

export const JOIN_RETRY = {
  firstMs: 500,
  maxMs: 8_000,
  /** Tries after the first: about 20 to 40 s of waiting in all. */
  retries: 8,
} as const;

/** The wait before retry `retry` (from 0): between half and all of a ceiling that doubles up to the cap. */
export function joinRetryDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(JOIN_RETRY.maxMs, JOIN_RETRY.firstMs * 2 ** retry);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface RetryOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** False once the page no longer wants the answer (it left the round): no further tries. */
  stillWanted?: () => boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` again while `refused(reply)`, waiting between tries; answers the last reply. */
export async function retryWhileRefused<R>(
  attempt: () => Promise<R>,
  refused: (reply: R) => boolean,
  { sleep = wait, random = Math.random, stillWanted = () => true }: RetryOptions = {},
): Promise<R> {
  let reply = await attempt();
  for (let retry = 0; retry < JOIN_RETRY.retries && refused(reply); retry += 1) {
    await sleep(joinRetryDelayMs(retry, random));
    if (!stillWanted()) return reply;
    reply = await attempt();
  }
  return reply;
}
