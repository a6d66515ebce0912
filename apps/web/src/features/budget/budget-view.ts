// What the Budget screen shows, derived from the plan with the rules of @confetti/plan: the category
// rows and totals, each service item's own paid/remaining/status, the payments due soon, and the
// fields an Edit Payment form changed. No rule is re-implemented here: each number comes from
// budgetCategories / budgetTotals.
import { DEFAULT_BUDGET_PERCENTAGES, VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  addCalendarDays,
  type BudgetCategory,
  type BudgetItem,
  type BudgetItemWithPayments,
  type BudgetPaymentStatusLabel,
  type BudgetTotals,
  budgetCategories,
  budgetTotals,
  calendarDaysBetween,
  editedFields,
  effectiveBudgetPercentages,
  formatDollarsCents,
  isPaymentOverdue,
  localDateString,
  type Payment,
  type PaymentPatch,
  type PaymentStatus,
  paymentStatusLabel,
  type WeddingInfo,
} from '@confetti/plan';

export const BUDGET_CATEGORY_NAMES: readonly string[] = VENDOR_CATEGORIES.map((category) => category.name);

/** How far ahead the "Payments due soon" list looks. */
export const DUE_SOON_DAYS = 30;

export interface BudgetView {
  plannedBudget: number | null;
  categories: BudgetCategory[];
  totals: BudgetTotals;
}

export function budgetView(input: {
  info: Pick<WeddingInfo, 'plannedBudget' | 'budgetCategoryPercentages'>;
  items: readonly BudgetItem[];
  payments: readonly Payment[];
  today: Date;
}): BudgetView {
  const categories = budgetCategories({
    plannedBudget: input.info.plannedBudget,
    percentages: effectiveBudgetPercentages(input.info.budgetCategoryPercentages, DEFAULT_BUDGET_PERCENTAGES),
    categories: BUDGET_CATEGORY_NAMES,
    items: input.items,
    payments: input.payments,
    today: input.today,
  });
  return { plannedBudget: input.info.plannedBudget, categories, totals: budgetTotals(categories) };
}

export interface ServiceItemSummary {
  totalPaid: number;
  remainingDue: number;
  /** Paid beyond the item's cost. */
  overpaid: number;
  status: BudgetPaymentStatusLabel;
}

/** One service item's paid, remaining and status: the category rule applied to the item alone. */
export function serviceItemSummary(item: BudgetItemWithPayments, today: Date): ServiceItemSummary {
  const [row] = budgetCategories({
    plannedBudget: null,
    percentages: {},
    categories: [item.category],
    items: [item],
    payments: item.payments,
    today,
  });
  if (!row)
    return {
      totalPaid: 0,
      remainingDue: item.actualCost,
      overpaid: 0,
      status: paymentStatusLabel('none', item.actualCost),
    };
  return {
    totalPaid: row.totalPaid,
    remainingDue: row.remainingDue,
    overpaid: row.overpaid,
    status: paymentStatusLabel(row.paymentStatus, row.actual),
  };
}

/** "$5,200.00 remaining on this item", and how much of it is already scheduled. */
export function remainingHint(remaining: number, scheduled: number): string {
  const owed = formatDollarsCents(remaining);
  if (scheduled <= 0) return `${owed} remaining on this item`;
  const unscheduled = Math.round((remaining - scheduled) * 100) / 100;
  if (unscheduled <= 0) return `${owed} remaining on this item, all of it already scheduled`;
  return `${owed} remaining on this item, ${formatDollarsCents(unscheduled)} of it not yet scheduled`;
}

/**
 * What the item's payments, paid and upcoming, would add up to with `amount` in the payment form
 * (replacing the payment being edited), and how far that passes the item's cost (0 when it does not).
 */
export function paymentsAgainstCost(
  item: Pick<BudgetItemWithPayments, 'actualCost' | 'payments'>,
  amount: number,
  editedPaymentId: string | null,
): { total: number; over: number } {
  const others = item.payments
    .filter((payment) => payment.id !== editedPaymentId)
    .reduce((sum, payment) => sum + payment.amount, 0);
  const total = Math.round((others + amount) * 100) / 100;
  return { total, over: Math.max(0, Math.round((total - item.actualCost) * 100) / 100) };
}

export interface ChartRow {
  name: string;
  estimate: number;
  actual: number;
}

/** How many categories the planned-vs-actual chart names; the rest share one row. */
export const CHART_CATEGORIES_SHOWN = 7;

/**
 * The chart's rows: the categories with money planned or spent, largest first, the smaller ones
 * folded into one "N other categories" row so the chart stays readable.
 */
export function chartRows(categories: readonly BudgetCategory[], shown = CHART_CATEGORIES_SHOWN): ChartRow[] {
  const rows = categories
    .filter((category) => category.estimate > 0 || category.actual > 0)
    .map(({ name, estimate, actual }) => ({ name, estimate, actual }))
    .sort((a, b) => Math.max(b.estimate, b.actual) - Math.max(a.estimate, a.actual));
  if (rows.length <= shown + 1) return rows;
  const rest = rows.slice(shown);
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  return [
    ...rows.slice(0, shown),
    {
      name: `${rest.length} other categories`,
      estimate: cents(rest.reduce((sum, row) => sum + row.estimate, 0)),
      actual: cents(rest.reduce((sum, row) => sum + row.actual, 0)),
    },
  ];
}

