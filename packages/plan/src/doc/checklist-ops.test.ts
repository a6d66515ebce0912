import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addCustomTask,
  findTaskByText,
  setTaskCompleted,
  setTaskDueDate,
  updateTaskFields,
} from './checklist-ops';
import { insertEntity, listEntities, readEntity } from './entities';
import { expertEntityId, syncExpertChecklist } from './expert-checklist';
import { initPlanDoc } from './init';
import { PlanDocError } from './structure';
import { updateWeddingInfo } from './wedding-info';

const NOW = new Date('2026-03-01T09:30:00Z');

function plan() {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'g' });
  return doc;
}

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof PlanDocError ? error.code : 'other';
  }
}

describe('addCustomTask', () => {
  it('creates a user task with the fixed custom-task values and a trimmed text', () => {
    const doc = plan();
    const task = addCustomTask(doc, { text: '  Order the guest book  ' }, NOW);
    expect(task).toMatchObject({
      text: 'Order the guest book',
      description: '',
      category: 'Custom',
      priority: 'medium',
      dueDate: null,
      completed: false,
      source: 'user',
      timelineDays: 365,
      estimatedHours: 1,
      dueDateEdited: false,
      createdAt: NOW.toISOString(),
    });
    expect(readEntity(doc, 'checklistTasks', task.id)).toEqual(task);
  });

  it('keeps the category, priority, description and due date it is given', () => {
    const doc = plan();
    const task = addCustomTask(
      doc,
      {
        text: 'Taste cakes',
        description: 'Three bakeries',
        category: 'Wedding Cakes',
        priority: 'high',
        dueDate: '2026-05-02',
      },
      NOW,
    );
    expect(task).toMatchObject({
      category: 'Wedding Cakes',
      priority: 'high',
      description: 'Three bakeries',
      dueDate: '2026-05-02',
      dueDateEdited: true,
    });
  });

  it('puts a task with a blank category in Custom', () => {
    expect(addCustomTask(plan(), { text: 'Write vows', category: '   ' }, NOW).category).toBe('Custom');
  });

  it('gives every task its own id', () => {
    const doc = plan();
    const a = addCustomTask(doc, { text: 'A' }, NOW);
    const b = addCustomTask(doc, { text: 'A' }, NOW);
    expect(a.id).not.toBe(b.id);
    expect(listEntities(doc, 'checklistTasks')).toHaveLength(2);
  });

  it('refuses a text that is blank after trimming, and writes nothing', () => {
    const doc = plan();
    expect(codeOf(() => addCustomTask(doc, { text: ' \n\t ' }, NOW))).toBe('invalid_entity');
    expect(listEntities(doc, 'checklistTasks')).toHaveLength(0);
  });

  it('refuses a due date that is not a calendar date', () => {
    expect(codeOf(() => addCustomTask(plan(), { text: 'A', dueDate: '2026-02-30' }, NOW))).toBe(
      'invalid_entity',
    );
  });

  it('passes the origin to the transaction', () => {
    const doc = plan();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => origins.push(tr.origin));
    addCustomTask(doc, { text: 'A' }, NOW, 'me');
    expect(origins).toEqual(['me']);
  });
});

describe('setTaskCompleted', () => {
  it('toggles completion both ways', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A' }, NOW);
    expect(setTaskCompleted(doc, id, true)?.completed).toBe(true);
    expect(readEntity(doc, 'checklistTasks', id)?.completed).toBe(true);
    expect(setTaskCompleted(doc, id, false)?.completed).toBe(false);
  });

  it('returns null for a task that no longer exists', () => {
    expect(setTaskCompleted(plan(), 'gone', true)).toBeNull();
  });
});

