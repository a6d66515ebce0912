// The Dashboard tab (spec §2): the couple and the countdown, progress cards, quick stats, upcoming
// tasks (open the Checklist on that task), vendor deadlines (open Vendors), overall progress and
// timeline health with the overdue tasks beside it. Every number comes from dashboardSummary of
// @confetti/plan, the same function GET /api/dashboard uses.
import { type DashboardSummary, dashboardSummary } from '@confetti/plan/rules/dashboard';
import { formatDollars } from '@confetti/plan/rules/money';
import { PROGRESS_WEIGHTS, type ProgressParts } from '@confetti/plan/rules/progress';
import {
  AlarmClock,
  ArrowRight,
  BadgeDollarSign,
  CalendarHeart,
  Camera,
  Flower2,
  Gift,
  Handshake,
  Hourglass,
  ListChecks,
  MailCheck,
  MapPin,
  UserCheck,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useCanEdit, useCollection, useNow, useWeddingInfo } from '../../plan';
import { formatDueDate, relativeDueText } from '../checklist/due-date';

import { openWeddingDetails, requestTab, usePlannerNavigate } from '../planner/navigation';
import { price } from '../registry/format';
import { giftsBoughtValue, useCoupleRegistry } from '../registry/use-couple-registry';
import { formatWeddingDate, HEALTH_COPY, ON_PACE_WITH_OVERDUE, overdueTasksText } from './dashboard-model';
import './dashboard.css';

export function DashboardTab() {
  const info = useWeddingInfo();
  const tasks = useCollection('checklistTasks');
  const guests = useCollection('guests');
  const partyMembers = useCollection('partyMembers');
  const budgetItems = useCollection('budgetItems');
  const payments = useCollection('payments');
  const vendors = useCollection('vendors');
  const now = useNow();
  const summary = useMemo(
    () =>
      dashboardSummary({
        weddingInfo: info,
        tasks,
        guests,
        partyMembers,
        budgetItems,
        payments,
        vendors,
        now,
      }),
    [info, tasks, guests, partyMembers, budgetItems, payments, vendors, now],
  );

  return (
    <div className="dashboard">
      <header>
        <p className="eyebrow">Overview</p>
        <h1 className="dashboard__title">Wedding Planning Dashboard</h1>
      </header>
      <CoupleHero
        summary={summary}
        photoUrl={info.couplePhotoUrl}
        weddingDate={info.weddingDate}
        location={info.location}
      />
      <ProgressCards summary={summary} />
      <QuickStats summary={summary} />
      <div className="dashboard__columns">
        <div className="dashboard__column">
          <UpcomingTasks summary={summary} now={now} hasDate={info.weddingDate !== null} />
          <VendorDeadlines summary={summary} />
          <RegistryPanel />
        </div>
        <OverallProgress summary={summary} />
      </div>
    </div>
  );
}

