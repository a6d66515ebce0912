import type { Database } from '@confetti/db';
import type { CompiledQuery, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { includesState, stateOf, UpsertGroups, upsertStatement } from './upsert-groups';

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

describe('UpsertGroups', () => {
  /** A database that refuses any statement carrying `quantity` over the 32-bit integer range. */
  function refusingDatabase() {
    const statements: unknown[][] = [];
    const db = {
      async executeQuery(query: CompiledQuery) {
        statements.push([...query.parameters]);
        if (query.parameters.some((p) => typeof p === 'number' && p > 2_147_483_647))
          throw new Error('value "3000000000" is out of range for type integer');
        return { rows: [] };
      },
    } as unknown as Kysely<Database>;
    return { db, statements };
  }
  const upsert = (planId: string, quantity: number) => ({
    table: 'registry_items',
    rows: [{ plan_id: planId, id: `${planId}-item`, quantity }],
    conflict: ['plan_id', 'id'],
    update: ['quantity'],
  });

  it('writes the upserts of one turn in one statement', async () => {
    const { db, statements } = refusingDatabase();
    const groups = new UpsertGroups(db);
    await expect(
      Promise.all([groups.upsert(upsert('a', 1)), groups.upsert(upsert('b', 2))]),
    ).resolves.toEqual([true, true]);
    expect(statements).toHaveLength(1);
  });

  it('fails only the upsert the database refuses, not the other plans’ that shared its statement', async () => {
    const { db, statements } = refusingDatabase();
    const groups = new UpsertGroups(db);
    const results = await Promise.allSettled([
      groups.upsert(upsert('a', 1)),
      groups.upsert(upsert('poisoned', 3_000_000_000)),
      groups.upsert(upsert('b', 2)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/out of range/);
    // The shared statement, then each on its own.
    expect(statements).toHaveLength(4);
  });
});
