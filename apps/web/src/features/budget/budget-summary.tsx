// The four budget cards (spec §2): Total Budget (set in Wedding Details), Actual Cost, Total Paid
// and Remaining Due, in whole dollars, and the prompt to set a budget when there is none.
import { type BudgetTotals, budgetProgress, formatDollars } from '@confetti/plan';
import { CircleDollarSign, HandCoins, PiggyBank, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { openWeddingDetails } from '../planner/navigation';

function wholePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export function BudgetSummary({
  plannedBudget,
  totals,
  overdueCount,
  canEdit,
}: {
  plannedBudget: number | null;
  totals: BudgetTotals;
  overdueCount: number;
  canEdit: boolean;
}) {
  const hasBudget = plannedBudget !== null && plannedBudget > 0;
  const allocated = budgetProgress(totals.actual, plannedBudget);
  const over = hasBudget ? totals.actual - plannedBudget : 0;
  const paidShare = Math.min(100, wholePercent(totals.totalPaid, totals.actual));

  return (
    <section className="budget-cards" aria-label="Budget summary">
      <SummaryCard
        tone="plum"
        icon={<PiggyBank size={20} aria-hidden="true" />}
        label="Total Budget"
        value={hasBudget ? formatDollars(plannedBudget) : 'Not set'}
        footer={
          canEdit ? (
            <button type="button" className="link-button budget-card__link" onClick={openWeddingDetails}>
              {hasBudget ? 'Edit in Wedding Details' : 'Set in Wedding Details'}
            </button>
          ) : (
            'Set in Wedding Details'
          )
        }
      />
      <SummaryCard
        icon={<Receipt size={20} aria-hidden="true" />}
        label="Actual Cost"
        value={formatDollars(totals.actual)}
        meter={hasBudget ? { percent: allocated, over: over > 0 } : undefined}
        footer={
          !hasBudget
            ? 'Booked costs so far'
            : over > 0
              ? `${formatDollars(over)} over budget`
              : `${Math.round(allocated)}% of budget · ${formatDollars(plannedBudget - totals.actual)} left`
        }
        footerTone={over > 0 ? 'alert' : undefined}
      />
      <SummaryCard
        icon={<HandCoins size={20} aria-hidden="true" />}
        label="Total Paid"
        value={formatDollars(totals.totalPaid)}
        meter={totals.actual > 0 ? { percent: paidShare, over: false } : undefined}
        footer={totals.actual > 0 ? `${paidShare}% of actual cost paid` : 'No costs yet'}
      />
      <SummaryCard
        icon={<CircleDollarSign size={20} aria-hidden="true" />}
        label="Remaining Due"
        value={formatDollars(totals.remainingDue)}
        footer={
          overdueCount > 0
            ? `${overdueCount} ${overdueCount === 1 ? 'payment' : 'payments'} overdue`
            : totals.overpaid > 0
              ? `Overpaid by ${formatDollars(totals.overpaid)}`
              : totals.status === 'Complete'
                ? 'Everything is paid'
                : 'Still to pay your vendors'
        }
        footerTone={overdueCount > 0 || totals.overpaid > 0 ? 'alert' : undefined}
      />
    </section>
  );
}

function SummaryCard({
  icon,
  label,
  value,
  footer,
  footerTone,
  meter,
  tone,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  footer: ReactNode;
  footerTone?: 'alert';
  meter?: { percent: number; over: boolean } | undefined;
  tone?: 'plum';
}) {
  return (
    <article className={`budget-card${tone ? ` budget-card--${tone}` : ''}`}>
      <div className="budget-card__head">
        <span className="budget-card__icon">{icon}</span>
        <h2 className="budget-card__label">{label}</h2>
      </div>
      <p className="budget-card__value">{value}</p>
      {meter && (
        <div className={`budget-meter${meter.over ? ' budget-meter--over' : ''}`} aria-hidden="true">
          <span style={{ width: `${Math.min(100, Math.max(0, meter.percent))}%` }} />
        </div>
      )}
      <div className={`budget-card__footer${footerTone ? ` budget-card__footer--${footerTone}` : ''}`}>
        {footer}
      </div>
    </article>
  );
}

export function BudgetPrompt({ canEdit }: { canEdit: boolean }) {
  return (
    <section className="budget-prompt" aria-labelledby="budget-prompt-title">
      <div>
        <h2 id="budget-prompt-title">Set your wedding budget</h2>
        <p>
          Tell us your total budget and we’ll suggest how much to plan for each category, from the venue to
          the favors.
        </p>
      </div>
      {canEdit && (
        <button type="button" className="btn btn--primary" onClick={openWeddingDetails}>
          <PiggyBank size={18} aria-hidden="true" />
          Set Your Budget
        </button>
      )}
    </section>
  );
}
