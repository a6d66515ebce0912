// Parses request bodies, queries and path parameters with zod at the boundary. Anything that does
// not match becomes a 422 in the spec's shape; nothing unparsed reaches a handler.
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, validationError } from './errors';

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  const text = await c.req.text();
  if (text.trim() === '') raw = {};
  else {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new AppError(
        422,
        [{ type: 'json_invalid', loc: ['body'], msg: 'The request body is not valid JSON.' }],
        'validation_error',
      );
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError('body', result.error.issues);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError('query', result.error.issues);
  return result.data;
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw validationError('path', result.error.issues);
  return result.data;
}
