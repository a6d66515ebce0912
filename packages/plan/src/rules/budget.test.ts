import { describe, expect, it } from 'vitest';
import { budgetItem, payment, vendor } from '../testing/fixtures';
import {
  type BudgetCategoriesInput,
  budgetCategories,
  budgetPaymentStatus,
  budgetTotals,
  clampPercent,
  effectiveBudgetPercentages,
  hiredVendorBudgetItems,
  paymentStatusLabel,
} from './budget';

const today = new Date(2026, 5, 12, 9, 0); // 2026-06-12 local
const DEFAULTS = { Venues: 30, Caterers: 18, Miscellaneous: 0 };

function categories(overrides: Partial<BudgetCategoriesInput> = {}) {
  return budgetCategories({
    plannedBudget: 20000,
    percentages: DEFAULTS,
    categories: ['Venues', 'Caterers', 'Miscellaneous'],
    items: [],
    payments: [],
    today,
    ...overrides,
  });
}

describe('effectiveBudgetPercentages', () => {
  it('uses saved percentages that share a category name with the defaults', () => {
    expect(effectiveBudgetPercentages({ Venues: 50, Other: 50 }, DEFAULTS)).toEqual({
      Venues: 50,
      Other: 50,
    });
  });

  it('falls back to the defaults when nothing is saved or no name is shared', () => {
    expect(effectiveBudgetPercentages(null, DEFAULTS)).toEqual(DEFAULTS);
    expect(effectiveBudgetPercentages({}, DEFAULTS)).toEqual(DEFAULTS);
    expect(effectiveBudgetPercentages({ venue: 100 }, DEFAULTS)).toEqual(DEFAULTS);
  });
});

describe('clampPercent', () => {
  it('turns anything non-numeric into 0', () => {
    for (const input of ['', '  ', 'abc', null, undefined, {}, Number.NaN])
      expect(clampPercent(input)).toBe(0);
  });

  it('clamps to 0..100 and keeps decimals', () => {
    expect(clampPercent(-0.01)).toBe(0);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent('12.5')).toBe(12.5);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(100.01)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
  });
});

describe('budgetPaymentStatus', () => {
  it('is none without an actual cost, whatever was paid or scheduled', () => {
    expect(budgetPaymentStatus(0, 0, false)).toBe('none');
    expect(budgetPaymentStatus(0, 50, false)).toBe('none');
    expect(budgetPaymentStatus(0, 0, true)).toBe('none');
  });

  it('is paid when paid reaches the actual cost, exactly or beyond', () => {
    expect(budgetPaymentStatus(100, 100, false)).toBe('paid');
    expect(budgetPaymentStatus(100, 150, true)).toBe('paid');
  });

  it('is partial when some but not all is paid, even with an overdue payment', () => {
    expect(budgetPaymentStatus(100, 99.99, true)).toBe('partial');
    expect(budgetPaymentStatus(100, 0.01, false)).toBe('partial');
  });

  it('is overdue when nothing is paid and a payment is past due, else none', () => {
    expect(budgetPaymentStatus(100, 0, true)).toBe('overdue');
    expect(budgetPaymentStatus(100, 0, false)).toBe('none');
  });
});

describe('paymentStatusLabel', () => {
  it('labels each status, none by whether a cost is set', () => {
    expect(paymentStatusLabel('paid', 10)).toBe('Paid');
    expect(paymentStatusLabel('partial', 10)).toBe('Partial');
    expect(paymentStatusLabel('overdue', 10)).toBe('Overdue');
    expect(paymentStatusLabel('none', 10)).toBe('Pending');
    expect(paymentStatusLabel('none', 0)).toBe('Not Set');
  });
});

