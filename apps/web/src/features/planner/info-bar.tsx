// The planner's top info bar (spec §2): wedding date, budget, guest count, style, location and the
// countdown, with Missing where a value is absent. Live: a partner's edit shows here at once.
import { countdownText, displayOrMissing, MISSING } from '@confetti/plan/rules/countdown';
import { isCalendarDate } from '@confetti/plan/rules/dates';
import { formatDollars } from '@confetti/plan/rules/money';
import { plannedBudgetSet } from '@confetti/plan/rules/progress';
import {
  CalendarHeart,
  Eye,
  Hourglass,
  type LucideIcon,
  MapPin,
  Palette,
  PencilLine,
  Users,
  Wallet,
} from 'lucide-react';
import { useNow, useWeddingInfo } from '../../plan';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Jun 14, 2026" for '2026-06-14' (a local calendar date, never shifted by time zones). */
export function formatWeddingDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(2000, (month ?? 1) - 1, day ?? 1);
  local.setFullYear(year ?? 2000);
  return longDate.format(local);
}

interface InfoItem {
  key: string;
  label: string;
  icon: LucideIcon;
  value: string;
}

export function InfoBar({ onEdit, canEdit }: { onEdit: () => void; canEdit: boolean }) {
  const info = useWeddingInfo();
  const now = useNow();
  const countdown = countdownText(info.weddingDate, now) ?? MISSING;
  const items: InfoItem[] = [
    {
      key: 'date',
      label: 'Date',
      icon: CalendarHeart,
      value: displayOrMissing(info.weddingDate, formatWeddingDate),
    },
    {
      key: 'budget',
      label: 'Budget',
      icon: Wallet,
      value: displayOrMissing(plannedBudgetSet(info.plannedBudget), formatDollars),
    },
    {
      key: 'guests',
      label: 'Guests',
      icon: Users,
      value: displayOrMissing(info.guestCount, (n) => n.toLocaleString('en-US')),
    },
    { key: 'style', label: 'Style', icon: Palette, value: displayOrMissing(info.weddingStyle) },
    { key: 'location', label: 'Location', icon: MapPin, value: displayOrMissing(info.location) },
  ];

  return (
    <section className="info-bar" aria-label="Wedding at a glance">
      <div className="info-bar__countdown" data-missing={countdown === MISSING}>
        <Hourglass size={18} aria-hidden="true" />
        <span className="info-bar__countdown-text">
          <span className="sr-only">Countdown: </span>
          {countdown}
        </span>
      </div>
      <dl className="info-bar__list">
        {items.map(({ key, label, icon: Icon, value }) => (
          <div key={key} className={`info-bar__item info-bar__item--${key}`} data-missing={value === MISSING}>
            <dt>
              <Icon size={14} aria-hidden="true" />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="info-bar__edit" onClick={onEdit}>
        {canEdit ? <PencilLine size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        <span>{canEdit ? 'Edit' : 'Details'}</span>
        <span className="sr-only"> wedding details</span>
      </button>
    </section>
  );
}
