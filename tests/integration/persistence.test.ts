// The update log and its compaction on each database: concurrent compactions and appends never lose
// an update, and load = snapshot + remaining rows.
import { DocumentStore, mergeStored } from '@confetti/collab-server';
import { migrateToLatest } from '@confetti/db';
import { migrations } from '@confetti/migrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createTestDatabase, type TestDatabase } from '../support/databases';

const dialects = await availableDialects();

describe.each(dialects)('document storage on %s', (dialect) => {
  let database: TestDatabase;
  let store: DocumentStore;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    store = new DocumentStore(database.handle.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('moves documents stored before kinds existed to `plan:<id>`, once', async () => {
    const doc = new Y.Doc();
    doc.getMap('weddingInfo').set('location', 'Porto');
    const legacyId = crypto.randomUUID();
    await database.handle.db
      .insertInto('doc_snapshots')
      .values({ doc_id: legacyId, state: Y.encodeStateAsUpdate(doc), last_seq: 0 })
      .execute();
    await database.handle.db
      .insertInto('doc_updates')
      .values({ doc_id: legacyId, data: Y.encodeStateAsUpdate(doc) })
      .execute();
    await migrations['0016_document_kinds']!.up(database.handle.db);
    await migrations['0016_document_kinds']!.up(database.handle.db);
    expect(await store.load(legacyId)).toEqual({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 });
    const moved = await store.load(`plan:${legacyId}`);
    expect(moved.parts).toHaveLength(2);
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, mergeStored(moved)!);
    expect(loaded.getMap('weddingInfo').get('location')).toBe('Porto');
  });

  it('commits many documents’ concurrent appends, each with the seq of its own row', async () => {
    const docs = Array.from({ length: 60 }, (_, i) => {
      const d = new Y.Doc();
      d.getMap('weddingInfo').set('location', `City ${i}`);
      return { id: `group-${i}`, update: Y.encodeStateAsUpdate(d) };
    });
    // Issued in one turn of the event loop, as rooms whose batch timers fire together do under
    // load: they go as one statement (group commit).
    const before = { ...store.appendStats };
    const seqs = await Promise.all(docs.map((d) => store.append(d.id, d.update)));
    expect(new Set(seqs).size).toBe(docs.length);
    expect(store.appendStats.statements - before.statements).toBe(1);
    expect(store.appendStats.rows - before.rows).toBe(docs.length);
    for (const [i, d] of docs.entries()) {
      const rows = await database.handle.db
        .selectFrom('doc_updates')
        .select(['seq', 'data'])
        .where('doc_id', '=', d.id)
        .execute();
      expect(rows.map((r) => Number(r.seq))).toEqual([seqs[i]]);
      const loaded = new Y.Doc();
      Y.applyUpdate(loaded, mergeStored(await store.load(d.id))!);
      expect(loaded.getMap('weddingInfo').get('location')).toBe(`City ${i}`);
    }
  });

  it('loads nothing for a document never written', async () => {
    expect(await store.load('missing')).toEqual({ parts: [], tailRows: 0, snapshotSeq: null, bytes: 0 });
  });

  it('keeps every update when compactions race each other and new appends', async () => {
    const source = new Y.Doc();
    const updates: Uint8Array[] = [];
    source.on('update', (u: Uint8Array) => updates.push(u));
    for (let i = 0; i < 120; i++) source.getMap('checklistTasks').set(`t${i}`, i);
    for (const u of updates.splice(0, 60)) await store.append('race', u);

    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 4; i++) work.push(store.compact('race'));
    for (const u of updates.splice(0)) work.push(store.append('race', u));
    for (let i = 0; i < 3; i++) work.push(store.compact('race'));
    await Promise.all(work);

    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, mergeStored(await store.load('race'))!);
    expect(loaded.getMap('checklistTasks').toJSON()).toEqual(source.getMap('checklistTasks').toJSON());

    await store.compact('race');
    const rows = await database.handle.db
      .selectFrom('doc_updates')
      .select('seq')
      .where('doc_id', '=', 'race')
      .execute();
    expect(rows).toHaveLength(0);
    const again = new Y.Doc();
    Y.applyUpdate(again, mergeStored(await store.load('race'))!);
    expect(again.getMap('checklistTasks').size).toBe(120);
  });

  it('applies a log row that committed after a compaction read past its sequence number', async () => {
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));
    doc.getMap('weddingInfo').set('a', 1);
    doc.getMap('weddingInfo').set('b', 2);
    await store.append('late', updates[0]!);
    await store.compact('late');
    // A row left behind with a lower seq than the snapshot's last_seq (as a slow transaction would).
    await database.handle.db
      .insertInto('doc_updates')
      .values({ doc_id: 'late', data: updates[1]! })
      .execute();
    await database.handle.db
      .updateTable('doc_snapshots')
      .set({ last_seq: 1_000_000 })
      .where('doc_id', '=', 'late')
      .execute();
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, mergeStored(await store.load('late'))!);
    expect(loaded.getMap('weddingInfo').toJSON()).toEqual({ a: 1, b: 2 });
  });
});
