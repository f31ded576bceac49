import { type EngineFigures, roundFigures } from './figures.ts';
import { roundServerProbe } from './probe.ts';
import { totalRssBytes, watchPeakRss } from './proc.ts';
import { missingAnswers, scheduleRound } from './round-game.ts';
import { type Log, measureBetween, type Plan } from './run-size.ts';
import type { ServerProcess, Storage } from './server-process.ts';
import { spreadOf } from './stats.ts';
import type { WorkerPool } from './worker-pool.ts';

// The in-step round of one size, played after the free round by the same connected players: each question
// opens for everyone, every player answers it within its first seconds (a burst), and at its lock the
// reveal goes to every player; how long after the lock each reveal arrives is the figure.

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

export async function runInStep(
  plan: Plan,
  storage: Storage,
  server: ServerProcess,
  pool: WorkerPool,
  notes: string[],
  log: Log,
): Promise<EngineFigures> {
  const { players, inStep } = plan;
  const rssBefore = totalRssBytes(server.pids);
  const peak = watchPeakRss(server.pids);
  const probe = await roundServerProbe(server.url);
  const joinAt = Date.now() + 1_000;
  const startsAt = joinAt + plan.joinSpreadMs + plan.startGapMs;
  const game = await scheduleRound(storage, startsAt, inStep.durationSeconds, inStep.questions, 'IN_STEP');
  log(`${players} players: in-step round, ${inStep.questions} questions in ${inStep.durationSeconds} s`);
  const window = measureBetween(game.startsAt, game.endsAt, { server, pool, probe, profile: plan.profile });
  const plays = await pool.all('play', (worker) => ({
    gameId: game.gameId,
    style: 'IN_STEP' as const,
    answerWindowMs: inStep.answerWindowMs,
    joinAt,
    joinSpreadMs: plan.joinSpreadMs,
    firstIndex: worker.firstIndex,
    total: players,
    answers: inStep.questions,
    intervalMs: 0,
    ackTimeoutMs: plan.ackTimeoutMs,
    endsAt: game.endsAt,
    endGraceMs: plan.ackTimeoutMs + 5_000,
  }));
  const measured = await window;
  const rssGrowth = peak.stop() - rssBefore;
  probe.close();
  const questionIds = plays.find((p) => p.questionIds.length > 0)?.questionIds ?? [];
  const acked = plays.flatMap((p) => p.ackedMasks);
  const { missing, stored } = await missingAnswers(storage, game.gameId, questionIds, acked);
  const reveals = sum(plays.map((p) => p.revealMs.length));
  const expected = sum(plays.map((p) => p.joined)) * inStep.questions;
  const connected = sum(plays.map((p) => p.joined));
  notes.push(
    `in step: ${reveals} reveals received of ${expected} (joined players x questions); ${stored} answers stored, `
    + `${missing} acked answers missing; ${sum(plays.map((p) => p.ended))} round:end received; `
    + `answer ack p50 ${spreadOf(...plays.flatMap((p) => p.ackMs)).p50} ms`,
  );
  // Memory is the free round's figure (this round adds no players); the heap is not measured again.
  return roundFigures('step', plays, { players, connected, rssGrowth, retainedHeap: Number.NaN, missing, ...measured });
}
