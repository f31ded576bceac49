import { api } from '@plw/protocol/api';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { route } from '../../http/route.ts';
import { latestContactMessages, saveContactMessage } from './repository.ts';

// The contact form (anyone may write; admins read), and what the running server is (the version page).

const MESSAGES_SHOWN = 100;
/** Per client address, when sign-in limits are on: enough for a person, not for a flood. */
const CONTACT_LIMIT = { max: 5, windowMs: 60_000 };

export default async function contactRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const startedAt = dateOf(app.clock).toISOString();

  route(
    app,
    api.contact,
    async ({ body }) => {
      await saveContactMessage(app.db, body, dateOf(app.clock));
      return { ok: true as const };
    },
    { rateLimit: config.rateLimits ? CONTACT_LIMIT : undefined },
  );

  route(app, api.adminContactMessages, async () => {
    const rows = await latestContactMessages(app.db, MESSAGES_SHOWN);
    return { messages: rows.map(({ id, ...row }) => ({ message_id: id, ...row })) };
  });

  route(app, api.version, async () => ({
    version: config.version,
    commit: config.commit ?? null,
    started_at: startedAt,
    protocol: PROTOCOL_VERSION,
  }));
}
