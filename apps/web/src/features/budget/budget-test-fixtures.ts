// Budget items and payments for the budget tests, with only what a test cares about overridden.
import type { BudgetItem, Payment } from '@confetti/plan';

export const CREATED_AT = '2026-01-15T12:00:00.000Z';

export function item(overrides: Partial<BudgetItem>): BudgetItem {
  return {
    id: 'item-1',
    category: 'Venues',
    name: 'Reception hall',
    actualCost: 0,
    vendorName: null,
    vendorId: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment>): Payment {
  return {
    id: 'payment-1',
    budgetItemId: 'item-1',
    amount: 100,
    paymentDate: '2026-04-01',
    status: 'upcoming',
    notes: '',
    createdAt: CREATED_AT,
    ...overrides,
  };
}
