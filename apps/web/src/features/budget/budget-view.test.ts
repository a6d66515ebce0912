import { budgetItem as item, payment } from '@confetti/plan/testing';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_CATEGORY_NAMES,
  budgetView,
  changedPaymentFields,
  chartRows,
  dueLabel,
  dueSoonTotals,
  formatCalendarDate,
  parseMoney,
  paymentDisplayStatus,
  paymentSave,
  paymentsAgainstCost,
  paymentsDueSoon,
  remainingHint,
  serviceItemSummary,
} from './budget-view';

const TODAY = new Date(2026, 2, 10, 9);

describe('budgetView', () => {
  it('shows the 19 categories with default shares of the planned budget', () => {
    const view = budgetView({
      info: { plannedBudget: 35000, budgetCategoryPercentages: null },
      items: [],
      payments: [],
      today: TODAY,
    });
    expect(view.categories.map((category) => category.name)).toEqual(BUDGET_CATEGORY_NAMES);
    expect(view.categories).toHaveLength(19);
    expect(view.categories[0]).toMatchObject({ name: 'Venues', percent: 30, estimate: 10500 });
    expect(view.totals).toMatchObject({
      estimate: 35000,
      percentTotal: 100,
      percentWarning: false,
      status: 'Pending',
    });
  });

  it('uses saved percentages that share a name with the defaults and flags a total other than 100', () => {
    const view = budgetView({
      info: { plannedBudget: 10000, budgetCategoryPercentages: { Venues: 40 } },
      items: [],
      payments: [],
      today: TODAY,
    });
    expect(view.categories[0]).toMatchObject({ percent: 40, estimate: 4000 });
    expect(view.categories[1]?.percent).toBe(0);
    expect(view.totals).toMatchObject({ percentTotal: 40, percentWarning: true });
  });

  it('ignores saved percentages that share no name with the defaults', () => {
    const view = budgetView({
      info: { plannedBudget: 10000, budgetCategoryPercentages: { venue: 90 } },
      items: [],
      payments: [],
      today: TODAY,
    });
    expect(view.totals.percentTotal).toBe(100);
  });
});

describe('chartRows', () => {
  it('names the largest categories first and folds the small ones into one row', () => {
    const view = budgetView({
      info: { plannedBudget: 10000, budgetCategoryPercentages: null },
      items: [item({ category: 'Jewelry', name: 'Rings', actualCost: 4000 })],
      payments: [],
      today: TODAY,
    });
    const rows = chartRows(view.categories, 3);
    expect(rows.map((row) => row.name)).toEqual(['Jewelry', 'Venues', 'Caterers', '15 other categories']);
    expect(rows[0]).toEqual({ name: 'Jewelry', estimate: 100, actual: 4000 });
    // 100% of 10000, less the three shown (Jewelry 1%, Venues 30%, Caterers 18%).
    expect(rows[3]).toEqual({ name: '15 other categories', estimate: 5100, actual: 0 });
  });

  it('leaves out categories with nothing planned or spent, and folds nothing when few remain', () => {
    const view = budgetView({
      info: { plannedBudget: null, budgetCategoryPercentages: null },
      items: [item({ actualCost: 50 })],
      payments: [],
      today: TODAY,
    });
    expect(chartRows(view.categories)).toEqual([{ name: 'Venues', estimate: 0, actual: 50 }]);
  });
});

describe('serviceItemSummary', () => {
  it('applies the category status rule to one item', () => {
    const hall = { ...item({ actualCost: 500 }), payments: [payment({ amount: 200, status: 'paid' })] };
    expect(serviceItemSummary(hall, TODAY)).toEqual({
      totalPaid: 200,
      remainingDue: 300,
      overpaid: 0,
      status: 'Partial',
    });
    const overdue = { ...item({ actualCost: 500 }), payments: [payment({ paymentDate: '2026-03-09' })] };
    expect(serviceItemSummary(overdue, TODAY).status).toBe('Overdue');
    expect(serviceItemSummary({ ...item({}), payments: [] }, TODAY).status).toBe('Not Set');
    expect(serviceItemSummary({ ...item({ actualCost: 10 }), payments: [] }, TODAY).status).toBe('Pending');
  });

  it('shows what was paid beyond a cost that was lowered afterwards', () => {
    const hall = { ...item({ actualCost: 10_000 }), payments: [payment({ amount: 12_500, status: 'paid' })] };
    expect(serviceItemSummary(hall, TODAY)).toMatchObject({
      remainingDue: 0,
      overpaid: 2_500,
      status: 'Paid',
    });
  });
});

