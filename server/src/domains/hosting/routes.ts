import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import type { HostRound, JoinTarget } from '@plw/protocol/rest/hosting';
import {
  HOSTED_MESSAGES,
  HOSTED_RULES,
  hostedDurationSeconds,
  seatsNewcomers,
} from '@plw/shared/rules/round/hosted';
import { inStepSchedule, pressNext, skipAhead } from '@plw/shared/rules/round/in-step';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dateOf } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { AccessClaims } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { findGame, type GameRecord } from '../games/repository.ts';
import { loadPlayQuestions } from '../../question-types/registry.ts';
import { displayName } from '../plays/repository.ts';
import { ownedGame } from '../studio/repository.ts';
import {
  closeLobby,
  createRound,
  enterRound,
  findRound,
  type HostedRoundRow,
  markStarted,
  playerNames,
  present,
  refOf,
  roundChannel,
  roundPlayers,
  setAutoAdvance,
  setLateSeats,
  setNames,
  storeMove,
} from './repository.ts';
import { classRounds, lobbyExpired } from './class-pass.ts';
import { budgetedLookup } from './lookup-budgets.ts';
import { lobbyNews } from './lobby-news.ts';
import { hostedTiming } from './timing.ts';

// Hosted rounds over REST: a creator hosts a verified game now, players find it by its code and take a seat, and the
// host starts it, moves on early, ends it early or removes a player. Each move is stored first; then every process is
// told (the socket adapter carries it) and its rooms read the stored move, so all of them and a restart agree.

const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);

/** The games a host may run: verified by review (released or not), with their questions as verified. */
const HOSTABLE = new Set(['VERIFIED', 'RELEASED']);

export default async function hostingRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const db = app.db;
  const limits = config.rateLimits || undefined;
  const rounds = classRounds(db, app.clock);
  const paramOf = (request: FastifyRequest, name: 'code' | 'id') => (request.params as Partial<Record<string, string>>)[name];
  const classLimit = limits?.classJoins;

  /** The address players open: the one the host's browser reached this server by. */
  const joinUrlOf = (request: FastifyRequest, code: string) => `${request.protocol}://${request.host}/join/${code}`;

  async function gameOf(round: HostedRoundRow): Promise<GameRecord> {
    const game = await findGame(db, round.game_id);
    if (!game) throw notFound(HOSTED_MESSAGES.noSuchCode);
    return game;
  }

  async function targetOf(round: HostedRoundRow): Promise<JoinTarget> {
    const game = await gameOf(round);
    const channel = await roundChannel(db, round.channel_id);
    return {
      round_id: round.id,
      game_id: game.id,
      game_name: game.game_name,
      game_type: game.type,
      language: game.language,
      channel_id: channel.id,
      channel_name: channel.channel_name,
      channel_dp: mediaUrl(channel.channel_dp_media_id),
      state: round.state,
      names: round.names,
      go: `/round/${round.id}`,
    };
  }

  const epoch = (iso: string | null) => (iso === null ? null : Date.parse(iso));

  async function seated(round: HostedRoundRow) {
    return present(await roundPlayers(db, refOf(round)));
  }

  const news = lobbyNews(
    app.clock,
    async (roundId) => {
      const round = await findRound(db, roundId);
      return round ? app.rounds.hosted.tellLobby(round) : 0;
    },
    (error) => app.log.error({ err: error }, 'telling a lobby who is there failed'),
  );
  app.addHook('onClose', async () => news.close());

  /** A round of the caller's own (404 for any other, so ids of others' rounds tell nothing). */
  async function hostedBy(auth: AccessClaims, roundId: string): Promise<HostedRoundRow> {
    const round = await findRound(db, roundId);
    if (!round || round.host_user_id !== auth.sub) throw notFound('Round not found');
    return round;
  }

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

  route(
    app,
    api.joinByCode,
    async ({ params, auth, request }) => {
      const now = app.clock.now();
      // A code that finds nothing counts against the caller's and the service's budgets (lookup-budgets.ts).
      const round = await budgetedLookup(db, limits?.failedLookups, auth.sub, now, async () => {
        const found = await rounds.roundOfCode(params.code, request);
        return found && !lobbyExpired(found, now) ? found : null;
      });
      if (!round) throw notFound(HOSTED_MESSAGES.noSuchCode);
      return targetOf(round);
    },
    {
      rateLimit: limits?.joinCodes,
      perClass: classLimit && { limit: classLimit, roundOf: (request) => rounds.byCode(paramOf(request, 'code'), request) },
    },
  );

  route(app, api.roundLobby, async ({ auth, params }) => {
    const round = await findRound(db, params.id);
    if (!round) throw notFound(HOSTED_MESSAGES.noSuchCode);
    const players = await roundPlayers(db, refOf(round));
    const mine = players.find((p) => p.player_id === auth.playerId);
    if (mine?.removed) throw forbidden(HOSTED_MESSAGES.removed);
    return {
      ...(await targetOf(round)),
      join_code: round.join_code,
      starts_at: epoch(round.starts_at),
      ends_at: epoch(round.ends_at),
      players: present(players),
      me: mine ? { name: mine.name } : null,
      seats_newcomers: seatsNewcomers(
        { state: round.state, startsAt: epoch(round.starts_at), lateSeats: round.late_seats === 1 },
        app.clock.now(),
      ),
    };
  });

  route(
    app,
    api.enterRound,
    async ({ auth, params, body, request }) => {
      if (!auth.playerId) throw forbidden('Only players take part in rounds');
      const round = await rounds.roundOfId(params.id, request);
      if (!round || lobbyExpired(round, app.clock.now())) throw notFound(HOSTED_MESSAGES.noSuchCode);
      if (round.state === 'ENDED') throw conflict(HOSTED_MESSAGES.roundOver);
      // The player's own name is a seat's only when they choose none.
      const fallback = body.display_name === undefined ? displayName(await playerNames(db, auth.playerId)) : '';
      const entered = await enterRound(
        db,
        round,
        { id: auth.playerId, chosen: body.display_name, fallback },
        dateOf(app.clock),
      );
      if (!entered.seated) throw refusedSeat(entered.why);
      news.seated(round.id);
      return { name: entered.name };
    },
    {
      rateLimit: limits?.joinCodes,
      perClass: classLimit && { limit: classLimit, roundOf: (request) => rounds.byId(paramOf(request, 'id'), request) },
    },
  );

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

/** Why a seat was not taken, in the hosted rounds' words: a name is refused as a 409 naming the field. */
function refusedSeat(why: 'removed' | 'full' | 'locked' | 'nameTaken' | 'nameReserved'): HttpError {
  if (why === 'removed') return forbidden(HOSTED_MESSAGES.removed);
  if (why === 'full') return conflict(HOSTED_MESSAGES.lobbyFull);
  if (why === 'locked') return conflict(HOSTED_MESSAGES.roomLocked);
  const message = HOSTED_MESSAGES[why];
  return new HttpError(409, 'CONFLICT', message, { display_name: message });
}
