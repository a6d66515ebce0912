// The four summary cards of the checklist: total tasks, completed, progress, overdue.
import { completedCardBand, progressCardBand } from '@confetti/plan';
import { AlarmClock, CircleCheck, ListChecks, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChecklistSummary } from './checklist-model';

export function SummaryCards({ summary, expertCount }: { summary: ChecklistSummary; expertCount: number }) {
  return (
    <ul className="checklist-summary" aria-label="Checklist summary">
      <SummaryCard
        label="Total Tasks"
        icon={<ListChecks size={18} aria-hidden="true" />}
        value={summary.total}
      >
        {expertCount} expert · {summary.total - expertCount} your own
      </SummaryCard>
      <SummaryCard
        label="Completed"
        tone="sage"
        icon={<CircleCheck size={18} aria-hidden="true" />}
        value={summary.completed}
      >
        {completedCardBand(summary.completed).subtext}
      </SummaryCard>
      <SummaryCard
        label="Progress"
        tone="gold"
        icon={<TrendingUp size={18} aria-hidden="true" />}
        value={`${summary.percent}%`}
        meter={summary.percent}
      >
        {/* By the exact share: 1 of 201 done shows 0% but has begun (the Completed card agrees). */}
        {progressCardBand(summary.total > 0 ? (summary.completed / summary.total) * 100 : 0).subtext}
      </SummaryCard>
      <SummaryCard
        label="Overdue"
        tone="rose"
        alert={summary.overdue > 0}
        icon={<AlarmClock size={18} aria-hidden="true" />}
        value={summary.overdue}
      >
        {/* "More" and "else" only beside overdue tasks: beside 0 there is nothing to add to. */}
        {summary.dueThisWeek === 0
          ? summary.overdue > 0
            ? 'Nothing else due this week'
            : 'Nothing due this week'
          : `${summary.dueThisWeek} ${summary.overdue > 0 ? 'more ' : ''}due this week`}
      </SummaryCard>
    </ul>
  );
}

interface SummaryCardProps {
  label: string;
  icon: ReactNode;
  value: number | string;
  tone?: 'plum' | 'sage' | 'gold' | 'rose';
  alert?: boolean;
  meter?: number;
  children: ReactNode;
}

function SummaryCard({
  label,
  icon,
  value,
  tone = 'plum',
  alert = false,
  meter,
  children,
}: SummaryCardProps) {
  return (
    <li className={`summary-card${alert ? ' summary-card--alert' : ''}`}>
      <span className="summary-card__top">
        <span className="summary-card__label">{label}</span>
        <span className={`summary-card__icon summary-card__icon--${tone}`}>{icon}</span>
      </span>
      <span className="summary-card__value">{value}</span>
      {meter !== undefined && (
        <span
          className="meter summary-card__meter"
          role="progressbar"
          aria-label={`${label} of the checklist`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={meter}
        >
          <span className="meter__fill" style={{ width: `${meter}%` }} />
        </span>
      )}
      <span className="summary-card__sub">{children}</span>
    </li>
  );
}
