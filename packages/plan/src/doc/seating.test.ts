import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { SeatingTableInput } from '../entities/seating-table';
import { CREATED_AT, guest } from '../testing/fixtures';
import { deleteEntity, insertEntity, readEntity, updateEntity } from './entities';
import {
  addSeatingConstraint,
  addSeatingTable,
  assignGuestToTable,
  autoAssignSeats,
  placeFloorElement,
  reconcileSeating,
  seatingWritesOf,
  setTableGuests,
  updateSeatingTable,
} from './seating';
import { PlanDocError } from './structure';

function tableInput(id: string, capacity = 8, assignedGuests: string[] = []): SeatingTableInput {
  return {
    id,
    name: `Table ${id}`,
    capacity,
    shape: 'round',
    x: 0,
    y: 0,
    width: 120,
    height: 120,
    assignedGuests,
  };
}

function seats(doc: Y.Doc) {
  const tables: Record<string, string[]> = {};
  doc.getMap('seatingTables').forEach((_, id) => {
    tables[id] = readEntity(doc, 'seatingTables', id)!.assignedGuests;
  });
  const guests: Record<string, string | null> = {};
  doc.getMap('guests').forEach((_, id) => {
    guests[id] = readEntity(doc, 'guests', id)!.tableAssignment;
  });
  return { tables, guests };
}

function planWithGuests(...ids: string[]) {
  const doc = new Y.Doc();
  for (const id of ids) insertEntity(doc, 'guests', guest({ id, name: id }));
  return doc;
}

describe('one seating truth', () => {
  it('a table written with guests seats them there and takes them from their old table', () => {
    const doc = planWithGuests('a', 'b', 'c');
    addSeatingTable(doc, tableInput('t1', 8, ['a', 'b']));
    addSeatingTable(doc, tableInput('t2', 8, ['b', 'c']));
    expect(seats(doc)).toEqual({
      tables: { t1: ['a'], t2: ['b', 'c'] },
      guests: { a: 't1', b: 't2', c: 't2' },
    });
    updateSeatingTable(doc, 't2', { assignedGuests: ['c'] });
    expect(seats(doc)).toEqual({ tables: { t1: ['a'], t2: ['c'] }, guests: { a: 't1', b: null, c: 't2' } });
  });

  it('refuses to seat a declined guest, or a guest who does not exist', () => {
    const doc = planWithGuests('a');
    insertEntity(doc, 'guests', guest({ id: 'no', rsvpStatus: 'Declined' }));
    addSeatingTable(doc, tableInput('t1'));
    expect(() => assignGuestToTable(doc, 'no', 't1')).toThrow(/declined/);
    expect(() => setTableGuests(doc, 't1', ['a', 'ghost'])).toThrow(PlanDocError);
    expect(seats(doc).tables.t1).toEqual([]);
  });

  it('a refused guest list writes nothing: no new table, no renamed one', () => {
    const doc = planWithGuests('a');
    insertEntity(doc, 'guests', guest({ id: 'no', rsvpStatus: 'Declined' }));
    addSeatingTable(doc, tableInput('t1'));
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));

    expect(() => addSeatingTable(doc, tableInput('t2', 8, ['a', 'ghost']))).toThrow(/No guest with id ghost/);
    expect(() => updateSeatingTable(doc, 't1', { name: 'Renamed', assignedGuests: ['no'] })).toThrow(
      /declined/,
    );
    expect(updates).toEqual([]);
    expect(readEntity(doc, 'seatingTables', 't2')).toBeNull();
    expect(readEntity(doc, 'seatingTables', 't1')!.name).toBe('Table t1');
  });
  it('deleting a table unseats its guests', () => {
    const doc = planWithGuests('a');
    addSeatingTable(doc, tableInput('t1', 8, ['a']));
    deleteEntity(doc, 'seatingTables', 't1');
    expect(readEntity(doc, 'guests', 'a')?.tableAssignment).toBeNull();
  });

  it('a change that wrote only the guest side is mirrored onto the tables, and a declined guest unseated', () => {
    const doc = planWithGuests('a', 'b');
    addSeatingTable(doc, tableInput('t1', 8, ['a', 'b']));
    addSeatingTable(doc, tableInput('t2'));
    let writes = { tables: new Set<string>(), guests: new Set<string>() };
    doc.on('afterTransaction', (tr: Y.Transaction) => {
      writes = seatingWritesOf(tr);
    });
    (doc.getMap('guests').get('a') as Y.Map<unknown>).set('tableAssignment', 't2');
    expect(writes.guests).toEqual(new Set(['a']));
    updateEntity(doc, 'guests', 'b', { rsvpStatus: 'Declined' });
    reconcileSeating(doc, writes);
    expect(seats(doc)).toEqual({ tables: { t1: [], t2: ['a'] }, guests: { a: 't2', b: null } });
  });

  it('a change that wrote only a table list is mirrored onto the guests', () => {
    const doc = planWithGuests('a', 'b');
    addSeatingTable(doc, tableInput('t1', 8, ['a']));
    addSeatingTable(doc, tableInput('t2'));
    let writes = { tables: new Set<string>(), guests: new Set<string>() };
    doc.on('afterTransaction', (tr: Y.Transaction) => {
      writes = seatingWritesOf(tr);
    });
    (doc.getMap('seatingTables').get('t2') as Y.Map<unknown>).set('assignedGuests', ['a', 'b']);
    expect(writes.tables).toEqual(new Set(['t2']));
    reconcileSeating(doc, writes);
    expect(seats(doc)).toEqual({ tables: { t1: [], t2: ['a', 'b'] }, guests: { a: 't2', b: 't2' } });
    expect(reconcileSeating(doc)).toBe(false);
  });

  it('two partners seating one guest at two tables at once end with the guest at one table', () => {
    const alice = planWithGuests('a');
    addSeatingTable(alice, tableInput('t1'));
    addSeatingTable(alice, tableInput('t2'));
    const bob = new Y.Doc();
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    assignGuestToTable(alice, 'a', 't1');
    assignGuestToTable(bob, 'a', 't2');
    Y.applyUpdate(alice, Y.encodeStateAsUpdate(bob));
    Y.applyUpdate(bob, Y.encodeStateAsUpdate(alice));
    reconcileSeating(alice);
    const { tables, guests } = seats(alice);
    expect(Object.values(tables).flat()).toEqual(['a']);
    expect(tables[guests.a!]).toEqual(['a']);
  });
});

