// A plan's rows are rewritten in full when its room loads, unless its last clean unload vouched for
// them (collab-server/src/projection/checkpoints.ts): exactly the stored snapshot, no log rows after
// it, the same projection definitions. Every other case rebuilds, so rows never miss what the
// document holds.
import { DEFAULT_SYNC_LIMITS, DocumentStore, planDocumentKind, Room } from '@confetti/collab-server';
import { insertEntity } from '@confetti/plan';
import { guest } from '@confetti/plan/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createDatabaseWithCouple, type TestDatabase } from '../support/databases';

const dialects = await availableDialects();

describe.each(dialects)('projection checkpoints on %s', (dialect) => {
  let database: TestDatabase;
  let store: DocumentStore;
  const kind = () =>
    planDocumentKind(database.handle.db, { debounceMs: 1, maxWaitMs: 5 }, { versionGuard: false });
  let plans = 0;

  beforeAll(async () => {
    database = await createDatabaseWithCouple(dialect, 'cp@example.com');
    store = new DocumentStore(database.handle.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function newPlan(): Promise<string> {
    const id = `cp-${plans++}`;
    await database.handle.db
      .insertInto('plans')
      .values({ id, created_by: 'u1', generation_id: 'g' })
      .execute();
    return id;
  }

  /** Opens the plan's room and waits for its load-time projection (rebuild or skip) to finish. */
  async function open(planId: string) {
    const k = kind();
    const room = new Room(k, planId, store, DEFAULT_SYNC_LIMITS);
    await room.ready;
    await room.settle();
    return { room, stats: k.projectorOf(room)!.stats };
  }

  const guestNames = async (planId: string) =>
    (
      await database.handle.db
        .selectFrom('guests')
        .select('name')
        .where('plan_id', '=', planId)
        .orderBy('name')
        .execute()
    ).map((r) => r.name);

  const checkpoint = (planId: string) =>
    database.handle.db
      .selectFrom('projection_checkpoints')
      .selectAll()
      .where('doc_id', '=', `plan:${planId}`)
      .executeTakeFirst();

  it('skips the rebuild after a clean unload; the checkpoint goes before the rows next change', async () => {
    const planId = await newPlan();
    const first = await open(planId);
    expect(first.stats.rebuildsSkipped).toBe(0);
    insertEntity(first.room.doc, 'guests', guest({ id: 'g1', name: 'Ana' }));
    await first.room.unload();
    expect(await checkpoint(planId)).toMatchObject({ snapshot_seq: expect.any(Number) });
    expect(await guestNames(planId)).toEqual(['Ana']);

    const second = await open(planId);
    expect(second.stats.rebuildsSkipped).toBe(1);
    expect(second.stats.rowsWritten).toBe(0);
    // Still there while nothing changed: another instance opening the plan now may skip too.
    const third = await open(planId);
    expect(third.stats.rebuildsSkipped).toBe(1);
    await third.room.discard();
    expect(await checkpoint(planId)).toBeDefined();
    // Changes after a skipped rebuild are projected as they come, and the checkpoint is gone before
    // the first of them is written: a crash from here on leaves none behind.
    insertEntity(second.room.doc, 'guests', guest({ id: 'g2', name: 'Bea' }));
    await second.room.settle();
    expect(await checkpoint(planId)).toBeUndefined();
    expect(await guestNames(planId)).toEqual(['Ana', 'Bea']);
    await second.room.unload();
  });

  it('rebuilds after a crash: the room was never unloaded, so there is no checkpoint', async () => {
    const planId = await newPlan();
    const first = await open(planId);
    await first.room.unload();
    const second = await open(planId);
    expect(second.stats.rebuildsSkipped).toBe(1);
    insertEntity(second.room.doc, 'guests', guest({ id: 'g1', name: 'Cleo' }));
    await second.room.flush(); // in the log, then the process dies before projecting it
    await second.room.discard();
    await database.handle.db.deleteFrom('guests').where('plan_id', '=', planId).execute();

    const third = await open(planId);
    expect(third.stats.rebuildsSkipped).toBe(0);
    expect(await guestNames(planId)).toEqual(['Cleo']);
    await third.room.unload();
  });

  it('rebuilds when the log has rows after the checkpointed snapshot (another instance appended)', async () => {
    const planId = await newPlan();
    const first = await open(planId);
    await first.room.unload();
    // What another instance (or an older server) appended without this one hearing of it.
    const other = new Y.Doc();
    for (const part of (await store.load(`plan:${planId}`)).parts) Y.applyUpdate(other, part);
    const before = Y.encodeStateVector(other);
    insertEntity(other, 'guests', guest({ id: 'g9', name: 'Dara' }));
    await store.append(`plan:${planId}`, Y.encodeStateAsUpdate(other, before));

    const second = await open(planId);
    expect(second.stats.rebuildsSkipped).toBe(0);
    expect(await guestNames(planId)).toEqual(['Dara']);
    await second.room.unload();
  });

  it('rebuilds when the projection definitions changed since the checkpoint', async () => {
    const planId = await newPlan();
    const first = await open(planId);
    insertEntity(first.room.doc, 'guests', guest({ id: 'g1', name: 'Eli' }));
    await first.room.unload();
    await database.handle.db
      .updateTable('projection_checkpoints')
      .set({ definitions: 'older-definitions' })
      .where('doc_id', '=', `plan:${planId}`)
      .execute();
    await database.handle.db.deleteFrom('guests').where('plan_id', '=', planId).execute();

    const second = await open(planId);
    expect(second.stats.rebuildsSkipped).toBe(0);
    expect(await guestNames(planId)).toEqual(['Eli']);
    await second.room.unload();
  });

  it('records no checkpoint when the load-time rebuild failed, so the next load rebuilds again', async () => {
    const planId = await newPlan();
    const first = await open(planId);
    insertEntity(first.room.doc, 'guests', guest({ id: 'g1', name: 'Fay' }));
    await first.room.unload();
    await database.handle.db.deleteFrom('projection_checkpoints').execute();
    await database.handle.db.deleteFrom('guests').where('plan_id', '=', planId).execute();
    // The next load's rebuild cannot write its guests: its rows stay incomplete.
    await sql`alter table guests rename to guests_away`.execute(database.handle.db);
    let second: Awaited<ReturnType<typeof open>>;
    try {
      second = await open(planId);
      expect(second.stats.rebuildsSkipped).toBe(0);
    } finally {
      await sql`alter table guests_away rename to guests`.execute(database.handle.db);
    }
    await second.room.unload();
    expect(await checkpoint(planId)).toBeUndefined();

    const third = await open(planId);
    expect(third.stats.rebuildsSkipped).toBe(0);
    expect(await guestNames(planId)).toEqual(['Fay']);
    await third.room.unload();
  });
});