export type PaymentDisplayStatus = 'Paid' | 'Upcoming' | 'Overdue' | 'Not needed';

/** An item with a cost whose paid payments cover it: nothing scheduled on it is owed any more. */
export function isPaidInFull(item: BudgetItemWithPayments): boolean {
  const paid = item.payments
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + payment.amount, 0);
  return item.actualCost > 0 && Math.round(paid * 100) >= Math.round(item.actualCost * 100);
}

/** A payment's status; an upcoming one on an item already paid in full is not needed, never overdue. */
export function paymentDisplayStatus(
  payment: Pick<Payment, 'status' | 'paymentDate'>,
  today: Date,
  itemPaidInFull = false,
): PaymentDisplayStatus {
  if (payment.status === 'paid') return 'Paid';
  if (itemPaidInFull) return 'Not needed';
  return isPaymentOverdue(payment, today) ? 'Overdue' : 'Upcoming';
}

export interface DuePayment {
  payment: Payment;
  itemName: string;
  category: string;
  /** Calendar days from today: negative when overdue, 0 when due today. */
  daysUntil: number;
}

/**
 * Upcoming payments that are overdue or due within the next `days` days, earliest first; not those of
 * an item already paid in full (a schedule left over from before it was paid).
 */
export function paymentsDueSoon(
  categories: readonly BudgetCategory[],
  today: Date,
  days = DUE_SOON_DAYS,
): DuePayment[] {
  const todayDate = localDateString(today);
  const horizon = addCalendarDays(todayDate, days);
  const due: DuePayment[] = [];
  for (const category of categories) {
    for (const item of category.items) {
      if (isPaidInFull(item)) continue;
      for (const payment of item.payments) {
        if (payment.status !== 'upcoming' || payment.paymentDate > horizon) continue;
        due.push({
          payment,
          itemName: item.name,
          category: category.name,
          daysUntil: calendarDaysBetween(todayDate, payment.paymentDate),
        });
      }
    }
  }
  return due.sort(
    (a, b) => a.daysUntil - b.daysUntil || a.payment.createdAt.localeCompare(b.payment.createdAt),
  );
}

/** What the due-soon list adds up to: overdue, and due from today to the end of the window. */
export function dueSoonTotals(due: readonly DuePayment[]): { overdue: number; upcoming: number } {
  const sum = (list: readonly DuePayment[]) =>
    Math.round(list.reduce((total, entry) => total + entry.payment.amount, 0) * 100) / 100;
  return {
    overdue: sum(due.filter((entry) => entry.daysUntil < 0)),
    upcoming: sum(due.filter((entry) => entry.daysUntil >= 0)),
  };
}

const dayCount = new Intl.NumberFormat('en-US');

export function dueLabel(daysUntil: number): string {
  if (daysUntil < 0)
    return daysUntil === -1 ? 'Overdue by 1 day' : `Overdue by ${dayCount.format(-daysUntil)} days`;
  if (daysUntil === 0) return 'Due today';
  if (daysUntil === 1) return 'Due tomorrow';
  return `Due in ${dayCount.format(daysUntil)} days`;
}

export interface PaymentFormValues {
  amount: number;
  paymentDate: string;
  status: PaymentStatus;
  notes: string;
}

/**
 * Spec §5: the Edit Payment form sends only the fields that changed (paymentSave with nobody else
 * having changed the payment meanwhile).
 */
export function changedPaymentFields(original: Payment, values: PaymentFormValues): PaymentPatch {
  return paymentSave(original, values, original).patch;
}

/** The payment form's fields as a sentence names them. */
export const PAYMENT_FIELD_NAMES: Record<keyof PaymentFormValues, string> = {
  amount: 'amount',
  paymentDate: 'date',
  status: 'status',
  notes: 'notes',
};

function paymentFormValues(payment: Payment): PaymentFormValues {
  return {
    amount: payment.amount,
    paymentDate: payment.paymentDate,
    status: payment.status,
    notes: payment.notes,
  };
}

/**
 * What saving the Edit Payment form writes when a partner may have edited the payment meanwhile
 * (`now`): the fields this form changed since it opened, notes merged where
 * both wrote in different words, and which fields both changed (`replaced`, with their value now).
 */
export function paymentSave(
  opened: Payment,
  values: PaymentFormValues,
  now: Payment,
): { patch: PaymentPatch; replaced: { name: string; theirs: unknown }[] } {
  const theirs = paymentFormValues(now);
  const { patch, replaced } = editedFields(
    paymentFormValues(opened),
    { ...values, notes: values.notes.trim() },
    theirs,
    ['notes'],
  );
  return {
    patch,
    replaced: replaced.map((key) => ({ name: PAYMENT_FIELD_NAMES[key], theirs: theirs[key] })),
  };
}

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 1, 2026" for a 'yyyy-mm-dd' calendar date (read as a local date, never shifted by UTC). */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return longDate.format(new Date(year, month - 1, day));
}

/** A number typed into a money field: blank or not a number is null. */
export function parseMoney(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}
