// Upcoming payments that are overdue or due in the next 30 days, earliest first.
import { formatDollarsCents } from '@confetti/plan';
import { CalendarCheck } from 'lucide-react';
import { DUE_SOON_DAYS, type DuePayment, dueLabel, dueSoonTotals, formatCalendarDate } from './budget-view';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short' });

function dateParts(date: string): { month: string; day: string } {
  const [year, month, day] = date.split('-').map(Number);
  return { month: MONTH.format(new Date(year ?? 2000, (month ?? 1) - 1, day ?? 1)), day: String(day ?? '') };
}

export function PaymentsDueSoon({ payments }: { payments: readonly DuePayment[] }) {
  const totals = dueSoonTotals(payments);
  return (
    <section className="budget-panel budget-due" aria-labelledby="budget-due-title">
      <header className="budget-panel__head">
        <h2 id="budget-due-title">Payments due soon</h2>
        <span className="budget-panel__hint">Next {DUE_SOON_DAYS} days</span>
      </header>
      {payments.length === 0 ? (
        <div className="budget-panel__empty budget-due__empty">
          <CalendarCheck size={22} aria-hidden="true" />
          <p>Nothing due in the next {DUE_SOON_DAYS} days. Scheduled payments will show up here.</p>
        </div>
      ) : (
        <ul className="budget-due__list">
          {payments.map(({ payment, itemName, category, daysUntil }) => {
            const { month, day } = dateParts(payment.paymentDate);
            return (
              <li
                key={payment.id}
                className={`budget-due__item${daysUntil < 0 ? ' budget-due__item--overdue' : ''}`}
              >
                <span className="budget-due__date" aria-hidden="true">
                  <span>{month}</span>
                  <strong>{day}</strong>
                </span>
                <span className="budget-due__what">
                  <strong>{itemName}</strong>
                  <span className="budget-due__meta">
                    {category} · <span className="sr-only">{formatCalendarDate(payment.paymentDate)}, </span>
                    {dueLabel(daysUntil)}
                  </span>
                </span>
                <span className="budget-due__amount">{formatDollarsCents(payment.amount)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {payments.length > 0 && (
        <dl className="budget-due__totals">
          {totals.overdue > 0 && (
            <div className="budget-due__total budget-due__total--overdue">
              <dt>Overdue</dt>
              <dd>{formatDollarsCents(totals.overdue)}</dd>
            </div>
          )}
          <div className="budget-due__total">
            <dt>Due in the next {DUE_SOON_DAYS} days</dt>
            <dd>{formatDollarsCents(totals.upcoming)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
