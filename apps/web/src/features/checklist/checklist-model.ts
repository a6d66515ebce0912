// What the checklist screen shows, derived from the plan's tasks with the rules of @confetti/plan:
// the category groups in catalog order, the four summary numbers and the timeline's month groups.
import { CHECKLIST_CATEGORIES, CUSTOM_TASK_CATEGORY } from '@confetti/catalog';
import { type ChecklistTask, checklistStats, isOverdue, isUrgent, sortTimeline } from '@confetti/plan';

export interface ChecklistGroup {
  name: string;
  tasks: ChecklistTask[];
}

/**
 * The 19 checklist categories in catalog order (each shown, even when empty), then Custom when it
 * has tasks. A task filed under any other name (imported or written by an older client) would
 * otherwise be invisible, so such names follow Custom, alphabetically. Each category's tasks are in
 * timeline order.
 */
export function checklistGroups(
  tasks: readonly ChecklistTask[],
  categories: readonly string[] = CHECKLIST_CATEGORIES,
): ChecklistGroup[] {
  const byCategory = new Map<string, ChecklistTask[]>();
  for (const task of tasks) {
    const list = byCategory.get(task.category) ?? [];
    list.push(task);
    byCategory.set(task.category, list);
  }
  const known = new Set(categories);
  const others = [...byCategory.keys()]
    .filter((name) => !known.has(name) && name !== CUSTOM_TASK_CATEGORY)
    .sort((a, b) => a.localeCompare(b));
  const extra = [...(byCategory.has(CUSTOM_TASK_CATEGORY) ? [CUSTOM_TASK_CATEGORY] : []), ...others];
  // Within a category, tasks read in timeline order: what is due first comes first.
  return [...categories, ...extra].map((name) => ({ name, tasks: sortTimeline(byCategory.get(name) ?? []) }));
}

export interface ChecklistSummary {
  total: number;
  completed: number;
  percent: number;
  overdue: number;
  /** Incomplete, due today or within the urgent window, not yet overdue. */
  dueThisWeek: number;
}

export function checklistSummary(tasks: readonly ChecklistTask[], now: Date): ChecklistSummary {
  const stats = checklistStats(tasks);
  const overdue = tasks.filter((task) => isOverdue(task, now)).length;
  const urgent = tasks.filter((task) => isUrgent(task, now)).length;
  return {
    total: stats.totalTasks,
    completed: stats.completedTasks,
    percent: stats.completionPercentage,
    overdue,
    // Urgent includes overdue (see isUrgent); this card counts what is still on time.
    dueThisWeek: urgent - overdue,
  };
}

export interface TimelineGroup {
  /** 'yyyy-mm', or 'undated' for the tasks without a due date. */
  key: string;
  label: string;
  tasks: ChecklistTask[];
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The timeline order (sortTimeline), cut into consecutive month groups for reading. */
export function timelineGroups(tasks: readonly ChecklistTask[]): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  for (const task of sortTimeline(tasks)) {
    const key = task.dueDate === null ? 'undated' : task.dueDate.slice(0, 7);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      group = { key, label: groupLabel(key), tasks: [] };
      groups.push(group);
    }
    group.tasks.push(task);
  }
  return groups;
}

function groupLabel(key: string): string {
  if (key === 'undated') return 'No due date';
  const [year, month] = key.split('-').map(Number);
  return monthLabel.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
}
