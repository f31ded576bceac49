import type { SizeResult } from './figures.ts';

// The live-round issue's targets, judged per size. They are reported, not enforced: a shared two-core
// machine's timings are noise, so only lost answers fail a run (in --smoke).

export const TARGET_PLAYERS = 5_000;
const SKEW_P99_MS = 100;
const ACK_P99_MS = 150;
const ACK_ECHO_RATIO = 1.5;
const STALENESS_P99_MS = 1_000;
const BYTES_PER_PLAYER = 40 * 1024;

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean;
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 'n/a' : `${value} ms`);

export function judge(result: SizeResult): Verdict[] {
  const { plw, echo } = result;
  const ratio = plw.ackMs.p99 / echo.ackMs.p99;
  const everyone: Verdict = {
    target: 'every player joined and got the start',
    measured: `${plw.started ?? 0}/${result.players}`,
    pass: plw.started === result.players && plw.joined === result.players,
  };
  const verdicts: Verdict[] = [
    {
      target: `start skew p99 < ${SKEW_P99_MS} ms`,
      measured: ms(plw.startSkewMs?.p99),
      pass: (plw.startSkewMs?.p99 ?? Infinity) < SKEW_P99_MS,
    },
    { target: `answer ack p99 < ${ACK_P99_MS} ms`, measured: ms(plw.ackMs.p99), pass: plw.ackMs.p99 < ACK_P99_MS },
    {
      target: `answer ack p99 < ${ACK_ECHO_RATIO}x echo p99`,
      measured: Number.isNaN(ratio) ? 'n/a' : `${ratio.toFixed(2)}x (echo ${echo.ackMs.p99} ms)`,
      pass: ratio < ACK_ECHO_RATIO,
    },
    {
      target: `leaderboard staleness p99 < ${STALENESS_P99_MS / 1000} s`,
      measured: ms(plw.leaderboardStalenessMs?.p99),
      pass: (plw.leaderboardStalenessMs?.p99 ?? Infinity) < STALENESS_P99_MS,
    },
    {
      target: `server memory < ${BYTES_PER_PLAYER / 1024} KB per player`,
      measured: `${(plw.serverBytesPerPlayer / 1024).toFixed(1)} KB`,
      pass: plw.serverBytesPerPlayer < BYTES_PER_PLAYER,
    },
    { target: 'no lost answers', measured: String(plw.lost), pass: plw.lost === 0 },
  ];
  // A round nobody played says nothing about latency, memory at peak or lost answers.
  if (!plw.started) return [everyone, ...verdicts.map((v) => ({ ...v, measured: 'n/a: no round played', pass: false }))];
  return [everyone, ...verdicts];
}
