// The expert checklist inside a plan. When the plan has a wedding date, every expert task is in the
// checklist (source expert_generated) with its due date counted back from the wedding; a new date
// moves the due dates nobody picked by hand. Expert tasks get deterministic ids (`expert-<catalog
// id>`), and a deleted one is remembered as dismissed so it is not generated again.
//
// When less time is left than the longest lead times, the due dates are squeezed into the time left
// (see rules/task-schedule.ts), counted from the day the wedding date was set. That day is kept in
// the document beside the date it was made for, so loading the plan later gives the same dates
// (tasks the couple did not get to do become overdue in time) and only a new wedding date makes a
// new schedule.
//
// Only the server runs syncExpertChecklist (after load and after each wedding-date change): if two
// replicas inserted the same task concurrently, one whole entity map would replace the other and
// could drop a partner's edit to it.
import * as Y from 'yjs';
import type { TaskPriority } from '../entities/fields';
import { isCalendarDate, localDateString } from '../rules/dates';
import { type ScheduleWindow, scheduledDueDate } from '../rules/task-schedule';
import { deleteEntity, insertEntity, readEntity, updateEntity } from './entities';
import { readWeddingInfo } from './wedding-info';

/** What the catalog provides for each expert task (packages/catalog's ExpertTask fits). */
export interface ExpertTaskDefinition {
  id: string;
  category: string;
  text: string;
  description: string;
  priority: TaskPriority;
  /** Days before the wedding; negative for after-wedding tasks (thank-you notes). */
  daysBefore: number;
  estimatedHours: number;
}

export const DISMISSED_EXPERT_TASKS_MAP = 'dismissedExpertTasks';
/** `weddingDate` and `startDate`: the wedding date the expert schedule was made for, and when. */
export const EXPERT_SCHEDULE_MAP = 'expertSchedule';

export function expertEntityId(expertTaskId: string): string {
  return `expert-${expertTaskId}`;
}

function dismissed(doc: Y.Doc): Y.Map<boolean> {
  return doc.getMap<boolean>(DISMISSED_EXPERT_TASKS_MAP);
}

export interface ExpertSyncResult {
  added: number;
  rescheduled: number;
}

export function syncExpertChecklist(
  doc: Y.Doc,
  expertTasks: readonly ExpertTaskDefinition[],
  now: Date,
  origin: unknown = null,
): ExpertSyncResult {
  const { weddingDate } = readWeddingInfo(doc);
  const result = { added: 0, rescheduled: 0 };
  if (!isCalendarDate(weddingDate)) return result;
  const present = doc.getMap('checklistTasks');
  const skip = dismissed(doc);
  const schedule = doc.getMap<string>(EXPERT_SCHEDULE_MAP);
  doc.transact(() => {
    // A schedule made for this wedding date stands; a new date is scheduled from today.
    if (schedule.get('weddingDate') !== weddingDate || !isCalendarDate(schedule.get('startDate'))) {
      schedule.set('weddingDate', weddingDate);
      schedule.set('startDate', localDateString(now));
    }
    const window: ScheduleWindow = {
      startDate: schedule.get('startDate') as string,
      longestLead: Math.max(0, ...expertTasks.map((task) => task.daysBefore)),
    };
    for (const task of expertTasks) {
      const id = expertEntityId(task.id);
      const dueDate = scheduledDueDate(weddingDate, task.daysBefore, window);
      const stored = present.get(id);
      // A key holding an invalid entity is left alone rather than overwritten (and not moved).
      if (stored === undefined) {
        if (skip.get(task.id)) continue;
        insertEntity(
          doc,
          'checklistTasks',
          {
            id,
            text: task.text,
            description: task.description,
            category: task.category,
            priority: task.priority,
            dueDate,
            source: 'expert_generated',
            expertTaskId: task.id,
            timelineDays: task.daysBefore >= 0 ? task.daysBefore : null,
            estimatedHours: task.estimatedHours,
            createdAt: now.toISOString(),
          },
          origin,
        );
        result.added += 1;
      } else if (needsNewDueDate(stored, dueDate)) {
        // Only a task that may move is read in full: on a load, with nothing to change, none is.
        const current = readEntity(doc, 'checklistTasks', id);
        if (current && !current.dueDateEdited && current.dueDate !== dueDate) {
          updateEntity(doc, 'checklistTasks', id, { dueDate }, origin);
          result.rescheduled += 1;
        }
      }
    }
  }, origin);
  return result;
}

/**
 * Whether the stored task may need `dueDate`, from its two fields alone (the full read validates
 * every field, and a load of the plan checks every expert task).
 */
function needsNewDueDate(stored: unknown, dueDate: string): boolean {
  if (!(stored instanceof Y.Map)) return false;
  return stored.get('dueDateEdited') !== true && stored.get('dueDate') !== dueDate;
}

/** Deletes a checklist task; an expert task is also remembered as dismissed. */
export function deleteChecklistTask(doc: Y.Doc, id: string, origin: unknown = null): boolean {
  let deleted = false;
  doc.transact(() => {
    const task = readEntity(doc, 'checklistTasks', id);
    if (task?.expertTaskId) dismissed(doc).set(task.expertTaskId, true);
    deleted = deleteEntity(doc, 'checklistTasks', id, origin);
  }, origin);
  return deleted;
}

/** True when a transaction changed the wedding date (the trigger for syncExpertChecklist). */
export function weddingDateChanged(transaction: Y.Transaction): boolean {
  for (const [type, keys] of transaction.changed) {
    if (type instanceof Y.Map && type === transaction.doc.getMap('weddingInfo') && keys.has('weddingDate'))
      return true;
  }
  return false;
}
