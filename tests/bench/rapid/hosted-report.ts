import { printProfile } from './table.ts';
import { ALL_IN_WITHIN_MS, type HostedPlan, type HostedResult } from './hosted-run.ts';

// What the hosted run prints: how the class got in, the server and the load side while it did, the round's usual
// figures, and the one JSON line (stdout's last).

const ms = (value: number) => `${value} ms`;

export function printHosted(result: HostedResult, plan: HostedPlan): void {
  const { joinMs, joining, round, roundJoinAckMs } = result;
  const within = ALL_IN_WITHIN_MS / 1000;
  console.log(`\nHosted round: ${result.players} players from one address (127.0.0.1), production rate limits on`);
  console.log(`  each player: guest sign-in, GET join code, POST seat, socket connect, lobby:join; starts spread over ${plan.joinSpreadMs} ms`);
  console.log(`  first request -> lobby:join ack: p50 ${ms(joinMs.p50)}, p95 ${ms(joinMs.p95)}, p99 ${ms(joinMs.p99)}, max ${ms(joinMs.max)}`);
  console.log(`  ${result.seated} of ${result.players} got in; all within ${within} s: ${result.allInWithin10s ? 'yes' : 'NO'}`);
  console.log(
    `  while joining (${joining.seconds} s): server cpu ${joining.serverCpuPercent}%, loop lag p99 ${ms(joining.serverLoop.p99Ms)} `
    + `max ${ms(joining.serverLoop.maxMs)}, wait ${joining.serverWaitPercent}%; load cpu ${joining.loadCpuPercent}%, load lag p99 ${ms(joining.loadLagP99Ms)}`,
  );
  console.log(`  ${plan.questions} questions in step, each answered within ${plan.answerWindowMs} ms of opening, the host pressing next 1 s later`);
  console.log(`  round:join ack (on lobby:starting): p50 ${ms(roundJoinAckMs.p50)}, p99 ${ms(roundJoinAckMs.p99)}, max ${ms(roundJoinAckMs.max)}`);
  console.log(`  start skew p50 ${ms(round.startSkewMs?.p50 ?? Number.NaN)}, p99 ${ms(round.startSkewMs?.p99 ?? Number.NaN)}`);
  console.log(`  answer ack p50 ${ms(round.ackMs.p50)}, p99 ${ms(round.ackMs.p99)}, max ${ms(round.ackMs.max)}; ${round.acked} of ${round.sent} acked, lost ${round.lost}`);
  console.log(`  reveal after lock p50 ${ms(round.revealMs?.p50 ?? Number.NaN)}, p99 ${ms(round.revealMs?.p99 ?? Number.NaN)}`);
  console.log(
    `  during the round: server cpu ${round.serverCpuPercent}%, loop lag p99 ${ms(round.serverLoop.p99Ms)} max ${ms(round.serverLoop.maxMs)}, `
    + `wait ${round.serverWaitPercent}%; load cpu ${round.loadCpuPercent}%, load lag p99 ${ms(round.loadLagP99Ms)}; other cpu ${round.otherCpuPercent}%`,
  );
  for (const note of result.notes) console.log(`  note: ${note}`);
  if (result.joinProfile) printProfile(`while ${result.players} players joined`, result.joinProfile);
}

export function hostedJson(result: HostedResult) {
  const { round, joining } = result;
  return {
    run: 'hosted',
    players: result.players,
    serverCores: result.serverCores,
    seated: result.seated,
    joinMs: result.joinMs,
    allInWithin10s: result.allInWithin10s,
    joining: {
      serverCpuPercent: joining.serverCpuPercent,
      serverLoopP99Ms: joining.serverLoop.p99Ms,
      serverWaitPercent: joining.serverWaitPercent,
      loadCpuPercent: joining.loadCpuPercent,
      loadLagP99Ms: joining.loadLagP99Ms,
    },
    roundJoinAckMs: { p50: result.roundJoinAckMs.p50, p99: result.roundJoinAckMs.p99 },
    startSkewMs: {
      p50: round.startSkewMs?.p50 ?? null,
      p99: round.startSkewMs?.p99 ?? null,
      max: round.startSkewMs?.max ?? null,
    },
    ackMs: { p50: round.ackMs.p50, p99: round.ackMs.p99 },
    revealMs: { p50: round.revealMs?.p50 ?? null, p99: round.revealMs?.p99 ?? null },
    serverCpuPercent: round.serverCpuPercent,
    serverLoopP99Ms: round.serverLoop.p99Ms,
    loadLagP99Ms: Math.max(joining.loadLagP99Ms, round.loadLagP99Ms),
    lostAnswers: round.lost,
  };
}
