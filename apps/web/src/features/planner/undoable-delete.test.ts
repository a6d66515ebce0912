import {
  addBudgetItem,
  addCustomTask,
  addPayment,
  DISMISSED_EXPERT_TASKS_MAP,
  deleteBudgetItem,
  deleteChecklistTask,
  deletePayment,
  initPlanDoc,
  listEntities,
  readEntity,
  updateEntity,
} from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { removeUndoably } from './undoable-delete';

const NOW = new Date(2026, 10, 23, 10);

function plan() {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'g' });
  return doc;
}

function hallWithPayment(doc: Y.Doc) {
  const item = addBudgetItem(
    doc,
    { category: 'Venues', name: 'Hall', actualCost: 9000, vendorName: 'Rose Barn' },
    NOW,
  );
  addPayment(doc, { budgetItemId: item.id, amount: 3000, paymentDate: '2026-11-01', status: 'paid' }, NOW);
  return item;
}

describe('removeUndoably', () => {
  it('brings back a deleted item with its payments and its vendor hired again', () => {
    const doc = plan();
    const item = hallWithPayment(doc);
    const vendorId = item.vendorId!;
    const handle = removeUndoably(doc, ['budgetItems', 'payments', 'vendors'], (origin) =>
      deleteBudgetItem(doc, item.id, origin),
    );
    expect(listEntities(doc, 'budgetItems')).toHaveLength(0);
    expect(listEntities(doc, 'payments')).toHaveLength(0);
    handle!.undo();
    expect(readEntity(doc, 'budgetItems', item.id)).toMatchObject({ name: 'Hall', actualCost: 9000 });
    expect(listEntities(doc, 'payments').map((p) => p.amount)).toEqual([3000]);
    expect(readEntity(doc, 'vendors', vendorId)?.hired).toBe(true);
  });

  it('undoes only its own delete, keeping a partner’s edit made meanwhile', () => {
    const doc = plan();
    const item = hallWithPayment(doc);
    const other = addBudgetItem(doc, { category: 'Florists', name: 'Flowers', actualCost: 100 }, NOW);
    const [payment] = listEntities(doc, 'payments');
    const handle = removeUndoably(doc, ['payments'], (origin) => deletePayment(doc, payment!.id, origin));
    updateEntity(doc, 'budgetItems', other.id, { actualCost: 250 }, 'partner');
    handle!.undo();
    expect(listEntities(doc, 'payments').map((p) => p.id)).toEqual([payment!.id]);
    expect(readEntity(doc, 'budgetItems', other.id)?.actualCost).toBe(250);
    expect(readEntity(doc, 'budgetItems', item.id)).not.toBeNull();
  });

  it('restores a deleted task and forgets that it was dismissed', () => {
    const doc = plan();
    const task = addCustomTask(doc, { text: 'Write vows' }, NOW);
    const handle = removeUndoably(doc, ['checklistTasks', DISMISSED_EXPERT_TASKS_MAP], (origin) =>
      deleteChecklistTask(doc, task.id, origin),
    );
    expect(readEntity(doc, 'checklistTasks', task.id)).toBeNull();
    handle!.undo();
    expect(readEntity(doc, 'checklistTasks', task.id)).toMatchObject({ text: 'Write vows' });
  });

  it('returns nothing to undo when nothing was removed, and undoes at most once', () => {
    const doc = plan();
    expect(removeUndoably(doc, ['payments'], (origin) => deletePayment(doc, 'missing', origin))).toBeNull();
    const item = hallWithPayment(doc);
    const handle = removeUndoably(doc, ['budgetItems', 'payments', 'vendors'], (origin) =>
      deleteBudgetItem(doc, item.id, origin),
    );
    handle!.dispose();
    handle!.undo();
    expect(readEntity(doc, 'budgetItems', item.id)).toBeNull();
  });
});
