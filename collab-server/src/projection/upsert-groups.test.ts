import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { includesState, stateOf, upsertStatement } from './upsert-groups';

describe('stateOf', () => {
  it('is the state vector Yjs encodes, for every client that wrote', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getMap('weddingInfo').set('location', 'Lisbon');
    b.getArray('notes').insert(0, ['one', 'two']);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    a.getMap('weddingInfo').set('location', 'Porto');
    const expected = Y.decodeStateVector(Y.encodeStateVector(a));
    expect(stateOf(a)).toEqual(expected);
    expect(stateOf(a).size).toBe(2);
    expect(stateOf(a).get(b.clientID)).toBe(2);
  });

  it('is empty for an empty document, and an older state never includes a newer one', () => {
    const doc = new Y.Doc();
    expect(stateOf(doc).size).toBe(0);
    const before = stateOf(doc);
    doc.getMap('m').set('k', 1);
    const after = stateOf(doc);
    expect(includesState(after, before)).toBe(true);
    expect(includesState(before, after)).toBe(false);
  });
});

describe('upsertStatement', () => {
  const shape = { table: 'guests', rows: [], conflict: ['plan_id', 'id'], update: ['name', 'notes'] };

  it('numbers every row’s values in order, and reuses the text of a shape it has written', () => {
    const first = upsertStatement(shape, [
      { plan_id: 'p', id: 'a', name: 'Ada', notes: '' },
      { plan_id: 'p', id: 'b', name: 'Grace', notes: 'door' },
    ]);
    expect(first.sql).toBe(
      'insert into "guests" ("plan_id", "id", "name", "notes") values ($1, $2, $3, $4), ($5, $6, $7, $8) ' +
        'on conflict ("plan_id", "id") do update set "name" = excluded."name", "notes" = excluded."notes"',
    );
    expect(first.parameters).toEqual(['p', 'a', 'Ada', '', 'p', 'b', 'Grace', 'door']);
    const again = upsertStatement(shape, [
      { plan_id: 'q', id: 'c', name: 'Hedy', notes: 'x' },
      { plan_id: 'q', id: 'd', name: 'Katherine', notes: 'y' },
    ]);
    expect(again.sql).toBe(first.sql);
    expect(again.parameters).toEqual(['q', 'c', 'Hedy', 'x', 'q', 'd', 'Katherine', 'y']);
    // Another number of rows is another text.
    expect(upsertStatement(shape, [{ plan_id: 'p', id: 'a', name: 'Ada', notes: '' }]).sql).toBe(
      'insert into "guests" ("plan_id", "id", "name", "notes") values ($1, $2, $3, $4) ' +
        'on conflict ("plan_id", "id") do update set "name" = excluded."name", "notes" = excluded."notes"',
    );
  });

  it('writes default where a row leaves a column out, numbering only the values given', () => {
    const sparse = upsertStatement(shape, [
      { plan_id: 'p', id: 'a', name: 'Ada', notes: 'n' },
      { plan_id: 'p', id: 'b', name: undefined, notes: 'door' },
    ]);
    expect(sparse.sql).toContain('values ($1, $2, $3, $4), ($5, $6, default, $7)');
    expect(sparse.parameters).toEqual(['p', 'a', 'Ada', 'n', 'p', 'b', 'door']);
  });
});
