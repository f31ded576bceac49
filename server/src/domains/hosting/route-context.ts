import { mediaUrl } from '@plw/protocol/rest/media';
import type { JoinTarget } from '@plw/protocol/rest/hosting';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { HttpError, notFound } from '../../errors.ts';
import type { AccessClaims } from '../../http/access.ts';
import { findGame, type GameRecord } from '../games/repository.ts';
import { findRound, type HostedRoundRow, present, refOf, roundChannel, roundPlayers } from './repository.ts';
import { classRounds } from './class-pass.ts';
import { lobbyNews } from './lobby-news.ts';

// What the hosted rounds' routes share: the round's lookups, the join target players see, and the lobby news.

export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);

export const epoch = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export type HostingContext = ReturnType<typeof hostingContext>;

export function hostingContext(app: FastifyInstance, config: AppConfig) {
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

  return { app, db, limits, rounds, paramOf, classLimit, joinUrlOf, gameOf, targetOf, seated, news, hostedBy };
}
