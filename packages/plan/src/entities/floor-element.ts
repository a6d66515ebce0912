// A non-table element of the floor plan: a dance floor, a stage, a bar.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId } from './fields';

/** The palette of floor elements (spec §3); the schema accepts other kinds. */
export const FLOOR_ELEMENT_TYPES = [
  'dance_floor',
  'stage',
  'bar',
  'dj_booth',
  'entrance',
  'buffet',
  'cake_table',
  'restrooms',
  'photo_booth',
  'gift_table',
] as const;
export type FloorElementType = (typeof FLOOR_ELEMENT_TYPES)[number];

export const floorElementSchema = z.object({
  id: entityId,
  elementType: z.string().min(1),
  name: z.string().default(''),
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
  /** Degrees clockwise, as the canvas draws it. */
  rotation: z.number().default(0),
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
