// The server's one error type and its mapping to responses (spec §8): `{"detail": "..."}`, or on 422
// `{"detail": [{type, loc, msg}]}` built from zod issues. 5xx bodies never carry internals.

import { PlanDocError, REQUIRED_MESSAGE, snakeCase } from '@confetti/plan';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { log } from './log';

export interface ValidationDetail {
  type: string;
  loc: (string | number)[];
  msg: string;
}

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string | ValidationDetail[],
    readonly code: string = 'error',
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : 'Validation Error');
    this.name = 'AppError';
  }

  static badRequest(detail: string, code = 'bad_request') {
    return new AppError(400, detail, code);
  }
  static unauthorized(detail = 'Not signed in') {
    return new AppError(401, detail, 'unauthorized');
  }
  static forbidden(detail = 'You do not have access to this.') {
    return new AppError(403, detail, 'forbidden');
  }
  static notFound(detail = 'Not found') {
    return new AppError(404, detail, 'not_found');
  }
  static tooManyRequests(retryAfterSeconds: number) {
    return new AppError(429, `Too many attempts. ${waitText(retryAfterSeconds)}`, 'rate_limited', {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** How long to wait, as a person would say it: "a moment" only when it is one. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return 'Please wait a moment and try again.';
  const minutes = Math.ceil(seconds / 60);
  return `Please try again in ${minutes} minutes.`;
}

export function zodIssuesToDetail(
  where: 'body' | 'query' | 'path',
  issues: z.core.$ZodIssue[],
): ValidationDetail[] {
  return issues.map((issue) => ({
    type: issueType(issue),
    loc: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
  }));
}

function issueType(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message === REQUIRED_MESSAGE) return 'missing';
  return issue.code;
}

export function validationError(where: 'body' | 'query' | 'path', issues: z.core.$ZodIssue[]): AppError {
  return new AppError(422, zodIssuesToDetail(where, issues), 'validation_error');
}

/**
 * A plan rule a write would break (blank text, a dangling reference, a duplicate id), raised by the
 * document helpers under any route: the client's input was at fault, so it is a 4xx, never a 500.
 */
function planRuleError(err: PlanDocError): AppError {
  if (err.code === 'duplicate_id') return new AppError(409, err.message, 'conflict');
  const loc = err.field ? ['body', snakeCase(err.field)] : ['body'];
  return new AppError(422, [{ type: err.code, loc, msg: err.message }], 'validation_error');
}

export function handleError(err: Error, c: Context): Response {
  if (err instanceof PlanDocError) err = planRuleError(err);
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    // `code` says which failure it was for clients that act on it; `detail` is what people read.
    return c.json({ detail: err.detail, code: err.code }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status >= 500) return internal(err, c);
    return c.json({ detail: err.message || 'Request failed' }, status);
  }
  return internal(err, c);
}

function internal(err: unknown, c: Context): Response {
  const requestId: string | null = c.get('requestId') ?? null;
  log.error({ err, requestId, method: c.req.method, path: c.req.path }, 'request failed');
  return c.json({ detail: 'Internal server error', request_id: requestId }, 500);
}
