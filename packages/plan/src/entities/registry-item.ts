// A gift on the couple's registry, possibly a marketplace product.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId, money, optionalText, taskPriority, timestamp } from './fields';

export const registryItemSchema = z.object({
  id: entityId,
  name: z.string(),
  description: z.string().default(''),
  price: money.nullable().default(null),
  quantity: z.number().int().min(1).default(1),
  // Purchases by guests may exceed the wish (two guests buy the last one at once): not rejected.
  quantityPurchased: z.number().int().nonnegative().default(0),
  url: optionalText,
  imageUrl: optionalText,
  productId: z.string().nullable().default(null),
  priority: taskPriority.default('medium'),
  createdAt: timestamp,
});

export type RegistryItem = z.output<typeof registryItemSchema>;
export type RegistryItemInput = z.input<typeof registryItemSchema>;

export const registryItemCollection = defineCollection({
  name: 'registryItems',
  schema: registryItemSchema,
  table: 'registry_items',
  noun: 'Registry item',
});
