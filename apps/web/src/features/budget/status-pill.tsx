// A payment or budget status as a coloured pill: Paid / Complete read as done, Partial / In Progress
// as under way, Overdue as a problem, Pending / Upcoming / Not Set as waiting, Not needed (an installment
// left over on an item paid in full) as nothing to do.
import type { BudgetPaymentStatusLabel, BudgetTotalsStatus } from '@confetti/plan';
import type { PaymentDisplayStatus } from './budget-view';

type StatusLabel = BudgetPaymentStatusLabel | BudgetTotalsStatus | PaymentDisplayStatus;

const TONE: Record<StatusLabel, 'done' | 'progress' | 'alert' | 'waiting' | 'none'> = {
  Paid: 'done',
  Complete: 'done',
  Partial: 'progress',
  'In Progress': 'progress',
  Overdue: 'alert',
  Pending: 'waiting',
  Upcoming: 'waiting',
  'Not Set': 'none',
  'Not needed': 'none',
};

export function StatusPill({ label }: { label: StatusLabel }) {
  return <span className={`budget-status budget-status--${TONE[label]}`}>{label}</span>;
}
