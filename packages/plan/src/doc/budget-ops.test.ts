import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { budgetCategories, effectiveBudgetPercentages } from '../rules/budget';
import { budgetItem, CREATED_AT, guest, payment, syncDocs, task, vendor } from '../testing/fixtures';
import {
  addBudgetItem,
  addPayment,
  clearBudgetCategory,
  clearPlanningData,
  deleteBudgetItem,
  deletePayment,
  ensureHiredVendorItems,
  setBudgetPercentage,
  updateBudgetItem,
  updatePayment,
} from './budget-ops';
import { insertEntity, listEntities, readEntity } from './entities';
import { DISMISSED_EXPERT_TASKS_MAP } from './expert-checklist';
import { initPlanDoc } from './init';
import { getGenerationId } from './meta';
import { BUDGET_PERCENTAGES_KEY, collectionMap, PlanDocError, weddingInfoMap } from './structure';
import { readWeddingInfo, updateWeddingInfo } from './wedding-info';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const DEFAULTS = { Venues: 30, Caterers: 18, Florists: 8, Miscellaneous: 44 };

function newPlan(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'gen-1' });
  return doc;
}

/** Counts the transactions a call makes, and the origins they carry. */
function transactionsOf(doc: Y.Doc, run: () => void): unknown[] {
  const origins: unknown[] = [];
  const listen = (transaction: Y.Transaction) => {
    if (transaction.changed.size > 0 || transaction.deleteSet.clients.size > 0)
      origins.push(transaction.origin);
  };
  doc.on('afterTransaction', listen);
  try {
    run();
  } finally {
    doc.off('afterTransaction', listen);
  }
  return origins;
}

function percentages(doc: Y.Doc): Record<string, number> | null {
  return readWeddingInfo(doc).budgetCategoryPercentages;
}

describe('addBudgetItem', () => {
  it('adds a service item with a trimmed name and no cost or vendor by default', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: '  Reception hall ' }, NOW);
    expect(item).toMatchObject({
      category: 'Venues',
      name: 'Reception hall',
      actualCost: 0,
      vendorName: null,
      vendorId: null,
      createdAt: NOW.toISOString(),
    });
    expect(readEntity(doc, 'budgetItems', item.id)).toEqual(item);
  });

  it('refuses a blank name, a blank category and a negative cost, and writes nothing', () => {
    const doc = newPlan();
    const before = Y.encodeStateVector(doc);
    expect(() => addBudgetItem(doc, { category: 'Venues', name: '   ' }, NOW)).toThrow(PlanDocError);
    expect(() => addBudgetItem(doc, { category: ' ', name: 'Hall' }, NOW)).toThrow(PlanDocError);
    expect(() =>
      addBudgetItem(
        doc,
        { category: 'Florists', name: 'Bouquets', actualCost: -1, vendorName: 'Bloom' },
        NOW,
      ),
    ).toThrow(PlanDocError);
    expect(Y.encodeStateVector(doc)).toEqual(before);
    expect(listEntities(doc, 'vendors')).toEqual([]);
  });

  it('links a vendor name to the tracked vendor of that name in the category, ignoring case and spaces', () => {
    const doc = newPlan();
    insertEntity(doc, 'vendors', vendor({ id: 'v-bloom', name: 'Bloom & Co', category: 'Florists' }));
    const item = addBudgetItem(
      doc,
      { category: 'Florists', name: 'Bouquets', actualCost: 1200, vendorName: '  bloom & co ' },
      NOW,
    );
    expect(item).toMatchObject({ vendorId: 'v-bloom', vendorName: 'Bloom & Co', actualCost: 1200 });
    expect(listEntities(doc, 'vendors')).toHaveLength(1);
  });

  it('creates a hired vendor in the category when none of that name is tracked there', () => {
    const doc = newPlan();
    // Same name, other category: not the same vendor.
    insertEntity(doc, 'vendors', vendor({ id: 'v-other', name: 'Bloom & Co', category: 'Decor & Lighting' }));
    const origins = transactionsOf(doc, () => {
      addBudgetItem(doc, { category: 'Florists', name: 'Bouquets', vendorName: 'Bloom & Co' }, NOW, 'me');
    });
    expect(origins).toEqual(['me']);
    const created = listEntities(doc, 'vendors').find((v) => v.id !== 'v-other');
    expect(created).toMatchObject({ name: 'Bloom & Co', category: 'Florists', hired: true });
    expect(listEntities(doc, 'budgetItems')[0]).toMatchObject({
      vendorId: created?.id,
      vendorName: 'Bloom & Co',
    });
  });

  it('treats a blank vendor name as no vendor', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall', vendorName: '  ' }, NOW);
    expect(item).toMatchObject({ vendorId: null, vendorName: null });
    expect(listEntities(doc, 'vendors')).toEqual([]);
  });

  it('links an explicit vendor id, taking its name, and refuses an unknown one', () => {
    const doc = newPlan();
    insertEntity(doc, 'vendors', vendor({ id: 'v-1', name: 'Snap Studio', category: 'Photographers' }));
    const item = addBudgetItem(doc, { category: 'Photographers', name: 'Coverage', vendorId: 'v-1' }, NOW);
    expect(item).toMatchObject({ vendorId: 'v-1', vendorName: 'Snap Studio' });
    expect(() => addBudgetItem(doc, { category: 'Venues', name: 'Hall', vendorId: 'nope' }, NOW)).toThrow(
      /No vendor with id nope/,
    );
  });
});

