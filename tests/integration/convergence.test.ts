// Property: three replicas applying random concurrent operations on every collection (insert, field
// edits, deletes with their cascades, hostile junk), with updates delivered in a random order,
// converge to the same plan; and the projected tables then equal the document, column by column.
import { PROJECTED_COLLECTIONS, Projector, rowOf } from '@confetti/collab-server';
import {
  COLLECTION_NAMES,
  type CollectionName,
  deleteEntity,
  descriptorOf,
  initPlanDoc,
  insertEntity,
  listEntities,
  readWeddingInfo,
  snapshotPlan,
  updateEntity,
  updateWeddingInfo,
} from '@confetti/plan';
import { validEntity } from '@confetti/plan/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createDatabaseWithCouple, type TestDatabase } from '../support/databases';

const dialects = await availableDialects();

// A small pool of ids shared by every collection, so references (a payment's budget item, a party
// member's guest, a guest's table) often point at something that exists, and deletes cascade.
const ID_POOL = ['a', 'b', 'c', 'd'];
const poolId = fc.constantFrom(...ID_POOL);

function withPoolReferences(collection: CollectionName, entity: Record<string, unknown>, pick: number) {
  const copy = { ...entity };
  for (const ref of descriptorOf(collection).references) {
    const id = ID_POOL[pick % ID_POOL.length]!;
    copy[ref.field] = ref.onDelete === 'pull' ? [id] : id;
  }
  return copy;
}

const collection = fc.constantFrom(...COLLECTION_NAMES);
const op = fc.oneof(
  collection.chain((c) =>
    fc.record({
      kind: fc.constant('insert' as const),
      collection: fc.constant(c),
      id: poolId,
      entity: validEntity[c] as fc.Arbitrary<Record<string, unknown>>,
      pick: fc.nat(),
    }),
  ),
  collection.chain((c) =>
    fc.record({
      kind: fc.constant('edit' as const),
      collection: fc.constant(c),
      id: poolId,
      source: validEntity[c] as fc.Arbitrary<Record<string, unknown>>,
      field: fc.nat(),
      pick: fc.nat(),
    }),
  ),
  fc.record({ kind: fc.constant('delete' as const), collection, id: poolId }),
  fc.record({
    kind: fc.constant('info' as const),
    name: fc.string({ maxLength: 10 }),
    budget: fc.nat(100_000),
  }),
  // A hostile client writing nonsense, or text Postgres cannot store, straight into the document.
  fc.record({ kind: fc.constant('junk' as const), collection, id: poolId }),
  fc.record({ kind: fc.constant('nul' as const), id: poolId }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(doc: Y.Doc, o: Op) {
  try {
    switch (o.kind) {
      case 'insert':
        if (!doc.getMap(o.collection).has(o.id)) {
          insertEntity(
            doc,
            o.collection,
            withPoolReferences(o.collection, { ...o.entity, id: o.id }, o.pick) as never,
          );
        }
        break;
      case 'edit': {
        const source = withPoolReferences(o.collection, o.source, o.pick);
        const fields = Object.keys(source).filter((f) => f !== 'id');
        const field = fields[o.field % fields.length]!;
        updateEntity(doc, o.collection, o.id, { [field]: source[field] } as never);
        break;
      }
      case 'delete':
        deleteEntity(doc, o.collection, o.id);
        break;
      case 'info':
        updateWeddingInfo(doc, { partner1Name: o.name, plannedBudget: o.budget });
        break;
      case 'junk': {
        const m = new Y.Map<unknown>();
        m.set('name', 42);
        m.set('text', { not: 'text' });
        doc.getMap(o.collection).set(o.id, m);
        break;
      }
      case 'nul':
        updateEntity(doc, 'guests', o.id, { notes: 'bad\u0000place' });
        break;
    }
  } catch {
    // Helpers refuse some operations (a missing entity or reference, a duplicate id); that is fine here.
  }
}

/** A row as read back from either database, with timestamps as ISO text so it compares to rowOf. */
function comparable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

describe.each(dialects)('convergence and projection on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDatabaseWithCouple(dialect, 'p@example.com');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('converges three replicas editing every collection under random delivery, and projects every column', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(2), op), { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(2), fc.nat(2)), { maxLength: 30 }),
        async (ops, deliveries) => {
          const planId = `p${run++}`;
          await database.handle.db
            .insertInto('plans')
            .values({ id: planId, created_by: 'u1', generation_id: 'g' })
            .execute();
          const origin = new Y.Doc();
          initPlanDoc(origin, { generationId: 'g' });
          const base = Y.encodeStateAsUpdate(origin);
          const replicas = [0, 1, 2].map(() => {
            const d = new Y.Doc();
            Y.applyUpdate(d, base);
            return d;
          });
          const projector = new Projector(database.handle.db, planId, replicas[0]!, {
            debounceMs: 1,
            maxWaitMs: 5,
          });
          // As a room does on load: tables start as a full projection of the document.
          await projector.rebuild();
          try {
            // Updates each replica has produced and not yet delivered to each other replica.
            const outbox: Uint8Array[][][] = [0, 1, 2].map(() => [[], [], []]);
            replicas.forEach((d, from) => {
              d.on('update', (u: Uint8Array, o: unknown) => {
                if (o === 'remote') return;
                for (let to = 0; to < 3; to++) if (to !== from) outbox[from]![to]!.push(u);
              });
            });
            const deliver = (from: number, to: number) => {
              for (const u of outbox[from]![to]!.splice(0)) Y.applyUpdate(replicas[to]!, u, 'remote');
            };
            ops.forEach(([r, o], i) => {
              apply(replicas[r]!, o);
              const d = deliveries[i];
              if (d && d[0] !== d[1]) deliver(d[0], d[1]);
            });
            for (let round = 0; round < 2; round++)
              for (let f = 0; f < 3; f++) for (let t = 0; t < 3; t++) if (f !== t) deliver(f, t);

            // Same content; key order inside a Y.Map follows arrival order, so it is not compared.
            const snapshots = replicas.map((d) => snapshotPlan(d));
            expect(snapshots[1]).toEqual(snapshots[0]);
            expect(snapshots[2]).toEqual(snapshots[0]);

            await projector.flush();
            const info = readWeddingInfo(replicas[0]!);
            const row = await database.handle.db
              .selectFrom('wedding_info')
              .selectAll()
              .where('plan_id', '=', planId)
              .executeTakeFirst();
            expect(row?.partner1_name ?? null).toBe(info.partner1Name);
            expect(row?.planned_budget ?? null).toBe(info.plannedBudget);
            for (const collection of PROJECTED_COLLECTIONS) {
              const rows = await (database.handle.db as any)
                .selectFrom(descriptorOf(collection).table)
                .selectAll()
                .where('plan_id', '=', planId)
                .orderBy('id')
                .execute();
              const expected = listEntities(replicas[0]!, collection)
                .sort((a, b) => (a.id < b.id ? -1 : 1))
                .map((e) => rowOf(collection, planId, e));
              expect(rows.map(comparable)).toEqual(expected);
            }
            // Rebuilding from scratch gives the same rows (idempotent).
            await projector.rebuild();
            const again = await database.handle.db
              .selectFrom('wedding_info')
              .selectAll()
              .where('plan_id', '=', planId)
              .executeTakeFirst();
            expect({ ...again, updated_at: null }).toEqual({ ...row, updated_at: null });
          } finally {
            await projector.destroy();
            for (const d of replicas) d.destroy();
          }
        },
      ),
      { numRuns: dialect === 'pglite' ? 60 : 30 },
    );
  });
});
