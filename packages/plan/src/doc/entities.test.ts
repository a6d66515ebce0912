import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { budgetItem, CREATED_AT, guest, payment, syncDocs, task } from '../testing/fixtures';
import {
  deleteEntity,
  entitiesAddedOrRemoved,
  insertEntity,
  listEntities,
  listEntityIds,
  readEntity,
  readEntityResult,
  releaseDanglingReferences,
  updateEntity,
} from './entities';
import { assignGuestToTable } from './seating';
import { collectionMap, newId, PlanDocError } from './structure';

const table = (id: string, assignedGuests: string[] = []) => ({
  id,
  name: id,
  capacity: 8,
  shape: 'round',
  x: 0,
  y: 0,
  width: 120,
  height: 120,
  assignedGuests,
});

describe('entity helpers', () => {
  it('insert fills defaults, stores one Y.Map per entity and reads it back', () => {
    const doc = new Y.Doc();
    const inserted = insertEntity(doc, 'guests', { id: 'g1', name: 'Ada', createdAt: CREATED_AT });
    expect(inserted).toEqual(guest({ id: 'g1', name: 'Ada', tag: '' }));
    expect(collectionMap(doc, 'guests').get('g1')).toBeInstanceOf(Y.Map);
    expect(readEntity(doc, 'guests', 'g1')).toEqual(inserted);
  });

  it('refuses invalid entities, duplicate ids and dangling references', () => {
    const doc = new Y.Doc();
    expect(() =>
      insertEntity(doc, 'guests', { id: 'g1', name: 'Ada', createdAt: CREATED_AT, partySize: 0 }),
    ).toThrow(PlanDocError);
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    expect(() => insertEntity(doc, 'guests', guest({ id: 'g1' }))).toThrow(/already has g1/);
    expect(() => insertEntity(doc, 'payments', payment({ budgetItemId: 'nope' }))).toThrow(
      /No budget item with id/,
    );
    expect(() =>
      insertEntity(doc, 'partyMembers', { id: 'p', guestId: 'nope', name: 'Kid', createdAt: CREATED_AT }),
    ).toThrow(/No guest with id/);
  });

  it('reports missing and invalid entities apart, so the projector can count invalid ones', () => {
    const doc = new Y.Doc();
    expect(readEntityResult(doc, 'guests', 'ghost')).toMatchObject({ ok: false, reason: 'missing' });
    collectionMap(doc, 'guests').set('bad', new Y.Map<unknown>([['name', 42]]));
    collectionMap(doc, 'guests').set('plain', { name: 'not a map' });
    expect(readEntityResult(doc, 'guests', 'bad')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readEntityResult(doc, 'guests', 'plain')).toMatchObject({ ok: false, reason: 'invalid' });
    expect(readEntity(doc, 'guests', 'bad')).toBeNull();
  });

  it('rejects an entity whose id field disagrees with its key and reads a missing id from the key', () => {
    const doc = new Y.Doc();
    const fields = Object.entries(guest({ id: 'other' }));
    collectionMap(doc, 'guests').set('g1', new Y.Map<unknown>(fields));
    expect(readEntityResult(doc, 'guests', 'g1')).toMatchObject({ ok: false, reason: 'invalid' });
    collectionMap(doc, 'guests').set('g2', new Y.Map<unknown>(fields.filter(([field]) => field !== 'id')));
    expect(readEntity(doc, 'guests', 'g2')?.id).toBe('g2');
  });

  it('lists valid entities only, in creation order then id, the same on every replica', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'b', createdAt: '2026-02-01T00:00:00.000Z' }));
    insertEntity(doc, 'guests', guest({ id: 'c', createdAt: '2026-01-01T00:00:00.000Z' }));
    insertEntity(doc, 'guests', guest({ id: 'a', createdAt: '2026-02-01T00:00:00.000Z' }));
    collectionMap(doc, 'guests').set('junk', new Y.Map<unknown>([['name', 1]]));
    expect(listEntities(doc, 'guests').map((g) => g.id)).toEqual(['c', 'a', 'b']);
    expect(listEntityIds(doc, 'guests')).toEqual(['a', 'b', 'c', 'junk']);
  });

  it('updates only the patched fields and returns the merged entity', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'checklistTasks', task({ id: 't1' }));
    const updated = updateEntity(doc, 'checklistTasks', 't1', { completed: true, dueDate: '2026-05-01' });
    expect(updated).toEqual(task({ id: 't1', completed: true, dueDate: '2026-05-01' }));
    expect(readEntity(doc, 'checklistTasks', 't1')).toEqual(updated);
    expect(updateEntity(doc, 'checklistTasks', 'missing', { completed: true })).toBeNull();
  });

  it('writes nothing when a patch changes nothing', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'checklistTasks', task({ id: 't1' }));
    let updates = 0;
    doc.on('update', () => updates++);
    updateEntity(doc, 'checklistTasks', 't1', { text: 'Book the venue', completed: false });
    expect(updates).toBe(0);
  });

  it('refuses a patch that would make the entity invalid or change its id, and writes nothing', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    expect(() => updateEntity(doc, 'guests', 'g1', { partySize: 0 })).toThrow(PlanDocError);
    expect(() => updateEntity(doc, 'guests', 'g1', { id: 'g2' } as never)).toThrow(/id cannot change/);
    expect(readEntity(doc, 'guests', 'g1')).toEqual(guest({ id: 'g1' }));
  });

  it('lets two replicas editing different fields of the same guest both win', () => {
    const alice = new Y.Doc();
    const bob = new Y.Doc();
    insertEntity(alice, 'guests', guest({ id: 'g1' }));
    syncDocs(alice, bob);
    updateEntity(alice, 'guests', 'g1', { name: 'Ada King' });
    updateEntity(bob, 'guests', 'g1', { rsvpStatus: 'Accepted', partySize: 2 });
    syncDocs(alice, bob);
    const expected = guest({ id: 'g1', name: 'Ada King', rsvpStatus: 'Accepted', partySize: 2 });
    expect(readEntity(alice, 'guests', 'g1')).toEqual(expected);
    expect(readEntity(bob, 'guests', 'g1')).toEqual(expected);
  });

  it('deleting a guest deletes its party members and frees its seats', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    insertEntity(doc, 'guests', guest({ id: 'g2' }));
    insertEntity(doc, 'partyMembers', { id: 'pm1', guestId: 'g1', name: 'Kid', createdAt: CREATED_AT });
    insertEntity(doc, 'partyMembers', { id: 'pm2', guestId: 'g2', name: 'Plus one', createdAt: CREATED_AT });
    insertEntity(doc, 'seatingTables', table('t1', ['g1', 'g2']));
    expect(deleteEntity(doc, 'guests', 'g1')).toBe(true);
    expect(readEntity(doc, 'guests', 'g1')).toBeNull();
    expect(listEntityIds(doc, 'partyMembers')).toEqual(['pm2']);
    expect(readEntity(doc, 'seatingTables', 't1')?.assignedGuests).toEqual(['g2']);
    expect(deleteEntity(doc, 'guests', 'g1')).toBe(false);
  });

  it('deleting a budget item deletes its payments', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'budgetItems', budgetItem({ id: 'i1' }));
    insertEntity(doc, 'budgetItems', budgetItem({ id: 'i2' }));
    insertEntity(doc, 'payments', payment({ id: 'p1', budgetItemId: 'i1' }));
    insertEntity(doc, 'payments', payment({ id: 'p2', budgetItemId: 'i1' }));
    insertEntity(doc, 'payments', payment({ id: 'p3', budgetItemId: 'i2' }));
    deleteEntity(doc, 'budgetItems', 'i1');
    expect(listEntityIds(doc, 'payments')).toEqual(['p3']);
  });

  it('deleting a table unseats the guests assigned to it', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'seatingTables', table('t1', ['g1']));
    insertEntity(doc, 'guests', guest({ id: 'g1', tableAssignment: 't1' }));
    deleteEntity(doc, 'seatingTables', 't1');
    expect(readEntity(doc, 'guests', 'g1')?.tableAssignment).toBeNull();
  });

  it('seats a guest at one table only, keeping both sides of the assignment in step', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'guests', guest({ id: 'g1' }));
    insertEntity(doc, 'seatingTables', table('t1'));
    insertEntity(doc, 'seatingTables', table('t2', ['x']));
    assignGuestToTable(doc, 'g1', 't1');
    assignGuestToTable(doc, 'g1', 't2');
    expect(readEntity(doc, 'guests', 'g1')?.tableAssignment).toBe('t2');
    expect(readEntity(doc, 'seatingTables', 't1')?.assignedGuests).toEqual([]);
    expect(readEntity(doc, 'seatingTables', 't2')?.assignedGuests).toEqual(['x', 'g1']);
    assignGuestToTable(doc, 'g1', null);
    expect(readEntity(doc, 'seatingTables', 't2')?.assignedGuests).toEqual(['x']);
    expect(() => assignGuestToTable(doc, 'g1', 'nope')).toThrow(PlanDocError);
  });

  it('passes the origin to the transaction so a provider can tell server writes apart', () => {
    const doc = new Y.Doc();
    const origins: unknown[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => origins.push(transaction.origin));
    insertEntity(doc, 'guests', guest({ id: 'g1' }), 'server');
    updateEntity(doc, 'guests', 'g1', { name: 'B' }, 'server');
    deleteEntity(doc, 'guests', 'g1', 'server');
    expect(origins).toEqual(['server', 'server', 'server']);
  });

  it('generates distinct ids', () => {
    expect(newId()).not.toBe(newId());
  });
});

