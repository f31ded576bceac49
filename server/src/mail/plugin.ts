import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redactSecrets } from '../http/log-redaction.ts';
import { createMailer, type Mailer, type MailMessage } from './mailer.ts';

// The app's mailer as `app.mail`. `sendLater` answers at once and prepares and delivers the mail in the
// background (so a reply's timing tells nothing about it); the app waits for such mail before it closes.

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer & {
      /** Delivers in the background; `compose` may decide there is nothing to send (null). */
      sendLater(compose: () => Promise<MailMessage | null>): void;
    };
  }
}

async function mailPlugin(app: FastifyInstance, options: { smtpUrl: string | undefined; from: string | undefined }) {
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.from ?? 'Play, Learn and Win <no-reply@localhost>',
    db: app.db,
    clock: app.clock,
    // The outbox keeps the mail whole; the log gets it with its links' tokens hidden.
    log: (message, note) => app.log.info({ mail: { ...message, text: redactSecrets(message.text) } }, note),
  });
  const pending = new Set<Promise<void>>();

  function sendLater(compose: () => Promise<MailMessage | null>) {
    const sending = compose()
      .then(async (message) => {
        if (message) await mailer.send(message);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'mail not delivered'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  }

  app.decorate('mail', { delivery: mailer.delivery, send: mailer.send, close: mailer.close, sendLater });
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
    mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['database'] });
