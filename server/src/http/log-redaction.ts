import type { FastifyServerOptions } from 'fastify';

// Secrets never reach the log. Mailed links carry a single-use token and the address it was sent to in their
// query (/channel/signup?email=…&token=…, /channel/forgot-password?…), and Fastify logs the address of every
// request, the page those links open among them: anyone reading the log could use an unused link. Every
// address or text the server logs goes through `redactSecrets`.

/** Query parameters whose values are secret or personal, by name (any letter case, also percent-encoded). */
const SECRET_NAME = /token|secret|password|email|signature|key/i;
export const REDACTED = '[redacted]';

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** `text` (a request's address, or prose with links in it) with the values of secret query parameters hidden. */
export function redactSecrets(text: string): string {
  // A value ends at the next `?` too, so a parameter hidden inside another's value is found as well.
  return text.replace(/([?&])([^=&#\s]+)=([^&#?\s]*)/g, (whole, separator: string, name: string) =>
    SECRET_NAME.test(decodedName(name)) ? `${separator}${name}=${REDACTED}` : whole,
  );
}

/** What is logged of a request: Fastify's own fields, with the address redacted. */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | null | undefined;
}

function loggedRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A place log lines can be written to instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** The server's logger: off when silent, else at `level` with request addresses redacted. */
export function loggerOptions(level: string, stream: LogStream | undefined): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, serializers: { req: loggedRequest }, ...(stream ? { stream } : {}) };
}
