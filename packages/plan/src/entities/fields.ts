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

/**
 * The first and last days a plan's dates may fall on. Every date a wedding plan holds fits between
 * them, and all of them fit Postgres's `date` and `timestamptz` (which have no year 0000) and
 * JavaScript's Date: a date outside would pass here and then fail the plan's projection.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';
/** What a date outside those days is told. */
export const DATE_RANGE_MESSAGE = 'Use a date between 1900 and 2999.';

/** 'yyyy-mm-dd' (or a longer timestamp) compares as text: four-digit years, zero-padded fields. */
function inDateRange(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= EARLIEST_DATE && day <= LATEST_DATE;
}

/**
 * A 'yyyy-mm-dd' day that exists (leap days checked), in any year: what a form tells apart. Text that
 * is no date at all is told only that (`abort`), not also the years.
 */
export const anyYearDate = z.iso.date({ abort: true });

/** A 'yyyy-mm-dd' calendar date that exists (leap days checked), from 1900 to 2999. */
export const calendarDate = anyYearDate.check(z.refine(inDateRange, DATE_RANGE_MESSAGE));

/** A 'HH:MM' 24-hour clock time. */
export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a HH:MM time'));

/** An ISO 8601 timestamp as written by `new Date().toISOString()` (offsets allowed), 1900 to 2999. */
export const timestamp = z.iso
  .datetime({ offset: true, abort: true })
  .check(z.refine(inDateRange, DATE_RANGE_MESSAGE));

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