describe('paymentsAgainstCost', () => {
  const hall = {
    ...item({ actualCost: 12_500 }),
    payments: [
      payment({ id: 'deposit', amount: 5_000, status: 'paid' }),
      payment({ id: 'balance', amount: 7_500, status: 'upcoming' }),
    ],
  };

  it('counts paid and scheduled payments with the new amount against the cost', () => {
    expect(paymentsAgainstCost(hall, 12_500, null)).toEqual({ total: 25_000, over: 12_500 });
    expect(paymentsAgainstCost({ ...hall, payments: [] }, 12_500, null)).toEqual({ total: 12_500, over: 0 });
  });

  it('replaces the payment being edited instead of adding to it', () => {
    expect(paymentsAgainstCost(hall, 8_000, 'balance')).toEqual({ total: 13_000, over: 500 });
    expect(paymentsAgainstCost(hall, 7_500, 'balance').over).toBe(0);
  });
});

describe('payment display', () => {
  it('calls an upcoming payment dated before today overdue, and one due today upcoming', () => {
    expect(paymentDisplayStatus({ status: 'upcoming', paymentDate: '2026-03-09' }, TODAY)).toBe('Overdue');
    expect(paymentDisplayStatus({ status: 'upcoming', paymentDate: '2026-03-10' }, TODAY)).toBe('Upcoming');
    expect(paymentDisplayStatus({ status: 'paid', paymentDate: '2026-01-01' }, TODAY)).toBe('Paid');
  });

  it('formats a calendar date without shifting it across time zones', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatCalendarDate('junk')).toBe('junk');
  });
});

describe('paymentsDueSoon', () => {
  const view = budgetView({
    info: { plannedBudget: 20000, budgetCategoryPercentages: null },
    items: [
      item({ id: 'hall', actualCost: 5000 }),
      item({ id: 'dj', category: 'Music & Entertainment', name: 'DJ' }),
    ],
    payments: [
      payment({ id: 'later', budgetItemId: 'hall', paymentDate: '2026-04-10' }),
      payment({ id: 'edge', budgetItemId: 'hall', paymentDate: '2026-04-09' }),
      payment({ id: 'today', budgetItemId: 'dj', paymentDate: '2026-03-10' }),
      payment({ id: 'late', budgetItemId: 'hall', paymentDate: '2026-03-01' }),
      payment({ id: 'paid', budgetItemId: 'hall', paymentDate: '2026-03-12', status: 'paid' }),
    ],
    today: TODAY,
  });

  it('lists unpaid payments overdue or due within 30 days, earliest first', () => {
    const due = paymentsDueSoon(view.categories, TODAY);
    expect(due.map((entry) => entry.payment.id)).toEqual(['late', 'today', 'edge']);
    expect(due[0]).toMatchObject({ itemName: 'Reception hall', category: 'Venues', daysUntil: -9 });
    expect(due[1]).toMatchObject({ itemName: 'DJ', category: 'Music & Entertainment', daysUntil: 0 });
    expect(due[2]?.daysUntil).toBe(30);
  });

  it('adds up what is overdue and what falls due in the window', () => {
    expect(dueSoonTotals(paymentsDueSoon(view.categories, TODAY))).toEqual({ overdue: 100, upcoming: 200 });
    expect(dueSoonTotals([])).toEqual({ overdue: 0, upcoming: 0 });
  });

  it('leaves out what is scheduled on an item already paid in full, which is not needed, not overdue', () => {
    const paidUp = budgetView({
      info: { plannedBudget: 20000, budgetCategoryPercentages: null },
      items: [
        item({ id: 'hall', actualCost: 1200.5 }),
        item({ id: 'chairs', name: 'Chairs', actualCost: 450 }),
      ],
      payments: [
        payment({
          id: 'full',
          budgetItemId: 'hall',
          amount: 1500,
          status: 'paid',
          paymentDate: '2026-02-01',
        }),
        payment({ id: 'stale', budgetItemId: 'hall', amount: 200.5, paymentDate: '2026-03-01' }),
        payment({ id: 'owed', budgetItemId: 'chairs', amount: 450, paymentDate: '2026-03-02' }),
      ],
      today: TODAY,
    });
    expect(paymentsDueSoon(paidUp.categories, TODAY).map((entry) => entry.payment.id)).toEqual(['owed']);
    const stale = { status: 'upcoming' as const, paymentDate: '2026-03-01' };
    expect(paymentDisplayStatus(stale, TODAY, true)).toBe('Not needed');
    expect(paymentDisplayStatus(stale, TODAY, false)).toBe('Overdue');
  });

  it('words the days until a payment', () => {
    expect(dueLabel(-1)).toBe('Overdue by 1 day');
    expect(dueLabel(-9)).toBe('Overdue by 9 days');
    expect(dueLabel(0)).toBe('Due today');
    expect(dueLabel(1)).toBe('Due tomorrow');
    expect(dueLabel(12)).toBe('Due in 12 days');
    expect(dueLabel(-45988)).toBe('Overdue by 45,988 days');
  });
});

