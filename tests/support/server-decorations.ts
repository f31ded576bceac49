// What the server's plugins add to Fastify's types (app.db, app.rounds, app.swagger…), for tests that reach into a
// running app. The server is type-checked once, as its own project; its declaration files keep only what its
// exports name, so the modules that declare these are named here.
import type {} from '@fastify/swagger';
import type {} from '@plw/server/http/access';
import type {} from '@plw/server/http/route-schema';
import type {} from '@plw/server/mail/plugin';
import type {} from '@plw/server/media/plugin';
import type {} from '@plw/server/plugins/access';
import type {} from '@plw/server/plugins/database';
import type {} from '@plw/server/plugins/ended-sessions';
import type {} from '@plw/server/plugins/realtime';
import type {} from '@plw/server/plugins/shared-cache';
import type {} from '@plw/server/clock';
