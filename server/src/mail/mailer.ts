import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { type Clock, dateOf } from '../clock.ts';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

// Sends the product's mail: over SMTP when a server is configured, otherwise into the outbox table, so the
// demo works offline and the links in mail can still be found (the log notes it, the links' secrets hidden).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How a message left: over SMTP, or kept in the outbox because no SMTP server is configured. */
export type MailDelivery = 'smtp' | 'outbox';

export interface Mailer {
  readonly delivery: MailDelivery;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  /** Dates the outbox's mail. */
  clock: Clock;
  log: (entry: { to: string; subject: string; text: string }, note: string) => void;
}

export function createMailer({ smtpUrl, from, db, clock, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      delivery: 'smtp',
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
      close: () => transport.close(),
    };
  }
  return {
    delivery: 'outbox',
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          id: newId(),
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          created_at: dateOf(clock).toISOString(),
        })
        .execute();
      log(message, 'mail kept in the outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