describe('setTaskDueDate', () => {
  it('sets and clears the date and marks it picked by hand', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A' }, NOW);
    expect(setTaskDueDate(doc, id, '2026-04-10')).toMatchObject({
      dueDate: '2026-04-10',
      dueDateEdited: true,
    });
    expect(setTaskDueDate(doc, id, null)).toMatchObject({ dueDate: null, dueDateEdited: true });
  });

  it('keeps a hand-picked expert date when the wedding date moves', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    const expert = [
      {
        id: 'venue',
        category: 'Venues',
        text: 'Book the venue',
        description: '',
        priority: 'high' as const,
        daysBefore: 400,
        estimatedHours: 2,
      },
    ];
    syncExpertChecklist(doc, expert, NOW);
    setTaskDueDate(doc, expertEntityId('venue'), '2026-06-01');
    updateWeddingInfo(doc, { weddingDate: '2027-08-12' });
    syncExpertChecklist(doc, expert, NOW);
    expect(readEntity(doc, 'checklistTasks', expertEntityId('venue'))?.dueDate).toBe('2026-06-01');
  });

  it('refuses an invalid date and leaves the task as it was', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A', dueDate: '2026-04-10' }, NOW);
    expect(codeOf(() => setTaskDueDate(doc, id, '10/04/2026'))).toBe('invalid_entity');
    expect(readEntity(doc, 'checklistTasks', id)?.dueDate).toBe('2026-04-10');
  });

  it('returns null for a task that no longer exists', () => {
    expect(setTaskDueDate(plan(), 'gone', '2026-04-10')).toBeNull();
  });
});

describe('updateTaskFields', () => {
  it('changes only the fields given', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A', description: 'first' }, NOW);
    const updated = updateTaskFields(doc, id, { notes: 'Call on Monday', priority: 'low' });
    expect(updated).toMatchObject({
      text: 'A',
      description: 'first',
      notes: 'Call on Monday',
      priority: 'low',
    });
  });

  it('trims a new text and refuses a blank one', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A' }, NOW);
    expect(updateTaskFields(doc, id, { text: '  B ' })?.text).toBe('B');
    expect(codeOf(() => updateTaskFields(doc, id, { text: '  ' }))).toBe('invalid_entity');
    expect(readEntity(doc, 'checklistTasks', id)?.text).toBe('B');
  });

  it('moves a task to another category, blank meaning Custom', () => {
    const doc = plan();
    const { id } = addCustomTask(doc, { text: 'A', category: 'Florists' }, NOW);
    expect(updateTaskFields(doc, id, { category: 'Venues' })?.category).toBe('Venues');
    expect(updateTaskFields(doc, id, { category: '' })?.category).toBe('Custom');
  });

  it('does not touch a field a partner changed concurrently', () => {
    const mine = plan();
    const { id } = addCustomTask(mine, { text: 'A' }, NOW);
    const theirs = new Y.Doc();
    Y.applyUpdate(theirs, Y.encodeStateAsUpdate(mine));
    updateTaskFields(theirs, id, { notes: 'their notes' });
    updateTaskFields(mine, id, { description: 'my description' });
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(theirs));
    expect(readEntity(mine, 'checklistTasks', id)).toMatchObject({
      notes: 'their notes',
      description: 'my description',
    });
  });

  it('returns null for a task that no longer exists', () => {
    expect(updateTaskFields(plan(), 'gone', { notes: 'x' })).toBeNull();
  });
});

describe('findTaskByText', () => {
  function withTasks(...texts: string[]) {
    const doc = plan();
    for (const [i, text] of texts.entries()) {
      insertEntity(doc, 'checklistTasks', {
        id: `t${i}`,
        text,
        createdAt: new Date(NOW.getTime() + i).toISOString(),
      });
    }
    return doc;
  }

  it('prefers an exact match over a case-insensitive one', () => {
    const doc = withTasks('book the venue', 'Book the venue');
    expect(findTaskByText(doc, 'Book the venue')?.id).toBe('t1');
  });

  it('falls back to a trimmed, case-insensitive match', () => {
    const doc = withTasks('Book the venue');
    expect(findTaskByText(doc, '  BOOK THE VENUE ')?.id).toBe('t0');
  });

  it('with duplicate texts takes the first one the caller prefers (an incomplete one), else the first', () => {
    const doc = withTasks('Send invitations', 'Send invitations', 'Send invitations');
    setTaskCompleted(doc, 't0', true);
    const incomplete = (task: { completed: boolean }) => !task.completed;
    expect(findTaskByText(doc, 'Send invitations', incomplete)?.id).toBe('t1');
    setTaskCompleted(doc, 't1', true);
    setTaskCompleted(doc, 't2', true);
    expect(findTaskByText(doc, 'Send invitations', incomplete)?.id).toBe('t0');
  });

  it('returns null when nothing matches or the text is blank', () => {
    const doc = withTasks('Book the venue');
    expect(findTaskByText(doc, 'Hire a DJ')).toBeNull();
    expect(findTaskByText(doc, '   ')).toBeNull();
  });
});
