// Builders of valid entities for tests: each takes overrides of the fields a test cares about.
import * as Y from 'yjs';
import type { BudgetItem } from '../entities/budget-item';
import type { ChecklistTask } from '../entities/checklist-task';
import type { Guest } from '../entities/guest';
import type { Payment } from '../entities/payment';
import type { Vendor } from '../entities/vendor';

export const CREATED_AT = '2026-01-15T12:00:00.000Z';

export function task(overrides: Partial<ChecklistTask> = {}): ChecklistTask {
  return {
    id: 'task-1',
    text: 'Book the venue',
    description: '',
    category: 'Venues',
    priority: 'medium',
    dueDate: null,
    completed: false,
    notes: '',
    source: 'user',
    expertTaskId: null,
    dueDateEdited: false,
    timelineDays: null,
    estimatedHours: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function guest(overrides: Partial<Guest> = {}): Guest {
  return {
    id: 'guest-1',
    name: 'Ada Lovelace',
    email: null,
    phone: null,
    address: null,
    tag: 'Friends',
    rsvpStatus: 'Pending',
    partySize: 1,
    tableAssignment: null,
    mealChoice: null,
    dietaryNotes: '',
    notes: '',
    rsvpMessage: null,
    respondedAt: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function budgetItem(overrides: Partial<BudgetItem> = {}): BudgetItem {
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

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'payment-1',
    budgetItemId: 'item-1',
    amount: 100,
    paymentDate: '2026-06-01',
    status: 'upcoming',
    notes: '',
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function vendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 'vendor-1',
    name: 'Bloom & Co',
    category: 'Florists',
    hired: false,
    stage: 'researching',
    contactName: null,
    email: null,
    phone: null,
    website: null,
    actualCost: null,
    notes: '',
    listingId: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** Brings two replicas to the same state, as a sync round-trip would. */
export function syncDocs(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}
