import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { insertEntity, readEntity } from '../doc/entities';
import { validEntity } from '../testing/arbitraries';
import { CREATED_AT } from '../testing/fixtures';
import { COLLECTION_NAMES, COLLECTIONS, descriptorOf } from './collections';
import { parseEntity } from './parse';

describe('entity schemas', () => {
  it('never throw from parseEntity, whatever the value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COLLECTION_NAMES), fc.anything(), (collection, value) => {
        expect(() => parseEntity(collection, value)).not.toThrow();
      }),
    );
  });

  it('reject values that are not objects', () => {
    const notObject = fc
      .anything()
      .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value));
    fc.assert(
      fc.property(fc.constantFrom(...COLLECTION_NAMES), notObject, (collection, value) => {
        expect(parseEntity(collection, value).ok).toBe(false);
      }),
    );
  });

  for (const collection of COLLECTION_NAMES) {
    describe(collection, () => {
      it('accepts every valid entity unchanged', () => {
        fc.assert(
          fc.property(validEntity[collection], (entity) => {
            expect(parseEntity(collection, entity)).toEqual({ ok: true, entity });
          }),
        );
      });

      it('rejects an entity with any field replaced by junk', () => {
        fc.assert(
          fc.property(
            validEntity[collection],
            fc.constantFrom({ junk: true }, Number.NaN, Symbol('junk')),
            (entity, junk) => {
              for (const field of Object.keys(entity)) {
                expect(parseEntity(collection, { ...entity, [field]: junk }).ok).toBe(false);
              }
            },
          ),
        );
      });

      it('round-trips every valid entity through a Y.Doc and a second replica', () => {
        fc.assert(
          fc.property(validEntity[collection], (generated) => {
            const doc = new Y.Doc();
            // Optional references (a guest's table, an item's vendor) are left empty; required ones
            // get their target below.
            const entity = { ...generated };
            for (const ref of descriptorOf(collection).references) {
              if (ref.onDelete === 'nullify') (entity as Record<string, unknown>)[ref.field] = null;
            }
            // References must exist for the insert to be accepted.
            if ('budgetItemId' in entity) {
              insertEntity(doc, 'budgetItems', {
                id: entity.budgetItemId as string,
                category: 'x',
                name: 'x',
                createdAt: CREATED_AT,
              });
            }
            if ('registryId' in entity) {
              insertEntity(doc, 'registries', {
                id: entity.registryId as string,
                title: 'x',
                slug: 'x',
                createdAt: CREATED_AT,
              });
            }
            if ('guestId' in entity) {
              insertEntity(doc, 'guests', { id: entity.guestId as string, name: 'x', createdAt: CREATED_AT });
            }
            if ('otherGuestId' in entity && entity.otherGuestId !== entity.guestId) {
              insertEntity(doc, 'guests', {
                id: entity.otherGuestId as string,
                name: 'x',
                createdAt: CREATED_AT,
              });
            }
            insertEntity(doc, collection, entity);
            const replica = new Y.Doc();
            Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
            expect(readEntity(replica, collection, entity.id)).toEqual(entity);
          }),
          { numRuns: 50 },
        );
      });
    });
  }

  it('fills the documented defaults for absent fields', () => {
    const parsed = parseEntity('checklistTasks', { id: 't', text: 'Book venue', createdAt: CREATED_AT });
    expect(parsed).toEqual({
      ok: true,
      entity: {
        id: 't',
        text: 'Book venue',
        description: '',
        category: 'Custom',
        priority: 'medium',
        dueDate: null,
        completed: false,
        notes: '',
        source: 'user',
        expertTaskId: null,
        dueDateEdited: false,
        timelineDays: null,
        estimatedHours: null,
        createdAt: CREATED_AT,
      },
    });
    const guest = parseEntity('guests', { id: 'g', name: 'Ada', createdAt: CREATED_AT });
    expect(guest.ok && guest.entity).toMatchObject({
      partySize: 1,
      rsvpStatus: 'Pending',
      tableAssignment: null,
    });
    const table = parseEntity('seatingTables', {
      id: 't',
      name: 'T1',
      capacity: 8,
      shape: 'round',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
    expect(table.ok && table.entity).toMatchObject({
      tableType: 'regular',
      assignedGuests: [],
      proximityTo: null,
    });
  });

  it('rejects blank task text, impossible dates, negative amounts and unknown statuses', () => {
    const base = { id: 't', text: 'x', createdAt: CREATED_AT };
    expect(parseEntity('checklistTasks', { ...base, text: '   ' }).ok).toBe(false);
    expect(parseEntity('checklistTasks', { ...base, dueDate: '2026-02-29' }).ok).toBe(false);
    expect(parseEntity('checklistTasks', { ...base, dueDate: '2028-02-29' }).ok).toBe(true);
    expect(parseEntity('checklistTasks', { ...base, priority: 'urgent' }).ok).toBe(false);
    const payment = {
      id: 'p',
      budgetItemId: 'i',
      amount: 10,
      paymentDate: '2026-05-01',
      createdAt: CREATED_AT,
    };
    expect(parseEntity('payments', payment).ok).toBe(true);
    expect(parseEntity('payments', { ...payment, amount: -1 }).ok).toBe(false);
    expect(parseEntity('payments', { ...payment, amount: Number.POSITIVE_INFINITY }).ok).toBe(false);
    expect(parseEntity('payments', { ...payment, status: 'refunded' }).ok).toBe(false);
    expect(parseEntity('guests', { id: 'g', name: 'A', createdAt: CREATED_AT, partySize: 0 }).ok).toBe(false);
    expect(parseEntity('guests', { id: 'g', name: 'A', createdAt: CREATED_AT, rsvpStatus: 'Maybe' }).ok).toBe(
      false,
    );
    expect(parseEntity('runOfShow', { id: 'r', time: '24:00', title: 'Dinner' }).ok).toBe(false);
    expect(parseEntity('guests', { id: '', name: 'A', createdAt: CREATED_AT }).ok).toBe(false);
    expect(parseEntity('guests', { id: 'g', name: 'A', createdAt: 'yesterday' }).ok).toBe(false);
  });

  it('keeps unknown fields out of the parsed entity so newer clients do not break older readers', () => {
    const parsed = parseEntity('vendors', {
      id: 'v',
      name: 'V',
      category: 'Florists',
      createdAt: CREATED_AT,
      rating: 5,
    });
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && 'rating' in parsed.entity).toBe(false);
  });

  it('registers a schema for every collection', () => {
    expect(COLLECTION_NAMES).toHaveLength(12);
    for (const name of COLLECTION_NAMES) expect(COLLECTIONS[name].schema).toBeDefined();
  });
});
