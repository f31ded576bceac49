import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, authResponseSchema } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { hostedRoundCreatedSchema } from '@plw/protocol/rest/hosting';
import { DEMO_CREATOR } from '@plw/server/demo/seed';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { IN_STEP_RULES } from '@plw/shared/rules/round/in-step';
import type { Cores } from './cores.ts';
import { type EngineFigures, roundFigures } from './figures.ts';
import { JOIN_STEPS } from './hosted-join.ts';
import type { HostedJoinReport } from './messages.ts';
import { roundServerProbe } from './probe.ts';
import { CpuWindow, totalRssBytes, WaitWindow, watchPeakRss } from './proc.ts';
import { missingAnswers, verifiedQuiz } from './round-game.ts';
import { type Log, measureBetween, sleepUntil } from './measure.ts';
import { type ServerProcess, startRoundServers } from './server-process.ts';
import type { ProfileSummary } from './stats-messages.ts';
import { percentile, round, type Spread, spreadOf } from './stats.ts';
import { WorkerPool } from './worker-pool.ts';

// The hosted run: the demo creator hosts a verified quiz, and a class of N players walks in by its code from one
// address (127.0.0.1) with the server's production rate limits on, each timed from its first request to its
// lobby:join ack. Then the host starts; players join the round as the lobby tells them, answer each question as it
// opens, and the host moves on once everyone has answered, as a teacher would.

export interface HostedPlan {
  players: number;
  workers: number;
  cores: Cores;
  joinSpreadMs: number;
  /** Profiles the server's CPU while the class walks in (server-stats.ts). */
  profile: boolean;
  questions: number;
  /** Every player answers each question within this long after it opens; the host presses next a second later. */
  answerWindowMs: number;
  ackTimeoutMs: number;
}

export const ALL_IN_WITHIN_MS = 10_000;

export function hostedPlanFor(
  players: number,
  smoke: boolean,
  workers: number,
  cores: Cores,
  joinSpreadMs?: number,
  profile = false,
): HostedPlan {
  return {
    players,
    workers,
    cores,
    joinSpreadMs: joinSpreadMs ?? 2_000,
    profile,
    questions: smoke ? 3 : 5,
    answerWindowMs: smoke ? 1_000 : 2_000,
    ackTimeoutMs: 30_000,
  };
}

export interface HostedResult {
  players: number;
  serverCores: number;
  seated: number;
  joinMs: { p50: number; p95: number; p99: number; max: number };
  allInWithin10s: boolean;
  joinFailures: Record<string, number>;
  /** Server and load over the joins: from the first request to the last player's lobby ack. */
  joining: {
    seconds: number;
    serverCpuPercent: number;
    serverLoop: { p99Ms: number; maxMs: number };
    /** Share of the joins the server waited, runnable, for a CPU: the machine starving it (proc.ts). */
    serverWaitPercent: number;
    loadCpuPercent: number;
    loadLagP99Ms: number;
  };
  /** round:join acks, sent as lobby:starting arrives. */
  roundJoinAckMs: Spread;
  round: EngineFigures;
  /** Where the server's CPU went while the class walked in, with --profile. */
  joinProfile: ProfileSummary | undefined;
  notes: string[];
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** The host's REST calls, signed in as the demo creator. */
async function signInHost(url: string) {
  const response = await fetch(new URL(api.creatorSignIn.path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CREATOR.email, password: DEMO_CREATOR.password }),
  });
  if (!response.ok) throw new Error(`the demo creator's sign-in answered ${response.status}`);
  const { accessToken, user } = authResponseSchema.parse(await response.json());
  if (user.role !== 'CREATOR') throw new Error(`the demo creator signed in as ${user.role}`);
  const post = async (to: string, body?: unknown) => {
    const reply = await fetch(new URL(to, url), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: reply.status, body: (await reply.json()) as unknown };
  };
  return { channelId: user.creator.channel_id, post };
}

export async function runHosted(plan: HostedPlan, log: Log): Promise<HostedResult> {
  const { players } = plan;
  const storage = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'plw-bench-hosted-')), shared: null };
  const notes: string[] = [];
  log(`hosted: ${players} players, starting the server (production rate limits) and ${plan.workers} load workers`);
  const pool = WorkerPool.start(players, plan.workers, plan.cores.load);
  let server: ServerProcess | undefined;
  try {
    server = await startRoundServers(storage, 1, players + 1_024, plan.cores.server, true);
    const host = await signInHost(server.url);
    const gameId = await verifiedQuiz(storage, host.channelId, plan.questions);
    const created = await host.post(pathOf(api.hostGame, { id: gameId }));
    if (created.status !== 200) throw new Error(`hosting answered ${created.status}: ${JSON.stringify(created.body)}`);
    const hosted = hostedRoundCreatedSchema.parse(created.body);

    log(`hosted: ${players} players walking in by code ${hosted.join_code} over ${plan.joinSpreadMs} ms`);
    const joinAt = Date.now() + 1_000;
    const joinsDone = pool.all('hostedJoin', () => ({ url: server?.url ?? '', code: hosted.join_code, joinAt, joinSpreadMs: plan.joinSpreadMs, total: players }));
    await sleepUntil(joinAt);
    await server.ask('reset-loop');
    if (plan.profile) await server.ask('profile-start');
    const [serverCpu, loadCpu] = [new CpuWindow(server.pids), new CpuWindow(pool.pids)];
    const serverWait = new WaitWindow(server.pids);
    const joins = await joinsDone;
    const joinSeconds = (Date.now() - joinAt) / 1000;
    const joinStats = await server.ask(plan.profile ? 'profile-stop' : 'stats');
    const joinLoop = joinStats.stats.loop;
    const joining = {
      seconds: round(joinSeconds),
      serverCpuPercent: round(serverCpu.percent()),
      serverLoop: { p99Ms: round(joinLoop.p99Ms), maxMs: round(joinLoop.maxMs) },
      serverWaitPercent: round(serverWait.percent()),
      loadCpuPercent: round(loadCpu.percent()),
      loadLagP99Ms: round(Math.max(0, ...joins.map((j) => j.loop.p99Ms))),
    };
    const seated = sum(joins.map((j) => j.seated));
    const joinMs = joins.flatMap((j) => j.joinMs);
    const failures = mergedFailures(joins);
    const steps = JOIN_STEPS.map((step, k) => {
      const spread = spreadOf(...joins.map((j) => j.stepMs[k] ?? []));
      return `${step} p50 ${spread.p50} p99 ${spread.p99}`;
    });
    notes.push(`join steps (ms): ${steps.join('; ')}`);
    if (seated < players) notes.push(`${players - seated} players did not get in: ${JSON.stringify(failures)}; first: ${joins.find((j) => j.firstError)?.firstError}`);
    await pool.all('syncClocks', () => ({ clockPings: 5 }));

    const target = { gameId, roundId: hosted.round_id };
    const played = await playHostedRound(plan, storage, server, pool, host.post, target, notes, log);
    const at = (p: number) => percentile(joinMs, p);
    const percentiles = { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
    return {
      players,
      serverCores: plan.cores.serverCores,
      seated,
      joinMs: percentiles,
      allInWithin10s: seated === players && percentiles.max <= ALL_IN_WITHIN_MS,
      joinFailures: failures,
      joining,
      ...played,
      joinProfile: joinStats.profile,
      notes,
    };
  } finally {
    await pool.all('close', () => ({})).catch(() => undefined);
    pool.stop();
    await server?.stop();
    rmSync(storage.dataDir, { recursive: true, force: true });
  }
}

