// Shared zod building blocks for plan entities, so every entity spells "a calendar date" or
// "an optional text" the same way and the doc, the projector and the REST layer agree.
import { z } from 'zod';

/** A stable entity id: any non-empty string (callers use `newId()`). */
export const entityId = z.string().min(1);

/** A 'yyyy-mm-dd' calendar date that exists (leap days checked). */
export const calendarDate = z.iso.date();

/** A 'HH:MM' 24-hour clock time. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a HH:MM time');

/** An ISO 8601 timestamp as written by `new Date().toISOString()` (offsets allowed). */
export const timestamp = z.iso.datetime({ offset: true });

/** Marks a number as money in dollars, so REST bodies parse it as whole cents (spec §5 step 0.01). */
export const MONEY_FORMAT = 'money';

/** A money amount in dollars: finite and never negative. */
export const money = z.number().nonnegative().meta({ format: MONEY_FORMAT });

/** Whether a field's schema (under its default/nullable wrappers) is a money amount. */
export function isMoneySchema(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.format === MONEY_FORMAT;
}

/** Text that may be absent: stored as null rather than '' so "not given" stays distinguishable. */
export const optionalText = z.string().nullable().default(null);

/** Free-form notes: always a string, '' when none. */
export const notes = z.string().default('');

export const taskPriority = z.enum(['high', 'medium', 'low']);
export type TaskPriority = z.infer<typeof taskPriority>;
