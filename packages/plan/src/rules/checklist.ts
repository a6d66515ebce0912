// Checklist rules: category and timeline statuses, the timeline order, the summary cards and the
// dashboard's upcoming tasks.
import type { ChecklistTask } from '../entities/checklist-task';
import { addCalendarDays, localDateString } from './dates';

/** Spec §9: the dashboard lists this many upcoming tasks. */
export const UPCOMING_TASKS_SHOWN = 3;
/** Spec §9: a task due within this many days is urgent. */
export const URGENT_TASK_WINDOW_DAYS = 7;
/** Spec §2: an upcoming task without a category is shown under Planning. */
export const UPCOMING_TASK_DEFAULT_CATEGORY = 'Planning';

/** What the status rules need of a task, so they work on doc entities and API rows alike. */
export type TaskState = Pick<ChecklistTask, 'completed' | 'dueDate'>;

export type ChecklistCategoryStatus = 'Complete' | 'Overdue' | 'In Progress' | 'Not Started';
export type TimelineTaskStatus = 'Complete' | 'Overdue' | 'Pending';

/**
 * Overdue means incomplete and due on a calendar day before today's local date. A task due
 * today is not overdue: the couple still has the day to do it.
 */
export function isOverdue(task: TaskState, now: Date): boolean {
  return !task.completed && task.dueDate !== null && task.dueDate < localDateString(now);
}

/**
 * Urgent means incomplete and due within URGENT_TASK_WINDOW_DAYS of today, overdue tasks
 * included: a missed task is at least as pressing as one due next week.
 */
export function isUrgent(task: TaskState, now: Date): boolean {
  if (task.completed || task.dueDate === null) return false;
  return task.dueDate <= addCalendarDays(localDateString(now), URGENT_TASK_WINDOW_DAYS);
}

/** Spec §4, in this order: Complete, then Overdue, then In Progress. An empty category is Not Started. */
export function checklistCategoryStatus(tasks: readonly TaskState[], now: Date): ChecklistCategoryStatus {
  if (tasks.length === 0) return 'Not Started';
  const completed = tasks.filter((task) => task.completed).length;
  if (completed === tasks.length) return 'Complete';
  if (tasks.some((task) => isOverdue(task, now))) return 'Overdue';
  return completed > 0 ? 'In Progress' : 'Not Started';
}

export function timelineTaskStatus(task: TaskState, now: Date): TimelineTaskStatus {
  if (task.completed) return 'Complete';
  return isOverdue(task, now) ? 'Overdue' : 'Pending';
}

/** Dated tasks by ascending date, then undated ones, incomplete before complete; ties keep their order. */
export function sortTimeline<T extends TaskState>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => {
    if (a.dueDate !== null && b.dueDate !== null)
      return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;
    if (a.dueDate !== null) return -1;
    if (b.dueDate !== null) return 1;
    return Number(a.completed) - Number(b.completed);
  });
}

export type UpcomingTask<T> = T & { category: string; overdue: boolean; urgent: boolean };

/** Incomplete tasks with a due date, earliest first (missed ones included, flagged overdue). */
export function upcomingTasks<T extends TaskState & { category?: string | null }>(
  tasks: readonly T[],
  now: Date,
  limit: number = UPCOMING_TASKS_SHOWN,
): UpcomingTask<T>[] {
  const dated = tasks.filter((task) => !task.completed && task.dueDate !== null);
  return sortTimeline(dated)
    .slice(0, Math.max(0, limit))
    .map((task) => ({
      ...task,
      category: task.category?.trim() ? task.category : UPCOMING_TASK_DEFAULT_CATEGORY,
      overdue: isOverdue(task, now),
      urgent: isUrgent(task, now),
    }));
}

export type CompletionStats = { totalTasks: number; completedTasks: number; completionPercentage: number };
export type ChecklistStats = CompletionStats & { byCategory: Record<string, CompletionStats> };

function completion(tasks: readonly TaskState[]): CompletionStats {
  const completedTasks = tasks.filter((task) => task.completed).length;
  const completionPercentage = tasks.length === 0 ? 0 : Math.round((completedTasks / tasks.length) * 100);
  return { totalTasks: tasks.length, completedTasks, completionPercentage };
}

export function checklistStats(tasks: readonly (TaskState & { category: string })[]): ChecklistStats {
  const byCategoryTasks = new Map<string, (TaskState & { category: string })[]>();
  for (const task of tasks) {
    const list = byCategoryTasks.get(task.category) ?? [];
    list.push(task);
    byCategoryTasks.set(task.category, list);
  }
  const byCategory: Record<string, CompletionStats> = {};
  for (const [category, list] of byCategoryTasks) byCategory[category] = completion(list);
  return { ...completion(tasks), byCategory };
}

export type CompletedCardBand =
  | 'none'
  | 'fewerThan5'
  | 'fewerThan15'
  | 'fewerThan30'
  | 'fewerThan50'
  | 'fiftyOrMore';

/** Subtexts of the completed-tasks summary card (spec §2 names the bands, not the words). */
export const COMPLETED_CARD_SUBTEXTS: Record<CompletedCardBand, string> = {
  none: 'Check off your first task to get things rolling',
  fewerThan5: 'A lovely start. Keep it going!',
  fewerThan15: "You're finding your rhythm",
  fewerThan30: 'Look at you go: the plan is taking shape',
  fewerThan50: "Impressive! You're a planning pro",
  fiftyOrMore: 'Wow! Your wedding is coming together beautifully',
};

/** Upper bounds (exclusive) of each band above the zero band; past the last, the top band. */
const COMPLETED_CARD_BOUNDS: readonly [number, CompletedCardBand][] = [
  [5, 'fewerThan5'],
  [15, 'fewerThan15'],
  [30, 'fewerThan30'],
  [50, 'fewerThan50'],
];

function bandOf<B extends string>(value: number, zero: B, bounds: readonly [number, B][], top: B): B {
  // Written as !(value > 0) so NaN and negatives fall in the zero band.
  if (!(value > 0)) return zero;
  return bounds.find(([bound]) => value < bound)?.[1] ?? top;
}

export function completedCardBand(count: number): { band: CompletedCardBand; subtext: string } {
  const band = bandOf(count, 'none', COMPLETED_CARD_BOUNDS, 'fiftyOrMore');
  return { band, subtext: COMPLETED_CARD_SUBTEXTS[band] };
}

export type ProgressCardBand =
  | 'zero'
  | 'under10'
  | 'under25'
  | 'under50'
  | 'under75'
  | 'under90'
  | 'ninetyOrMore';

/** Subtexts of the progress summary card. */
export const PROGRESS_CARD_SUBTEXTS: Record<ProgressCardBand, string> = {
  zero: 'Every great wedding starts with a single task',
  under10: "You've begun: small steps add up",
  under25: 'Building momentum nicely',
  under50: 'Making real headway',
  under75: 'Over halfway there. Keep going!',
  under90: 'The finish line is in sight',
  ninetyOrMore: "Almost there. You've got this!",
};

const PROGRESS_CARD_BOUNDS: readonly [number, ProgressCardBand][] = [
  [10, 'under10'],
  [25, 'under25'],
  [50, 'under50'],
  [75, 'under75'],
  [90, 'under90'],
];

export function progressCardBand(percent: number): { band: ProgressCardBand; subtext: string } {
  const band = bandOf(percent, 'zero', PROGRESS_CARD_BOUNDS, 'ninetyOrMore');
  return { band, subtext: PROGRESS_CARD_SUBTEXTS[band] };
}