describe('updateBudgetItem', () => {
  it('returns null for an item that does not exist', () => {
    expect(updateBudgetItem(newPlan(), 'ghost', { name: 'x' })).toBeNull();
  });

  it('renames (trimmed), recategorises and sets the cost, refusing a blank name or negative cost', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    expect(updateBudgetItem(doc, item.id, { name: ' Ballroom ', actualCost: 8000.5 })).toMatchObject({
      name: 'Ballroom',
      actualCost: 8000.5,
      category: 'Venues',
    });
    expect(updateBudgetItem(doc, item.id, { category: 'Rentals' })?.category).toBe('Rentals');
    expect(() => updateBudgetItem(doc, item.id, { name: '' })).toThrow(PlanDocError);
    expect(() => updateBudgetItem(doc, item.id, { actualCost: -5 })).toThrow(PlanDocError);
    expect(readEntity(doc, 'budgetItems', item.id)).toMatchObject({ name: 'Ballroom', actualCost: 8000.5 });
  });

  it('links a new vendor name like addBudgetItem does, in one transaction', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Caterers', name: 'Dinner' }, NOW);
    const origins = transactionsOf(doc, () => {
      updateBudgetItem(doc, item.id, { vendorName: 'Feast Co' }, 'me', NOW);
    });
    expect(origins).toEqual(['me']);
    const [created] = listEntities(doc, 'vendors');
    expect(created).toMatchObject({ name: 'Feast Co', category: 'Caterers', hired: true });
    expect(readEntity(doc, 'budgetItems', item.id)).toMatchObject({
      vendorId: created?.id,
      vendorName: 'Feast Co',
    });
  });

  it('does not create a vendor when the vendor name is unchanged', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Caterers', name: 'Dinner', vendorName: 'Feast Co' }, NOW);
    updateBudgetItem(doc, item.id, { vendorName: 'Feast Co', actualCost: 10 });
    expect(listEntities(doc, 'vendors')).toHaveLength(1);
  });

  it('unlinks on a blank vendor name, and a null vendor id keeps the name', () => {
    const doc = newPlan();
    const a = addBudgetItem(doc, { category: 'Caterers', name: 'Dinner', vendorName: 'Feast Co' }, NOW);
    expect(updateBudgetItem(doc, a.id, { vendorName: '' })).toMatchObject({
      vendorName: null,
      vendorId: null,
    });
    const b = addBudgetItem(doc, { category: 'Caterers', name: 'Lunch', vendorName: 'Feast Co' }, NOW);
    expect(updateBudgetItem(doc, b.id, { vendorId: null })).toMatchObject({
      vendorName: 'Feast Co',
      vendorId: null,
    });
  });
});

describe('deleting items and payments', () => {
  it('deletes an item with its payments only', () => {
    const doc = newPlan();
    const a = addBudgetItem(doc, { category: 'Venues', name: 'Hall', actualCost: 100 }, NOW);
    const b = addBudgetItem(doc, { category: 'Venues', name: 'Chairs', actualCost: 100 }, NOW);
    addPayment(doc, { budgetItemId: a.id, amount: 50, paymentDate: '2026-04-01', status: 'paid' }, NOW);
    const kept = addPayment(
      doc,
      { budgetItemId: b.id, amount: 50, paymentDate: '2026-04-01', status: 'paid' },
      NOW,
    );
    expect(deleteBudgetItem(doc, a.id)).toBe(true);
    expect(deleteBudgetItem(doc, a.id)).toBe(false);
    expect(listEntities(doc, 'payments').map((p) => p.id)).toEqual([kept.id]);
  });

  it('deletes a payment and says false when it is already gone', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    const paid = addPayment(
      doc,
      { budgetItemId: item.id, amount: 1, paymentDate: '2026-04-01', status: 'paid' },
      NOW,
    );
    expect(deletePayment(doc, paid.id)).toBe(true);
    expect(deletePayment(doc, paid.id)).toBe(false);
  });
});