describe('auto-assign on the plan', () => {
  it('writes both sides of every new seat and keeps existing ones', () => {
    const doc = planWithGuests('a', 'b', 'c');
    addSeatingTable(doc, tableInput('t1', 2, ['a']));
    addSeatingTable(doc, tableInput('t2', 2));
    addSeatingConstraint(
      doc,
      { id: 'k1', guestId: 'a', otherGuestId: 'c', kind: 'apart' },
      new Date(CREATED_AT),
    );
    const result = autoAssignSeats(doc);
    expect(result.unplaced).toEqual([]);
    const after = seats(doc);
    expect(after.guests.a).toBe('t1');
    expect(after.guests.c).toBe('t2');
    expect(reconcileSeating(doc)).toBe(false);
  });

  it('refuses a constraint between a guest and themselves', () => {
    const doc = planWithGuests('a');
    expect(() =>
      addSeatingConstraint(doc, { id: 'k', guestId: 'a', otherGuestId: 'a', kind: 'together' }, new Date()),
    ).toThrow(PlanDocError);
  });

  it('a removed guest takes their constraints along', () => {
    const doc = planWithGuests('a', 'b');
    addSeatingConstraint(
      doc,
      { id: 'k', guestId: 'a', otherGuestId: 'b', kind: 'together' },
      new Date(CREATED_AT),
    );
    deleteEntity(doc, 'guests', 'b');
    expect(readEntity(doc, 'seatingConstraints', 'k')).toBeNull();
  });
});

describe('moving a table or floor element', () => {
  it('leaves it where one of two people moving it at once put it, never at one’s x and the other’s y', () => {
    for (const [a, b] of [
      [1, 2],
      [2, 1],
    ]) {
      const start = new Y.Doc();
      addSeatingTable(start, { ...tableInput('t4'), x: 460, y: 560 });
      insertEntity(start, 'floorElements', {
        id: 'bar',
        elementType: 'bar',
        name: 'Bar',
        x: 100,
        y: 100,
        width: 200,
        height: 60,
      });
      const [first, second] = [a, b].map((clientID) => {
        const doc = new Y.Doc();
        doc.clientID = clientID!;
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(start));
        return doc;
      });
      // One drags it straight across, the other straight down.
      updateSeatingTable(first!, 't4', { x: 700, y: 560 });
      updateSeatingTable(second!, 't4', { x: 460, y: 720 });
      placeFloorElement(first!, 'bar', { x: 300, y: 100 });
      placeFloorElement(second!, 'bar', { x: 100, y: 300 });
      Y.applyUpdate(first!, Y.encodeStateAsUpdate(second!));
      Y.applyUpdate(second!, Y.encodeStateAsUpdate(first!));
      for (const doc of [first!, second!]) {
        const table = readEntity(doc, 'seatingTables', 't4')!;
        expect([
          [700, 560],
          [460, 720],
        ]).toContainEqual([table.x, table.y]);
        const bar = readEntity(doc, 'floorElements', 'bar')!;
        expect([
          [300, 100],
          [100, 300],
        ]).toContainEqual([bar.x, bar.y]);
      }
    }
  });
});