describe('budgetCategories', () => {
  it('derives estimates from the percent of the total budget, in the given order', () => {
    const rows = categories();
    expect(rows.map((row) => [row.name, row.percent, row.estimate])).toEqual([
      ['Venues', 30, 6000],
      ['Caterers', 18, 3600],
      ['Miscellaneous', 0, 0],
    ]);
    expect(categories({ plannedBudget: null })[0]?.estimate).toBe(0);
  });

  it('gives a category missing from the percentages 0 percent', () => {
    expect(categories({ percentages: { Venues: 100 } })[1]?.percent).toBe(0);
  });

  it('sums actual costs and paid payments per category and owes the difference', () => {
    const rows = categories({
      items: [
        budgetItem({ id: 'hall', category: 'Venues', actualCost: 5000.1 }),
        budgetItem({ id: 'chairs', category: 'Venues', actualCost: 200.2 }),
      ],
      payments: [
        payment({ id: 'p1', budgetItemId: 'hall', amount: 1000, status: 'paid', paymentDate: '2026-03-01' }),
        payment({
          id: 'p2',
          budgetItemId: 'chairs',
          amount: 200.2,
          status: 'paid',
          paymentDate: '2026-01-01',
        }),
        payment({
          id: 'p3',
          budgetItemId: 'hall',
          amount: 4000.1,
          status: 'upcoming',
          paymentDate: '2026-07-01',
        }),
      ],
    });
    const venues = rows[0]!;
    expect(venues).toMatchObject({
      actual: 5200.3,
      totalPaid: 1200.2,
      remainingDue: 4000.1,
      paymentStatus: 'partial',
    });
    expect(venues.items.map((item) => [item.id, item.payments.map((p) => p.id)])).toEqual([
      ['hall', ['p1', 'p3']],
      ['chairs', ['p2']],
    ]);
  });

  it('is paid when paid payments add up to the cost despite floating point', () => {
    const rows = categories({
      items: [budgetItem({ id: 'i', category: 'Caterers', actualCost: 0.3 })],
      payments: [
        payment({ id: 'a', budgetItemId: 'i', amount: 0.1, status: 'paid' }),
        payment({ id: 'b', budgetItemId: 'i', amount: 0.2, status: 'paid' }),
      ],
    });
    expect(rows[1]).toMatchObject({ totalPaid: 0.3, remainingDue: 0, paymentStatus: 'paid' });
  });

  it('never owes a negative amount when overpaid', () => {
    const rows = categories({
      items: [budgetItem({ id: 'i', actualCost: 100 })],
      payments: [payment({ budgetItemId: 'i', amount: 150, status: 'paid' })],
    });
    expect(rows[0]).toMatchObject({ remainingDue: 0, overpaid: 50, paymentStatus: 'paid' });
  });

  it("owes each item's own remainder: one item overpaid does not pay another", () => {
    const rows = categories({
      items: [budgetItem({ id: 'hall', actualCost: 1200.5 }), budgetItem({ id: 'chairs', actualCost: 450 })],
      payments: [payment({ budgetItemId: 'hall', amount: 1500, status: 'paid' })],
    });
    expect(rows[0]).toMatchObject({
      actual: 1650.5,
      totalPaid: 1500,
      remainingDue: 450,
      overpaid: 299.5,
      paymentStatus: 'partial',
    });
  });

  it('shows a cost lowered below what is paid as an overpayment', () => {
    const rows = categories({
      items: [budgetItem({ id: 'i', actualCost: 12500 })],
      payments: [payment({ budgetItemId: 'i', amount: 12500, status: 'paid' })],
    });
    expect(rows[0]?.overpaid).toBe(0);
    const lowered = categories({
      items: [budgetItem({ id: 'i', actualCost: 10000.1 })],
      payments: [payment({ budgetItemId: 'i', amount: 12500, status: 'paid' })],
    });
    expect(lowered[0]).toMatchObject({ overpaid: 2499.9, remainingDue: 0 });
  });

  it('is overdue only for an upcoming payment dated before today, not today', () => {
    const withPaymentOn = (paymentDate: string) =>
      categories({
        items: [budgetItem({ id: 'i', actualCost: 100 })],
        payments: [payment({ budgetItemId: 'i', paymentDate, status: 'upcoming' })],
      })[0]?.paymentStatus;
    expect(withPaymentOn('2026-06-11')).toBe('overdue');
    expect(withPaymentOn('2026-06-12')).toBe('none');
  });

  it('puts items of unknown categories under Miscellaneous, adding it when absent', () => {
    const items = [budgetItem({ id: 'odd', category: 'Fireworks', actualCost: 50 })];
    expect(categories({ items })[2]?.items.map((item) => item.id)).toEqual(['odd']);
    const rows = categories({ items, categories: ['Venues'] });
    expect(rows.map((row) => [row.name, row.actual])).toEqual([
      ['Venues', 0],
      ['Miscellaneous', 50],
    ]);
    expect(categories({ categories: ['Venues'] }).map((row) => row.name)).toEqual(['Venues']);
  });

  it('ignores payments of items that no longer exist', () => {
    const rows = categories({ payments: [payment({ budgetItemId: 'gone', status: 'paid' })] });
    expect(rows.every((row) => row.totalPaid === 0)).toBe(true);
  });
});