describe('addPayment and updatePayment', () => {
  it('records a payment with trimmed notes', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    const added = addPayment(
      doc,
      {
        budgetItemId: item.id,
        amount: 2500.25,
        paymentDate: '2026-02-28',
        status: 'upcoming',
        notes: ' Deposit ',
      },
      NOW,
      'me',
    );
    expect(added).toMatchObject({
      budgetItemId: item.id,
      amount: 2500.25,
      paymentDate: '2026-02-28',
      status: 'upcoming',
      notes: 'Deposit',
      createdAt: NOW.toISOString(),
    });
    expect(readEntity(doc, 'payments', added.id)).toEqual(added);
  });

  it('adds one payment however often the same client id is sent', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    const input = {
      id: 'tap-1',
      budgetItemId: item.id,
      amount: 500,
      paymentDate: '2026-04-01',
      status: 'paid' as const,
    };
    const first = addPayment(doc, input, NOW);
    const second = addPayment(doc, { ...input, amount: 999 }, NOW);
    expect(second).toEqual(first);
    expect(listEntities(doc, 'payments').map((p) => [p.id, p.amount])).toEqual([['tap-1', 500]]);
    const other = addBudgetItem(doc, { category: 'Venues', name: 'Garden' }, NOW);
    expect(() => addPayment(doc, { ...input, budgetItemId: other.id }, NOW)).toThrow(PlanDocError);
  });

  it('refuses a payment for a missing item, a negative amount or a date that does not exist', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    const base = { budgetItemId: item.id, amount: 10, paymentDate: '2026-04-01', status: 'paid' as const };
    expect(() => addPayment(doc, { ...base, budgetItemId: 'ghost' }, NOW)).toThrow(/No budget item with id/);
    expect(() => addPayment(doc, { ...base, amount: -0.01 }, NOW)).toThrow(PlanDocError);
    expect(() => addPayment(doc, { ...base, paymentDate: '2026-02-30' }, NOW)).toThrow(PlanDocError);
    expect(() => addPayment(doc, { ...base, paymentDate: '' }, NOW)).toThrow(PlanDocError);
    expect(addPayment(doc, { ...base, amount: 0 }, NOW).amount).toBe(0);
  });

  it('writes only the fields it is given', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    const added = addPayment(
      doc,
      { budgetItemId: item.id, amount: 100, paymentDate: '2026-04-01', status: 'upcoming', notes: 'first' },
      NOW,
    );
    const entity = collectionMap(doc, 'payments').get(added.id) as Y.Map<unknown>;
    const changed: string[] = [];
    entity.observe((event) => changed.push(...event.keysChanged));
    expect(updatePayment(doc, added.id, { status: 'paid', amount: 100 })).toMatchObject({
      status: 'paid',
      amount: 100,
      notes: 'first',
    });
    expect(changed).toEqual(['status']);
    expect(updatePayment(doc, 'ghost', { status: 'paid' })).toBeNull();
    expect(() => updatePayment(doc, added.id, { amount: -1 })).toThrow(PlanDocError);
    expect(() => updatePayment(doc, added.id, { paymentDate: 'tomorrow' })).toThrow(PlanDocError);
  });

  it('an upcoming payment dated yesterday makes its category overdue, and paying it makes it paid', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall', actualCost: 500 }, NOW);
    const due = addPayment(
      doc,
      { budgetItemId: item.id, amount: 500, paymentDate: '2026-02-28', status: 'upcoming' },
      NOW,
    );
    const statusNow = () =>
      budgetCategories({
        plannedBudget: 1000,
        percentages: DEFAULTS,
        categories: ['Venues'],
        items: listEntities(doc, 'budgetItems'),
        payments: listEntities(doc, 'payments'),
        today: new Date(2026, 2, 1, 12),
      })[0]?.paymentStatus;
    expect(statusNow()).toBe('overdue');
    updatePayment(doc, due.id, { status: 'paid' });
    expect(statusNow()).toBe('paid');
  });
});

