// A gift on the couple's registry: a marketplace product, a cash fund (a honeymoon, a first home)
// with a goal, or a link to another store. How much of it guests have bought is derived from the
// purchase rows in Postgres (rules/registry.ts), never kept here.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId, money, optionalText, taskPriority, timestamp } from './fields';

export const REGISTRY_ITEM_TYPES = ['product', 'cash_fund', 'external'] as const;
export type RegistryItemType = (typeof REGISTRY_ITEM_TYPES)[number];

export const registryItemSchema = z.object({
  id: entityId,
  registryId: entityId,
  name: z.string(),
  description: z.string().default(''),
  itemType: z.enum(REGISTRY_ITEM_TYPES).default('product'),
  price: money.nullable().default(null),
  quantity: z.number().int().min(1).default(1),
  /** What a cash fund hopes to raise; null for products and links. */
  goalAmount: money.nullable().default(null),
  url: optionalText,
  imageUrl: optionalText,
  productId: z.string().nullable().default(null),
  priority: taskPriority.default('medium'),
  /** A marketplace category name (Kitchen, Experiences…) or the couple's own; '' when none. */
  category: z.string().default(''),
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
