// Everything the dashboard shows, composed from the rules of @confetti/plan (nothing is
// re-derived here): progress cards, quick stats, upcoming tasks, vendor deadlines, overall
// progress and timeline health.
import { DEFAULT_BUDGET_PERCENTAGES, VENDOR_CATEGORIES } from '@confetti/catalog';
import {
  attendingCount,
  awaitingRsvpCount,
  type BudgetItem,
  budgetCategories,
  budgetProgress,
  budgetTotals,
  type ChecklistTask,
  checklistProgress,
  checklistStats,
  daysUntilWedding,
  effectiveBudgetPercentages,
  type Guest,
  guestCountForRsvp,
  isCalendarDate,
  overallProgress,
  type Payment,
  type ProgressParts,
  respondedCount,
  rsvpProgress,
  seatingProgress,
  type TimelineHealth,
  timelineHealth,
  type UpcomingTask,
  upcomingTasks,
  type Vendor,
  type VendorDeadline,
  vendorDeadlines,
  vendorProgress,
  type WeddingInfo,
} from '@confetti/plan';

export const COUPLE_FALLBACK = 'Happy Couple';

/** "Ava & Noah", either name alone, or Happy Couple (spec §2). */
export function coupleNames(partner1: string | null, partner2: string | null): string {
  const names = [partner1, partner2].map((name) => name?.trim() ?? '').filter((name) => name !== '');
  return names.length > 0 ? names.join(' & ') : COUPLE_FALLBACK;
}

export interface DashboardInput {
  info: WeddingInfo;
  tasks: readonly ChecklistTask[];
  guests: readonly Guest[];
  budgetItems: readonly BudgetItem[];
  payments: readonly Payment[];
  vendors: readonly Vendor[];
  now: Date;
}

export interface DashboardSummary {
  coupleNames: string;
  /** Null without a (valid) wedding date. */
  daysUntil: number | null;
  checklist: { completed: number; total: number };
  budget: { allocated: number; planned: number | null };
  rsvp: { responded: number; total: number };
  attending: number;
  awaitingRsvp: number;
  totalPaid: number;
  vendorsHired: number;
  parts: ProgressParts;
  overall: number;
  /** Null without a wedding date: there is no timeline to be behind on. */
  health: TimelineHealth | null;
  upcoming: UpcomingTask<ChecklistTask>[];
  deadlines: VendorDeadline[];
}

export function dashboardSummary(input: DashboardInput): DashboardSummary {
  const { info, tasks, guests, vendors, now } = input;
  const daysUntil = isCalendarDate(info.weddingDate) ? daysUntilWedding(info.weddingDate, now) : null;

  const stats = checklistStats(tasks);
  const totals = budgetTotals(
    budgetCategories({
      plannedBudget: info.plannedBudget,
      percentages: effectiveBudgetPercentages(info.budgetCategoryPercentages, DEFAULT_BUDGET_PERCENTAGES),
      categories: VENDOR_CATEGORIES.map((category) => category.name),
      items: input.budgetItems,
      payments: input.payments,
      today: now,
    }),
  );
  const vendorsHired = vendors.filter((vendor) => vendor.hired).length;

  const parts: ProgressParts = {
    checklist: checklistProgress(stats.completedTasks, stats.totalTasks),
    budget: budgetProgress(totals.actual, info.plannedBudget),
    rsvp: rsvpProgress(guests),
    vendors: vendorProgress(vendorsHired, vendors.length),
    seating: seatingProgress(guests),
  };
  const overall = overallProgress(parts);

  return {
    coupleNames: coupleNames(info.partner1Name, info.partner2Name),
    daysUntil,
    checklist: { completed: stats.completedTasks, total: stats.totalTasks },
    budget: { allocated: totals.actual, planned: info.plannedBudget },
    rsvp: { responded: respondedCount(guests), total: guestCountForRsvp(guests) },
    attending: attendingCount(guests),
    awaitingRsvp: awaitingRsvpCount(guests),
    totalPaid: totals.totalPaid,
    vendorsHired,
    parts,
    overall,
    health: daysUntil === null ? null : timelineHealth(daysUntil, overall),
    upcoming: upcomingTasks(tasks, now),
    deadlines: vendorDeadlines(daysUntil, vendors),
  };
}

export const HEALTH_COPY: Record<TimelineHealth, { label: string; detail: string }> = {
  on_track: { label: 'On track', detail: "You're right where you should be. Keep it up!" },
  behind: {
    label: 'A little behind',
    detail: 'The big day is getting close. Start with the most urgent tasks to catch up.',
  },
  past_wedding: {
    label: 'Wedding complete',
    detail: 'Congratulations! We hope it was everything you dreamed of.',
  },
};

const weddingDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Saturday, June 12, 2027" for a 'yyyy-mm-dd' local calendar date. */
export function formatWeddingDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(2000, (month ?? 1) - 1, day ?? 1);
  local.setFullYear(year ?? 2000);
  return weddingDateFormat.format(local);
}
