// Everything the dashboard shows, from the plan's parts: one composition of the rules, used by the
// dashboard screen and by GET /api/dashboard alike.
import type { BudgetItem } from '../entities/budget-item';
import type { ChecklistTask } from '../entities/checklist-task';
import type { Guest } from '../entities/guest';
import type { Payment } from '../entities/payment';
import type { Vendor } from '../entities/vendor';
import type { WeddingInfo } from '../entities/wedding-info';
import { type UpcomingTask, upcomingTasks } from './checklist';
import { countdownText, daysUntilWedding } from './countdown';
import { attendingCount, awaitingRsvpCount, guestCountForRsvp, respondedCount } from './guests';
import { type TimelineHealth, timelineHealth } from './health';
import {
  budgetProgress,
  checklistProgress,
  overallProgress,
  type ProgressParts,
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
  budgetItems: readonly Pick<BudgetItem, 'actualCost'>[];
  payments: readonly Pick<Payment, 'amount' | 'status'>[];
  vendors: readonly Pick<Vendor, 'name' | 'category' | 'hired'>[];
  guests: readonly Pick<Guest, 'tag' | 'rsvpStatus' | 'partySize' | 'tableAssignment'>[];
  now: Date;
}

export interface DashboardSummary {
  coupleNames: string;
  couplePhotoUrl: string | null;
  weddingDate: string | null;
  daysUntilWedding: number | null;
  countdownText: string | null;
  checklist: { completed: number; total: number };
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
  const days = weddingInfo.weddingDate ? daysUntilWedding(weddingInfo.weddingDate, now) : null;
  const completed = tasks.filter((t) => t.completed).length;
  const allocated = budgetItems.reduce((sum, i) => sum + i.actualCost, 0);
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
    budget: { allocated, total: weddingInfo.plannedBudget },
    rsvp: { responded: respondedCount(guests), total: guestCountForRsvp(guests) },
    quickStats: {
      totalAttending: attendingCount(guests),
      awaitingRsvp: awaitingRsvpCount(guests),
      totalPaid: payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0),
      vendorsHired: hired,
    },
    upcomingTasks: upcomingTasks(tasks, now),
    vendorDeadlines: vendorDeadlines(days, vendors),
    progress: { ...progress, overall },
    timelineHealth: days === null ? null : timelineHealth(days, overall),
  };
}
