// Security headers for every response, the Origin check for state-changing requests (security.md
// item 5: Hono's csrf() skips GET, so the websocket upgrade is checked separately in sync/), and the
// request body size limit.
import type { Context, MiddlewareHandler } from 'hono';
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
  // A response that sets its own header keeps it: stored files carry their own sandbox CSP.
  overwrite: false,
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requestOrigin(url: string): string {
  return new URL(url).origin;
}

/**
 * An /api request that authenticates with `Authorization: Bearer` carries no ambient credential: a
 * page on another site cannot make the browser attach that header (nor send it without a CORS
 * preflight we never allow), so the Origin check, which exists for cookies, does not apply. Such a
 * request acts only through its token (loadSession ignores the cookie then).
 */
export function carriesBearerToken(c: Context): boolean {
  return c.req.path.startsWith('/api/') && c.req.header('authorization') !== undefined;
}

export const requireAllowedOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !carriesBearerToken(c)) {
    const origin = c.req.header('origin');
    if (!isAllowedOrigin(c.get('deps').config, origin, requestOrigin(c.req.url))) {
      throw AppError.forbidden('This request must come from the Confetti web app (Origin not allowed).');
    }
  }
  await next();
};

/** A vendor's listing photo upload (issue 18): multipart, with the upload size limit of its route. */
export function isListingPhotoUpload(path: string): boolean {
  return /^\/api\/directory\/vendors\/[^/]+\/photos\/?$/.test(path);
}

/** Media types a state-changing /api request may carry, by path. Without a body, none is needed. */
export function allowedBodyTypes(path: string): readonly string[] {
  // Uploads take a file: the photo upload is multipart, as the spec's client sends it.
  if (path.startsWith('/api/storage/')) return ['multipart/form-data'];
  if (isListingPhotoUpload(path)) return ['multipart/form-data'];
  // Imports (a CSV file) take the file itself or a multipart form carrying it.
  if (/\/import\/?$/.test(path)) return ['application/json', 'text/csv', 'multipart/form-data'];
  return ['application/json'];
}

/**
 * State-changing /api requests must say what they carry, and it must be JSON (or a file where an
 * endpoint takes one). An HTML form or a `text/plain` post from another page cannot act.
 */
export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const header = c.req.header('content-type');
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  const allowed = allowedBodyTypes(c.req.path);
  if (type === '') {
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (!hasBody) return next();
  } else if (allowed.includes(type)) return next();
  throw new AppError(
    415,
    `This endpoint takes ${allowed.join(' or ')} (Content-Type ${type || 'missing'} is not accepted).`,
    'unsupported_media_type',
  );
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
