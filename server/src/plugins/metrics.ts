import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { unauthenticated } from '../errors.ts';
import { bearerToken } from '../http/access.ts';
import { answerStages, revealStages } from '../realtime/rooms/answer-stages.ts';

// The figures admins watch, for Prometheus at /metrics: connections, event-loop lag, memory (with the
// process defaults), and per live round its players, answers and answer rate. They tell an outsider too much
// (memory, load, which rounds run with how many players), so /metrics is served only with a configured token,
// sent as `Authorization: Bearer <METRICS_TOKEN>`; without one configured there is no /metrics at all.

export const METRICS_MESSAGES = { tokenRequired: 'Metrics need the bearer token the server is configured with' } as const;

/** Whether `presented` is the configured token, in time that does not depend on how much of it matches. */
function sameToken(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

async function metricsPlugin(app: FastifyInstance, { token }: { token: string | undefined }) {
  if (token === undefined) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'plw_' });
  const { rounds } = app;

  new Gauge({
    name: 'plw_socket_connections',
    help: 'Open socket.io connections',
    registers: [registry],
    collect() {
      this.set(rounds.health().connections);
    },
  });
  new Gauge({
    name: 'plw_event_loop_lag_p99_seconds',
    help: 'Event-loop delay, 99th percentile over the last ten seconds',
    registers: [registry],
    collect() {
      this.set(rounds.health().eventLoopLagMs.p99 / 1000);
    },
  });
  new Gauge({
    name: 'plw_answer_stage_p99_seconds',
    help: 'Where a live answer spends its time on the server, by stage, 99th percentile since the process started',
    labelNames: ['stage'],
    registers: [registry],
    collect() {
      for (const [stage, figures] of Object.entries(answerStages.figures())) this.set({ stage }, figures.p99Ms / 1000);
    },
  });
  new Gauge({
    name: 'plw_reveal_stage_p99_seconds',
    help: 'Where an in-step reveal spends its time on the server, by stage, 99th percentile since the process started',
    labelNames: ['stage'],
    registers: [registry],
    collect() {
      for (const [stage, figures] of Object.entries(revealStages.figures())) this.set({ stage }, figures.p99Ms / 1000);
    },
  });
  type Figures = { players: number; answers: number; answersPerSecond: number };
  const perRound = (name: string, help: string, read: (figures: Figures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['game_id'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const room of await rounds.registry.openRooms()) {
          this.set({ game_id: room.gameId }, read(await room.figures('')));
        }
      },
    });
  perRound('plw_round_players', 'Players who joined a live round', (f) => f.players);
  perRound('plw_round_answers', 'Answers stored in a live round so far', (f) => f.answers);
  perRound('plw_round_answers_per_second', 'Answers per second in a live round, over five seconds', (f) => f.answersPerSecond);

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!sameToken(bearerToken(request.headers.authorization ?? ''), token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated(METRICS_MESSAGES.tokenRequired);
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['realtime', 'access'] });
