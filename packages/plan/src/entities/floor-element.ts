// A non-table element of the floor plan: a dance floor, a stage, a bar.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId } from './fields';

export const floorElementSchema = z.object({
  id: entityId,
  elementType: z.string().min(1),
  name: z.string().default(''),
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  color: z.string().nullable().default(null),
});

export type FloorElement = z.output<typeof floorElementSchema>;
export type FloorElementInput = z.input<typeof floorElementSchema>;

export const floorElementCollection = defineCollection({
  name: 'floorElements',
  schema: floorElementSchema,
  table: 'floor_elements',
  noun: 'Floor element',
});
