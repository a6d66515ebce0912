import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  addBudgetItem,
  addPayment,
  deleteBudgetItem,
  ensureHiredVendorItems,
  updateBudgetItem,
} from './budget-ops';
import { insertEntity, listEntities, readEntity } from './entities';
import { initPlanDoc } from './init';
import { PlanDocError } from './structure';
import {
  addVendor,
  addVendorFromListing,
  deleteVendor,
  hiredVendorItemId,
  updateVendor,
  vendorBudgetItems,
} from './vendor-ops';

const NOW = new Date('2026-03-01T10:00:00.000Z');

function newPlan(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'gen-1' });
  return doc;
}

/** Two devices holding the same plan, each about to change it without hearing from the other. */
function twoReplicas(base: Y.Doc): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  Y.applyUpdate(a, Y.encodeStateAsUpdate(base));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(base));
  return [a, b];
}

function merge(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
}

function hiredCount(doc: Y.Doc): number {
  return listEntities(doc, 'vendors').filter((v) => v.hired).length;
}

describe('addVendor', () => {
  it('adds a prospect without touching the budget', () => {
    const doc = newPlan();
    const vendor = addVendor(doc, { name: '  Bloom & Co ', category: 'Florists', email: ' ' }, NOW);
    expect(vendor).toMatchObject({ name: 'Bloom & Co', hired: false, stage: 'researching', email: null });
    expect(listEntities(doc, 'budgetItems')).toEqual([]);
  });

  it('refuses a blank name, naming the field', () => {
    const doc = newPlan();
    expect(() => addVendor(doc, { name: '  ', category: 'Florists' }, NOW)).toThrow(PlanDocError);
    try {
      addVendor(doc, { name: '', category: 'Florists' }, NOW);
    } catch (err) {
      expect((err as PlanDocError).field).toBe('name');
    }
    expect(listEntities(doc, 'vendors')).toEqual([]);
  });

  it('books a hired vendor into its category with its cost, in one transaction', () => {
    const doc = newPlan();
    let transactions = 0;
    doc.on('afterTransaction', () => {
      transactions += 1;
    });
    const vendor = addVendor(
      doc,
      { name: 'Feast Co', category: 'Caterers', hired: true, actualCost: 9000 },
      NOW,
    );
    expect(transactions).toBe(1);
    expect(vendor.stage).toBe('booked');
    expect(listEntities(doc, 'budgetItems')).toEqual([
      expect.objectContaining({
        category: 'Caterers',
        vendorId: vendor.id,
        vendorName: 'Feast Co',
        actualCost: 9000,
      }),
    ]);
  });

  it('adopts a hand-entered item carrying the vendor name instead of adding a second one', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Venues', name: 'Hall', actualCost: 5000 }, NOW);
    updateBudgetItem(doc, item.id, { vendorId: null });
    // An unlinked item with the vendor's name, as an old plan may hold.
    insertEntity(doc, 'budgetItems', {
      id: 'old',
      category: 'Venues',
      name: 'Barn',
      actualCost: 7000,
      vendorName: 'The Barn',
      vendorId: null,
      createdAt: NOW.toISOString(),
    });
    const vendor = addVendor(doc, { name: 'The Barn', category: 'Venues', hired: true }, NOW);
    expect(vendorBudgetItems(doc, vendor.id).map((i) => i.id)).toEqual(['old']);
    expect(readEntity(doc, 'vendors', vendor.id)?.actualCost).toBe(7000);
    expect(listEntities(doc, 'budgetItems')).toHaveLength(2);
  });
});

describe('updateVendor', () => {
  it('hiring adds the budget item once; un-hiring without payments removes it', () => {
    const doc = newPlan();
    const vendor = addVendor(doc, { name: 'Snap', category: 'Photographers', actualCost: 3000 }, NOW);
    updateVendor(doc, vendor.id, { hired: true }, NOW);
    updateVendor(doc, vendor.id, { hired: true }, NOW);
    expect(vendorBudgetItems(doc, vendor.id)).toHaveLength(1);
    const change = updateVendor(doc, vendor.id, { hired: false }, NOW);
    expect(change?.notice).toBeNull();
    expect(change?.vendor).toMatchObject({ hired: false, stage: 'quoted' });
    expect(listEntities(doc, 'budgetItems')).toEqual([]);
  });

  it('un-hiring keeps an item with payments, unlinked, and says so', () => {
    const doc = newPlan();
    const vendor = addVendor(
      doc,
      { name: 'Snap', category: 'Photographers', hired: true, actualCost: 3000 },
      NOW,
    );
    const [item] = vendorBudgetItems(doc, vendor.id);
    addPayment(doc, { budgetItemId: item!.id, amount: 500, paymentDate: '2026-04-01', status: 'paid' }, NOW);
    const change = updateVendor(doc, vendor.id, { stage: 'contacted' }, NOW);
    expect(change?.notice).toMatch(/Snap is no longer hired.*has payments/);
    expect(readEntity(doc, 'budgetItems', item!.id)).toMatchObject({ vendorId: null, vendorName: 'Snap' });
    expect(hiredCount(doc)).toBe(0);
  });

  it('booking a vendor hires it', () => {
    const doc = newPlan();
    const vendor = addVendor(doc, { name: 'Snap', category: 'Photographers' }, NOW);
    expect(updateVendor(doc, vendor.id, { stage: 'booked' }, NOW)?.vendor.hired).toBe(true);
    expect(vendorBudgetItems(doc, vendor.id)).toHaveLength(1);
  });

  it('a new name, category or cost follows onto the budget item', () => {
    const doc = newPlan();
    const vendor = addVendor(doc, { name: 'Snap', category: 'Photographers', hired: true }, NOW);
    updateVendor(doc, vendor.id, { name: 'Snap Studio', category: 'Videographers', actualCost: 4200.5 }, NOW);
    expect(vendorBudgetItems(doc, vendor.id)).toEqual([
      expect.objectContaining({
        name: 'Snap Studio',
        vendorName: 'Snap Studio',
        category: 'Videographers',
        actualCost: 4200.5,
      }),
    ]);
  });
});