function CoupleHero({
  summary,
  photoUrl,
  weddingDate,
  location,
}: {
  summary: DashboardSummary;
  photoUrl: string | null;
  weddingDate: string | null;
  location: string | null;
}) {
  const daysUntil = summary.daysUntilWedding;
  const canEdit = useCanEdit();
  return (
    <section className="couple-hero" aria-label="Your wedding">
      <div className="couple-hero__who">
        {photoUrl ? (
          <img className="couple-hero__photo" src={photoUrl} alt="The couple" />
        ) : (
          <span className="couple-hero__monogram" aria-hidden="true">
            {monogram(summary.coupleNames)}
          </span>
        )}
        <div className="couple-hero__text">
          <h2 className="couple-hero__names">{summary.coupleNames}</h2>
          <p className="couple-hero__details">
            {weddingDate ? (
              <span>
                <CalendarHeart size={16} aria-hidden="true" /> {formatWeddingDate(weddingDate)}
              </span>
            ) : (
              <span>Wedding date not set yet</span>
            )}
            {location?.trim() && (
              <span>
                <MapPin size={16} aria-hidden="true" /> {location}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="couple-hero__countdown">
        {daysUntil === null ? (
          canEdit ? (
            <button type="button" className="btn btn--light" onClick={openWeddingDetails}>
              Set your wedding date
            </button>
          ) : (
            <span className="couple-hero__label">Date to be decided</span>
          )
        ) : daysUntil === 0 ? (
          // The day itself: not "0 days until your wedding" (the top bar says Today! too).
          <>
            <span className="couple-hero__days couple-hero__days--today">Today!</span>
            <span className="couple-hero__label">is your wedding day</span>
          </>
        ) : daysUntil > 0 ? (
          <>
            <span className="couple-hero__days">{daysUntil}</span>
            <span className="couple-hero__label">
              {daysUntil === 1 ? 'day until your wedding' : 'days until your wedding'}
            </span>
          </>
        ) : (
          <>
            <span className="couple-hero__days couple-hero__days--party" role="img" aria-label="Celebration">
              🎉
            </span>
            <span className="couple-hero__label">Congratulations, you're married!</span>
          </>
        )}
      </div>
    </section>
  );
}

/** Initials for the photo's place: "A&N", one initial, or a heart for Happy Couple. */
function monogram(names: string): string {
  const parts = names.split(' & ');
  if (parts.length === 1 && parts[0] === 'Happy Couple') return '♥';
  return parts.map((name) => name.trim().charAt(0).toUpperCase()).join('&');
}

function ProgressCards({ summary }: { summary: DashboardSummary }) {
  const { checklist, budget, rsvp } = summary;
  return (
    <ul className="progress-cards" aria-label="Progress">
      <ProgressCard
        icon={<ListChecks size={20} aria-hidden="true" />}
        title="Checklist"
        value={`${checklist.completed} of ${checklist.total}`}
        caption="tasks complete"
        percent={summary.progress.checklist}
      />
      <ProgressCard
        icon={<Wallet size={20} aria-hidden="true" />}
        title="Budget"
        value={
          budget.total === null
            ? formatDollars(budget.allocated)
            : `${formatDollars(budget.allocated)} of ${formatDollars(budget.total)}`
        }
        caption={
          budget.total === null
            ? 'committed in actual costs · no total budget set yet'
            : 'committed in actual costs'
        }
        percent={summary.progress.budget}
        tone="gold"
      />
      <ProgressCard
        icon={<MailCheck size={20} aria-hidden="true" />}
        title="RSVPs"
        value={`${rsvp.responded} of ${rsvp.total}`}
        caption="guests responded"
        percent={summary.progress.rsvp}
        tone="sage"
      />
    </ul>
  );
}

function ProgressCard({
  icon,
  title,
  value,
  caption,
  percent,
  tone = 'rose',
}: {
  icon: ReactNode;
  title: string;
  value: string;
  caption: string;
  percent: number;
  tone?: 'rose' | 'gold' | 'sage';
}) {
  const rounded = Math.round(percent);
  return (
    <li className={`progress-card progress-card--${tone}`}>
      <div className="progress-card__top">
        <span className="progress-card__icon">{icon}</span>
        <h2 className="progress-card__title">{title}</h2>
        <span className="progress-card__percent">{rounded}%</span>
      </div>
      <p className="progress-card__value">
        <strong>{value}</strong> {caption}
      </p>
      <span
        className="dash-meter"
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
      >
        <span className="dash-meter__fill" style={{ width: `${rounded}%` }} />
      </span>
    </li>
  );
}

function QuickStats({ summary }: { summary: DashboardSummary }) {
  const stats = [
    { label: 'Total Attending', value: String(summary.quickStats.totalAttending), icon: UserCheck },
    { label: 'Awaiting RSVP', value: String(summary.quickStats.awaitingRsvp), icon: Hourglass },
    { label: 'Total Paid', value: formatDollars(summary.quickStats.totalPaid), icon: BadgeDollarSign },
    { label: 'Vendors Hired', value: String(summary.quickStats.vendorsHired), icon: Handshake },
  ];
  return (
    <section className="quick-stats" aria-labelledby="quick-stats-title">
      <h2 id="quick-stats-title" className="sr-only">
        Quick Stats
      </h2>
      <dl className="quick-stats__list">
        {stats.map(({ label, value, icon: Icon }) => (
          <div key={label} className="quick-stat">
            <Icon className="quick-stat__icon" size={18} aria-hidden="true" />
            <dt className="quick-stat__label">{label}</dt>
            <dd className="quick-stat__value">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function UpcomingTasks({
  summary,
  now,
  hasDate,
}: {
  summary: DashboardSummary;
  now: Date;
  hasDate: boolean;
}) {
  const navigate = usePlannerNavigate();
  return (
    <section className="dash-panel" aria-labelledby="upcoming-title">
      <header className="dash-panel__head">
        <h2 id="upcoming-title">Upcoming Tasks</h2>
        <button type="button" className="dash-panel__link" onClick={() => navigate('checklist')}>
          View checklist <ArrowRight size={15} aria-hidden="true" />
        </button>
      </header>
      {summary.upcomingTasks.length === 0 ? (
        <p className="dash-panel__empty">
          {hasDate
            ? 'Nothing with a due date left to do. Lovely work!'
            : 'Set your wedding date and your expert checklist will fill this in.'}
        </p>
      ) : (
        <ul className="upcoming">
          {summary.upcomingTasks.map((task) => (
            <li key={task.id}>
              <button
                type="button"
                className={`upcoming__task ${task.overdue ? 'upcoming__task--overdue' : task.urgent ? 'upcoming__task--urgent' : ''}`}
                onClick={() => navigate('checklist', { taskId: task.id })}
              >
                <span className="upcoming__dot" aria-hidden="true" />
                <span className="upcoming__body">
                  <span className="upcoming__text">{task.text}</span>
                  <span className="upcoming__category">{task.category}</span>
                </span>
                <span className="upcoming__when">
                  <span className="upcoming__date">{formatDueDate(task.dueDate ?? '')}</span>
                  {task.dueDate && (task.overdue || task.urgent) && (
                    <span className="upcoming__relative">{relativeDueText(task.dueDate, now)}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const VENDOR_ICONS = { caterer: UtensilsCrossed, florist: Flower2, photographer: Camera } as const;

/**
 * The registry lives outside the tab bar (spec §2): the dashboard is one way in. Once there is a
 * registry it says how it is going, with the Registry tab's own figures; before, what it offers.
 */
function RegistryPanel() {
  const navigate = usePlannerNavigate();
  const { registry, items, analytics } = useCoupleRegistry();
  const figures = analytics.data;
  return (
    <section className="dash-panel" aria-labelledby="registry-panel-title">
      <header className="dash-panel__head">
        <h2 id="registry-panel-title">Gift Registry</h2>
        <button type="button" className="dash-panel__link" onClick={() => navigate('registry')}>
          Open registry <ArrowRight size={15} aria-hidden="true" />
        </button>
      </header>
      {registry ? (
        <dl className="registry-summary">
          <div className="registry-summary__figure">
            <dt>Gifts</dt>
            <dd>{items.length}</dd>
          </div>
          <div className="registry-summary__figure">
            <dt>Received</dt>
            <dd>{figures ? figures.gifts_recorded : '…'}</dd>
          </div>
          <div className="registry-summary__figure">
            <dt>Bought</dt>
            <dd>{figures ? price(giftsBoughtValue(figures)) : '…'}</dd>
          </div>
          {figures && figures.cash_raised > 0 ? (
            <div className="registry-summary__figure">
              <dt>Cash raised</dt>
              <dd>{price(figures.cash_raised)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="dash-panel__empty dash-panel__empty--icon">
          <Gift size={16} aria-hidden="true" />
          <span>
            Gifts from our catalog, a honeymoon fund and a page to share with guests, with every gift and
            thank-you note in one place.
          </span>
        </p>
      )}
    </section>
  );
}

function VendorDeadlines({ summary }: { summary: DashboardSummary }) {
  return (
    <section className="dash-panel" aria-labelledby="deadlines-title">
      <header className="dash-panel__head">
        <h2 id="deadlines-title">Vendor Deadlines</h2>
        <button type="button" className="dash-panel__link" onClick={() => requestTab('vendors')}>
          View vendors <ArrowRight size={15} aria-hidden="true" />
        </button>
      </header>
      {summary.vendorDeadlines.length === 0 ? (
        <p className="dash-panel__empty">
          No vendor deadlines yet. Reminders for your caterer, florist and photographer appear in the last
          three months before the wedding.
        </p>
      ) : (
        <ul className="deadlines">
          {summary.vendorDeadlines.map((deadline) => {
            const Icon = VENDOR_ICONS[deadline.vendorType];
            return (
              <li key={deadline.id}>
                <button
                  type="button"
                  className={`deadline ${deadline.urgent ? 'deadline--urgent' : ''}`}
                  onClick={() => requestTab('vendors')}
                >
                  <span className="deadline__icon">
                    <Icon size={18} aria-hidden="true" />
                  </span>
                  <span className="deadline__body">
                    <span className="deadline__title">{deadline.title}</span>
                    {deadline.vendorName && <span className="deadline__vendor">{deadline.vendorName}</span>}
                  </span>
                  <span className="deadline__days">
                    {deadline.daysLeft} {deadline.daysLeft === 1 ? 'day' : 'days'} left
                    {deadline.urgent && <span className="deadline__urgent">Urgent</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const PART_LABELS: Record<keyof ProgressParts, string> = {
  checklist: 'Checklist',
  budget: 'Budget',
  rsvp: 'RSVPs',
  vendors: 'Vendors',
  seating: 'Seating',
};

function OverallProgress({ summary }: { summary: DashboardSummary }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const navigate = usePlannerNavigate();
  const { overall } = summary.progress;
  const healthState = summary.timelineHealth;
  const health = healthState ? HEALTH_COPY[healthState] : null;
  const overdue = summary.overdueTasks;
  return (
    <section className="dash-panel overall" aria-labelledby="overall-title">
      <header className="dash-panel__head">
        <h2 id="overall-title">Overall Progress</h2>
      </header>
      <div className="overall__ring-wrap">
        <svg className="overall__ring" viewBox="0 0 120 120" aria-hidden="true">
          <circle className="overall__track" cx="60" cy="60" r={radius} />
          <circle
            className="overall__value"
            cx="60"
            cy="60"
            r={radius}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - overall / 100)}
          />
        </svg>
        <p className="overall__number">
          <strong>{overall}%</strong>
          <span>planned</span>
        </p>
      </div>
      {health && healthState ? (
        <div className={`health health--${healthState}`}>
          <span className="health__label">{health.label}</span>
          <p>{healthState === 'on_track' && overdue.count > 0 ? ON_PACE_WITH_OVERDUE : health.detail}</p>
          {overdue.count > 0 && healthState !== 'past_wedding' && (
            <button
              type="button"
              className="health__overdue"
              onClick={() => navigate('checklist', overdue.earliestId ? { taskId: overdue.earliestId } : {})}
            >
              <AlarmClock size={15} aria-hidden="true" />
              {overdueTasksText(overdue.count)}
              <ArrowRight size={14} aria-hidden="true" />
            </button>
          )}
        </div>
      ) : (
        <div className="health">
          <p>Set your wedding date to see whether you're on track.</p>
        </div>
      )}
      <ul className="overall__parts" aria-label="Progress by area">
        {(Object.keys(PROGRESS_WEIGHTS) as (keyof ProgressParts)[]).map((part) => (
          <li key={part} className="overall__part">
            <span className="overall__part-name">
              {PART_LABELS[part]} <span className="overall__weight">{PROGRESS_WEIGHTS[part]}%</span>
            </span>
            <span className="overall__part-value">{Math.round(summary.progress[part])}%</span>
            <span className="dash-meter dash-meter--thin" aria-hidden="true">
              <span
                className="dash-meter__fill"
                style={{ width: `${Math.round(summary.progress[part])}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
