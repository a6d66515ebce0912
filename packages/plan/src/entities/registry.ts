// A couple's gift registry: the page guests open at /registry/couple/<slug>. Its items are
// registryItems; what guests bought are rows in Postgres (registry_purchases), never document fields.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, timestamp } from './fields';

/** Lower-case words joined by single hyphens: the part of the public address after /registry/couple/. */
export const REGISTRY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_REGISTRY_SLUG_LENGTH = 60;

export const registrySchema = z.object({
  id: entityId,
  title: z.string(),
  message: z._default(z.string(), ''),
  slug: z.string(),
  // Set by the server each time a guest records a gift, so an open Registry tab learns of it live and
  // reloads the purchases (they are rows in Postgres). A marker, not a count: concurrent sets never
  // lose anything that matters, unlike a counter in a Y.Map.
  purchasesVersion: z._default(z.nullable(z.string()), null),
  createdAt: timestamp,
});

export type Registry = z.output<typeof registrySchema>;
export type RegistryInput = z.input<typeof registrySchema>;

export const registryCollection = defineCollection({
  name: 'registries',
  schema: registrySchema,
  table: 'registries',
  noun: 'Registry',
  documentOnly: ['purchasesVersion'],
});
