import { inStepSchedule } from '@plw/shared/rules/round/in-step';
import type { FastifyInstance } from 'fastify';
import { type ClockTimer, dateOf } from '../clock.ts';
import type { DemoRoundOptions } from '../config.ts';
import { newId } from '../db/ids.ts';
import { createGuestPlayer } from '../domains/auth/users.ts';
import { insertGame } from '../domains/games/repository.ts';
import { insertMcqQuestions } from '../question-types/mcq/repository.ts';
import { notifyNewGame } from '../domains/notifications/game-notices.ts';
import type { RoundRoom } from '../realtime/rooms/round-room.ts';
import { DEMO_LIVE_QUESTIONS, SIMULATED_PLAYER_NAMES } from './demo-quiz.ts';
import { DEMO_CHANNEL_NAME } from './seed.ts';

// The demo's live rounds: a RAPID quiz a couple of minutes after start and then regularly, played in step (each
// question opens, locks and is revealed for everyone at once: no verdict before its lock, issue 30), with a handful
// of simulated players (marked as such everywhere) answering each question while it is open, so a newcomer sees a
// round and a moving board at once. Only with DEMO_ROUNDS on (the `npm start` demo); never in tests or production.

/** Each demo round's prize for the podium (simulated players win nothing; a real player in the top 3 does). */
const DEMO_ROUND_GIFT = {
  name: 'Quiz Star badge',
  description: 'For a place on the podium of a live quiz.',
  value: 10,
  winner_ranks: 3,
  image_media_id: null,
};

export function startDemoRounds(app: FastifyInstance, options: DemoRoundOptions) {
  const timers = new Set<ClockTimer>();
  const later = (ms: number, run: () => Promise<void> | void) => {
    const timer = app.clock.setTimeout(() => {
      timers.delete(timer);
      Promise.resolve(run()).catch((error: unknown) => app.log.error({ err: error }, 'demo round failed'));
    }, ms);
    timers.add(timer);
  };

  async function scheduleNext(inMs: number) {
    const channel = await app.db.selectFrom('channels').select('id').where('channel_name', '=', DEMO_CHANNEL_NAME).executeTakeFirst();
    if (!channel) return;
    const now = dateOf(app.clock);
    const at = now.toISOString();
    const startsAt = new Date(now.getTime() + inMs);
    const { gameId } = await insertGame(
      app.db,
      channel.id,
      {
        type: 'Mcq',
        mode: 'RAPID_THEN_DAILY',
        language: 'English',
        game_name: `Live Quiz ${startsAt.toISOString().slice(11, 16)} UTC`,
        round_style: 'IN_STEP',
        score: 10,
        publishing_time: startsAt.toISOString(),
        game_duration: options.durationSeconds,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertMcqQuestions(app.db, gameId, DEMO_LIVE_QUESTIONS, now);
    await app.db
      .insertInto('gifts')
      .values({ ...DEMO_ROUND_GIFT, id: newId(), channel_id: channel.id, game_id: gameId, created_at: at })
      .execute();
    await notifyNewGame(app.db, gameId, dateOf(app.clock), app.rounds.notifications);
    app.log.info({ gameId, startsAt }, 'demo live round scheduled');
    later(inMs + 1_000, () => playSimulated(gameId, startsAt.getTime()));
    later(options.everyMs, () => scheduleNext(options.firstInMs));
  }

  async function playSimulated(gameId: string, startsAt: number) {
    const room = await app.rounds.registry.room({ gameId });
    const bots = await simulatedPlayers();
    const window = { startsAt, endsAt: startsAt + options.durationSeconds * 1_000 };
    const schedule = inStepSchedule(window, DEMO_LIVE_QUESTIONS.length);
    for (const [i, botId] of bots.entries()) {
      await room.join(botId);
      // Each bot answers every question while it is open, at its own pace, right about two times in three.
      DEMO_LIVE_QUESTIONS.forEach((q, n) => {
        const step = schedule[n];
        if (!step) return;
        const guess = Math.random() < 0.66 ? q.answer : (q.answer_options[n % 3] ?? q.answer);
        const pace = 0.15 + 0.08 * i + Math.random() * 0.2;
        const at = step.opensAt + (step.locksAt - step.opensAt) * pace;
        later(Math.max(0, at - app.clock.now()), () => answer(room, botId, q.question, guess));
      });
    }
  }

  async function answer(room: RoundRoom, botId: string, question: string, guess: string) {
    if (room.phase !== 'running') return;
    const row = await app.db
      .selectFrom('mcq_questions')
      .select('id')
      .where('game_id', '=', room.gameId)
      .where('question', '=', question)
      .executeTakeFirst();
    if (row) await room.answer(botId, row.id, guess, 0).catch(() => undefined);
  }

  async function simulatedPlayers(): Promise<string[]> {
    const existing = await app.db.selectFrom('players').select('id').where('simulated', '=', 1).execute();
    if (existing.length > 0) return existing.map((p) => p.id);
    const ids: string[] = [];
    for (const name of SIMULATED_PLAYER_NAMES) {
      const { playerId } = await createGuestPlayer(app.db, dateOf(app.clock), { name: `${name} (simulated)`, simulated: true });
      ids.push(playerId);
    }
    return ids;
  }

  void scheduleNext(options.firstInMs).catch((error: unknown) => app.log.error({ err: error }, 'demo rounds failed'));
  return {
    stop() {
      for (const timer of timers) app.clock.clear(timer);
      timers.clear();
    },
  };
}
