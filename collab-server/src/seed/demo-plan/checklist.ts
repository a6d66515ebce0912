// The demo plan's checklist: a couple some weeks in. The expert checklist is there already (the
// server adds it when the wedding date is set); the earliest tasks are ticked off, and two tasks of
// their own sit beside them, one done.
import {
  addCalendarDays,
  addCustomTask,
  listEntities,
  localDateString,
  setTaskCompleted,
} from '@confetti/plan';
import type * as Y from 'yjs';
import { SERVER_ORIGIN } from '../../sync/room';

/** How many of the earliest expert tasks the demo couple has done. */
export const DEMO_TASKS_DONE = 18;

export function seedDemoChecklist(doc: Y.Doc, now: Date): void {
  const today = localDateString(now);
  doc.transact(() => {
    const earliest = listEntities(doc, 'checklistTasks')
      .filter((task) => task.source === 'expert_generated' && task.dueDate !== null)
      .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.id.localeCompare(b.id))
      .slice(0, DEMO_TASKS_DONE);
    for (const task of earliest) setTaskCompleted(doc, task.id, true, SERVER_ORIGIN);

    const hotel = addCustomTask(
      doc,
      {
        text: 'Reserve a hotel block for out-of-town guests',
        description: 'Twenty rooms near the vineyard, released six weeks before the wedding.',
        category: 'Venues',
        dueDate: addCalendarDays(today, -5),
      },
      now,
      SERVER_ORIGIN,
    );
    setTaskCompleted(doc, hotel.id, true, SERVER_ORIGIN);
    addCustomTask(
      doc,
      {
        text: 'Menu tasting with both families',
        description: 'Bring the shortlist of three mains; ask about a vegetarian option.',
        category: 'Caterers',
        priority: 'high',
        dueDate: addCalendarDays(today, 20),
      },
      now,
      SERVER_ORIGIN,
    );
  }, SERVER_ORIGIN);
}