describe('budgetTotals', () => {
  const row = (overrides: Partial<ReturnType<typeof categories>[number]>) => ({
    name: 'x',
    percent: 0,
    estimate: 0,
    actual: 0,
    totalPaid: 0,
    remainingDue: 0,
    overpaid: 0,
    paymentStatus: 'none' as const,
    items: [],
    ...overrides,
  });

  it('sums the categories and flags a percent total other than 100', () => {
    const totals = budgetTotals([
      row({ percent: 60, estimate: 600, actual: 500, totalPaid: 200, remainingDue: 300 }),
      row({ percent: 30, estimate: 300, actual: 100, totalPaid: 150, remainingDue: 0, overpaid: 50 }),
    ]);
    expect(totals).toEqual({
      estimate: 900,
      actual: 600,
      totalPaid: 350,
      remainingDue: 300,
      overpaid: 50,
      percentTotal: 90,
      status: 'In Progress',
      percentWarning: true,
    });
  });

  it('does not warn when percentages add up to 100 through decimals', () => {
    const totals = budgetTotals([row({ percent: 33.3 }), row({ percent: 33.3 }), row({ percent: 33.4 })]);
    expect(totals.percentTotal).toBe(100);
    expect(totals.percentWarning).toBe(false);
  });

  it('is Complete when there is a cost and it is all paid, Pending when nothing is paid', () => {
    expect(budgetTotals([row({ actual: 100, totalPaid: 100 })]).status).toBe('Complete');
    expect(budgetTotals([row({ actual: 100, totalPaid: 99 })]).status).toBe('In Progress');
    expect(budgetTotals([row({ actual: 0, totalPaid: 10 })]).status).toBe('In Progress');
    expect(budgetTotals([row({ actual: 100 })]).status).toBe('Pending');
    expect(budgetTotals([]).status).toBe('Pending');
  });
});

describe('hiredVendorBudgetItems', () => {
  it('adds an item for each hired vendor not yet in its category', () => {
    const vendors = [
      vendor({ id: 'v1', name: 'Bloom & Co', category: 'Florists', hired: true, actualCost: 1200 }),
      vendor({ id: 'v2', name: 'Prospect', category: 'Florists', hired: false }),
      vendor({ id: 'v3', name: 'Snap', category: 'Photographers', hired: true }),
    ];
    expect(hiredVendorBudgetItems(vendors, [])).toEqual([
      {
        category: 'Florists',
        name: 'Bloom & Co',
        actualCost: 1200,
        vendorName: 'Bloom & Co',
        vendorId: 'v1',
      },
      { category: 'Photographers', name: 'Snap', actualCost: 0, vendorName: 'Snap', vendorId: 'v3' },
    ]);
  });

  it('matches an item linked by vendor id, wherever it is', () => {
    const vendors = [vendor({ id: 'v1', hired: true })];
    expect(hiredVendorBudgetItems(vendors, [budgetItem({ category: 'Venues', vendorId: 'v1' })])).toEqual([]);
  });

  it('matches an unlinked item of the same category by vendor name, ignoring case and spaces', () => {
    const vendors = [vendor({ id: 'v1', name: 'Bloom & Co', category: 'Florists', hired: true })];
    expect(
      hiredVendorBudgetItems(vendors, [budgetItem({ category: 'Florists', vendorName: ' bloom & co ' })]),
    ).toEqual([]);
    expect(
      hiredVendorBudgetItems(vendors, [budgetItem({ category: 'Venues', vendorName: 'Bloom & Co' })]),
    ).toHaveLength(1);
    const linkedElsewhere = budgetItem({ category: 'Florists', vendorName: 'Bloom & Co', vendorId: 'other' });
    expect(hiredVendorBudgetItems(vendors, [linkedElsewhere])).toHaveLength(1);
  });
});