describe('changedPaymentFields', () => {
  const original = payment({ amount: 100, paymentDate: '2026-04-01', status: 'upcoming', notes: 'Deposit' });

  it('is empty when nothing changed (notes compared trimmed)', () => {
    expect(
      changedPaymentFields(original, {
        amount: 100,
        paymentDate: '2026-04-01',
        status: 'upcoming',
        notes: ' Deposit ',
      }),
    ).toEqual({});
  });

  it('holds only the changed fields', () => {
    expect(
      changedPaymentFields(original, {
        amount: 100,
        paymentDate: '2026-04-01',
        status: 'paid',
        notes: 'Deposit',
      }),
    ).toEqual({ status: 'paid' });
    expect(
      changedPaymentFields(original, { amount: 0, paymentDate: '2026-05-01', status: 'upcoming', notes: '' }),
    ).toEqual({ amount: 0, paymentDate: '2026-05-01', notes: '' });
  });
});

describe('parseMoney', () => {
  it('reads a typed amount to the cent, and blank or junk as null', () => {
    expect(parseMoney('1250')).toBe(1250);
    expect(parseMoney(' 19.999 ')).toBe(20);
    expect(parseMoney('0.1')).toBe(0.1);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('the payment form’s hint', () => {
  it('says how much of what is owed is already scheduled, so it never contradicts the over-cost warning', () => {
    expect(remainingHint(5200, 0)).toBe('$5,200.00 remaining on this item');
    expect(remainingHint(5200, 5200)).toBe('$5,200.00 remaining on this item, all of it already scheduled');
    expect(remainingHint(5200, 2000)).toBe(
      '$5,200.00 remaining on this item, $3,200.00 of it not yet scheduled',
    );
  });
});

describe('paymentSave', () => {
  const opened = payment({ amount: 5200, paymentDate: '2027-07-12', status: 'upcoming', notes: 'Balance.' });

  it("keeps a partner's change of the amount when this form changed only the notes", () => {
    const now = { ...opened, amount: 5300 };
    expect(paymentSave(opened, { ...formOf(opened), notes: 'Balance. Pay by card.' }, now)).toEqual({
      patch: { notes: 'Balance. Pay by card.' },
      replaced: [],
    });
  });

  it('names a field both changed, with what it says now, and merges notes written in different places', () => {
    const now = { ...opened, amount: 5300, notes: 'Balance. Cheque.' };
    expect(
      paymentSave(opened, { ...formOf(opened), amount: 5400, notes: 'Balance. Pay by card.' }, now),
    ).toEqual({
      patch: { amount: 5400, notes: 'Balance. Cheque. Pay by card.' },
      replaced: [{ name: 'amount', theirs: 5300 }],
    });
  });
});

function formOf(p: ReturnType<typeof payment>) {
  return { amount: p.amount, paymentDate: p.paymentDate, status: p.status, notes: p.notes };
}
