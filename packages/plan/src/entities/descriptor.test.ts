// The collection descriptors: registered under their own names, references that resolve, rows named
// as the spec names columns, and deletes that follow each reference's rule.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deleteEntity, insertEntity, readEntity } from '../doc/entities';
import { budgetItem, CREATED_AT, guest, payment } from '../testing/fixtures';
import { COLLECTION_NAMES, COLLECTIONS, descriptorOf, referencesTo } from './collections';
import { cleanText, columnOf, fieldOfColumn, toRow } from './descriptor';

describe('collection descriptors', () => {
  it('registers each descriptor under its own Y.Map name, with references to real fields and collections', () => {
    for (const name of COLLECTION_NAMES) {
      const descriptor = descriptorOf(name);
      expect(descriptor.name).toBe(name);
      const fields = Object.keys(descriptor.schema.shape);
      for (const ref of descriptor.references) {
        expect(fields).toContain(ref.field);
        expect(COLLECTION_NAMES).toContain(ref.collection);
      }
      for (const field of descriptor.documentOnly) expect(fields).toContain(field);
    }
    const tables = COLLECTION_NAMES.map((name) => COLLECTIONS[name].table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('names columns in snake_case unless the spec names them otherwise', () => {
    const items = descriptorOf('budgetItems');
    expect(columnOf(items, 'actualCost')).toBe('actual_cost');
    expect(columnOf(items, 'name')).toBe('service_type');
    expect(fieldOfColumn(items, 'service_type')).toBe('name');
    expect(fieldOfColumn(items, 'name')).toBeNull();
    expect(columnOf(descriptorOf('payments'), 'budgetItemId')).toBe('budget_item_id');
  });

  it('projects an entity to its row: every public field, text cleaned of characters Postgres refuses', () => {
    const row = toRow(
      descriptorOf('budgetItems'),
      'plan-1',
      budgetItem({ name: 'Cake\u0000 tasting\u0007' }),
    );
    expect(row).toMatchObject({ plan_id: 'plan-1', service_type: 'Cake tasting', actual_cost: 0 });
    expect(Object.keys(row)).not.toContain('name');
    const taskRow = toRow(COLLECTIONS.checklistTasks, 'p', {
      id: 't',
      text: 'x',
      description: '',
      category: 'Venues',
      priority: 'medium',
      dueDate: null,
      completed: false,
      notes: 'line one\nline two\ttabbed',
      source: 'user',
      expertTaskId: null,
      dueDateEdited: true,
      timelineDays: null,
      estimatedHours: null,
      createdAt: CREATED_AT,
    });
    expect(Object.keys(taskRow)).not.toContain('due_date_edited');
    expect(taskRow.notes).toBe('line one\nline two\ttabbed');
    expect(cleanText('a\u0000b\u001fc\rd')).toBe('abc\rd');
  });

  it('projects a negative zero as 0, as every replica that decoded the update holds it', () => {
    const row = toRow(descriptorOf('budgetItems'), 'p', budgetItem({ actualCost: -0 }));
    expect(Object.is((row as Record<string, unknown>).actual_cost, 0)).toBe(true);
  });

  it('knows who points at a collection and what a delete does to them', () => {
    expect(referencesTo('guests')).toEqual(
      expect.arrayContaining([
        { from: 'partyMembers', field: 'guestId', onDelete: 'cascade' },
        { from: 'seatingTables', field: 'assignedGuests', onDelete: 'pull' },
      ]),
    );
    expect(referencesTo('budgetItems')).toEqual([
      { from: 'payments', field: 'budgetItemId', onDelete: 'cascade' },
    ]);
  });

  it('deletes by the references: cascades, nullifies and pulls in one transaction', () => {
    const doc = new Y.Doc();
    insertEntity(doc, 'seatingTables', {
      id: 'table-1',
      name: 'Table 1',
      capacity: 8,
      shape: 'round',
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
    insertEntity(doc, 'guests', guest({ id: 'g1', tableAssignment: 'table-1' }));
    insertEntity(doc, 'guests', guest({ id: 'g2', tableAssignment: 'table-1' }));
    insertEntity(doc, 'partyMembers', {
      id: 'm1',
      guestId: 'g1',
      name: 'Plus one',
      createdAt: CREATED_AT,
    });
    const table = doc.getMap('seatingTables').get('table-1') as Y.Map<unknown>;
    table.set('assignedGuests', ['g1', 'g2']);
    insertEntity(doc, 'budgetItems', budgetItem({ id: 'i1' }));
    insertEntity(doc, 'payments', payment({ id: 'p1', budgetItemId: 'i1' }));

    let transactions = 0;
    doc.on('afterTransaction', () => {
      transactions += 1;
    });
    expect(deleteEntity(doc, 'guests', 'g1')).toBe(true);
    expect(transactions).toBe(1);
    expect(readEntity(doc, 'partyMembers', 'm1')).toBeNull();
    expect(readEntity(doc, 'seatingTables', 'table-1')?.assignedGuests).toEqual(['g2']);

    deleteEntity(doc, 'seatingTables', 'table-1');
    expect(readEntity(doc, 'guests', 'g2')?.tableAssignment).toBeNull();

    deleteEntity(doc, 'budgetItems', 'i1');
    expect(readEntity(doc, 'payments', 'p1')).toBeNull();
    expect(deleteEntity(doc, 'budgetItems', 'i1')).toBe(false);
  });
});