function mergedFailures(joins: readonly HostedJoinReport[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const join of joins) {
    for (const [step, n] of Object.entries(join.failures)) merged[step] = (merged[step] ?? 0) + n;
  }
  return merged;
}

type HostPost = Awaited<ReturnType<typeof signInHost>>['post'];

/** The host starts; each question is answered by everyone within the window, then the host moves on. */
async function playHostedRound(
  plan: HostedPlan,
  storage: { dataDir: string; shared: null },
  server: ServerProcess,
  pool: WorkerPool,
  post: HostPost,
  { gameId, roundId }: { gameId: string; roundId: string },
  notes: string[],
  log: Log,
): Promise<{ round: EngineFigures; roundJoinAckMs: Spread }> {
  const { players, questions, answerWindowMs } = plan;
  const rssBefore = totalRssBytes(server.pids);
  const peak = watchPeakRss(server.pids);
  const probe = await roundServerProbe(server.url);
  // The players listen for lobby:starting before the host presses start; they finish with round:end.
  const slotMs = answerWindowMs + 1_000 + IN_STEP_RULES.revealMs + 250;
  const fullQuestionMs = HOSTED_RULES.questionMs + IN_STEP_RULES.revealMs;
  const latestEnd = Date.now() + 2_000 + HOSTED_RULES.countdownMs + questions * fullQuestionMs;
  const plays = pool.all('play', (worker) => ({
    gameId,
    roundId,
    style: 'IN_STEP' as const,
    answerWindowMs,
    joinAt: 0,
    joinSpreadMs: 0,
    firstIndex: worker.firstIndex,
    total: players,
    answers: questions,
    intervalMs: 0,
    ackTimeoutMs: plan.ackTimeoutMs,
    endsAt: latestEnd,
    endGraceMs: plan.ackTimeoutMs + 5_000,
  }));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const started = await post(pathOf(api.startRound, { id: roundId }));
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const startsAt = (started.body as { starts_at: number }).starts_at;
  log(`hosted: started; ${questions} questions from ${new Date(startsAt).toISOString().slice(11, 19)}, the host moving on after each`);
  const window = measureBetween(startsAt, startsAt + questions * slotMs, { server, pool, probe, profile: false });
  let opensAt = startsAt;
  for (let question = 0; question < questions; question += 1) {
    await sleepUntil(opensAt + answerWindowMs + 1_000);
    const next = await post(pathOf(api.nextQuestion, { id: roundId }), { question });
    if (next.status !== 200) notes.push(`the host's next on question ${question} answered ${next.status}: ${JSON.stringify(next.body)}`);
    opensAt = Date.now() + IN_STEP_RULES.revealMs + 250;
  }
  const reports = await plays;
  const measured = await window;
  const rssGrowth = peak.stop() - rssBefore;
  probe.close();
  const questionIds = reports.find((p) => p.questionIds.length > 0)?.questionIds ?? [];
  const { missing, stored } = await missingAnswers(storage, gameId, questionIds, reports.flatMap((p) => p.ackedMasks));
  const joined = sum(reports.map((p) => p.joined));
  const reveals = sum(reports.map((p) => p.revealMs.length));
  const joinErrors = reports
    .filter((p) => Object.keys(p.joinErrors).length > 0)
    .map((p) => JSON.stringify(p.joinErrors));
  if (joinErrors.length > 0) notes.push(`round:join errors: ${joinErrors.join(', ')}`);
  notes.push(
    `round: ${joined} joined, ${reveals} reveals of ${joined * questions}, ${stored} answers stored, ${missing} acked answers missing, `
    + `${sum(reports.map((p) => p.ended))} round:end received`,
  );
  const figures = roundFigures('step', reports, { players, connected: joined, rssGrowth, retainedHeap: Number.NaN, missing, ...measured });
  return { round: figures, roundJoinAckMs: spreadOf(...reports.map((p) => p.joinAckMs)) };
}
