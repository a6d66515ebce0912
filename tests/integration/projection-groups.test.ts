// Many plans' lone projection upserts go out together (collab-server/src/projection/upsert-groups.ts):
// each plan's row is still written exactly as its own projection would write it.
import { Projector, UpsertGroups, upsertStatement } from '@confetti/collab-server';
import { initPlanDoc, insertEntity, updateEntity, updateWeddingInfo } from '@confetti/plan';
import { guest } from '@confetti/plan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createDatabaseWithCouple, type TestDatabase } from '../support/databases';

const dialects = await availableDialects();

describe.each(dialects)('grouped projection upserts on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDatabaseWithCouple(dialect, 'groups@example.com');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('writes rows of differing columns in one statement: a missing column takes its default, jsonb and quotes intact', async () => {
    const db = database.handle.db;
    for (const id of ['shape-a', 'shape-b'])
      await db.insertInto('plans').values({ id, created_by: 'u1', generation_id: 'g' }).execute();
    const shape = {
      table: 'wedding_info',
      conflict: ['plan_id'],
      update: ['location', 'budget_category_percentages'],
      touch: true,
      rows: [],
    };
    const shares = { Venue: 40, 'Flowers "and" décor': 10 };
    await db.executeQuery(upsertStatement(shape, [{ plan_id: 'shape-a', location: 'first' }]));
    await db.executeQuery(
      upsertStatement(shape, [
        {
          plan_id: 'shape-b',
          location: `O'Neill's "barn"`,
          budget_category_percentages: JSON.stringify(shares),
        },
        {
          plan_id: 'shape-a',
          budget_category_percentages: JSON.stringify({ Venue: 50 }),
          location: undefined,
        },
      ]),
    );
    const rows = await db
      .selectFrom('wedding_info')
      .select(['plan_id', 'location', 'budget_category_percentages'])
      .where('plan_id', 'like', 'shape-%')
      .orderBy('plan_id')
      .execute();
    expect(rows).toEqual([
      // The column the row left out is written from its default (null), as Kysely's own insert does.
      { plan_id: 'shape-a', location: null, budget_category_percentages: { Venue: 50 } },
      { plan_id: 'shape-b', location: `O'Neill's "barn"`, budget_category_percentages: shares },
    ]);
  });

  it('writes every plan’s edit, in fewer statements than plans when they arrive together', async () => {
    const db = database.handle.db;
    const groups = new UpsertGroups(db);
    const plans = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const id = `grp-${i}`;
        await db.insertInto('plans').values({ id, created_by: 'u1', generation_id: 'g' }).execute();
        const doc = new Y.Doc();
        initPlanDoc(doc, { generationId: 'g' });
        insertEntity(doc, 'guests', guest({ id: 'g1', name: `Guest ${i}` }));
        const projector = new Projector(db, id, doc, { debounceMs: 1, maxWaitMs: 5 }, undefined, {
          versionGuard: false,
          groups,
        });
        await projector.rebuild();
        return { id, doc, projector };
      }),
    );
    // One edit in every plan at once, as under load: a guest's name, and in half of them the venue.
    for (const [i, p] of plans.entries()) {
      updateEntity(p.doc, 'guests', 'g1', { name: `Renamed ${i}` });
      if (i % 2 === 0) updateWeddingInfo(p.doc, { location: `Venue ${i}` });
    }
    const before = groups.stats.statements;
    await Promise.all(plans.map((p) => p.projector.flush()));
    const sent = groups.stats.statements - before;
    // Every plan's projection ran in the same turn of the event loop: their rows share one statement.
    expect(sent).toBe(1);

    const names = await db
      .selectFrom('guests')
      .select(['plan_id', 'name'])
      .where('plan_id', 'like', 'grp-%')
      .execute();
    expect(Object.fromEntries(names.map((r) => [r.plan_id, r.name]))).toEqual(
      Object.fromEntries(plans.map((p, i) => [p.id, `Renamed ${i}`])),
    );
    const venues = await db
      .selectFrom('wedding_info')
      .select(['plan_id', 'location'])
      .where('plan_id', 'like', 'grp-%')
      .execute();
    for (const [i, p] of plans.entries()) {
      const row = venues.find((v) => v.plan_id === p.id);
      expect(row?.location ?? null).toBe(i % 2 === 0 ? `Venue ${i}` : null);
    }
    for (const p of plans) await p.projector.destroy();
  });

  it('keeps an invalid entity out of the table with a recorded reason, and clears the reason once it is fixed', async () => {
    const db = database.handle.db;
    const id = 'invalid-guest-plan';
    await db.insertInto('plans').values({ id, created_by: 'u1', generation_id: 'g' }).execute();
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'g' });
    insertEntity(doc, 'guests', guest({ id: 'ok', name: 'Ada' }));
    insertEntity(doc, 'guests', guest({ id: 'bad', name: 'Grace' }));
    const projector = new Projector(db, id, doc, { debounceMs: 1, maxWaitMs: 5 }, undefined, {
      versionGuard: false,
      groups: new UpsertGroups(db),
    });
    await projector.rebuild();
    const rows = () => db.selectFrom('guests').select('id').where('plan_id', '=', id).orderBy('id').execute();
    const errors = () =>
      db
        .selectFrom('projection_errors')
        .select(['entity_id', 'collection'])
        .where('plan_id', '=', id)
        .execute();
    expect(await rows()).toEqual([{ id: 'bad' }, { id: 'ok' }]);
    expect(await errors()).toEqual([]);

    // A client writes what no schema allows (over the socket, nothing stops it reaching the document).
    const bad = doc.getMap('guests').get('bad') as Y.Map<unknown>;
    bad.set('partySize', 'lots');
    await projector.flush();
    expect(await rows()).toEqual([{ id: 'ok' }]);
    expect(await errors()).toEqual([{ entity_id: 'bad', collection: 'guests' }]);

    // Edits elsewhere leave the reason alone; the fix brings the row back and clears it.
    updateEntity(doc, 'guests', 'ok', { name: 'Ada Lovelace' });
    await projector.flush();
    expect(await errors()).toEqual([{ entity_id: 'bad', collection: 'guests' }]);
    bad.set('partySize', 2);
    await projector.flush();
    expect(await rows()).toEqual([{ id: 'bad' }, { id: 'ok' }]);
    expect(await errors()).toEqual([]);
    await projector.destroy();
  });
});
