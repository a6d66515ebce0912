// Expert tasks are due a number of days before the wedding. When the wedding date moves, their
// due dates move with it, except where a person picked the date (dueDateEdited).
import type { ChecklistTask } from '../entities/checklist-task';
import { addCalendarDays, isCalendarDate } from './dates';

export function dueDateFromWeddingDate(weddingDate: string, timelineDays: number): string {
  return addCalendarDays(weddingDate, -timelineDays);
}

type SchedulableTask = Pick<ChecklistTask, 'id' | 'dueDate' | 'dueDateEdited' | 'timelineDays' | 'source'>;

/** The due-date changes a new wedding date implies; empty when there is no valid date. */
export function tasksToReschedule(
  tasks: readonly SchedulableTask[],
  weddingDate: string | null,
): { id: string; dueDate: string }[] {
  if (!isCalendarDate(weddingDate)) return [];
  const changes: { id: string; dueDate: string }[] = [];
  for (const task of tasks) {
    if (task.source !== 'expert_generated' || task.dueDateEdited || task.timelineDays === null) continue;
    const dueDate = dueDateFromWeddingDate(weddingDate, task.timelineDays);
    if (dueDate !== task.dueDate) changes.push({ id: task.id, dueDate });
  }
  return changes;
}
