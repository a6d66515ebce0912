// Security headers for every response, the Origin check for state-changing requests (security.md
// item 5: Hono's csrf() skips GET, so the websocket upgrade is checked separately in sync/), and the
// request body size limit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { isAllowedOrigin } from '../config';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestOrigin(url: string): string {
  return new URL(url).origin;
}

export const requireAllowedOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin');
    if (!isAllowedOrigin(c.get('deps').config, origin, requestOrigin(c.req.url))) {
      throw AppError.forbidden('This request must come from the Confetti web app (Origin not allowed).');
    }
  }
  await next();
};

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read, so this connection cannot carry another request.
      c.header('Connection', 'close');
      return c.json(
        { detail: `Request body too large (limit ${Math.round(maxSize / 1024 / 1024)} MB).` },
        413,
      );
    },
  });
}
