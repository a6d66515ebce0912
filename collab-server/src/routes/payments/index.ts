// Payments over REST (spec §7 Payments): a payment belongs to a budget item (a missing one is a 422
// naming budget_item_id); a client-chosen id makes a double-tapped "Record Payment" one payment.
import { z } from 'zod';
import { planCollectionResource } from '../../resources/plan-collection';
import { calendarDate } from '../plan-scope';

export const paymentsResource = planCollectionResource({
  collection: 'payments',
  path: '/payments',
  tag: 'budget',
  example: { amount: 500.25, payment_date: '2027-05-01', status: 'upcoming', notes: 'Deposit' },
  fields: {
    budget_item_id: z.string().trim().min(1).max(200),
    payment_date: calendarDate,
    notes: z.string().trim().max(5000),
  },
  orderBy: ['payment_date', 'created_at'],
});
