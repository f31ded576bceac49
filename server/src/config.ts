import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { badProxyEntry } from './http/client-address.ts';
import type { LogStream } from './http/log-redaction.ts';
import type { RateLimit } from './http/route.ts';
import type { LlmConfig } from './llm/chat-completions.ts';
import type { Clock } from './clock.ts';

// The server's settings, read once from the environment at start and passed down; nothing else reads process.env.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z.string().default('plw:'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  COOKIE_SECURE: z.stringbool().default(false),
  RATE_LIMIT: z.stringbool().default(true),
  /** Comma-separated addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
    .refine((list) => badProxyEntry(list) === undefined, 'each entry must be an IP address or CIDR range, e.g. 10.0.0.0/8'),
  SEED_DEMO: z.stringbool().default(true),
  DEMO_ROUNDS: z.stringbool().optional(),
  CLIENT_DIST: z.string().default(path.join(repoRoot, 'client', 'dist')),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Play, Learn and Win <no-reply@localhost>'),
  GIT_COMMIT: z.string().min(1).optional(),
  LLM_BASE_URL: z.url('LLM_BASE_URL must be a URL').optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  SHARED_CACHE_MS: z.coerce.number().int().min(0).optional(),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// Limits and schedules whose defaults are product decisions, kept here with the rest of the settings so the
// realtime server, sign-in and the demo read them without the settings reading those layers.

export interface AccountLimits {
  /** Attempts before the first lock. */
  freeAttempts: number;
  /** The first lock; each further attempt doubles it. */
  firstLockMs: number;
  /** The longest lock: what a stranger can cost the real user per attempt. */
  maxLockMs: number;
  /** A quiet spell after which the count starts over. */
  forgetAfterMs: number;
}

export const defaultAccountLimits: AccountLimits = {
  freeAttempts: 5,
  firstLockMs: 15_000,
  maxLockMs: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export interface BucketRules {
  perSecond: number;
  burst: number;
}

export interface JoinLimits {
  /** One socket's joins: a page joins on each connect and after a missed start, rarely more. */
  perSocket: BucketRules;
  /** One player's joins across all their sockets and tabs. */
  perPlayer: BucketRules;
  /**
   * Everyone behind one address (a school's NAT) joining one round: a bound against floods only, generous enough
   * for a full hosted lobby joining at its start.
   */
  perAddress: BucketRules;
}

export interface MessageLimits {
  /** One socket's messages. */
  perSocket: BucketRules;
  /** One player's messages across all their sockets in this process: two tabs' worth, so more sockets add nothing. */
  perPlayer: BucketRules;
  /** Refused messages of one player, across their sockets and reconnects, at which they are cut off. */
  maxRefusals: number;
  /** Refusals forgiven a second, so a player refused now and then never reaches `maxRefusals`. */
  refusalsForgivenPerSecond: number;
}

export interface RealtimeOptions {
  leaderboardTickMs: number;
  /** Per socket and per player; a player refused too often is cut off and removed from every round they sit in. */
  messages: MessageLimits;
  /** Per socket, player and client address; false turns the limits off (load benchmarks only). */
  joins: JoinLimits | false;
  pingIntervalMs: number;
  pingTimeoutMs: number;
  maxMessageBytes: number;
  /** Several processes share rounds through Redis when set: the socket.io adapter, boards and leases. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key and stream of this deployment (tests use their own). */
  redisPrefix: string;
  /** How often the process holding the reminders lease looks for live rounds about to start. */
  remindersEveryMs: number;
  /** Signs resume tokens and derives the keys that seal questions; set by the app from its token secret. */
  roundSecret?: string;
  /** The client's address behind the trusted proxies; set by the app, the connection's peer when absent. */
  clientAddress?: (request: IncomingMessage) => string;
}

export const defaultRealtimeOptions: RealtimeOptions = {
  leaderboardTickMs: 250,
  // A player's budget is two sockets' worth: two tabs play as freely as one, a swarm of sockets gets no more.
  messages: {
    perSocket: { perSecond: 10, burst: 20 },
    perPlayer: { perSecond: 20, burst: 40 },
    maxRefusals: 100,
    refusalsForgivenPerSecond: 1,
  },
  // A page joins on each connect; a full lobby (2,000) behind one school address joins its round as it starts.
  joins: {
    perSocket: { perSecond: 1, burst: 5 },
    perPlayer: { perSecond: 1, burst: 10 },
    perAddress: { perSecond: 50, burst: HOSTED_RULES.maxPlayers },
  },
  pingIntervalMs: 4_000,
  pingTimeoutMs: 8_000,
  maxMessageBytes: 4_096,
  redisPrefix: 'plw:',
  remindersEveryMs: 15_000,
};

export interface DemoRoundOptions {
  firstInMs: number;
  everyMs: number;
  durationSeconds: number;
}

export const defaultDemoRounds: DemoRoundOptions = {
  firstInMs: 2 * 60_000,
  everyMs: 10 * 60_000,
  durationSeconds: 150,
};

export interface RateLimits {
  credentials: RateLimit;
  autoSignIn: RateLimit;
  accounts: AccountLimits;
  /** Join-code lookups and seats in hosted rounds, per client address. */
  joinCodes: RateLimit;
  /** Hosting a round, per client address. */
  hosting: RateLimit;
  /**
   * Guest sign-ins, join-code lookups and seats that name a hosted round taking newcomers, each route counted apart:
   * lookups and seats per client address and round, sign-ins per address (domains/hosting/class-pass.ts); absent:
   * they count against the address.
   */
  classJoins?: RateLimit | undefined;
  /**
   * Join-code lookups that found nothing, per player and across the service (hosting/lookup-budgets.ts); absent:
   * not counted.
   */
  failedLookups?: FailedLookupLimits | undefined;
}

export interface FailedLookupLimits {
  perPlayer: RateLimit;
  everyone: RateLimit;
}

export interface AppConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** When absent, a secret is made once and kept in the data folder. Several processes must share one. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a just-rotated refresh token still works, so two tabs signing in at once both succeed. */
  refreshReuseGraceSeconds: number;
  cookieSecure: boolean;
  /** Whether access tokens of ended sessions are refused; absent: true. false only to measure the check's cost. */
  endedSessionCheck?: boolean | undefined;
  /**
   * Reverse proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; absent or empty: none,
   * and the client is whoever opened the connection.
   */
  trustProxy?: readonly string[] | undefined;
  /**
   * Sign-in limits per client address (`credentials`, `autoSignIn`) and per account (`accounts`); false turns
   * them off (load benchmarks only).
   */
  rateLimits: false | RateLimits;
  seedDemo: boolean;
  realtime: RealtimeOptions;
  /** The demo's recurring live rounds with simulated players; false outside the demo. */
  demoRounds: DemoRoundOptions | false;
  clientDist: string | undefined;
  /** The chat-completions endpoint that drafts questions; absent unless LLM_BASE_URL, _API_KEY and _MODEL are set. */
  llm?: LlmConfig | undefined;
  logLevel: string;
  /** Where log lines go; absent: standard output. (Tests read them.) */
  logStream?: LogStream | undefined;
  /** Where links in mail point (sign-up, password reset); absent: http://localhost on the listening port. */
  publicUrl?: string | undefined;
  /** Mail goes out over SMTP when set; otherwise it is kept in the outbox table and logged. */
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  /** How long list pages and other reads shared by all players are cached per process (0: not at all). */
  sharedCacheMs?: number | undefined;
  /** The bearer token Prometheus sends to read /metrics; absent: /metrics is not served. */
  metricsToken?: string | undefined;
  version: string;
  /**
   * The server's time and timers (clock.ts); absent: the system's. Tests pass one they move forward through a
   * round, or across days and time zones.
   */
  clock?: Clock | undefined;
  /** The commit the server was built from, when the deployment says (GIT_COMMIT). */
  commit?: string | undefined;
}

