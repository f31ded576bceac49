import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Which live round a room, a seat or a settlement belongs to. A game has its own scheduled round (its publishing
// time; plays of kind RAPID) and any number of hosted rounds (table `rounds`; plays of kind HOSTED carrying the
// round's id). Every query of a round's plays goes through `ofRound`, so the two never mix.

export interface RoundRef {
  /** The room's key, unique among live rounds: a hosted round's id, else the game's id. */
  key: string;
  gameId: string;
  kind: 'RAPID' | 'HOSTED';
  /** A hosted round's id; '' for the game's scheduled round (plays.round_id). */
  roundId: string;
}

export function scheduledRound(gameId: string): RoundRef {
  return { key: gameId, gameId, kind: 'RAPID', roundId: '' };
}

export function hostedRound(roundId: string, gameId: string): RoundRef {
  return { key: roundId, gameId, kind: 'HOSTED', roundId };
}

/** What names a round's plays in storage. */
export type RoundOf = Pick<RoundRef, 'gameId' | 'kind' | 'roundId'>;

/** Where a query of plays keeps to one round's. */
export function ofRound(ref: RoundOf) {
  return (eb: ExpressionBuilder<Database, 'plays'>) =>
    eb.and([eb('plays.game_id', '=', ref.gameId), eb('plays.kind', '=', ref.kind), eb('plays.round_id', '=', ref.roundId)]);
}
