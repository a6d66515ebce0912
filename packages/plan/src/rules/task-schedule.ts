// Expert tasks are due a number of days before the wedding. When the wedding date moves, their
// due dates move with it, except where a person picked the date (dueDateEdited).
//
// A couple who starts with less time than the longest lead times (10 months out, while the venue
// is booked 12–18 months ahead) would begin with dozens of overdue tasks. Instead the schedule is
// made on a given day (the day the wedding date was set) and squeezed into the time actually left:
// tasks that fit in the second half of that time keep their dates, and the longer lead times are
// spread proportionally over the first half, so the order of the tasks and the spacing between
// them are kept and the earliest is due a little after the schedule was made.
import type { ChecklistTask } from '../entities/checklist-task';
import { EARLIEST_DATE, LATEST_DATE } from '../entities/fields';
import { addCalendarDays, calendarDaysBetween, isCalendarDate } from './dates';

/** The earliest squeezed task is due this many days after the schedule was made (at most). */
export const SCHEDULE_GRACE_DAYS = 14;

/**
 * The day `timelineDays` before the wedding, kept within the days a plan's dates may have (a wedding
 * in the first months of 1900 has its earliest tasks due on its first day, not in 1898).
 */
export function dueDateFromWeddingDate(weddingDate: string, timelineDays: number): string {
  const due = addCalendarDays(weddingDate, -timelineDays);
  if (due < EARLIEST_DATE) return EARLIEST_DATE;
  if (due > LATEST_DATE) return LATEST_DATE;
  return due;
}

/** When a schedule was made and the longest lead time it has to fit. */
export interface ScheduleWindow {
  /** 'yyyy-mm-dd': the day the schedule was made (today, when the wedding date was set). */
  startDate: string;
  /** The longest lead time (days before the wedding) of the expert tasks. */
  longestLead: number;
}

/**
 * How many days before the wedding a task with `leadDays` of lead time is scheduled when only
 * `daysLeft` days are left. Keeps lead times that fit; maps the ones above half the time left
 * linearly onto the first half (minus a short grace period), so no task is due before the start.
 * After-wedding tasks (negative lead) and a wedding today or past are left as they are.
 */
export function scheduledLeadDays(leadDays: number, daysLeft: number, longestLead: number): number {
  if (leadDays <= 0 || daysLeft <= 0 || longestLead <= daysLeft) return leadDays;
  const kept = Math.floor(daysLeft / 2);
  if (leadDays <= kept) return leadDays;
  const grace = Math.min(SCHEDULE_GRACE_DAYS, Math.floor(daysLeft / 10));
  const latestStart = daysLeft - grace;
  return kept + Math.round(((leadDays - kept) * (latestStart - kept)) / (longestLead - kept));
}

/** An expert task's due date: counted back from the wedding, squeezed into `window` if given. */
export function scheduledDueDate(weddingDate: string, leadDays: number, window?: ScheduleWindow): string {
  if (!window) return dueDateFromWeddingDate(weddingDate, leadDays);
  const daysLeft = calendarDaysBetween(window.startDate, weddingDate);
  return dueDateFromWeddingDate(weddingDate, scheduledLeadDays(leadDays, daysLeft, window.longestLead));
}

type SchedulableTask = Pick<ChecklistTask, 'id' | 'dueDate' | 'dueDateEdited' | 'timelineDays' | 'source'>;

/** The due-date changes a new wedding date implies; empty when there is no valid date. */
export function tasksToReschedule(
  tasks: readonly SchedulableTask[],
  weddingDate: string | null,
  window?: ScheduleWindow,
): { id: string; dueDate: string }[] {
  if (!isCalendarDate(weddingDate)) return [];
  const changes: { id: string; dueDate: string }[] = [];
  for (const task of tasks) {
    if (task.source !== 'expert_generated' || task.dueDateEdited || task.timelineDays === null) continue;
    const dueDate = scheduledDueDate(weddingDate, task.timelineDays, window);
    if (dueDate !== task.dueDate) changes.push({ id: task.id, dueDate });
  }
  return changes;
}