export const DEFAULT_SHARED_CACHE_MS = 1000;

export const defaultRateLimits = {
  credentials: { max: 10, windowMs: 60_000 },
  // A guest is made per new device: a class of 200 opening the app behind one school address in the same minute.
  autoSignIn: { max: 240, windowMs: 60_000 },
  accounts: defaultAccountLimits,
  // Join codes per client address: a class of 200 behind one school address looks its code up and takes its seats
  // in the same minute; a guesser gets 600 tries a minute at a million codes, few of them open at once.
  joinCodes: { max: 600, windowMs: 60_000 },
  hosting: { max: 30, windowMs: 60_000 },
  // A class walking into a live lobby from one school address: a full lobby (2,000) signs in, looks its code up
  // and sits down, each twice over (a reload, a retry), in ten minutes. A live code is worth one class.
  classJoins: { max: 2 * HOSTED_RULES.maxPlayers, windowMs: 10 * 60_000 },
  // A child mistypes a code a few times, not 20 in ten minutes; the whole service sees far fewer than 6,000 wrong
  // codes a minute unless someone is guessing (then only players who typed a wrong code wait for the minute's end).
  failedLookups: { perPlayer: { max: 20, windowMs: 10 * 60_000 }, everyone: { max: 6_000, windowMs: 60_000 } },
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig & { port: number; host: string } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
    refreshReuseGraceSeconds: 30,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMIT ? defaultRateLimits : false,
    seedDemo: e.SEED_DEMO,
    demoRounds: (e.DEMO_ROUNDS ?? e.SEED_DEMO) ? defaultDemoRounds : false,
    realtime: {
      ...defaultRealtimeOptions,
      ...(e.RATE_LIMIT ? {} : { joins: false as const }),
      redisUrl: e.REDIS_URL,
      redisPrefix: e.REDIS_PREFIX,
    },
    clientDist: e.CLIENT_DIST,
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    logLevel: e.LOG_LEVEL,
    sharedCacheMs: e.SHARED_CACHE_MS,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    version: process.env.npm_package_version ?? '0.1.0',
    commit: e.GIT_COMMIT,
  };
}
