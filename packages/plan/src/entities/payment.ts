// A payment towards a budget item: scheduled (upcoming) or made (paid).
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { calendarDate, entityId, money, notes, timestamp } from './fields';

export const PAYMENT_STATUSES = ['upcoming', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentSchema = z.object({
  id: entityId,
  budgetItemId: entityId,
  amount: money,
  paymentDate: calendarDate,
  status: z._default(z.enum(PAYMENT_STATUSES), 'upcoming'),
  notes,
  createdAt: timestamp,
});

export type Payment = z.output<typeof paymentSchema>;
export type PaymentInput = z.input<typeof paymentSchema>;

export const paymentCollection = defineCollection({
  name: 'payments',
  schema: paymentSchema,
  table: 'payments',
  noun: 'Payment',
  references: [{ field: 'budgetItemId', collection: 'budgetItems', onDelete: 'cascade' }],
});