describe('the budget side of a vendor', () => {
  it('deleting the vendor item un-hires the vendor, and nothing comes back', () => {
    const doc = newPlan();
    const vendor = addVendor(
      doc,
      { name: 'Feast Co', category: 'Caterers', hired: true, actualCost: 100 },
      NOW,
    );
    const [item] = vendorBudgetItems(doc, vendor.id);
    deleteBudgetItem(doc, item!.id);
    expect(readEntity(doc, 'vendors', vendor.id)).toMatchObject({ hired: false, stage: 'quoted' });
    expect(ensureHiredVendorItems(doc, NOW)).toBe(0);
    expect(listEntities(doc, 'budgetItems')).toEqual([]);
  });

  it('renaming the vendor on its item renames the vendor instead of adding one', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Florists', name: 'Flowers', vendorName: 'Bloom' }, NOW);
    updateBudgetItem(doc, item.id, { vendorName: 'Bloom & Co' });
    expect(listEntities(doc, 'vendors')).toEqual([
      expect.objectContaining({ id: item.vendorId, name: 'Bloom & Co', hired: true }),
    ]);
  });

  it('an item naming a vendor hires it at the item cost; the cost then moves together', () => {
    const doc = newPlan();
    const prospect = addVendor(doc, { name: 'Bloom', category: 'Florists' }, NOW);
    const item = addBudgetItem(
      doc,
      { category: 'Florists', name: 'Flowers', vendorName: 'bloom', actualCost: 800 },
      NOW,
    );
    expect(item.vendorId).toBe(prospect.id);
    expect(readEntity(doc, 'vendors', prospect.id)).toMatchObject({
      hired: true,
      stage: 'booked',
      actualCost: 800,
    });
    updateBudgetItem(doc, item.id, { actualCost: 950 });
    expect(readEntity(doc, 'vendors', prospect.id)?.actualCost).toBe(950);
  });

  it('refuses a second item for a vendor that already has one', () => {
    const doc = newPlan();
    addVendor(doc, { name: 'Bloom', category: 'Florists', hired: true }, NOW);
    expect(() =>
      addBudgetItem(doc, { category: 'Florists', name: 'More', vendorName: 'Bloom' }, NOW),
    ).toThrow(/already has a budget item/);
    expect(listEntities(doc, 'budgetItems')).toHaveLength(1);
  });

  it('unlinking an item leaves its vendor as a prospect', () => {
    const doc = newPlan();
    const item = addBudgetItem(doc, { category: 'Florists', name: 'Flowers', vendorName: 'Bloom' }, NOW);
    updateBudgetItem(doc, item.id, { vendorName: '' });
    expect(listEntities(doc, 'vendors')).toEqual([expect.objectContaining({ name: 'Bloom', hired: false })]);
  });
});

describe('deleteVendor', () => {
  it('removes the vendor and its budget item, or keeps an item with payments', () => {
    const doc = newPlan();
    const plain = addVendor(doc, { name: 'Cake Co', category: 'Wedding Cakes', hired: true }, NOW);
    const paid = addVendor(doc, { name: 'Snap', category: 'Photographers', hired: true }, NOW);
    const [paidItem] = vendorBudgetItems(doc, paid.id);
    addPayment(
      doc,
      { budgetItemId: paidItem!.id, amount: 10, paymentDate: '2026-04-01', status: 'paid' },
      NOW,
    );
    expect(deleteVendor(doc, plain.id)).toEqual({ notice: null });
    expect(deleteVendor(doc, paid.id)?.notice).toMatch(/has payments/);
    expect(listEntities(doc, 'vendors')).toEqual([]);
    expect(listEntities(doc, 'budgetItems')).toEqual([
      expect.objectContaining({ id: paidItem!.id, vendorId: null }),
    ]);
    expect(deleteVendor(doc, 'missing')).toBeNull();
  });
});

