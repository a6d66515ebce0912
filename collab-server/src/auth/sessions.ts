// Sessions as in Lucia's guide: the cookie holds `id.secret`; the database holds the id and the
// SHA-256 of the secret, so a leaked table cannot be replayed. Sessions expire after 30 days without
// use (last-seen written at most hourly) and after an absolute lifetime regardless of use.
import type { Database, Session, User } from '@confetti/db';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Cluster } from '../cluster/cluster';
import type { Config } from '../config';
import { CLOSE_SESSION_ENDED } from '../sync/close-codes';
import { accessCacheFor, invalidateAccessCache } from './access-cache';
import { generateSecureRandomString, hashSecret, secretMatches } from './tokens';

export const INACTIVITY_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const ACTIVITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

export interface ValidSession {
  session: Session;
  user: User;
  /** True when last-seen moved, so the cookie's Max-Age should be renewed. */
  refreshed: boolean;
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ token: string; session: Session }> {
  const id = generateSecureRandomString();
  const secret = generateSecureRandomString();
  const session: Session = {
    id,
    user_id: userId,
    secret_hash: hashSecret(secret),
    created_at: now,
    last_seen_at: now,
  };
  await db.insertInto('sessions').values(session).execute();
  return { token: `${id}.${secret}`, session };
}

export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ValidSession | null> {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [id, secret] = parts as [string, string];
  if (!/^[a-z2-9]{24}$/.test(id) || !/^[a-z2-9]{24}$/.test(secret)) return null;

  // A session seen valid moments ago (access-cache.ts): its expiry is still checked against `now`,
  // and one whose last-seen is due to move goes to the database below.
  const cache = accessCacheFor(db);
  const cached = cache.session(id);
  if (cached && secretMatches(secret, cached.session.secret_hash)) {
    const lastSeen = new Date(cached.session.last_seen_at).getTime();
    const created = new Date(cached.session.created_at).getTime();
    if (
      now.getTime() - lastSeen < ACTIVITY_CHECK_INTERVAL_MS &&
      now.getTime() - created < ABSOLUTE_LIFETIME_MS
    ) {
      return { refreshed: false, session: cached.session, user: cached.user };
    }
  }
  const generation = cache.generation;

  // Requests arriving together with one cookie ask once.
  const row = await cache.shared(`session:${id}`, () =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.user_id',
        'sessions.secret_hash',
        'sessions.created_at as session_created_at',
        'sessions.last_seen_at',
        'users.id',
        'users.email',
        'users.password_hash',
        'users.user_type',
        'users.onboarding_complete',
        'users.is_admin',
        'users.email_confirmed_at',
        'users.created_at',
        'users.display_name',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst(),
  );
  if (!row) return null;
  if (!secretMatches(secret, row.secret_hash)) return null;

  const lastSeen = new Date(row.last_seen_at).getTime();
  const created = new Date(row.session_created_at).getTime();
  if (now.getTime() - lastSeen >= INACTIVITY_TIMEOUT_MS || now.getTime() - created >= ABSOLUTE_LIFETIME_MS) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    invalidateAccessCache({ sessionId: id });
    return null;
  }

  let refreshed = false;
  let lastSeenAt = new Date(row.last_seen_at);
  if (now.getTime() - lastSeen >= ACTIVITY_CHECK_INTERVAL_MS) {
    lastSeenAt = now;
    refreshed = true;
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  const valid: ValidSession = {
    refreshed,
    session: {
      id: row.session_id,
      user_id: row.user_id,
      secret_hash: row.secret_hash,
      created_at: row.session_created_at,
      last_seen_at: lastSeenAt,
    },
    user: {
      id: row.id,
      email: row.email,
      password_hash: row.password_hash,
      user_type: row.user_type,
      onboarding_complete: row.onboarding_complete,
      is_admin: row.is_admin,
      email_confirmed_at: row.email_confirmed_at,
      created_at: row.created_at,
      display_name: row.display_name,
    },
  };
  cache.rememberSession(id, { session: valid.session, user: valid.user }, generation);
  return valid;
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
  invalidateAccessCache({ sessionId });
}

/** When a session stops being valid on its own: inactivity or its absolute lifetime. */
export function sessionExpiresAt(session: Pick<Session, 'created_at' | 'last_seen_at'>): Date {
  const idle = new Date(session.last_seen_at).getTime() + INACTIVITY_TIMEOUT_MS;
  const absolute = new Date(session.created_at).getTime() + ABSOLUTE_LIFETIME_MS;
  return new Date(Math.min(idle, absolute));
}

/** Closes the sync sockets opened with one session, or with any session of one user. */
export function closeSessionSockets(
  cluster: Pick<Cluster, 'closeSockets'>,
  which: { sessionId: string } | { userId: string },
): Promise<number> {
  // Every path that ends sessions comes here once its deletion has committed: cached answers go too
  // (on every instance: the bus carries the invalidation, and the close).
  invalidateAccessCache(which);
  return cluster.closeSockets(
    'sessionId' in which ? { sessionId: which.sessionId } : { userId: which.userId },
    CLOSE_SESSION_ENDED,
    'session ended',
  );
}

/** Sign-out: the session row goes, and so do the sockets opened with it. */
export async function endSession(
  deps: { db: Kysely<Database>; cluster: Pick<Cluster, 'closeSockets'> },
  sessionId: string,
): Promise<void> {
  await deleteSession(deps.db, sessionId);
  await closeSessionSockets(deps.cluster, { sessionId });
}

export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** `__Host-session` over HTTPS; plain `session` on http://localhost in development. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export function isSecureRequest(c: Context, config: Config): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith('https:');
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The bearer token of an `Authorization: Bearer <token>` header (spec §6: "a bearer token of the
 * current session"): the same `id.secret` session token the cookie carries. Null without one;
 * '' for a header that names another scheme or nothing, which is answered 401 like a bad token.
 */
export function readBearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export function readSessionToken(c: Context, config: Config): string | null {
  const secure = isSecureRequest(c, config);
  return (secure ? getCookie(c, 'session', 'host') : getCookie(c, 'session')) ?? null;
}

export function setSessionCookie(c: Context, config: Config, token: string): void {
  const secure = isSecureRequest(c, config);
  // Hono adds the `__Host-` prefix itself (and enforces Secure, Path=/ and no Domain with it).
  setCookie(c, 'session', token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.floor(INACTIVITY_TIMEOUT_MS / 1000),
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}

export function clearSessionCookie(c: Context, config: Config): void {
  const secure = isSecureRequest(c, config);
  deleteCookie(c, 'session', {
    path: '/',
    secure,
    ...(secure ? { prefix: 'host' as const } : {}),
  });
}
