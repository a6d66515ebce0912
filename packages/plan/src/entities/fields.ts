// Shared zod building blocks for plan entities, so every entity spells "a calendar date" or
// "an optional text" the same way and the doc, the projector and the REST layer agree.
//
// The plan's schemas are written with `zod/mini`: the browser validates every entity it reads from
// the document with them, and mini's functions tree-shake (about 8 KB gzip) where classic zod's
// methods come as one piece (about 25 KB on the planner's first screen). Both share zod's core, so the
// server composes them with classic zod (`z.optional(schema)`, `z.object({...shape})`) and reads
// their structure from `_zod.def` (descriptor.ts). Mini comes without messages: zod's English is
// installed beneath ours (messages.ts, sentences), so a refused value reads the same in the browser
// and in a 422.

import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { sentenceFor } from './messages';

z.config(en());
z.config({ customError: sentenceFor });

/** A stable entity id: any non-empty string (callers use `newId()`). */
export const entityId = z.string().check(z.minLength(1));

/** A 'yyyy-mm-dd' calendar date that exists (leap days checked). */
export const calendarDate = z.iso.date();

/** A 'HH:MM' 24-hour clock time. */
export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a HH:MM time'));

/** An ISO 8601 timestamp as written by `new Date().toISOString()` (offsets allowed). */
export const timestamp = z.iso.datetime({ offset: true });

/** The largest whole number a plan keeps: the projection's integer columns are 32-bit. */
export const MAX_WHOLE_NUMBER = 2_147_483_647;

/**
 * A whole number of at least `min` that fits an integer column. Larger ones (a document edited over
 * the websocket can hold any number) make the entity invalid, so it is skipped, rather than failing
 * the projection of the plan.
 */
export function wholeNumber(min = 0) {
  return z.int().check(z.minimum(min), z.maximum(MAX_WHOLE_NUMBER));
}

/** Marks a number as money in dollars, so REST bodies parse it as whole cents (spec §5 step 0.01). */
export const MONEY_FORMAT = 'money';

/** A money amount in dollars: finite and never negative. */
export const money = z.number().check(z.nonnegative()).register(z.globalRegistry, { format: MONEY_FORMAT });

/** Whether a field's schema (under its default/nullable wrappers) is a money amount. */
export function isMoneySchema(schema: z.core.$ZodType): boolean {
  return z.globalRegistry.get(schema)?.format === MONEY_FORMAT;
}

/** Text that may be absent: stored as null rather than '' so "not given" stays distinguishable. */
export const optionalText = z._default(z.nullable(z.string()), null);

/** Free-form notes: always a string, '' when none. */
export const notes = z._default(z.string(), '');

export const taskPriority = z.enum(['high', 'medium', 'low']);
export type TaskPriority = z.infer<typeof taskPriority>;
