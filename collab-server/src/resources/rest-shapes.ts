// REST bodies and answers of a plan collection, derived from its descriptor: snake_case fields (the
// descriptor's column names), money parsed as whole cents, server-set fields left out of bodies, the
// fields a client echoes back accepted and ignored, and PUT bodies partial.
import {
  type CollectionDescriptor,
  columnOf,
  hasDefault,
  innerSchema,
  isMoneySchema,
  isNullable,
  MAX_MONEY,
  publicFields,
} from '@confetti/plan';
import { z } from 'zod';
import * as zm from 'zod/mini';

/** Upper bound for any amount of money, in dollars (the planner's forms keep the same one). */
export { MAX_MONEY };
/** Free text is bounded; names and other short fields get their own limits through `fields`. */
export const MAX_TEXT = 10_000;

function wholeCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * Money over REST: a JSON number, or a plain decimal string (forms send those), in dollars with at
 * most two decimals (spec §5: step 0.01). `true`, `[7]`, `"0x10"`, `""` are refused.
 */
export const restMoney = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, 'Enter an amount such as 1250 or 1250.50.')
        .transform(Number),
    ],
    { error: 'Enter an amount in dollars, such as 1250.50.' },
  )
  .pipe(
    z
      .number()
      .finite()
      .min(0, 'An amount cannot be negative.')
      .max(MAX_MONEY, 'That amount is too large.')
      .refine(wholeCents, 'Use dollars and cents: at most two decimals.'),
  );

/** What clients send back from an answer: accepted in any body and ignored. */
export const ECHOED_FIELDS = ['id', 'user_id', 'plan_id', 'created_at', 'updated_at'] as const;

export interface RestShapeOptions {
  /** REST field schemas (snake_case keys) replacing the derived ones: non-blank names, limits. */
  fields?: Record<string, z.core.$ZodType>;
  /** Entity fields only the server sets (default: createdAt). */
  serverSet?: readonly string[];
  /** Extra body fields a resource takes beyond its entity (e.g. a legacy alias), all optional. */
  extraBody?: Record<string, z.ZodType>;
  /** Further fields an answer carries and clients echo back (e.g. a budget item's payments). */
  echoed?: readonly string[];
}

/**
 * The REST schema of one entity field, before optionality. Entity schemas are `zod/mini` ones
 * (packages/plan, for the browser's sake): they are wrapped with classic zod's functions
 * (`z.nullable(schema)`), which take any zod schema, and checked with mini's own `check`.
 */
function restFieldSchema(schema: z.core.$ZodType): z.core.$ZodType {
  const inner = innerSchema(schema);
  let rest: z.core.$ZodType = inner;
  if (isMoneySchema(inner)) rest = restMoney;
  else if (inner instanceof zm.ZodMiniString) rest = inner.check(zm.maxLength(MAX_TEXT));
  return isNullable(schema) ? z.nullable(rest) : rest;
}

export interface RestShapes {
  /** POST body: required fields are those without a default; `id` may be chosen by the client. */
  create: z.ZodType<Record<string, unknown>>;
  /** PUT body: every field optional; only the fields sent change. */
  update: z.ZodType<Record<string, unknown>>;
  /** One entity as answered (snake_case, as projected). */
  answer: z.ZodObject;
  /** REST field name → entity field name, for the writable fields. */
  fieldOf: Map<string, string>;
}

export function restShapes(descriptor: CollectionDescriptor, options: RestShapeOptions = {}): RestShapes {
  const serverSet = new Set(options.serverSet ?? ['createdAt']);
  const shape = descriptor.schema.shape as Record<string, z.core.$ZodType>;
  const createShape: Record<string, z.core.$ZodType> = {};
  const updateShape: Record<string, z.core.$ZodType> = {};
  const answerShape: Record<string, z.core.$ZodType> = {};
  const fieldOf = new Map<string, string>();
  for (const field of publicFields(descriptor)) {
    const column = columnOf(descriptor, field);
    const schema = shape[field]!;
    answerShape[column] = schema;
    if (field === 'id' || serverSet.has(field)) continue;
    const rest = options.fields?.[column] ?? restFieldSchema(schema);
    fieldOf.set(column, field);
    createShape[column] = hasDefault(schema) || isNullable(schema) ? z.optional(rest) : rest;
    updateShape[column] = z.optional(rest);
  }
  const echoed: Record<string, z.ZodType> = {};
  for (const name of [...ECHOED_FIELDS, ...(options.echoed ?? [])]) echoed[name] = z.unknown().optional();
  const extra = Object.fromEntries(
    Object.entries(options.extraBody ?? {}).map(([k, s]) => [k, s.optional()]),
  );
  const idSchema = z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/, 'Use letters, digits, - and _ only.');
  return {
    create: z
      .object({
        ...echoed,
        ...extra,
        ...createShape,
        id: idSchema.optional(),
        user_id: z.string().max(100).optional(),
      })
      .strict(),
    update: z.object({ ...echoed, ...extra, ...updateShape }).strict(),
    answer: z.object(answerShape),
    fieldOf,
  };
}

/** The entity fields named by a parsed body (REST names → entity names); unknown and echoed keys dropped. */
export function entityFieldsOf(
  body: Record<string, unknown>,
  fieldOf: Map<string, string>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = fieldOf.get(name);
    if (field !== undefined && value !== undefined) fields[field] = value;
  }
  return fields;
}
