// Budget derivation: per-category estimates, costs, payments and statuses (spec §4, §5).
import type { BudgetItem } from '../entities/budget-item';
import type { Payment } from '../entities/payment';
import type { Vendor } from '../entities/vendor';
import { localDateString } from './dates';

/** Items whose category is not among the known ones are shown here. */
export const MISCELLANEOUS_CATEGORY = 'Miscellaneous';

export type BudgetPaymentStatus = 'paid' | 'partial' | 'overdue' | 'none';
export type BudgetPaymentStatusLabel = 'Paid' | 'Partial' | 'Overdue' | 'Pending' | 'Not Set';
export type BudgetTotalsStatus = 'Complete' | 'In Progress' | 'Pending';

/** What the budget rules need of an item and a payment, so they work on doc entities and rows alike. */
export type BudgetItemFields = Pick<BudgetItem, 'id' | 'category' | 'actualCost'>;
export type PaymentFields = Pick<Payment, 'budgetItemId' | 'amount' | 'status' | 'paymentDate'>;

export type BudgetItemWithPayments<
  I extends BudgetItemFields = BudgetItem,
  P extends PaymentFields = Payment,
> = I & {
  payments: P[];
};

export type BudgetCategory<I extends BudgetItemFields = BudgetItem, P extends PaymentFields = Payment> = {
  name: string;
  percent: number;
  estimate: number;
  actual: number;
  totalPaid: number;
  remainingDue: number;
  /** Paid beyond the actual cost (a cost lowered after paying, or a payment too many). */
  overpaid: number;
  paymentStatus: BudgetPaymentStatus;
  items: BudgetItemWithPayments<I, P>[];
};

/** Sums of money are kept to whole cents so "paid at least actual" is not defeated by 0.1 + 0.2. */
function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * Spec §5: saved custom percentages are used only if they share at least one category name with
 * the defaults (older saves keyed by other names are ignored). They are used as saved; a default
 * category they lack gets 0.
 */
export function effectiveBudgetPercentages(
  saved: Readonly<Record<string, number>> | null | undefined,
  defaults: Readonly<Record<string, number>>,
): Record<string, number> {
  if (saved && Object.keys(saved).some((name) => Object.hasOwn(defaults, name))) return { ...saved };
  return { ...defaults };
}

