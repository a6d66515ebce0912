import type { BudgetItem, ChecklistTask, Guest, Payment, Vendor, WeddingInfo } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import { coupleNames, dashboardSummary, formatWeddingDate } from './dashboard-model';

const CREATED = '2026-01-01T00:00:00.000Z';
const NOW = new Date(2026, 5, 10, 12);

const NO_INFO: WeddingInfo = {
  partner1Name: null,
  partner2Name: null,
  couplePhotoUrl: null,
  weddingDate: null,
  plannedBudget: null,
  guestCount: null,
  weddingStyle: null,
  location: null,
  budgetCategoryPercentages: null,
};

function task(id: string, overrides: Partial<ChecklistTask> = {}): ChecklistTask {
  return {
    id,
    text: `Task ${id}`,
    description: '',
    category: 'Venues',
    priority: 'medium',
    dueDate: null,
    completed: false,
    notes: '',
    source: 'expert_generated',
    expertTaskId: null,
    dueDateEdited: false,
    timelineDays: null,
    estimatedHours: null,
    createdAt: CREATED,
    ...overrides,
  };
}

function guest(id: string, overrides: Partial<Guest> = {}): Guest {
  return {
    id,
    name: id,
    email: null,
    phone: null,
    address: null,
    tag: 'Friends',
    rsvpStatus: 'Pending',
    partySize: 1,
    tableAssignment: null,
    mealChoice: null,
    notes: '',
    createdAt: CREATED,
    ...overrides,
  };
}

function item(id: string, category: string, actualCost: number): BudgetItem {
  return { id, category, name: id, actualCost, vendorName: null, vendorId: null, createdAt: CREATED };
}

function payment(id: string, budgetItemId: string, amount: number, status: Payment['status']): Payment {
  return { id, budgetItemId, amount, paymentDate: '2026-05-01', status, notes: '', createdAt: CREATED };
}

function vendor(id: string, category: string, hired: boolean): Vendor {
  return {
    id,
    name: `Vendor ${id}`,
    category,
    hired,
    email: null,
    phone: null,
    website: null,
    actualCost: null,
    notes: '',
    createdAt: CREATED,
  };
}

const EMPTY = { tasks: [], guests: [], budgetItems: [], payments: [], vendors: [], now: NOW };

describe('coupleNames', () => {
  it('joins both names with an ampersand, uses one alone, or falls back to Happy Couple', () => {
    expect(coupleNames('Ava', 'Noah')).toBe('Ava & Noah');
    expect(coupleNames(' Ava ', '  ')).toBe('Ava');
    expect(coupleNames(null, 'Noah')).toBe('Noah');
    expect(coupleNames(null, '')).toBe('Happy Couple');
  });
});

describe('dashboardSummary', () => {
  it('has no countdown, health or deadlines without a wedding date', () => {
    const summary = dashboardSummary({ info: NO_INFO, ...EMPTY });
    expect(summary).toMatchObject({
      daysUntil: null,
      health: null,
      deadlines: [],
      overall: 0,
      coupleNames: 'Happy Couple',
    });
  });

  it('fills the progress cards and quick stats from the plan', () => {
    const summary = dashboardSummary({
      ...EMPTY,
      info: { ...NO_INFO, weddingDate: '2026-07-10', plannedBudget: 20_000 },
      tasks: [task('a', { completed: true }), task('b'), task('c'), task('d')],
      guests: [
        guest('couple', { tag: 'Wedding Couple', rsvpStatus: 'Accepted', partySize: 2 }),
        guest('g1', { rsvpStatus: 'Accepted', partySize: 3, tableAssignment: 'table-1' }),
        guest('g2', { rsvpStatus: 'Declined' }),
        guest('g3', { rsvpStatus: 'Pending' }),
        guest('g4', { rsvpStatus: '' }),
      ],
      budgetItems: [item('venue', 'Venues', 8_000), item('odd', 'Not a category', 2_000)],
      payments: [payment('p1', 'venue', 3_000, 'paid'), payment('p2', 'venue', 5_000, 'upcoming')],
      vendors: [vendor('v1', 'Caterers', true), vendor('v2', 'Florists', false)],
    });
    expect(summary.daysUntil).toBe(30);
    expect(summary.checklist).toEqual({ completed: 1, total: 4 });
    expect(summary.budget).toEqual({ allocated: 10_000, planned: 20_000 });
    expect(summary.rsvp).toEqual({ responded: 2, total: 4 });
    expect(summary).toMatchObject({ attending: 3, awaitingRsvp: 2, totalPaid: 3_000, vendorsHired: 1 });
    expect(summary.parts).toEqual({ checklist: 25, budget: 50, rsvp: 50, vendors: 10, seating: 100 });
    // 25×.30 + 50×.25 + 50×.25 + 10×.15 + 100×.05 = 39
    expect(summary.overall).toBe(39);
    expect(summary.health).toBe('behind');
    // 30 days out all three reminders show, fewest days left first: florist 16, photographer 21, caterer 23.
    expect(summary.deadlines.map((d) => [d.vendorType, d.daysLeft])).toEqual([
      ['florist', 16],
      ['photographer', 21],
      ['caterer', 23],
    ]);
    expect(summary.deadlines.find((d) => d.vendorType === 'caterer')?.vendorName).toBe('Vendor v1');
  });

  it('lists up to three upcoming tasks, earliest first, in Planning when they have no category', () => {
    const summary = dashboardSummary({
      ...EMPTY,
      info: { ...NO_INFO, weddingDate: '2027-06-12' },
      tasks: [
        task('late', { dueDate: '2026-09-01' }),
        task('done', { dueDate: '2026-06-01', completed: true }),
        task('soon', { dueDate: '2026-06-12', category: '' }),
        task('missed', { dueDate: '2026-06-01' }),
        task('undated'),
        task('later', { dueDate: '2026-12-01' }),
      ],
    });
    expect(summary.upcoming.map((t) => [t.id, t.category, t.overdue])).toEqual([
      ['missed', 'Venues', true],
      ['soon', 'Planning', false],
      ['late', 'Venues', false],
    ]);
    expect(summary.health).toBe('on_track');
  });

  it('says the wedding has passed once the date is behind us', () => {
    const summary = dashboardSummary({ ...EMPTY, info: { ...NO_INFO, weddingDate: '2026-06-01' } });
    expect(summary.daysUntil).toBe(-9);
    expect(summary.health).toBe('past_wedding');
    expect(summary.deadlines).toEqual([]);
  });
});

describe('formatWeddingDate', () => {
  it('spells out the day', () => {
    expect(formatWeddingDate('2027-06-12')).toBe('Saturday, June 12, 2027');
  });
});