describe('reconcileHiredVendors (via ensureHiredVendorItems)', () => {
  it('books a vendor hired by a bare edit from another replica', () => {
    const doc = newPlan();
    insertEntity(doc, 'vendors', {
      id: 'v1',
      name: 'Band',
      category: 'Music & Entertainment',
      hired: true,
      actualCost: 2500,
      createdAt: NOW.toISOString(),
    });
    expect(ensureHiredVendorItems(doc, NOW)).toBe(1);
    expect(ensureHiredVendorItems(doc, NOW)).toBe(0);
    expect(readEntity(doc, 'vendors', 'v1')?.stage).toBe('booked');
    expect(vendorBudgetItems(doc, 'v1')).toEqual([
      expect.objectContaining({ actualCost: 2500, vendorName: 'Band' }),
    ]);
  });

  it('gives the item a deterministic id, so two server instances reconciling at once make one item', () => {
    const base = newPlan();
    insertEntity(base, 'vendors', {
      id: 'v1',
      name: 'Band',
      category: 'Music & Entertainment',
      hired: true,
      actualCost: 2500,
      createdAt: NOW.toISOString(),
    });
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(base));
    // Each instance sees the vendor without an item and books it, before hearing of the other.
    expect(ensureHiredVendorItems(a, NOW)).toBe(1);
    expect(ensureHiredVendorItems(b, NOW)).toBe(1);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const doc of [a, b]) {
      expect(vendorBudgetItems(doc, 'v1').map((item) => item.id)).toEqual([hiredVendorItemId('v1')]);
    }
  });

  it('merges a vendor booked twice into one item that keeps every payment, the same on every server', () => {
    const doc = newPlan();
    const vendor = addVendor(
      doc,
      { name: 'Reel Love Films', category: 'Videographers', actualCost: 3200 },
      NOW,
    );
    // Two items linked to one vendor, as two devices hiring it at once left them before items had
    // the vendor's own id: the newer one has the payment.
    for (const [id, createdAt] of [
      ['older', '2026-03-01T10:00:00.000Z'],
      ['newer', '2026-03-01T10:05:00.000Z'],
    ] as const) {
      insertEntity(doc, 'budgetItems', {
        id,
        category: 'Videographers',
        name: 'Reel Love Films',
        actualCost: 3200,
        vendorName: 'Reel Love Films',
        vendorId: vendor.id,
        createdAt,
      });
    }
    updateVendor(doc, vendor.id, { hired: true }, NOW);
    addPayment(doc, { budgetItemId: 'newer', amount: 777, paymentDate: '2026-04-01', status: 'paid' }, NOW);
    const [a, b] = twoReplicas(doc);
    expect(ensureHiredVendorItems(a, NOW)).toBe(1);
    expect(ensureHiredVendorItems(b, NOW)).toBe(1);
    merge(a, b);
    for (const replica of [a, b]) {
      expect(vendorBudgetItems(replica, vendor.id).map((item) => item.id)).toEqual(['newer']);
      expect(listEntities(replica, 'payments')).toEqual([
        expect.objectContaining({ budgetItemId: 'newer', amount: 777 }),
      ]);
      expect(ensureHiredVendorItems(replica, NOW)).toBe(0);
    }
  });
});

describe('hiring on two devices at once', () => {
  it('books one budget item, whichever device hires first or offline', () => {
    const base = newPlan();
    const vendor = addVendor(
      base,
      { name: 'Reel Love Films', category: 'Videographers', actualCost: 3200 },
      NOW,
    );
    const [owner, partner] = twoReplicas(base);
    updateVendor(owner, vendor.id, { hired: true }, NOW);
    updateVendor(partner, vendor.id, { stage: 'booked' }, NOW);
    merge(owner, partner);
    for (const doc of [owner, partner]) {
      expect(listEntities(doc, 'budgetItems')).toEqual([
        expect.objectContaining({ id: hiredVendorItemId(vendor.id), vendorId: vendor.id, actualCost: 3200 }),
      ]);
    }
  });

  it('adds one vendor when two devices add the same listing', () => {
    const [a, b] = twoReplicas(newPlan());
    const listing = { listingId: 'listing-7', name: 'Bloom & Co', category: 'Florists' };
    addVendorFromListing(a, listing, NOW);
    addVendorFromListing(b, listing, NOW);
    merge(a, b);
    expect(listEntities(a, 'vendors')).toEqual([expect.objectContaining({ listingId: 'listing-7' })]);
  });
});

describe('addVendorFromListing', () => {
  it('adds a prospect linked to the listing once, however often it is asked', () => {
    const doc = newPlan();
    const listing = {
      listingId: 'listing-7',
      name: 'Bloom & Co',
      category: 'Florists',
      email: 'hi@bloom.example',
    };
    const first = addVendorFromListing(doc, listing, NOW);
    const again = addVendorFromListing(doc, listing, NOW);
    expect(again.id).toBe(first.id);
    expect(listEntities(doc, 'vendors')).toEqual([
      expect.objectContaining({
        listingId: 'listing-7',
        hired: false,
        stage: 'researching',
        email: 'hi@bloom.example',
      }),
    ]);
    expect(listEntities(doc, 'budgetItems')).toEqual([]);
  });
});
