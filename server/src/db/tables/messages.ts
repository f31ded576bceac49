import type { Generated } from 'kysely';
import type { IsoTime } from './columns.ts';

// The tables of messages: notifications, contact messages, and mail kept when no SMTP server is configured.

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  /** JSON object with what the notification links to. */
  data: string;
  /** Set for a notification a user gets at most once (e.g. `ROUND_STARTING:<game id>`); unique per user. */
  once_key: Generated<string | null>;
  read_at: IsoTime | null;
  created_at: IsoTime;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  created_at: IsoTime;
}

/** A message kept instead of sent, when no SMTP server is configured (the offline demo). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: IsoTime;
}
