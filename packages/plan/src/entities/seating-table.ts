// A table on the seating plan. Positions are canvas units of the floor plan.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, wholeNumber } from './fields';

export const DEFAULT_TABLE_TYPE = 'regular';
/** How many seats a table can have: the planner and the REST API take the same range. */
export const TABLE_SEATS = { min: 1, max: 40 } as const;
/** Known shapes; the schema accepts others so a newer client's shape is not dropped. */
export const TABLE_SHAPES = ['round', 'rectangle', 'square', 'oval'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
/** Suggested kinds of table; any other text is accepted. */
export const TABLE_TYPES = ['regular', 'head', 'sweetheart', 'kids', 'family', 'vip'] as const;

export const seatingTableSchema = z.object({
  id: entityId,
  name: z.string(),
  capacity: wholeNumber(),
  shape: z.string().check(z.minLength(1)),
  x: z.number(),
  y: z.number(),
  width: z.number().check(z.nonnegative()),
  height: z.number().check(z.nonnegative()),
  /** Degrees clockwise, as the canvas draws it. */
  rotation: z._default(z.number(), 0),
  // Guest ids, stored as one plain array value: a reorder replaces the list as a whole.
  assignedGuests: z._default(z.array(z.string()), []),
  tableType: z._default(z.string(), DEFAULT_TABLE_TYPE),
  proximityTo: z._default(z.nullable(z.string()), null),
});

export type SeatingTable = z.output<typeof seatingTableSchema>;
export type SeatingTableInput = z.input<typeof seatingTableSchema>;

export const seatingTableCollection = defineCollection({
  name: 'seatingTables',
  schema: seatingTableSchema,
  table: 'seating_tables',
  noun: 'Table',
  // A removed guest leaves the table; a removed table unseats its guests (the guest's own reference).
  references: [{ field: 'assignedGuests', collection: 'guests', onDelete: 'pull' }],
});
