// Loads the session named by the cookie (if any) for every request, and guards routes that need one.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { readSessionToken, sessionExpiresAt, setSessionCookie, validateSessionToken } from './sessions';

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  const token = readSessionToken(c, deps.config);
  c.set('session', null);
  if (token) {
    const valid = await validateSessionToken(deps.db, token, deps.now());
    if (valid) {
      c.set('session', {
        id: valid.session.id,
        user: valid.user,
        expiresAt: sessionExpiresAt(valid.session),
      });
      if (valid.refreshed) setSessionCookie(c, deps.config, token);
    }
  }
  await next();
};

export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('session')) throw AppError.unauthorized();
  await next();
};
