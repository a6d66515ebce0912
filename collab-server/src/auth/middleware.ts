// Loads the session named by the bearer token or the cookie (if any) for every request, and guards routes that need one.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import {
  readBearerToken,
  readSessionToken,
  sessionExpiresAt,
  setSessionCookie,
  validateSessionToken,
} from './sessions';

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  c.set('session', null);
  // A bearer token stands alone: the cookie is not consulted, and a bad or expired token is a 401
  // rather than a silent fall back to "signed out" (or to whatever cookie came along).
  const bearer = readBearerToken(c);
  if (bearer !== null) {
    const valid = bearer === '' ? null : await validateSessionToken(deps.db, bearer, deps.now());
    if (!valid)
      throw AppError.unauthorized('The access token is not valid or has expired. Please sign in again.');
    c.set('session', { id: valid.session.id, user: valid.user, expiresAt: sessionExpiresAt(valid.session) });
    return next();
  }
  const token = readSessionToken(c, deps.config);
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
