// A seating wish between two guests: seat them together, or keep them apart. The auto-seating solver
// honours it; removing either guest removes the constraint.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, timestamp } from './fields';

export const SEATING_CONSTRAINT_KINDS = ['together', 'apart'] as const;
export type SeatingConstraintKind = (typeof SEATING_CONSTRAINT_KINDS)[number];

export const seatingConstraintSchema = z.object({
  id: entityId,
  guestId: entityId,
  otherGuestId: entityId,
  kind: z.enum(SEATING_CONSTRAINT_KINDS),
  createdAt: timestamp,
});

export type SeatingConstraint = z.output<typeof seatingConstraintSchema>;
export type SeatingConstraintInput = z.input<typeof seatingConstraintSchema>;

export const seatingConstraintCollection = defineCollection({
  name: 'seatingConstraints',
  schema: seatingConstraintSchema,
  table: 'seating_constraints',
  noun: 'Seating constraint',
  references: [
    { field: 'guestId', collection: 'guests', onDelete: 'cascade' },
    { field: 'otherGuestId', collection: 'guests', onDelete: 'cascade' },
  ],
});
