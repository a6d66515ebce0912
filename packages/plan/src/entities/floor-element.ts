// A non-table element of the floor plan: a dance floor, a stage, a bar.
import * as z from 'zod/mini';
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
  elementType: z.string().check(z.minLength(1)),
  name: z._default(z.string(), ''),
  x: z.number(),
  y: z.number(),
  width: z.number().check(z.nonnegative()),
  height: z.number().check(z.nonnegative()),
  /** Degrees clockwise, as the canvas draws it. */
  rotation: z._default(z.number(), 0),
  color: z._default(z.nullable(z.string()), null),
});

export type FloorElement = z.output<typeof floorElementSchema>;
export type FloorElementInput = z.input<typeof floorElementSchema>;

export const floorElementCollection = defineCollection({
  name: 'floorElements',
  schema: floorElementSchema,
  table: 'floor_elements',
  noun: 'Floor element',
});
