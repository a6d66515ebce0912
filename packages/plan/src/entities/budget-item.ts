// A budget item: one service in a vendor category (the spec's "service item"), optionally
// linked to a tracked vendor.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, money, timestamp } from './fields';

export const budgetItemSchema = z.object({
  id: entityId,
  // A vendor category display name; unknown names are shown under Miscellaneous, not rejected.
  category: z.string(),
  name: z.string(),
  actualCost: z._default(money, 0),
  vendorName: z._default(z.nullable(z.string()), null),
  vendorId: z._default(z.nullable(z.string()), null),
  createdAt: timestamp,
});

export type BudgetItem = z.output<typeof budgetItemSchema>;
export type BudgetItemInput = z.input<typeof budgetItemSchema>;

export const budgetItemCollection = defineCollection({
  name: 'budgetItems',
  schema: budgetItemSchema,
  table: 'budget_items',
  noun: 'Budget item',
  // The spec's client calls a budget item's name its service_type.
  columns: { name: 'service_type' },
  references: [{ field: 'vendorId', collection: 'vendors', onDelete: 'nullify' }],
});
