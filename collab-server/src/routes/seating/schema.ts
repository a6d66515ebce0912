// REST shapes of the seating plan (spec §7 Seating): the limits of table and floor-element fields,
// and the bodies and answers of the summary, constraints and auto-assign calls.
import { SEATING_CONSTRAINT_KINDS, TABLE_SEATS } from '@confetti/plan';
import { z } from 'zod';
import { PlanQuery } from '../plan-scope';

/** The floor plan is a canvas of a few thousand units; this bound only stops absurd numbers. */
const MAX_COORDINATE = 100_000;
/** Guests a table's list can hold: more than its seats, as a couple may over-seat a table on purpose. */
const MAX_ASSIGNED_GUESTS = 500;
const CAPACITY_RANGE = `A table seats ${TABLE_SEATS.min} to ${TABLE_SEATS.max}: give a whole number of seats.`;

const coordinate = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .finite()
    .min(-MAX_COORDINATE, `${name} is too far off the floor plan.`)
    .max(MAX_COORDINATE, `${name} is too far off the floor plan.`);
const size = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .finite()
    .min(0, `${name} cannot be negative.`)
    .max(10_000, `${name} is too large.`);
const rotation = z
  .number({ error: 'Rotation must be a number of degrees.' })
  .finite()
  .min(-3600, 'Rotation must be between -3600 and 3600 degrees.')
  .max(3600, 'Rotation must be between -3600 and 3600 degrees.');
const shortName = (what: string) => z.string().trim().max(100, `${what} can be at most 100 characters.`);

const placement = {
  x: coordinate('x'),
  y: coordinate('y'),
  width: size('Width'),
  height: size('Height'),
  rotation,
};

export const tableFields = {
  ...placement,
  name: shortName('A table name').min(1, 'Enter a name for the table.'),
  capacity: z
    .number({ error: CAPACITY_RANGE })
    .int(CAPACITY_RANGE)
    .min(TABLE_SEATS.min, CAPACITY_RANGE)
    .max(TABLE_SEATS.max, CAPACITY_RANGE),
  shape: z.string().trim().min(1, 'Choose a shape: round, rectangle, square or oval.').max(40),
  assigned_guests: z.array(z.string().min(1).max(200)).max(MAX_ASSIGNED_GUESTS),
  table_type: z.string().trim().min(1, 'Choose a table type, such as regular or head.').max(40),
  proximity_to: z.string().trim().max(200).nullable(),
};

export const elementFields = {
  ...placement,
  element_type: z.string().trim().min(1, 'Choose what this element is, such as dance_floor or bar.').max(40),
  name: shortName('A name'),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #c9a227.')
    .nullable(),
};

export const TableSummaryAnswer = z.object({
  table_id: z.string(),
  name: z.string(),
  capacity: z.number(),
  seated: z.number().describe('Heads at the table, counting each guest with their whole party'),
  meals: z.record(z.string(), z.number()).describe('Meal choice → heads ("Not chosen" for the rest)'),
  dietary: z.array(z.string()).describe('"Name: note" for each dietary note at the table'),
});

export const SeatingSummaryAnswer = z.object({
  tables: z.array(TableSummaryAnswer),
  unseated: z.number().describe('Heads of guests not declined and without a table'),
});

export const ConstraintBody = z
  .object({
    id: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[\w-]+$/, 'Use letters, digits, - and _ only.')
      .optional(),
    user_id: z.string().max(100).optional(),
    guest_ids: z
      .array(z.string().trim().min(1).max(200), { error: 'Name the two guests as guest_ids: [a, b].' })
      .length(2, 'Name exactly two guests.')
      .refine(([a, b]) => a !== b, 'Choose two different guests.'),
    kind: z.enum(SEATING_CONSTRAINT_KINDS, { error: 'kind is "together" or "apart".' }),
  })
  .strict();

export const ConstraintAnswer = z.object({
  id: z.string(),
  guest_ids: z.array(z.string()).length(2),
  kind: z.enum(SEATING_CONSTRAINT_KINDS),
  created_at: z.string(),
});

export const AutoAssignBody = z
  .object({
    user_id: z.string().max(100).optional(),
    reseat_all: z.boolean({ error: 'reseat_all is true or false.' }).optional(),
  })
  .strict();

export const AutoAssignAnswer = z.object({
  assigned: z.array(z.object({ guest_id: z.string(), table_id: z.string() })),
  unplaced: z.array(z.object({ guest_id: z.string(), reason: z.string() })),
});

export const SeatingQuery = PlanQuery;
