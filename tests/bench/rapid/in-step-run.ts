import { inStepSchedule } from '@plw/shared/rules/round/in-step';
import { type EngineFigures, roundFigures } from './figures.ts';
import { PhaseMeter, type PhaseTotals } from './process-meter.ts';
import { roundServerProbe } from './probe.ts';
import { totalRssBytes, watchPeakRss } from './proc.ts';
import { missingAnswers, scheduleRound } from './round-game.ts';
import { type Log, measureBetween } from './measure.ts';
import type { Plan } from './plan.ts';
import type { ServerProcess, Storage } from './server-process.ts';
import { spreadOf } from './stats.ts';
import type { WorkerPool } from './worker-pool.ts';

// The in-step round of one size, played after the free round by the same connected players: each question
// opens for everyone, every player answers it within its first seconds (a burst), and at its lock the
// reveal goes to every player; how long after the lock each reveal arrives is the figure. Each server process's
// CPU, writes, statements and commands are metered by phase (marks below) for the capacity figures.

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

export async function runInStep(
  plan: Plan,
  storage: Storage,
  server: ServerProcess,
  pool: WorkerPool,
  notes: string[],
  log: Log,
): Promise<{ figures: EngineFigures; phases: Map<string, PhaseTotals> }> {
  const { players, inStep } = plan;
  const rssBefore = totalRssBytes(server.pids);
  const peak = watchPeakRss(server.pids);
  const probe = await roundServerProbe(server.url);
  const joinAt = Date.now() + 1_000;
  const startsAt = joinAt + plan.joinSpreadMs + plan.startGapMs;
  const game = await scheduleRound(storage, startsAt, inStep.durationSeconds, inStep.questions, 'IN_STEP');
  log(`${players} players: in-step round, ${inStep.questions} questions in ${inStep.durationSeconds} s`);
  const window = measureBetween(game.startsAt, game.endsAt, { server, pool, probe, profile: plan.profile });
  const meter = markPhases(new PhaseMeter(server), plan, joinAt, game);
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
  // The end runs from the round's end until every player has its round:end (when play() resolved).
  const phases = meter.stop();
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
  const figures = roundFigures('step', plays, { players, connected, rssGrowth, retainedHeap: Number.NaN, missing, ...measured });
  return { figures, phases };
}

/**
 * The phases of the in-step round: the joins (their spread and a second after), then per question its answers
 * (the answer window and a second for the last acks), the quiet until its lock, and its reveal until the next
 * question opens; then the end. The time before the start is left out: the quiet is measured inside the round.
 */
function markPhases(meter: PhaseMeter, plan: Plan, joinAt: number, game: { startsAt: number; endsAt: number }) {
  const { inStep } = plan;
  meter.markAt(joinAt, 'join');
  meter.markAt(joinAt + plan.joinSpreadMs + 1_000, null);
  for (const q of inStepSchedule(game, inStep.questions)) {
    const answered = Math.min(q.locksAt, q.opensAt + inStep.answerWindowMs + 1_000);
    meter.markAt(q.opensAt, 'answer');
    meter.markAt(answered, 'quiet');
    meter.markAt(q.locksAt, 'reveal');
  }
  meter.markAt(game.endsAt, 'end');
  return meter;
}