describe('releaseDanglingReferences', () => {
  it('does what a delete does to changes made meanwhile on a device that had not heard of it', () => {
    const owner = new Y.Doc();
    insertEntity(owner, 'budgetItems', budgetItem({ id: 'films' }));
    insertEntity(owner, 'guests', guest({ id: 'ada' }));
    insertEntity(owner, 'seatingTables', table('t1'));
    const partner = new Y.Doc();
    syncDocs(owner, partner);
    // Offline, the partner records a payment, names a party member and seats Ada...
    insertEntity(partner, 'payments', payment({ id: 'deposit', budgetItemId: 'films', amount: 777 }));
    insertEntity(partner, 'partyMembers', {
      id: 'plus-one',
      guestId: 'ada',
      name: 'Grace',
      createdAt: CREATED_AT,
    });
    updateEntity(partner, 'seatingTables', 't1', { assignedGuests: ['ada'] });
    // ...while the owner deletes the budget item and the guest.
    deleteEntity(owner, 'budgetItems', 'films');
    deleteEntity(owner, 'guests', 'ada');
    syncDocs(owner, partner);
    expect(listEntities(owner, 'payments')).toHaveLength(1);

    expect(releaseDanglingReferences(owner)).toBe(3);
    syncDocs(owner, partner);
    for (const doc of [owner, partner]) {
      expect(listEntities(doc, 'payments')).toEqual([]);
      expect(listEntities(doc, 'partyMembers')).toEqual([]);
      expect(readEntity(doc, 'seatingTables', 't1')?.assignedGuests).toEqual([]);
    }
    expect(releaseDanglingReferences(owner)).toBe(0);
  });

  it('is asked for after entities are added or removed, not after a field changes', () => {
    const doc = new Y.Doc();
    const seen: boolean[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => seen.push(entitiesAddedOrRemoved(tr)));
    insertEntity(doc, 'guests', guest({ id: 'ada' }));
    updateEntity(doc, 'guests', 'ada', { name: 'Ada King' });
    deleteEntity(doc, 'guests', 'ada');
    expect(seen).toEqual([true, false, true]);
  });
});