describe('clearBudgetCategory', () => {
  it('removes the category items, their payments and its tracked vendors, and nothing else', () => {
    const doc = newPlan();
    insertEntity(doc, 'vendors', vendor({ id: 'v-flor', category: 'Florists', hired: false, name: 'Petal' }));
    insertEntity(doc, 'vendors', vendor({ id: 'v-cat', category: 'Caterers', name: 'Feast' }));
    const bouquets = addBudgetItem(doc, { category: 'Florists', name: 'Bouquets', vendorName: 'Bloom' }, NOW);
    const arch = addBudgetItem(doc, { category: 'Florists', name: 'Arch' }, NOW);
    const dinner = addBudgetItem(doc, { category: 'Caterers', name: 'Dinner' }, NOW);
    const pay = (budgetItemId: string) =>
      addPayment(doc, { budgetItemId, amount: 1, paymentDate: '2026-04-01', status: 'paid' }, NOW);
    pay(bouquets.id);
    pay(bouquets.id);
    pay(arch.id);
    const keptPayment = pay(dinner.id);

    let cleared: ReturnType<typeof clearBudgetCategory> | undefined;
    const origins = transactionsOf(doc, () => {
      cleared = clearBudgetCategory(doc, 'Florists', 'me');
    });
    expect(origins).toEqual(['me']);
    expect(cleared).toEqual({ items: 2, payments: 3, vendors: 2 });
    expect(listEntities(doc, 'budgetItems').map((i) => i.id)).toEqual([dinner.id]);
    expect(listEntities(doc, 'payments').map((p) => p.id)).toEqual([keptPayment.id]);
    expect(listEntities(doc, 'vendors').map((v) => v.id)).toEqual(['v-cat']);
  });

  it('clears nothing for a category with no data', () => {
    const doc = newPlan();
    addBudgetItem(doc, { category: 'Venues', name: 'Hall' }, NOW);
    expect(clearBudgetCategory(doc, 'Jewelry')).toEqual({ items: 0, payments: 0, vendors: 0 });
    expect(listEntities(doc, 'budgetItems')).toHaveLength(1);
  });
});

describe('clearPlanningData', () => {
  it('empties every collection and the percentages but keeps meta and the wedding details', () => {
    const doc = newPlan();
    updateWeddingInfo(doc, { partner1Name: 'Sam', plannedBudget: 30000 });
    setBudgetPercentage(doc, 'Venues', 40, DEFAULTS);
    const nested = weddingInfoMap(doc).get(BUDGET_PERCENTAGES_KEY);
    insertEntity(doc, 'checklistTasks', task());
    insertEntity(doc, 'guests', guest());
    insertEntity(doc, 'partyMembers', { id: 'pm', guestId: 'guest-1', name: 'Kid', createdAt: CREATED_AT });
    insertEntity(doc, 'vendors', vendor());
    insertEntity(doc, 'budgetItems', budgetItem());
    insertEntity(doc, 'payments', payment());
    insertEntity(doc, 'runOfShow', { id: 'r', time: '16:00', title: 'Ceremony' });
    doc.getMap(DISMISSED_EXPERT_TASKS_MAP).set('x', true);

    const origins = transactionsOf(doc, () => {
      expect(clearPlanningData(doc, 'admin')).toMatchObject({ checklistTasks: 1, guests: 1, payments: 1 });
    });
    expect(origins).toEqual(['admin']);
    for (const name of Object.keys(doc.share)) {
      if (name === 'meta' || name === 'weddingInfo') continue;
      expect(doc.getMap(name).size, name).toBe(0);
    }
    expect(percentages(doc)).toBeNull();
    // The nested map itself stays, so no client ever has to create it.
    expect(weddingInfoMap(doc).get(BUDGET_PERCENTAGES_KEY)).toBe(nested);
    expect(readWeddingInfo(doc)).toMatchObject({ partner1Name: 'Sam', plannedBudget: 30000 });
    expect(getGenerationId(doc)).toBe('gen-1');
  });
});

