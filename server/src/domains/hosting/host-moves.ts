import { api } from '@plw/protocol/api';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import { inStepSchedule, pressNext, skipAhead } from '@plw/shared/rules/round/in-step';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { loadPlayQuestions } from '../../question-types/registry.ts';
import { closeLobby, refOf, roundPlayers, storeMove } from './repository.ts';
import { conflict, type HostingContext } from './route-context.ts';
import { hostedTiming } from './timing.ts';

// The host's moves in a running round: on to the next question, end it early, remove a player. Each move is stored
// first; then every process is told (the socket adapter carries it) and its rooms read the stored move, so all of
// them and a restart agree.

export function hostMoveRoutes({ app, db, gameOf, hostedBy }: HostingContext) {
  route(app, api.nextQuestion, async ({ auth, params, body }) => {
    const round = await hostedBy(auth, params.id);
    const game = await gameOf(round);
    const timing = hostedTiming(game, round);
    const now = app.clock.now();
    if (round.state !== 'RUNNING' || !timing || now >= timing.endsAt) throw conflict(HOSTED_MESSAGES.notRunning);
    if (!timing.inStep) throw conflict(HOSTED_MESSAGES.noNextQuestion);
    const questions = await loadPlayQuestions(db, game);
    const planned = inStepSchedule(timing.window, questions.checks.size);
    // The host's screen says which question (and stage) it moves on from: a second press, a stale one, or one that
    // would move nothing is refused and not stored (shared/rules/round/in-step.ts pressNext).
    const press = { question: body.question, stage: body.stage, at: now };
    const skips = pressNext(timing.window, planned, timing.skips, press, timing.endsAt);
    if (!skips) throw conflict(HOSTED_MESSAGES.staleQuestion);
    const after = skipAhead(timing.window, planned, skips);
    const endsAt = Math.min(after.window.endsAt, timing.endsAt);
    if (!(await storeMove(db, round, { skips, endsAt }, new Date(now)))) throw conflict(HOSTED_MESSAGES.staleQuestion);
    await app.rounds.hostMoved(round.id);
    return { ends_at: endsAt };
  });

  route(app, api.endRound, async ({ auth, params }) => {
    const round = await hostedBy(auth, params.id);
    const now = app.clock.now();
    if (round.state === 'LOBBY') {
      if (!(await closeLobby(db, round, new Date(now)))) throw conflict(HOSTED_MESSAGES.notInLobby);
      app.rounds.toRound(round.id).emit('lobby:closed', { roundId: round.id });
      return { ended_at: now };
    }
    const timing = hostedTiming(await gameOf(round), round);
    if (round.state !== 'RUNNING' || !timing || now >= timing.endsAt) throw conflict(HOSTED_MESSAGES.roundOver);
    // Before the start, the round ends at its start: nobody could answer.
    const endsAt = Math.max(now, timing.window.startsAt);
    const stored = await storeMove(db, round, { skips: timing.skips, endsAt }, new Date(now));
    if (!stored) throw conflict(HOSTED_MESSAGES.roundOver);
    await app.rounds.hostMoved(round.id);
    return { ended_at: endsAt };
  });

  route(app, api.removePlayer, async ({ auth, params, body }) => {
    const round = await hostedBy(auth, params.id);
    if (round.state === 'ENDED') throw conflict(HOSTED_MESSAGES.roundOver);
    const players = await roundPlayers(db, refOf(round));
    if (!players.some((p) => p.player_id === body.player_id)) throw notFound('Player not found');
    await app.rounds.removePlayer(refOf(round), body.player_id, HOSTED_MESSAGES.removed);
    app.rounds.hostRemoved(round.id, body.player_id);
    await app.rounds.hosted.tellLobby(round);
    // The one left to answer may be gone: everyone still seated may have answered.
    await app.rounds.hosted.advanceIfAllAnswered(round.id);
    return { removed: true as const };
  });
}
