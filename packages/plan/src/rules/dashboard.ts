// Everything the dashboard shows, from the plan's parts: the one composition of the rules, used by
// the dashboard screen (on the plan doc) and by GET /api/dashboard (on the projected rows) alike,
// so the two cannot disagree.
import type { ChecklistTask } from '../entities/checklist-task';
import type { Guest } from '../entities/guest';
import type { Vendor } from '../entities/vendor';
import type { WeddingInfo } from '../entities/wedding-info';
import { type BudgetItemFields, budgetCategories, budgetTotals, type PaymentFields } from './budget';
import { isOverdue, type UpcomingTask, upcomingTasks } from './checklist';
import { countdownText, daysUntilWedding } from './countdown';
import { isCalendarDate } from './dates';
import {
  attendingCount,
  awaitingRsvpCount,
  guestCountForRsvp,
  type MemberAnswer,
  respondedCount,
} from './guests';
import { type TimelineHealth, timelineHealth } from './health';
import {
  budgetProgress,
  checklistProgress,
  overallProgress,
  type ProgressParts,
  plannedBudgetSet,
  rsvpProgress,
  seatingProgress,
  vendorProgress,
} from './progress';
import { type VendorDeadline, vendorDeadlines } from './vendor-deadlines';

export const HAPPY_COUPLE = 'Happy Couple';

export interface DashboardInput {
  weddingInfo: Pick<
    WeddingInfo,
    'partner1Name' | 'partner2Name' | 'weddingDate' | 'plannedBudget' | 'couplePhotoUrl'
  >;
  tasks: readonly Pick<ChecklistTask, 'id' | 'text' | 'completed' | 'dueDate' | 'category'>[];
  budgetItems: readonly BudgetItemFields[];
  payments: readonly PaymentFields[];
  vendors: readonly Pick<Vendor, 'name' | 'category' | 'hired'>[];
  guests: readonly (Pick<Guest, 'tag' | 'rsvpStatus' | 'partySize' | 'tableAssignment'> & { id?: string })[];
  /** Party members' own answers: one who declined is not counted as attending. */
  partyMembers?: readonly MemberAnswer[];
  now: Date;
}

export interface DashboardSummary {
  coupleNames: string;
  couplePhotoUrl: string | null;
  weddingDate: string | null;
  daysUntilWedding: number | null;
  countdownText: string | null;
  checklist: { completed: number; total: number };
  /** Incomplete tasks due before today, and the earliest of them (to open on the Checklist). */
  overdueTasks: { count: number; earliestId: string | null };
  budget: { allocated: number; total: number | null };
  rsvp: { responded: number; total: number };
  quickStats: { totalAttending: number; awaitingRsvp: number; totalPaid: number; vendorsHired: number };
  upcomingTasks: UpcomingTask<DashboardInput['tasks'][number]>[];
  vendorDeadlines: VendorDeadline[];
  progress: ProgressParts & { overall: number };
  timelineHealth: TimelineHealth | null;
}

/** Names joined by " & ", either name alone, or "Happy Couple". */
export function coupleNames(partner1: string | null, partner2: string | null): string {
  const names = [partner1, partner2].map((n) => n?.trim() ?? '').filter(Boolean);
  return names.length > 0 ? names.join(' & ') : HAPPY_COUPLE;
}

export function dashboardSummary(input: DashboardInput): DashboardSummary {
  const { weddingInfo, tasks, budgetItems, payments, vendors, guests, now } = input;
  const days = isCalendarDate(weddingInfo.weddingDate)
    ? daysUntilWedding(weddingInfo.weddingDate, now)
    : null;
  const completed = tasks.filter((t) => t.completed).length;
  const overdue = tasks
    .filter((t) => isOverdue(t, now))
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id.localeCompare(b.id));
  // Totals of cost and paid do not depend on how items fall into categories, so no category list is
  // needed; budgetTotals rounds to cents and ignores payments whose item was deleted, as the
  // Budget screen does.
  const money = budgetTotals(
    budgetCategories({
      plannedBudget: null,
      percentages: {},
      categories: [],
      items: budgetItems,
      payments,
      today: now,
    }),
  );
  const allocated = money.actual;
  const hired = vendors.filter((v) => v.hired).length;
  const progress: ProgressParts = {
    checklist: checklistProgress(completed, tasks.length),
    budget: budgetProgress(allocated, weddingInfo.plannedBudget),
    rsvp: rsvpProgress(guests),
    vendors: vendorProgress(hired, vendors.length),
    seating: seatingProgress(guests),
  };
  const overall = overallProgress(progress);
  return {
    coupleNames: coupleNames(weddingInfo.partner1Name, weddingInfo.partner2Name),
    couplePhotoUrl: weddingInfo.couplePhotoUrl,
    weddingDate: weddingInfo.weddingDate,
    daysUntilWedding: days,
    countdownText: countdownText(weddingInfo.weddingDate, now),
    checklist: { completed, total: tasks.length },
    overdueTasks: { count: overdue.length, earliestId: overdue[0]?.id ?? null },
    budget: { allocated, total: plannedBudgetSet(weddingInfo.plannedBudget) },
    rsvp: { responded: respondedCount(guests), total: guestCountForRsvp(guests) },
    quickStats: {
      totalAttending: attendingCount(guests, input.partyMembers),
      awaitingRsvp: awaitingRsvpCount(guests),
      totalPaid: money.totalPaid,
      vendorsHired: hired,
    },
    upcomingTasks: upcomingTasks(tasks, now),
    vendorDeadlines: vendorDeadlines(days, vendors),
    progress: { ...progress, overall },
    timelineHealth: days === null ? null : timelineHealth(days, overall),
  };
}