describe('setBudgetPercentage', () => {
  it('writes all defaults and then the change when nothing is saved yet', () => {
    const doc = newPlan();
    expect(setBudgetPercentage(doc, 'Venues', 25, DEFAULTS)).toBe(25);
    expect(percentages(doc)).toEqual({ ...DEFAULTS, Venues: 25 });
  });

  it('writes all defaults first when the saved percentages share no name with them', () => {
    const doc = newPlan();
    updateWeddingInfo(doc, { budgetCategoryPercentages: { venue: 50 } });
    expect(effectiveBudgetPercentages(percentages(doc), DEFAULTS)).toEqual(DEFAULTS);
    setBudgetPercentage(doc, 'Florists', 10, DEFAULTS);
    expect(effectiveBudgetPercentages(percentages(doc), DEFAULTS)).toMatchObject({
      ...DEFAULTS,
      Florists: 10,
    });
  });

  it('writes only the one key once custom percentages are saved', () => {
    const doc = newPlan();
    updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 50, Caterers: 50 } });
    const changed: string[] = [];
    (weddingInfoMap(doc).get(BUDGET_PERCENTAGES_KEY) as Y.Map<unknown>).observe((event) =>
      changed.push(...event.keysChanged),
    );
    setBudgetPercentage(doc, 'Florists', 5, DEFAULTS);
    expect(changed).toEqual(['Florists']);
    expect(percentages(doc)).toEqual({ Venues: 50, Caterers: 50, Florists: 5 });
  });

  it('clamps to 0 and 100 and reads a non-number as 0', () => {
    const doc = newPlan();
    expect(setBudgetPercentage(doc, 'Venues', 150, DEFAULTS)).toBe(100);
    expect(percentages(doc)?.Venues).toBe(100);
    expect(setBudgetPercentage(doc, 'Venues', -3, DEFAULTS)).toBe(0);
    expect(percentages(doc)?.Venues).toBe(0);
    expect(setBudgetPercentage(doc, 'Caterers', Number.NaN, DEFAULTS)).toBe(0);
    expect(setBudgetPercentage(doc, 'Florists', 12.5, DEFAULTS)).toBe(12.5);
    expect(percentages(doc)).toMatchObject({ Venues: 0, Caterers: 0, Florists: 12.5 });
  });

  it('keeps both partners’ changes to different categories made at the same time', () => {
    const a = newPlan();
    const b = new Y.Doc();
    syncDocs(a, b);
    setBudgetPercentage(a, 'Venues', 20, DEFAULTS);
    syncDocs(a, b);
    // Offline or simultaneous: neither sees the other's change before making its own.
    setBudgetPercentage(a, 'Caterers', 25, DEFAULTS);
    setBudgetPercentage(b, 'Florists', 12, DEFAULTS);
    syncDocs(a, b);
    const expected = { ...DEFAULTS, Venues: 20, Caterers: 25, Florists: 12 };
    expect(percentages(a)).toEqual(expected);
    expect(percentages(b)).toEqual(expected);
  });

  it('does not write when the value is already saved', () => {
    const doc = newPlan();
    setBudgetPercentage(doc, 'Venues', 30, DEFAULTS);
    expect(transactionsOf(doc, () => setBudgetPercentage(doc, 'Venues', 30, DEFAULTS))).toEqual([]);
  });
});

describe('ensureHiredVendorItems', () => {
  it('adds an item for each hired vendor missing from its category, once', () => {
    const doc = newPlan();
    insertEntity(
      doc,
      'vendors',
      vendor({ id: 'v-1', name: 'Snap', category: 'Photographers', hired: true, actualCost: 3200 }),
    );
    insertEntity(
      doc,
      'vendors',
      vendor({ id: 'v-2', name: 'Maybe Music', category: 'Music & Entertainment' }),
    );
    insertEntity(doc, 'vendors', vendor({ id: 'v-3', name: 'Feast', category: 'Caterers', hired: true }));
    addBudgetItem(doc, { category: 'Caterers', name: 'Dinner', vendorId: 'v-3' }, NOW);

    const origins = transactionsOf(doc, () => {
      expect(ensureHiredVendorItems(doc, NOW, 'server')).toBe(1);
    });
    expect(origins).toEqual(['server']);
    expect(listEntities(doc, 'budgetItems').find((i) => i.vendorId === 'v-1')).toMatchObject({
      category: 'Photographers',
      name: 'Snap',
      actualCost: 3200,
      vendorName: 'Snap',
      createdAt: NOW.toISOString(),
    });
    expect(ensureHiredVendorItems(doc, NOW)).toBe(0);
    expect(listEntities(doc, 'budgetItems')).toHaveLength(2);
  });
});
