import type { MediaType, RequestStatus } from '@plw/shared/constants';
import type { IsoTime } from './columns.ts';

// The tables of channels: channels, requests for one, the media they upload, and players' subscriptions.

export interface ChannelsTable {
  id: string;
  /** The owner's name, as given in the channel request. */
  name: string;
  email: string;
  country_code: number;
  /** Ten digits, kept as text: it does not fit a 32-bit integer. */
  phone_no: string;
  channel_name: string;
  /** The name's look-alike key (shared/rules/name-key), unique; null for a look-alike kept from before keys
   * existed (see migration 0012) until the channel is renamed. */
  channel_name_key: string | null;
  channel_dp_media_id: string | null;
  channel_description: string;
  /** The channel's accent colour, #rrggbb, drawing its covers (0016); null: derived from its id. */
  colour: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface ChannelRequestsTable {
  id: string;
  name: string;
  email: string;
  country_code: number;
  phone_no: string;
  channel_name: string;
  /** The look-alike key of the name asked for, so a new request meets those still waiting. */
  channel_name_key: string | null;
  channel_dp_media_id: string | null;
  channel_description: string;
  status: RequestStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: IsoTime | null;
  channel_id: string | null;
  created_at: IsoTime;
}

export interface MediaTable {
  id: string;
  owner_user_id: string;
  media_type: MediaType;
  mime: string;
  size_bytes: number;
  storage_key: string;
  created_at: IsoTime;
}

export interface SubscriptionsTable {
  player_id: string;
  channel_id: string;
  created_at: IsoTime;
}
