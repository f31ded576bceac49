import { api } from '@plw/protocol/api';
import { HOSTED_MESSAGES, seatsNewcomers } from '@plw/shared/rules/round/hosted';
import { dateOf } from '../../clock.ts';
import { HttpError, notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { displayName } from '../plays/repository.ts';
import { enterRound, findRound, playerNames, present, refOf, roundPlayers } from './repository.ts';
import { lobbyExpired } from './class-pass.ts';
import { budgetedLookup } from './lookup-budgets.ts';
import { conflict, epoch, forbidden, type HostingContext } from './route-context.ts';

// A hosted round from the players' side: found by its code, its lobby seen, a seat taken.

export function playerRoutes({ app, db, limits, rounds, paramOf, classLimit, targetOf, news }: HostingContext) {
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
}

/** Why a seat was not taken, in the hosted rounds' words: a name is refused as a 409 naming the field. */
function refusedSeat(why: 'removed' | 'full' | 'locked' | 'nameTaken' | 'nameReserved'): HttpError {
  if (why === 'removed') return forbidden(HOSTED_MESSAGES.removed);
  if (why === 'full') return conflict(HOSTED_MESSAGES.lobbyFull);
  if (why === 'locked') return conflict(HOSTED_MESSAGES.roomLocked);
  const message = HOSTED_MESSAGES[why];
  return new HttpError(409, 'CONFLICT', message, { display_name: message });
}
