import { api } from '@plw/protocol/api';
import type { HostRound } from '@plw/protocol/rest/hosting';
import { HOSTED_MESSAGES, HOSTED_RULES, hostedDurationSeconds } from '@plw/shared/rules/round/hosted';
import { dateOf } from '../../clock.ts';
import { route } from '../../http/route.ts';
import { loadPlayQuestions } from '../../question-types/registry.ts';
import { ownedGame } from '../studio/repository.ts';
import { createRound, markStarted, setAutoAdvance, setLateSeats, setNames } from './repository.ts';
import { conflict, epoch, type HostingContext } from './route-context.ts';

// A hosted round from the host's side: hosted from a verified game, shown on the host's screen, started, and its
// settings (late seats, moving on by itself, how names show) changed.

/** The games a host may run: verified by review (released or not), with their questions as verified. */
const HOSTABLE = new Set(['VERIFIED', 'RELEASED']);

export function hostGameRoute({ app, db, limits, joinUrlOf }: HostingContext) {
  route(
    app,
    api.hostGame,
    async ({ auth, params, request }) => {
      const game = await ownedGame(db, auth, params.id);
      if (!HOSTABLE.has(game.status)) throw conflict(HOSTED_MESSAGES.notVerified);
      const questions = await loadPlayQuestions(db, game);
      if (questions.checks.size === 0) throw conflict(HOSTED_MESSAGES.notVerified);
      const duration = hostedDurationSeconds(game.type, questions.checks.size, game.game_duration);
      const round = await createRound(
        db,
        { gameId: game.id, channelId: game.channel_id, hostUserId: auth.sub, duration },
        dateOf(app.clock),
      );
      const { id: round_id, join_code } = round;
      return { round_id, game_id: game.id, join_code, join_url: joinUrlOf(request, join_code) };
    },
    { rateLimit: limits?.hosting },
  );
}

export function hostRoundRoutes({ app, db, joinUrlOf, gameOf, targetOf, seated, hostedBy }: HostingContext) {
  route(app, api.hostRound, async ({ auth, params, request }): Promise<HostRound> => {
    const round = await hostedBy(auth, params.id);
    const target = await targetOf(round);
    const questions = await loadPlayQuestions(db, await gameOf(round));
    const { go: _go, ...shown } = target;
    return {
      ...shown,
      join_code: round.join_code,
      join_url: joinUrlOf(request, round.join_code),
      starts_at: epoch(round.starts_at),
      ends_at: epoch(round.ends_at),
      players: await seated(round),
      late_seats: round.late_seats === 1,
      auto_advance: round.auto_advance === 1,
      question_count: questions.checks.size,
      duration: round.duration,
    };
  });

  route(app, api.startRound, async ({ auth, params }) => {
    const round = await hostedBy(auth, params.id);
    if (round.state !== 'LOBBY') throw conflict(HOSTED_MESSAGES.notInLobby);
    const now = app.clock.now();
    const startsAt = now + HOSTED_RULES.countdownMs;
    if (!(await markStarted(db, round, startsAt, new Date(now)))) throw conflict(HOSTED_MESSAGES.notInLobby);
    const endsAt = startsAt + round.duration * 1000;
    // The round's room opens here at once, so the host's big screen gets its moments from this process.
    await app.rounds.registry.room({ gameId: round.game_id, roundId: round.id });
    app.rounds.toRound(round.id).emit('lobby:starting', { roundId: round.id, gameId: round.game_id, startsAt, endsAt });
    return { starts_at: startsAt, ends_at: endsAt };
  });
}

export function roundSettingRoutes({ app, db, hostedBy }: HostingContext) {
  route(app, api.lateSeats, async ({ auth, params, body }) => {
    const round = await hostedBy(auth, params.id);
    if (!(await setLateSeats(db, round, body.late_seats, dateOf(app.clock)))) throw conflict(HOSTED_MESSAGES.roundOver);
    return { late_seats: body.late_seats };
  });

  route(app, api.autoAdvance, async ({ auth, params, body }) => {
    const round = await hostedBy(auth, params.id);
    const stored = await setAutoAdvance(db, round, body.auto_advance, dateOf(app.clock));
    if (!stored) throw conflict(HOSTED_MESSAGES.roundOver);
    // Everyone may have answered already: turned on, the open question moves on now.
    if (body.auto_advance) await app.rounds.hosted.advanceIfAllAnswered(round.id);
    return { auto_advance: body.auto_advance };
  });

  route(app, api.nameStyle, async ({ auth, params, body }) => {
    const round = await hostedBy(auth, params.id);
    if (!(await setNames(db, round, body.names, dateOf(app.clock)))) throw conflict(HOSTED_MESSAGES.notInLobby);
    return { names: body.names };
  });
}
