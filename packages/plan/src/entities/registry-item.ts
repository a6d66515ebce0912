// A gift on the couple's registry: a marketplace product, a cash fund (a honeymoon, a first home)
// with a goal, or a link to another store. How much of it guests have bought is derived from the
// purchase rows in Postgres (rules/registry.ts), never kept here.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, money, optionalText, taskPriority, timestamp } from './fields';

export const REGISTRY_ITEM_TYPES = ['product', 'cash_fund', 'external'] as const;
export type RegistryItemType = (typeof REGISTRY_ITEM_TYPES)[number];

/** The most of one gift a registry asks for (guests choose how many from a list of them). */
export const MAX_REGISTRY_QUANTITY = 999;

export const registryItemSchema = z.object({
  id: entityId,
  registryId: entityId,
  name: z.string(),
  description: z._default(z.string(), ''),
  itemType: z._default(z.enum(REGISTRY_ITEM_TYPES), 'product'),
  price: z._default(z.nullable(money), null),
  quantity: z._default(
    z
      .int()
      .check(
        z.minimum(1, 'Ask for at least 1.'),
        z.maximum(MAX_REGISTRY_QUANTITY, `Ask for at most ${MAX_REGISTRY_QUANTITY} of one gift.`),
      ),
    1,
  ),
  /** What a cash fund hopes to raise; null for products and links. */
  goalAmount: z._default(z.nullable(money), null),
  url: optionalText,
  imageUrl: optionalText,
  productId: z._default(z.nullable(z.string()), null),
  priority: z._default(taskPriority, 'medium'),
  /** A marketplace category name (Kitchen, Experiences…) or the couple's own; '' when none. */
  category: z._default(z.string(), ''),
  createdAt: timestamp,
});

export type RegistryItem = z.output<typeof registryItemSchema>;
export type RegistryItemInput = z.input<typeof registryItemSchema>;

export const registryItemCollection = defineCollection({
  name: 'registryItems',
  schema: registryItemSchema,
  table: 'registry_items',
  noun: 'Registry item',
  references: [{ field: 'registryId', collection: 'registries', onDelete: 'cascade' }],
});
