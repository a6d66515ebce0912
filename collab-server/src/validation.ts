// Parses request bodies, queries and path parameters with zod at the boundary. Anything that does
// not match becomes a 422 in the spec's shape; nothing unparsed reaches a handler. Strings carrying
// NUL or other C0 control characters (tab, newline and carriage return excepted) are refused here,
// before any schema or handler sees them: Postgres cannot store NUL in text, and no field of ours
// means anything by the others.
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, type ValidationDetail, validationError } from './errors';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Text may not contain control characters (only tab, line feed and carriage return are allowed).';

/** Every string (and object key) in `value` that carries a forbidden control character, by path. */
export function controlCharacterIssues(where: 'body' | 'query' | 'path', value: unknown): ValidationDetail[] {
  const found: ValidationDetail[] = [];
  const visit = (v: unknown, loc: (string | number)[], depth: number) => {
    if (found.length >= 20) return;
    if (typeof v === 'string') {
      if (FORBIDDEN_CONTROL.test(v))
        found.push({ type: 'string_control_character', loc, msg: CONTROL_CHARACTER_MESSAGE });
      return;
    }
    // JSON.parse output is a tree; the depth guard only bounds work on absurd nesting.
    if (typeof v !== 'object' || v === null || depth > 64) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        visit(item, [...loc, i], depth + 1);
      });
      return;
    }
    for (const [key, item] of Object.entries(v)) {
      if (FORBIDDEN_CONTROL.test(key)) {
        found.push({ type: 'string_control_character', loc: [...loc, key], msg: CONTROL_CHARACTER_MESSAGE });
      }
      visit(item, [...loc, key], depth + 1);
    }
  };
  visit(value, [where], 0);
  return found;
}

function refuseControlCharacters(where: 'body' | 'query' | 'path', value: unknown): void {
  const issues = controlCharacterIssues(where, value);
  if (issues.length > 0) throw new AppError(422, issues, 'validation_error');
}

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
  refuseControlCharacters('body', raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError('body', result.error.issues);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw = c.req.query();
  refuseControlCharacters('query', raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError('query', result.error.issues);
  return result.data;
}

export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw = c.req.param();
  refuseControlCharacters('path', raw);
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError('path', result.error.issues);
  return result.data;
}
