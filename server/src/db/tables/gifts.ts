import type { Generated } from 'kysely';
import type { RequestStatus } from '@plw/shared/constants';
import type { IsoTime } from './columns.ts';

// The tables of gifts: a channel's gifts and awards, its balance, ledger and recharges, and games' reservations.

export interface GiftsTable {
  id: string;
  channel_id: string;
  game_id: string | null;
  name: string;
  description: string;
  /** Value of one gift in the channel's balance units. */
  value: number;
  /** Ranks that win it: 1 for first place only, 3 for the podium. */
  winner_ranks: number;
  image_media_id: string | null;
  created_at: IsoTime;
}

export interface GiftAwardsTable {
  id: string;
  gift_id: string;
  player_id: string;
  play_id: string | null;
  rank: number | null;
  status: 'AWARDED' | 'CLAIMED';
  awarded_at: IsoTime;
}

export interface ChannelGiftBalancesTable {
  channel_id: string;
  balance: number;
  updated_at: IsoTime;
}

/** Every change to a channel's gift balance, append-only; the balance is its running sum. */
export interface GiftLedgerTable {
  id: string;
  channel_id: string;
  delta: number;
  balance_after: number;
  /** RESERVE holds a paid game's gifts at release; RETURN gives back what its winners did not take. */
  reason: 'RECHARGE' | 'AWARD' | 'ADJUSTMENT' | 'RESERVE' | 'RETURN';
  ref_id: string | null;
  created_at: IsoTime;
}

export interface RechargeRequestsTable {
  id: string;
  channel_id: string;
  amount: number;
  note: string | null;
  status: RequestStatus;
  /** Why an admin rejected it, for the creator. */
  reason: Generated<string | null>;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  created_at: IsoTime;
}

/**
 * What a paid game holds from its channel's gift balance, taken at release (each gift's value times its winner
 * ranks). HELD until the game's round ends; then SETTLED: the winners' gifts are paid out of it and the rest
 * goes back to the balance.
 */
export interface GiftReservationsTable {
  game_id: string;
  channel_id: string;
  amount: number;
  paid_out: number;
  status: 'HELD' | 'SETTLED';
  created_at: IsoTime;
  settled_at: IsoTime | null;
}
