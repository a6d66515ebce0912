import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CREATED_AT, guest, syncDocs } from '../testing/fixtures';
import { collectChanges, observePlan, type PlanChanges } from './changes';
import { deleteEntity, insertEntity, updateEntity } from './entities';
import { initPlanDoc } from './init';
import { assignGuestToTable } from './seating';
import { updateWeddingInfo } from './wedding-info';

/** Plain form of a change set, easy to compare. */
function plain(changes: PlanChanges) {
  return {
    weddingInfo: changes.weddingInfo,
    meta: changes.meta,
    entities: Object.fromEntries(
      [...changes.entities].map(([collection, ids]) => [collection, [...ids].sort()]),
    ),
  };
}

function recordChanges(doc: Y.Doc): ReturnType<typeof plain>[] {
  const seen: ReturnType<typeof plain>[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => seen.push(plain(collectChanges(transaction))));
  return seen;
}

const table = { id: 't1', name: 'T1', capacity: 8, shape: 'round', x: 0, y: 0, width: 1, height: 1 };

describe('collectChanges', () => {
  it('reports an inserted entity by id, even when it was created and edited in one transaction', () => {
    const doc = new Y.Doc();
    const seen = recordChanges(doc);
    doc.transact(() => {
      insertEntity(doc, 'guests', guest({ id: 'g1' }));
      updateEntity(doc, 'guests', 'g1', { name: 'Renamed' });
    });
    expect(seen).toEqual([{ weddingInfo: false, meta: false, entities: { guests: ['g1'] } }]);
  });

  it('reports exactly the entity whose field changed', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    insertEntity(doc, 'guests', guest({ id: 'g2' }));
    const seen = recordChanges(doc);
    updateEntity(doc, 'guests', 'g2', { rsvpStatus: 'Declined' });
    expect(seen).toEqual([{ weddingInfo: false, meta: false, entities: { guests: ['g2'] } }]);
  });

  it('reports deletes with their cascades', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    insertEntity(doc, 'partyMembers', { id: 'pm1', guestId: 'g1', name: 'Kid', createdAt: CREATED_AT });
    insertEntity(doc, 'seatingTables', table);
    assignGuestToTable(doc, 'g1', 't1');
    const seen = recordChanges(doc);
    deleteEntity(doc, 'guests', 'g1');
    expect(seen).toEqual([
      {
        weddingInfo: false,
        meta: false,
        entities: { guests: ['g1'], partyMembers: ['pm1'], seatingTables: ['t1'] },
      },
    ]);
  });

  it('reports a nested budget percentage change as a wedding info change', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'gen' });
    updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 30 } });
    const seen = recordChanges(doc);
    updateWeddingInfo(doc, { budgetCategoryPercentages: { Venues: 31 } });
    expect(seen).toEqual([{ weddingInfo: true, meta: false, entities: {} }]);
  });

  it('reports meta changes', () => {
    const doc = new Y.Doc();
    const seen = recordChanges(doc);
    initPlanDoc(doc, { generationId: 'gen' });
    expect(seen).toEqual([{ weddingInfo: true, meta: true, entities: {} }]);
  });

  it('reports the same ids, deletes included, when the changes arrive from another replica', () => {
    const local = new Y.Doc();
    const remote = new Y.Doc();
    insertEntity(remote, 'guests', guest({ id: 'g1' }));
    insertEntity(remote, 'guests', guest({ id: 'g2' }));
    syncDocs(remote, local);
    const seen = recordChanges(local);
    const before = Y.encodeStateVector(local);
    remote.transact(() => {
      updateEntity(remote, 'guests', 'g1', { notes: 'vegetarian' });
      deleteEntity(remote, 'guests', 'g2');
      insertEntity(remote, 'guests', guest({ id: 'g3' }));
    });
    Y.applyUpdate(local, Y.encodeStateAsUpdate(remote, before), 'remote');
    expect(seen).toEqual([{ weddingInfo: false, meta: false, entities: { guests: ['g1', 'g2', 'g3'] } }]);
  });

  it('reports everything when a whole document is loaded', () => {
    const source = new Y.Doc();
    initPlanDoc(source, { generationId: 'gen' });
    insertEntity(source, 'guests', guest({ id: 'g1' }));
    updateWeddingInfo(source, { location: 'Austin, TX' });
    const loaded = new Y.Doc();
    const seen = recordChanges(loaded);
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(source));
    expect(seen).toEqual([{ weddingInfo: true, meta: true, entities: { guests: ['g1'] } }]);
  });

  it('ignores top-level types that are not part of the plan', () => {
    const doc = new Y.Doc();
    const seen = recordChanges(doc);
    doc.getMap('somethingElse').set('k', 1);
    expect(seen).toEqual([{ weddingInfo: false, meta: false, entities: {} }]);
  });
});

describe('observePlan', () => {
  it('calls back with the changes of each plan transaction and stops when unsubscribed', () => {
    const doc = new Y.Doc();
    const calls: ReturnType<typeof plain>[] = [];
    const origins: unknown[] = [];
    const stop = observePlan(doc, (changes, transaction) => {
      calls.push(plain(changes));
      origins.push(transaction.origin);
    });
    insertEntity(doc, 'guests', guest({ id: 'g1' }), 'me');
    doc.transact(() => {}); // an empty transaction touches nothing
    stop();
    insertEntity(doc, 'guests', guest({ id: 'g2' }));
    expect(calls).toEqual([{ weddingInfo: false, meta: false, entities: { guests: ['g1'] } }]);
    expect(origins).toEqual(['me']);
  });

  it('sees the first entity of a collection in a document loaded from bytes, arriving from a replica', () => {
    // As on the server after a load from the snapshot: the plan's roots come untyped from the
    // bytes (guests not among them yet), and something types a root in the middle of the change.
    const source = new Y.Doc();
    initPlanDoc(source, { generationId: 'gen' });
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(source));
    // Another observer, subscribed first, that asks for the guests map (the server's seating rule).
    loaded.on('afterTransaction', () => loaded.getMap('guests'));
    const calls: ReturnType<typeof plain>[] = [];
    observePlan(loaded, (changes) => calls.push(plain(changes)));
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(source));
    const before = Y.encodeStateVector(replica);
    insertEntity(replica, 'guests', guest({ id: 'g1' }));
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(replica, before));
    expect(calls).toEqual([{ weddingInfo: false, meta: false, entities: { guests: ['g1'] } }]);
  });

  it('reports a change to a root typed only after the change, as the same root', () => {
    const source = new Y.Doc();
    insertEntity(source, 'guests', guest({ id: 'g1' }));
    const loaded = new Y.Doc();
    let changes: ReturnType<typeof plain> | null = null;
    loaded.on('afterTransaction', (transaction: Y.Transaction) => {
      loaded.getMap('guests'); // typed here, after the change recorded the untyped root
      changes = plain(collectChanges(transaction));
    });
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(source));
    expect(changes).toEqual({ weddingInfo: false, meta: false, entities: { guests: ['g1'] } });
  });
});
