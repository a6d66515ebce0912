// Environment variables, parsed once at start-up. A bad value stops the server with a clear message
// instead of surfacing later as a confusing failure.
import { z } from 'zod';
import { LIMITS } from './auth/throttle';
import { DEFAULT_SYNC_LIMITS } from './sync/limits';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: the dev mailbox and a development server stay on this machine. */
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('Confetti <hello@confetti.wedding>'),
  PUBLIC_URL: z.string().url().optional(),
  /** Extra origins allowed to make state-changing requests, comma separated. */
  ALLOWED_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** How long accepted updates may wait before they are appended to the log (milliseconds). */
  SYNC_PERSIST_BATCH_MS: z.coerce.number().int().min(0).max(10_000).default(5),
  /** An open plan nobody has changed for this long is held as stored bytes until the next edit; 0: never. */
  SYNC_HIBERNATE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .default(DEFAULT_SYNC_LIMITS.hibernateAfterMs),
  /** How long a plan stays in memory after its last socket leaves (milliseconds). */
  SYNC_ROOM_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_SYNC_LIMITS.roomGraceMs),
  ADMIN_EMAILS: z.string().optional(),
  /** Sign-ups one client address may make in an hour (auth/throttle.ts: 60). */
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(LIMITS.signupPerIp.max),
  /** Behind our own reverse proxy: per-address limits read the last X-Forwarded-For entry. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /**
   * One of several instances on one Postgres (set by `npm run start:cluster`): announce log appends
   * on the bus, follow the others', guard projection writes. Off, a single instance pays none of it.
   */
  CLUSTER: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  smtpUrl: string | null;
  smtpFrom: string;
  /** The address people use to reach us; links in emails point here. */
  publicUrl: string | null;
  allowedOrigins: string[];
  webDist: string | null;
  seedDemo: boolean;
  persistBatchMs: number;
  hibernateAfterMs: number;
  roomGraceMs: number;
  /**
   * Accounts created with these emails get the admin role (lowercased): the way to have a first admin
   * where nobody can run `npm run admin -- grant <email>`. Admin stays a role in the database.
   */
  adminEmails: string[];
  /** SIGNUPS_PER_ADDRESS_PER_HOUR: sign-ups one address may make in an hour. */
  signupsPerAddressPerHour: number;
  /** TRUST_PROXY: the client address is the last X-Forwarded-For entry (http/client-address.ts). */
  trustProxy: boolean;
  /** CLUSTER: several instances share the database (cluster/), Postgres only. */
  cluster: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  const extra = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    publicUrl,
    allowedOrigins: [...(publicUrl ? [publicUrl] : []), ...extra],
    webDist: e.WEB_DIST ?? null,
    seedDemo: e.SEED_DEMO === 'true',
    persistBatchMs: e.SYNC_PERSIST_BATCH_MS,
    hibernateAfterMs: e.SYNC_HIBERNATE_AFTER_MS,
    roomGraceMs: e.SYNC_ROOM_GRACE_MS,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
    trustProxy: e.TRUST_PROXY === 'true',
    cluster: e.CLUSTER === 'true',
  };
}

/** A config for tests: development mode, nothing on disk. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    dataDir: '.data/test',
    smtpUrl: null,
    smtpFrom: 'Confetti <hello@confetti.wedding>',
    publicUrl: null,
    allowedOrigins: [],
    webDist: null,
    seedDemo: false,
    persistBatchMs: 5,
    hibernateAfterMs: DEFAULT_SYNC_LIMITS.hibernateAfterMs,
    roomGraceMs: DEFAULT_SYNC_LIMITS.roomGraceMs,
    adminEmails: [],
    signupsPerAddressPerHour: LIMITS.signupPerIp.max,
    trustProxy: false,
    cluster: false,
    ...overrides,
  };
}

/**
 * Whether a state-changing request or a websocket upgrade from `origin` may act. Trusted: exactly the
 * server's own origin (the one the request was addressed to) and PUBLIC_URL / ALLOWED_ORIGINS. Other
 * loopback ports are not trusted, in development either: another local page must not act for you.
 */
export function isAllowedOrigin(
  config: Config,
  origin: string | null | undefined,
  selfOrigin: string,
): boolean {
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  return parsed.origin === selfOrigin || config.allowedOrigins.includes(parsed.origin);
}

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 spelling. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** Host names that only ever mean this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname.toLowerCase());
}