/** Spec §5: a percent input that is not a number becomes 0; numbers are clamped to 0..100. */
export function clampPercent(input: unknown): number {
  const value =
    typeof input === 'number'
      ? input
      : typeof input === 'string' && input.trim() !== ''
        ? Number(input)
        : Number.NaN;
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Spec §4. A category with no actual cost has nothing to owe, so it is 'none' whatever its
 * payments say (label Not Set). Otherwise paid covers the cost, partial pays some of it, and
 * overdue means nothing paid while an upcoming payment's date has passed.
 */
export function budgetPaymentStatus(
  actual: number,
  totalPaid: number,
  hasOverduePayment: boolean,
): BudgetPaymentStatus {
  if (actual <= 0) return 'none';
  if (totalPaid >= actual) return 'paid';
  if (totalPaid > 0) return 'partial';
  return hasOverduePayment ? 'overdue' : 'none';
}

export function paymentStatusLabel(status: BudgetPaymentStatus, actual: number): BudgetPaymentStatusLabel {
  switch (status) {
    case 'paid':
      return 'Paid';
    case 'partial':
      return 'Partial';
    case 'overdue':
      return 'Overdue';
    case 'none':
      return actual > 0 ? 'Pending' : 'Not Set';
  }
}

/** An upcoming payment whose date is before today's local date. */
export function isPaymentOverdue(payment: Pick<Payment, 'status' | 'paymentDate'>, today: Date): boolean {
  return payment.status === 'upcoming' && payment.paymentDate < localDateString(today);
}

export type BudgetCategoriesInput<
  I extends BudgetItemFields = BudgetItem,
  P extends PaymentFields = Payment,
> = {
  plannedBudget: number | null;
  percentages: Readonly<Record<string, number>>;
  /** Category display names in display order. */
  categories: readonly string[];
  items: readonly I[];
  payments: readonly P[];
  today: Date;
};

/**
 * One row per category, in the given order. Items of an unknown category go to Miscellaneous,
 * which is appended when it is not among the names. Payments of no known item are ignored (a
 * payment can outlive its item when the two changes happen concurrently).
 */
export function budgetCategories<I extends BudgetItemFields = BudgetItem, P extends PaymentFields = Payment>(
  input: BudgetCategoriesInput<I, P>,
): BudgetCategory<I, P>[] {
  const total = input.plannedBudget ?? 0;
  const names = [...input.categories];
  const known = new Set(names);
  const bucketOf = (item: I) => (known.has(item.category) ? item.category : MISCELLANEOUS_CATEGORY);
  if (!known.has(MISCELLANEOUS_CATEGORY) && input.items.some((item) => !known.has(item.category))) {
    names.push(MISCELLANEOUS_CATEGORY);
  }

  const paymentsByItem = new Map<string, P[]>();
  for (const payment of input.payments) {
    const list = paymentsByItem.get(payment.budgetItemId) ?? [];
    list.push(payment);
    paymentsByItem.set(payment.budgetItemId, list);
  }

  return names.map((name) => {
    const items = input.items
      .filter((item) => bucketOf(item) === name)
      .map((item) => ({
        ...item,
        payments: [...(paymentsByItem.get(item.id) ?? [])].sort((a, b) =>
          a.paymentDate < b.paymentDate ? -1 : a.paymentDate > b.paymentDate ? 1 : 0,
        ),
      }));
    const payments = items.flatMap((item) => item.payments);
    const percent = input.percentages[name] ?? 0;
    const actual = roundCents(items.reduce((sum, item) => sum + item.actualCost, 0));
    const totalPaid = roundCents(
      payments
        .filter((payment) => payment.status === 'paid')
        .reduce((sum, payment) => sum + payment.amount, 0),
    );
    const hasOverdue = payments.some((payment) => isPaymentOverdue(payment, input.today));
    // What is due is owed item by item: paying one vendor too much does not pay another.
    let remainingDue = 0;
    let overpaid = 0;
    for (const item of items) {
      const paid = item.payments
        .filter((payment) => payment.status === 'paid')
        .reduce((sum, payment) => sum + payment.amount, 0);
      remainingDue += Math.max(0, item.actualCost - paid);
      overpaid += Math.max(0, paid - item.actualCost);
    }
    return {
      name,
      percent,
      estimate: roundCents((percent / 100) * total),
      actual,
      totalPaid,
      remainingDue: roundCents(remainingDue),
      overpaid: roundCents(overpaid),
      paymentStatus: budgetPaymentStatus(actual, totalPaid, hasOverdue),
      items,
    };
  });
}

export type BudgetTotals = {
  estimate: number;
  actual: number;
  totalPaid: number;
  /** Sum of the categories' remaining dues: overpaying one item or category does not pay another. */
  remainingDue: number;
  /** Sum of the categories' overpayments. */
  overpaid: number;
  percentTotal: number;
  status: BudgetTotalsStatus;
  /** Spec §4: the total percent is flagged when it is not 100. */
  percentWarning: boolean;
};

export function budgetTotals(
  categories: readonly BudgetCategory<BudgetItemFields, PaymentFields>[],
): BudgetTotals {
  const sum = (pick: (category: BudgetCategory<BudgetItemFields, PaymentFields>) => number) =>
    roundCents(categories.reduce((total, category) => total + pick(category), 0));
  const actual = sum((category) => category.actual);
  const totalPaid = sum((category) => category.totalPaid);
  // Rounded to hundredths so 33.3 + 33.3 + 33.4 counts as 100.
  const percentTotal = sum((category) => category.percent);
  const status: BudgetTotalsStatus =
    actual > 0 && totalPaid >= actual ? 'Complete' : totalPaid > 0 ? 'In Progress' : 'Pending';
  return {
    estimate: sum((category) => category.estimate),
    actual,
    totalPaid,
    remainingDue: sum((category) => category.remainingDue),
    overpaid: sum((category) => category.overpaid),
    percentTotal,
    status,
    percentWarning: percentTotal !== 100,
  };
}

export type NewBudgetItemFields = Pick<
  BudgetItem,
  'category' | 'name' | 'actualCost' | 'vendorName' | 'vendorId'
>;

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Hired vendors appear automatically in their budget category (spec §2). Returns the fields of
 * the items still missing: a hired vendor is covered by an item linked to its id, or failing that
 * by an unlinked item of its category carrying its name (entered by hand before the vendor was
 * tracked). An item linked to another vendor never covers this one.
 */
export function hiredVendorBudgetItems(
  vendors: readonly Pick<Vendor, 'id' | 'name' | 'category' | 'hired' | 'actualCost'>[],
  items: readonly Pick<BudgetItem, 'category' | 'vendorName' | 'vendorId'>[],
): NewBudgetItemFields[] {
  return vendors
    .filter((vendor) => vendor.hired)
    .filter(
      (vendor) =>
        !items.some(
          (item) =>
            item.vendorId === vendor.id ||
            (item.vendorId === null &&
              item.category === vendor.category &&
              sameName(item.vendorName, vendor.name)),
        ),
    )
    .map((vendor) => ({
      category: vendor.category,
      name: vendor.name,
      actualCost: vendor.actualCost ?? 0,
      vendorName: vendor.name,
      vendorId: vendor.id,
    }));
}
